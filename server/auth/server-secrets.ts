// Signing keys and cookie secrets: made once, stored in the database, the same for every process.
import { randomBytes } from "node:crypto";
import { exportJWK, generateKeyPair, type JWK } from "jose";
import type { Database } from "../db/database.ts";

export interface ServerSecrets {
  readonly signingKeys: { keys: JWK[] };
  readonly cookieKeys: string[];
  /** Signs the guest chat tokens and the host's chat tokens (HS256): only this server verifies them. */
  readonly chatTokenKey: string;
}

async function loadOrCreate<T>(db: Database, name: string, make: () => Promise<T>): Promise<T> {
  const found = await db.query<{ value: T }>("select value from server_secrets where name = $1", [name]);
  if (found.rows[0]) return found.rows[0].value;
  const value = await make();
  // Two processes starting at once: the first insert wins and both read it back.
  await db.query("insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing", [
    name,
    JSON.stringify(value),
  ]);
  const stored = await db.query<{ value: T }>("select value from server_secrets where name = $1", [name]);
  return stored.rows[0]!.value;
}

export async function loadServerSecrets(db: Database): Promise<ServerSecrets> {
  const signingKeys = await loadOrCreate(db, "oidc-signing-keys", async () => {
    const { privateKey } = await generateKeyPair("ES256", { extractable: true });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, kid: randomBytes(8).toString("hex"), alg: "ES256", use: "sig" }] };
  });
  const cookieKeys = await loadOrCreate(db, "oidc-cookie-keys", async () => [
    randomBytes(32).toString("base64url"),
  ]);
  const chatTokenKey = await loadOrCreate(db, "chat-token-key", async () =>
    randomBytes(32).toString("base64url"),
  );
  return { signingKeys, cookieKeys, chatTokenKey };
}

/** The public half of the signing keys, for verifying tokens in this process. */
export function publicJwks(secrets: ServerSecrets): { keys: JWK[] } {
  return {
    keys: secrets.signingKeys.keys.map(({ d: _d, ...publicPart }) => publicPart),
  };
}
