// A query's documents read straight from the storage, as plain data: a projection keeps its own
// copies, so the RxDocument RxDB would make (and cache) for each is work and memory for nothing. The
// query is RxDB's own, prepared as it prepares it (deleted documents left out); the storage's
// bookkeeping fields are dropped, so a document reads as toJSON() would give it.
//
// A whole collection (no limit, no skip) on Dexie is read in chunks with IndexedDB's getAll, not
// with RxDB's cursor: a cursor costs one event on the main thread per document, and 10,000
// channels took the better part of a second of a reload of the inbox (docs/decisions.md).
import { getQueryMatcher, getSortComparator, type RxQuery } from "rxdb";
import { DEXIE_PIPE_SUBSTITUTE, fromDexieToStorage } from "rxdb/plugins/storage-dexie";

/** Documents per getAll: one task of the main thread each, short enough not to hold a frame long. */
export const storedReadChunk = 2_000;

interface DexieState {
  readonly dexieDb: {
    transaction<T>(
      mode: "r",
      table: unknown,
      run: (tx: { idbtrans: IDBTransaction }) => Promise<T>,
    ): Promise<T>;
    /** The IndexedDB implementation Dexie was given (the browser's, or a fake one in tests). */
    readonly _options: { readonly IDBKeyRange?: typeof IDBKeyRange };
  };
  readonly dexieTable: { readonly schema: { readonly primKey: { readonly keyPath: unknown } } };
  readonly booleanIndexes: string[];
}

/** Dexie's internals when the collection is stored there (the browser), else undefined (tests). */
async function dexieStateOf(instance: object): Promise<DexieState | undefined> {
  const internals = (instance as { internals?: unknown }).internals;
  if (!(internals instanceof Promise)) return undefined;
  const state = (await internals) as Partial<DexieState> | undefined;
  return state?.dexieDb && state.dexieTable && state.booleanIndexes ? (state as DexieState) : undefined;
}

/**
 * A document as RxDB's `fromDexieToStorage` gives it. That copies every document deeply (an array of
 * entries per nested object, a split per key) to turn index booleans stored as "1"/"0" back into
 * booleans (`_deleted` is in every index) and keys Dexie stored with `__` for a leading `|` back: for
 * 100,000 reservations and 200,000 messages, most of a gigabyte of garbage that a full collection
 * later has to sweep while the host types. A document read from IndexedDB is a fresh copy of its own,
 * so with no such key and only top-level boolean indexes, those are set on it in place.
 */
export function storedFromDexie(booleanIndexes: readonly string[], raw: unknown): unknown {
  if (hasSubstitutedKey(raw) || booleanIndexes.some((path) => path.includes(".")))
    return fromDexieToStorage(booleanIndexes as string[], raw as never);
  const doc = raw as Record<string, unknown>;
  for (const field of booleanIndexes) doc[field] = doc[field] === "1";
  return doc;
}

function hasSubstitutedKey(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return value.some(hasSubstitutedKey);
  for (const key in value) {
    if (key.startsWith(DEXIE_PIPE_SUBSTITUTE)) return true;
    if (hasSubstitutedKey((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

function onlyNotDeleted(selector: object | undefined): boolean {
  const fields = Object.entries(selector ?? {}) as Array<[string, unknown]>;
  if (fields.length !== 1) return false;
  const [field, condition] = fields[0]!;
  if (field !== "_deleted") return false;
  if (condition === false) return true;
  if (typeof condition !== "object" || condition === null) return false;
  const operators = Object.entries(condition) as Array<[string, unknown]>;
  return operators.length === 1 && operators[0]![0] === "$eq" && operators[0]![1] === false;
}

const withoutBookkeeping = <T>(stored: unknown): T => {
  const { _meta, _rev, _attachments, _deleted, ...data } = stored as Record<string, unknown>;
  return data as T;
};

/**
 * Keeps one string for each value of the named fields, across the documents it is given. IndexedDB
 * hands every document its own copy of every string: 85,000 reservations held 85,000 copies of each
 * unit's title, status and day, alive for the page's life, and every full garbage collection marks
 * them all (docs/decisions.md, "Repeated values kept once").
 */
export function valueSharer(fields: readonly string[]): (doc: Record<string, unknown>) => void {
  if (fields.length === 0) return () => undefined;
  const kept = new Map<string, string>();
  return (doc) => {
    for (const field of fields) {
      const value = doc[field];
      if (typeof value !== "string") continue;
      const same = kept.get(value);
      if (same === undefined) kept.set(value, value);
      else doc[field] = same;
    }
  };
}

export interface StoredReadOptions<T> {
  /** Documents per getAll (storedReadChunk). */
  readonly chunkSize?: number;
  /** Fields whose values repeat across documents (a unit's id, a status, a day): kept once each. */
  readonly sharedValues?: ReadonlyArray<keyof T & string>;
}

export async function readStoredDocuments<T>(
  query: RxQuery<T>,
  { chunkSize = storedReadChunk, sharedValues = [] }: StoredReadOptions<T> = {},
): Promise<T[]> {
  const share = valueSharer(sharedValues);
  const prepared = query.getPreparedQuery();
  const mango = prepared.query;
  const collection = query.collection;
  const whole = mango.limit === undefined && !mango.skip;
  const state = whole ? await dexieStateOf(collection.internalStorageInstance) : undefined;
  const keyPath = state?.dexieTable.schema.primKey.keyPath;
  if (!state || typeof keyPath !== "string") {
    const { documents } = await collection.storageInstance.query(prepared);
    return documents.map((stored) => {
      const doc = withoutBookkeeping<T>(stored);
      share(doc as Record<string, unknown>);
      return doc;
    });
  }
  const schema = collection.schema.jsonSchema;
  // A whole collection's selector is only RxDB's own "not deleted", which the loop checks itself:
  // mingo's matcher for it allocated about 18 MB over a reload of the reservations (its arguments and
  // results, per document read), garbage a collection then sweeps while the host types.
  const matches = onlyNotDeleted(mango.selector) ? () => true : getQueryMatcher(schema, mango);
  const keyRange = state.dexieDb._options.IDBKeyRange ?? globalThis.IDBKeyRange;
  // Stripped of the storage's fields chunk by chunk, in the chunk's own task, unless a sort still
  // needs the stored documents (it might name one of those fields).
  const sorted = query.mangoQuery.sort !== undefined && query.mangoQuery.sort.length > 0;
  const rows: unknown[] = [];
  // By primary key, a chunk at a time, each after the last key of the one before.
  for (let after: IDBValidKey | undefined; ;) {
    const chunk = await state.dexieDb.transaction("r", state.dexieTable, async ({ idbtrans }) => {
      const store = idbtrans.objectStore("docs");
      const range = after === undefined ? undefined : keyRange.lowerBound(after, true);
      return await new Promise<unknown[]>((resolve, reject) => {
        const request = store.getAll(range, chunkSize);
        request.onsuccess = () => resolve(request.result as unknown[]);
        request.onerror = () => reject(request.error ?? new Error("reading the store failed"));
      });
    });
    for (const raw of chunk) {
      // Booleans of indexes are stored as "1"/"0"; the matcher reads the document as RxDB would.
      const doc = storedFromDexie(state.booleanIndexes, raw) as Record<string, unknown>;
      if (doc["_deleted"] === true || !matches(doc as never)) continue;
      // In place: the document is this read's own copy (storedFromDexie).
      share(doc);
      rows.push(sorted ? doc : withoutBookkeeping(doc));
    }
    if (chunk.length < chunkSize) break;
    after = (chunk[chunk.length - 1] as Record<string, IDBValidKey>)[keyPath];
  }
  // Only an order the caller asked for. Without one RxDB picks an index to sort by ("the user does not
  // care about sort order"), and its comparator, reading each field by path, took about 400 ms of one
  // task for 85,000 reservations, the page unresponsive just as the live screen appeared. The rows
  // are in primary key order already: getAll walks the store's keys, ordered as JavaScript orders
  // strings (by UTF-16 code unit), so that order is deterministic too.
  if (!sorted) return rows as T[];
  rows.sort(getSortComparator(schema, mango) as (a: unknown, b: unknown) => number);
  return rows.map((stored) => withoutBookkeeping<T>(stored));
}
