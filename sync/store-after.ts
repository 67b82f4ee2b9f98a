// How the pull cycle stores a batch that comes after another still being written (sync/pull-cycle.ts).
// IndexedDB runs read-write transactions on one table in the order they were created, so a first
// load's direct add is created only once the previous batch's transaction exists: the two then commit
// in batch order, and a document that is in both (the server changed it during the load) ends as the
// later batch has it. Everything through RxDB's storage (the documents a direct add did not take,
// every later cycle) waits until the previous batch is stored: its writes read before they write,
// and may need a second round for conflicts, which must not cross the previous batch's.
import type { RxCollection } from "rxdb";
import { addToDexieTable, firstLoadSliceSize } from "./add-to-dexie-table.ts";
import { storePulledBatch } from "./store-pulled-batch.ts";
import type { StoreTicket } from "./pull-cycle.ts";

export function storeAfter<Doc>(
  collection: RxCollection<Doc>,
  documents: ReadonlyArray<Doc & { _deleted: boolean }>,
  /** A first load: the batch is added straight to the collection's Dexie table. */
  firstLoad: boolean,
  previous: StoreTicket,
  /** Rows a first load copies into IndexedDB in one go (the app's by default; tests cut smaller). */
  sliceSize = firstLoadSliceSize,
): StoreTicket {
  let markIssued = () => {};
  const issued = new Promise<void>((resolve) => (markIssued = resolve));
  const stored = (async () => {
    let rest = documents;
    try {
      if (firstLoad) {
        await previous.issued;
        rest = await addToDexieTable(collection, documents, markIssued, sliceSize);
      }
    } finally {
      // Also when nothing was added (not a bare Dexie storage, or the add failed): later batches
      // then wait for this one's stored below.
      markIssued();
    }
    await previous.stored;
    if (rest.length > 0) await storePulledBatch(collection, rest);
  })();
  return { issued, stored };
}
