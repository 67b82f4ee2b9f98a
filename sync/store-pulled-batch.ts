// How one pulled batch goes into the local store: straight into the collection's storage instance
// (the wrapped storage RxDB's own writes go to, so the same validation, revisions and change
// events: projections see it as any write), in one bulk write, with no read before it.
import type { BulkWriteRow, RxCollection } from "rxdb";

/** Tells these writes apart in the storage's change events and in crash tests. */
export const pulledBatchWriteContext = "hearth-pull";

/** Writes of one batch that still conflict after this many rounds are a bug, not a race. */
const maxConflictRounds = 4;

const toWriteRows = <Doc>(documents: ReadonlyArray<Doc & { _deleted: boolean }>): Array<BulkWriteRow<Doc>> =>
  documents.map((doc) => ({
    document: { ...doc, _attachments: {}, _meta: { lwt: 0 }, _rev: "" },
  }));

/**
 * Stores one pulled batch. Every row is first written as an insert: most of a first load is new,
 * and reading each document first (RxDB's replication reads the stored copy and its own pull
 * metadata for every document, three IndexedDB reads that cost as much as the write) is wasted on
 * an empty store. Rows the store already has (a change to a stored document, a batch pulled again
 * after a crash) come back as conflicts carrying the stored document and are written again as
 * updates of it. The server's copy always wins: the local collections mirror it, and the host's
 * pending changes live in the outbox's overlay, never in these documents.
 */
export async function storePulledBatch<Doc>(
  collection: RxCollection<Doc>,
  documents: ReadonlyArray<Doc & { _deleted: boolean }>,
): Promise<void> {
  let rows = toWriteRows(documents);
  for (let round = 1; rows.length > 0; round++) {
    const { error } = await collection.storageInstance.bulkWrite(rows, pulledBatchWriteContext);
    const again: Array<BulkWriteRow<Doc>> = [];
    for (const failure of error) {
      if (failure.status !== 409 || !failure.documentInDb || round >= maxConflictRounds)
        throw new Error(`storing a pulled batch failed: ${failure.status} on ${failure.documentId}`);
      again.push({ previous: failure.documentInDb, document: failure.writeRow.document });
    }
    rows = again;
  }
}
