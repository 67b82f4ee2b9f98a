// Which files in the file store to remove as orphans. An upload writes its file first and commits
// its row after (server/routes/upload-routes.ts), so a crash, a kill or a lost database connection
// between the two leaves a file no row names; a crash inside a write leaves a temporary file.
// Neither is ever served or counted, but both take space and may hold an identity document.
// A file is only an orphan once it is older than a grace period: a file without a row may be an
// upload still in flight in this or another server process, whose row commits a moment later.
export interface StoredEntry {
  /** The store's key, or the name of a temporary file (a key with a suffix). */
  readonly key: string;
  /** A file being written (or left half-written): never named by a row. */
  readonly temporary: boolean;
  /** When it was last written, in ms since the epoch. */
  readonly modifiedAt: number;
}

/** An hour: far longer than any upload takes from its write to its commit. */
export const orphanGraceMs = 60 * 60 * 1000;

/** The entries to remove: those no row names (temporary files never are), older than the grace. */
export function orphanFiles(
  entries: readonly StoredEntry[],
  keysWithRows: ReadonlySet<string>,
  now: number,
  graceMs = orphanGraceMs,
): StoredEntry[] {
  return entries.filter(
    (entry) => now - entry.modifiedAt > graceMs && (entry.temporary || !keysWithRows.has(entry.key)),
  );
}
