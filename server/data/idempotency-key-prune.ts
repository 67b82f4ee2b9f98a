// Forgets Idempotency-Keys older than their retention, at start and then every hour, in batches so
// one prune never holds a long transaction over the table that every command writes to. Claims of
// commands still running are never old (a claim lives inside its command's transaction), so only
// answered keys go.
import type { FastifyBaseLogger } from "fastify";
import {
  idempotencyKeyRetentionMs,
  idempotencyKeysExpireBefore,
} from "../../domain/commands/idempotency-key-retention.ts";
import type { Database } from "../db/database.ts";

const batchSize = 5_000;
const everyMs = 60 * 60 * 1000;

/** Removes every key created before the retention; returns how many went. */
export async function pruneIdempotencyKeys(
  db: Database,
  now: number,
  retentionMs = idempotencyKeyRetentionMs,
): Promise<number> {
  const before = idempotencyKeysExpireBefore(now, retentionMs).toISOString();
  let removed = 0;
  for (;;) {
    const { rows } = await db.query<{ n: string }>(
      `with old as (
         select host_id, key from idempotency_keys
         where created_at < $1::timestamptz and response_status <> 0
         limit $2
       )
       delete from idempotency_keys k using old where k.host_id = old.host_id and k.key = old.key
       returning 1 as n`,
      [before, batchSize],
    );
    removed += rows.length;
    if (rows.length < batchSize) return removed;
  }
}

/** Prunes now and every hour until stopped. */
export async function keepIdempotencyKeysPruned(
  db: Database,
  log: FastifyBaseLogger,
): Promise<{ stop(): void }> {
  const prune = async () => {
    const removed = await pruneIdempotencyKeys(db, Date.now());
    if (removed > 0) log.info({ removed }, "forgot idempotency keys past their retention");
  };
  await prune();
  const timer = setInterval(() => {
    prune().catch((error: unknown) => log.warn({ err: error }, "idempotency key prune failed"));
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
