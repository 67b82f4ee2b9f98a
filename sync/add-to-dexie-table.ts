// A collection's first load (nothing stored, no checkpoint) writes each pulled batch straight into
// the Dexie table RxDB's Dexie storage keeps the collection in, by bulkAdd in one transaction, instead
// of through RxDB's bulkWrite (docs/decisions.md, "A first load adds to the Dexie table").
//
// RxDB's bulkWrite reads every document of the batch first (Dexie's bulkGet), sorts the rows into
// inserts, updates and conflicts one by one and copies each document twice on the way; on an empty
// table the read finds nothing and every row is an insert. Here the documents are written exactly as
// that storage would write those inserts (rxdb/dist/esm/plugins/storage-dexie and rx-storage-helper's
// wrapped bulkWrite, RxDB 17.6):
// - the document's own fields, `_deleted`, `_attachments: {}` (no collection of ours has attachments),
//   `_meta: { lwt }` with RxDB's own clock (`now()`, one value for the batch, as RxDB does) and
//   `_rev: "1-<database token>"`, the first revision RxDB gives an insert;
// - then the storage's own `fromStorageToDexie`: boolean index fields and `_deleted` as "1"/"0", key
//   names as the Dexie schema spells them; the table's indexes (primary key, [_deleted+primary key],
//   the schema's indexes, [_meta.lwt+primary key], _meta.lwt) are IndexedDB's to maintain.
// Then the change event RxDB would have emitted (one INSERT per document not deleted) goes out on the
// storage instance's own change stream, so projections open during the first load (the first screen
// fills while the rest loads), RxDB's query cache and other tabs see the batch as any write.
//
// A document the table already has (the server changed it while the first load ran, so a later batch
// brings it again) fails its add; those come back to the caller for the normal path, which finds the
// stored copy and writes the server's over it.
import type { Subject } from "rxjs";
import { now, randomToken, type EventBulk, type RxCollection, type RxStorageChangeEvent } from "rxdb";
import { fromStorageToDexie, RxStorageInstanceDexie } from "rxdb/plugins/storage-dexie";

/** Tells these writes apart in the storage's change events. */
export const firstLoadWriteContext = "hearth-first-load";

interface DexieTableState {
  readonly dexieDb: {
    transaction<T>(mode: "rw", table: unknown, run: () => Promise<T>): Promise<T>;
  };
  readonly dexieTable: { bulkAdd(rows: readonly unknown[]): Promise<unknown> };
  readonly booleanIndexes: string[];
}

/** Dexie's bulkAdd error: which positions failed, and why. */
interface BulkError extends Error {
  readonly name: "BulkError";
  readonly failuresByPos: Record<number, Error | undefined>;
}

const isBulkError = (error: unknown): error is BulkError =>
  typeof error === "object" && error !== null && (error as { name?: unknown }).name === "BulkError";

/**
 * The collection's storage instance when it is RxDB's Dexie storage itself. A wrapped storage is not
 * written around: undefined, and the caller takes the normal path. Wrappers either return another
 * object (key compression, encryption, RxDB's wrapRxStorageInstance) or, like the development build's
 * schema validation, replace the instance's own bulkWrite.
 */
function bareDexieInstance(collection: RxCollection<unknown>): RxStorageInstanceDexie<unknown> | undefined {
  const instance: unknown = collection.internalStorageInstance;
  if (!(instance instanceof RxStorageInstanceDexie) || Object.hasOwn(instance, "bulkWrite")) return undefined;
  return instance as RxStorageInstanceDexie<unknown>;
}

/**
 * The subject the instance's change stream is made of (private in RxDB's types): what is sent here
 * reaches the collection's events and, through RxDB's multi-instance support, the other tabs.
 */
const changesOf = (instance: RxStorageInstanceDexie<unknown>) =>
  (instance as unknown as { changes$: Subject<EventBulk<RxStorageChangeEvent<unknown>, unknown>> }).changes$;

/** Whether any key of the value, at any depth, starts with "|" (which Dexie's rows spell "__"). */
function hasPipeKey(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return value.some(hasPipeKey);
  for (const [key, inner] of Object.entries(value)) if (key.startsWith("|") || hasPipeKey(inner)) return true;
  return false;
}

/**
 * The row RxDB's Dexie storage writes for a document: `fromStorageToDexie`, which copies the whole
 * document, every nested object and array, to rename keys that start with "|" (key compression's;
 * none of ours), then spells boolean index fields as "1"/"0". A document with no such key and
 * top-level boolean indexes (ours: `_deleted` only) gets the same row from one shallow copy.
 */
function dexieRowOf(booleanIndexes: readonly string[], doc: Record<string, unknown>): unknown {
  if (booleanIndexes.some((path) => path.includes(".") || path.startsWith("|")) || hasPipeKey(doc))
    return fromStorageToDexie(booleanIndexes as string[], doc as never);
  const row: Record<string, unknown> = { ...doc };
  for (const path of booleanIndexes) row[path] = doc[path] ? "1" : "0";
  return row;
}

/**
 * Rows a first load copies into IndexedDB in one go. IndexedDB copies every row on the page's thread
 * as it is added (80 µs a reservation, traced), so a batch of 5,000 added at once held the thread for
 * 470 ms: the first screen's rows, whose own batch had just been stored, waited behind the next
 * batch's add and were painted 600 ms after they were ready. A slice of 250 is about 20 ms (two,
 * the first time), and between slices the page renders, paints and answers the host's keys; slices of
 * 500 left 122 tasks over 50 ms in the large host's first load, 250 left 34, in the same time.
 */
export const firstLoadSliceSize = 250;

/**
 * Adds a batch of a first load to the collection's Dexie table in one transaction, a slice at a time,
 * and tells RxDB's change stream. Returns the documents it did not add: all of them when the collection is not on a
 * bare Dexie storage, else those the table already had. Either way the caller stores those through
 * the normal path. Any other failure (a quota error) aborts the transaction: nothing of the batch is
 * written, and the error is thrown.
 */
export async function addToDexieTable<Doc>(
  collection: RxCollection<Doc>,
  documents: ReadonlyArray<Doc & { _deleted: boolean }>,
  /**
   * Called once the batch's IndexedDB transaction exists: a transaction on the table created after
   * it commits after it (sync/store-after.ts).
   */
  onIssued: () => void = () => {},
  sliceSize = firstLoadSliceSize,
): Promise<ReadonlyArray<Doc & { _deleted: boolean }>> {
  const instance = bareDexieInstance(collection as RxCollection<unknown>);
  if (!instance || documents.length === 0) return documents;
  const state = (await instance.internals) as unknown as DexieTableState;
  const primaryPath = instance.primaryPath as string;
  // One timestamp and one _meta object for the batch, as RxDB's bulkWrite gives its inserts.
  const meta = { lwt: now() };
  const revision = `1-${collection.database.token}`;
  const stored = documents.map((doc) => ({ ...doc, _attachments: {}, _meta: meta, _rev: revision }));
  const failed = new Set<number>();
  // Inside the transaction only Dexie's own promises are chained (then and catch, no async function
  // and no await): a native await can lose Dexie's transaction zone, and the next slice's add then runs
  // in a transaction of its own, after a later batch's (the store-after property test found one).
  /** Adds one slice of the batch; the adds of keys already stored fail alone and are noted. */
  const addSlice = (from: number): Promise<void> => {
    const rows = stored.slice(from, from + sliceSize).map((doc) => dexieRowOf(state.booleanIndexes, doc));
    return state.dexieTable.bulkAdd(rows).then(
      () => undefined,
      (error: unknown) => {
        // Caught here, the rest of the batch commits.
        if (!isBulkError(error)) throw error;
        for (const [position, failure] of Object.entries(error.failuresByPos)) {
          if (failure?.name !== "ConstraintError") throw failure ?? error;
          failed.add(from + Number(position));
        }
      },
    );
  };
  // Two slices in flight: IndexedDB writes one while the page copies the next, and each next slice is
  // added in the task that tells the one before it is written, so the page's thread is free between
  // slices while the transaction stays one.
  const addFrom = (writing: Promise<void>, from: number): Promise<void> => {
    if (from >= stored.length) return writing;
    const next = addSlice(from);
    // Should a slice before it fail, the transaction aborts and this one fails with it.
    next.catch(() => undefined);
    return writing.then(() => addFrom(next, from + sliceSize));
  };
  // Through the database's lock, as RxDB's own writes: closing the database waits for it.
  await collection.database.lockedRun(() =>
    state.dexieDb.transaction("rw", state.dexieTable, () => {
      onIssued();
      return addFrom(addSlice(0), sliceSize);
    }),
  );
  const events: Array<RxStorageChangeEvent<unknown>> = [];
  let newest: (typeof stored)[number] | undefined;
  stored.forEach((doc, position) => {
    if (failed.has(position)) return;
    newest = doc;
    // RxDB emits no event for a document inserted already deleted (a tombstone of the first load).
    if (!doc._deleted)
      events.push({
        documentId: (doc as Record<string, string>)[primaryPath]!,
        operation: "INSERT",
        documentData: doc,
        previousDocumentData: undefined,
      });
  });
  if (events.length > 0 && newest)
    changesOf(instance).next({
      id: `${firstLoadWriteContext}-${randomToken(10)}`,
      events,
      checkpoint: { id: (newest as Record<string, string>)[primaryPath]!, lwt: meta.lwt },
      context: firstLoadWriteContext,
    });
  return failed.size === 0 ? [] : documents.filter((_, position) => failed.has(position));
}
