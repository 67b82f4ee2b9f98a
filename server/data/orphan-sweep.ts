// Removes orphan files from the file store (the rule: domain/uploads/orphan-files.ts): at start and
// then every hour, so a crash between an upload's write and its commit, or inside a write, leaves
// nothing behind for long. Only this server's own keys are judged; a file the store cannot name
// (put there by hand) is left alone and logged.
import type { FastifyBaseLogger } from "fastify";
import { orphanFiles, orphanGraceMs } from "../../domain/uploads/orphan-files.ts";
import type { Database } from "../db/database.ts";
import type { FileStore } from "./file-store.ts";

export async function sweepOrphanFiles(
  db: Database,
  files: FileStore,
  now: number,
  log?: FastifyBaseLogger,
  graceMs = orphanGraceMs,
): Promise<number> {
  const entries = await files.list();
  const keys = entries.filter((e) => !e.temporary).map((e) => e.key);
  // Read after the listing: a row committed in between names its file, which then stays.
  const { rows } = await db.query<{ storage_key: string }>(
    "select storage_key from uploads where storage_key = any($1::text[])",
    [keys],
  );
  const orphans = orphanFiles(entries, new Set(rows.map((r) => r.storage_key)), now, graceMs);
  let removed = 0;
  for (const orphan of orphans) {
    try {
      await (orphan.temporary ? files.deleteTemporary(orphan.key) : files.delete(orphan.key));
      removed++;
    } catch (error) {
      log?.warn({ err: error, file: orphan.key }, "could not remove an orphan file");
    }
  }
  if (removed > 0) log?.info({ removed }, "removed orphan files from the file store");
  return removed;
}

/** Sweeps now and every hour until stopped. */
export async function keepFileStoreClean(
  db: Database,
  files: FileStore,
  log: FastifyBaseLogger,
): Promise<{ stop(): void }> {
  // A store down at start must not keep the server from serving everything else.
  await sweepOrphanFiles(db, files, Date.now(), log).catch((error: unknown) =>
    log.warn({ err: error }, "orphan file sweep failed"),
  );
  const timer = setInterval(() => {
    sweepOrphanFiles(db, files, Date.now(), log).catch((error: unknown) =>
      log.warn({ err: error }, "orphan file sweep failed"),
    );
  }, orphanGraceMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
