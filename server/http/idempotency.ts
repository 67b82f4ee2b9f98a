// Idempotency-Key handling, after Stripe's design and the IETF draft: the key is scoped to the
// host; the command's effect and its stored answer commit in one transaction; a replay with the
// same body returns the stored answer byte for byte; the same key with another body is a 422.
import { createHash } from "node:crypto";
import type { Database, Queryable } from "../db/database.ts";
import { problemTypes } from "../../domain/errors/error-body.ts";
import { HttpProblem } from "./problem.ts";

export interface StoredAnswer {
  readonly status: number;
  /** The JSON text sent, kept as text so a replay is identical to the byte. */
  readonly body: string;
  readonly replayed: boolean;
}

export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash("sha256")
    .update(`${method} ${path}\n${body === undefined ? "" : JSON.stringify(body)}`)
    .digest("hex");
}

export const maxIdempotencyKeyLength = 255;

/**
 * Runs a command once per key. `command` returns the success body; an HttpProblem it throws is
 * the answer too (stored, so a replay of a refused command is refused the same way), and
 * whatever it wrote before throwing is rolled back.
 */
export async function runOnce(
  db: Database,
  options: { hostId: string; key: string | undefined; fingerprint: string },
  command: (tx: Queryable) => Promise<unknown>,
): Promise<StoredAnswer> {
  const { hostId, key, fingerprint } = options;
  if (key !== undefined && (key.length === 0 || key.length > maxIdempotencyKeyLength)) {
    throw new HttpProblem(
      400,
      problemTypes.badRequest,
      "Bad request",
      "The Idempotency-Key header must have 1 to 255 characters.",
    );
  }
  if (key === undefined) return runCommand(db, undefined, fingerprint, command);
  // A duplicate arriving while the first is still running is told so at once (409), not queued
  // behind it: in this process by the table of keys in flight, and from another process by the
  // transaction-scoped advisory lock the first holds on the key (runCommand).
  const running = keysInFlight(db);
  const slot = `${hostId}\n${key}`;
  const first = running.get(slot);
  if (first !== undefined) throw first === fingerprint ? inFlight() : keyReused();
  running.set(slot, fingerprint);
  try {
    return await runCommand(db, { hostId, key }, fingerprint, command);
  } finally {
    running.delete(slot);
  }
}

const inFlightByDatabase = new WeakMap<Database, Map<string, string>>();
function keysInFlight(db: Database): Map<string, string> {
  let running = inFlightByDatabase.get(db);
  if (!running) inFlightByDatabase.set(db, (running = new Map<string, string>()));
  return running;
}

const inFlight = () =>
  new HttpProblem(
    409,
    problemTypes.idempotencyKeyInFlight,
    "Request in progress",
    "A request with this Idempotency-Key is still being processed.",
  );
const keyReused = () =>
  new HttpProblem(
    422,
    problemTypes.idempotencyKeyReused,
    "Idempotency key reused",
    "This Idempotency-Key was used for a different request.",
  );

async function runCommand(
  db: Database,
  claim: { hostId: string; key: string } | undefined,
  fingerprint: string,
  command: (tx: Queryable) => Promise<unknown>,
): Promise<StoredAnswer> {
  return db.transaction(async (tx) => {
    if (claim !== undefined) {
      const { hostId, key } = claim;
      const { rows: locked } = await tx.query<{ ok: boolean }>(
        "select pg_try_advisory_xact_lock(hashtextextended($1, 0)) as ok",
        [`idempotency\n${hostId}\n${key}`],
      );
      if (!locked[0]?.ok) throw inFlight();
      // Claim the key: the command's effect and its answer commit with this row, or nothing does.
      const claimed = await tx.query(
        `insert into idempotency_keys (host_id, key, request_hash, response_status, response_body)
         values ($1, $2, $3, 0, '') on conflict (host_id, key) do nothing returning key`,
        [hostId, key, fingerprint],
      );
      if (claimed.rows.length === 0) {
        const { rows } = await tx.query<{
          request_hash: string;
          response_status: number;
          response_body: string;
        }>(
          "select request_hash, response_status, response_body from idempotency_keys where host_id = $1 and key = $2",
          [hostId, key],
        );
        const stored = rows[0]!;
        if (stored.request_hash !== fingerprint) throw keyReused();
        if (stored.response_status === 0) throw inFlight();
        return { status: stored.response_status, body: stored.response_body, replayed: true };
      }
    }
    await tx.query("savepoint command");
    let answer: { status: number; body: string };
    try {
      answer = { status: 200, body: JSON.stringify(await command(tx)) };
    } catch (error) {
      if (!(error instanceof HttpProblem) || error.status >= 500) throw error;
      await tx.query("rollback to savepoint command");
      answer = { status: error.status, body: JSON.stringify(error.body()) };
    }
    if (claim !== undefined) {
      await tx.query(
        "update idempotency_keys set response_status = $3, response_body = $4 where host_id = $1 and key = $2",
        [claim.hostId, claim.key, answer.status, answer.body],
      );
    }
    return { ...answer, replayed: false };
  });
}
