// Keeps the query planner's statistics fresh on PGlite. PostgreSQL's autovacuum analyses tables
// as they grow; PGlite runs no autovacuum, so its tables are never analysed and the planner
// guesses a few rows per table. For the feed's queries that guess turned quadratic once a host had
// tens of thousands of messages: counting the messages after a checkpoint joined every message
// with every channel membership (100 s for 30,000 messages; 13 ms once analysed), which blocked
// the one PGlite connection and stalled every client of the server.
import type { Database } from "./database.ts";

/** Refreshes the statistics now (PGlite only; PostgreSQL's autovacuum does its own). */
export async function analyzeIfEmbedded(db: Database): Promise<void> {
  if (db.kind === "pglite") await db.query("analyze");
}

/**
 * Analyses at once, then again every `intervalMs` if any host's data changed since (every write
 * takes the host's next change number, so their sum moves with every write). A sampled ANALYZE
 * takes a fraction of a second even for the large host, so running it when idle costs little.
 */
export async function keepStatisticsFresh(db: Database, intervalMs = 5 * 60_000): Promise<{ stop(): void }> {
  if (db.kind !== "pglite") return { stop() {} };
  const changes = async () =>
    (await db.query<{ n: string }>("select coalesce(sum(change_seq), 0)::text as n from hosts")).rows[0]?.n;
  let analysedAt = await changes();
  await db.query("analyze");
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void (async () => {
      const now = await changes();
      if (now !== analysedAt) {
        await db.query("analyze");
        analysedAt = now;
      }
    })()
      .catch(() => {
        // A failed refresh leaves the old statistics; the next tick tries again.
      })
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
