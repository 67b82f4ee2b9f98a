// A new host from the sign-up form: the host (whose rows everything else hangs on) and its sign-in
// account, written in one transaction so that a refusal or a crash leaves neither behind. They get
// what a seeded host has (server/seed/demo-seed.ts): the host row with its app features and the
// account row that sign-in and the API's bearer check look up. Everything else a host has (details,
// verification, properties, subscriptions) is created on first use or read as "none yet".
import { randomUUID } from "node:crypto";
import type { SignUpInput } from "../../domain/account/sign-up.ts";
import type { SupportedLocale } from "../../domain/locale/supported-locale.ts";
import { newHostFeatures } from "../../domain/user/new-host-features.ts";
import type { Database } from "../db/database.ts";
import { hashPassword } from "./passwords.ts";

export type CreatedHostAccount =
  | { readonly ok: true; readonly accountId: string; readonly hostId: string }
  | { readonly ok: false; readonly reason: "emailTaken" };

export async function createHostAccount(
  db: Database,
  input: SignUpInput,
  locale: SupportedLocale,
): Promise<CreatedHostAccount> {
  const id = randomUUID();
  const hostId = `host-${id}`;
  const accountId = `acct-${id}`;
  // Hashing is the slow part (scrypt): done before the transaction, so no lock waits on it.
  const passwordHash = hashPassword(input.password);
  return db.transaction(async (tx): Promise<CreatedHostAccount> => {
    // The account first: the unique e-mail settles two sign-ups racing for one address, and the
    // loser has written nothing when it learns it lost.
    const account = await tx.query<{ id: string }>(
      `insert into accounts (id, email, password_hash, role, host_id, display_name)
       values ($1, $2, $3, 'host', $4, $5) on conflict (email) do nothing returning id`,
      [accountId, input.email, passwordHash, hostId, input.name],
    );
    if (account.rows.length === 0) return { ok: false, reason: "emailTaken" };
    // One name field: it is the first name and there is no last name, since splitting a full name
    // in two guesses wrong for many cultures; the display name (first plus last) is the name as
    // typed. Onboarding has not started: the host answers who they are (init-onboarding) next.
    await tx.query(
      `insert into hosts (id, type, email, first_name, last_name, locale, onboarding_status, app_features)
       values ($1, 'individual', $2, $3, null, $4, 'in_progress', $5)`,
      [hostId, input.email, input.name, locale, JSON.stringify(newHostFeatures)],
    );
    return { ok: true, accountId, hostId };
  });
}
