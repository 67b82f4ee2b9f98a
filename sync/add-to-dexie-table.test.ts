// A first load added straight to the Dexie table (sync/add-to-dexie-table.ts) against the same
// batches stored through RxDB's storage (sync/store-pulled-batch.ts), both on RxDB's Dexie storage
// over fake-indexeddb: the same rows in the table (bookkeeping fields included), the same answers to
// RxDB's own queries (find, findByIds, count, by index and not), the same change events per
// document, and both stores then updated alike by the normal path. Each run opens two IndexedDB
// stores in JavaScript, so 40 runs rather than 1,000.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { IDBKeyRange, indexedDB } from "fake-indexeddb";
import {
  createRxDatabase,
  type RxChangeEventBulk,
  type RxCollection,
  type RxDatabase,
  type RxStorage,
} from "rxdb";
import { getRxStorageDexie } from "rxdb/plugins/storage-dexie";
import { wrappedValidateAjvStorage } from "rxdb/plugins/validate-ajv";
import { sampleReservation } from "../domain/commands/sample-documents.ts";
import { addToDexieTable, firstLoadWriteContext } from "./add-to-dexie-table.ts";
import { recordSchema, reservationSchema, type LocalRecord, type LocalReservation } from "./local-schemas.ts";
import { storePulledBatch } from "./store-pulled-batch.ts";

const storage = getRxStorageDexie({ indexedDB, IDBKeyRange });

type Pulled = LocalReservation & { _deleted: boolean };

const kinds = ["booking_request", "booking", "inquiry"] as const;
const statuses = ["REQUESTED", "CONFIRMED", "CANCELLED"] as const;

/** One version of a reservation as the feed would send it. */
const version = fc.record({
  n: fc.integer({ min: 0, max: 24 }),
  kind: fc.constantFrom(...kinds),
  status: fc.constantFrom(...statuses),
  unit: fc.integer({ min: 0, max: 3 }),
  day: fc.integer({ min: 1, max: 28 }),
  guestName: fc.string({ maxLength: 6 }),
  deleted: fc.boolean(),
});

type Version = typeof version extends fc.Arbitrary<infer V> ? V : never;

const pulled = (v: Version, seq: number): Pulled =>
  sampleReservation({
    id: `r-${String(v.n).padStart(3, "0")}`,
    kind: v.kind,
    status: v.status,
    unitId: `u-${v.unit}`,
    checkIn: `2026-12-${String(v.day).padStart(2, "0")}`,
    guestName: v.guestName,
    seq,
    _deleted: v.deleted,
  });

/** The feed cut into batches as the server would: in seq order, each document once a batch. */
function batchesOf(versions: ReadonlyArray<Pulled>, sizes: readonly number[]): Pulled[][] {
  const batches: Pulled[][] = [];
  let at = 0;
  for (let i = 0; at < versions.length; i++) {
    const size = sizes[i % Math.max(1, sizes.length)] ?? 3;
    const batch: Pulled[] = [];
    while (at < versions.length && batch.length < size) {
      const next = versions[at]!;
      // A second version of a document in the same batch: the feed would have sent only the latest.
      const same = batch.findIndex((d) => d.id === next.id);
      if (same >= 0) batch.splice(same, 1);
      batch.push(next);
      at++;
    }
    batches.push(batch);
  }
  return batches;
}

interface DexieTable {
  toArray(): Promise<Array<Record<string, unknown>>>;
}

/** The table's rows as stored, with what differs between two stores by design made comparable. */
async function rawRows(collection: RxCollection<unknown>) {
  // RxDB's types say the storage's own; Dexie's is a promise of its state.
  const internals = await (collection.internalStorageInstance.internals as Promise<{
    dexieTable: DexieTable;
  }>);
  return (await internals.dexieTable.toArray()).map(({ _rev, _meta, ...row }) => {
    const { lwt, ...restOfMeta } = _meta as { lwt: unknown };
    // The revision's height is the store's; the token after it names the database that wrote it.
    return {
      ...row,
      _rev: String(_rev).split("-")[0],
      _meta: { ...restOfMeta, lwtIsTime: typeof lwt === "number" && lwt > 0 },
    };
  });
}

/** Each document's change events, in order, as a projection would apply them. */
function recordEvents(collection: RxCollection<LocalReservation>) {
  const perDocument = new Map<string, unknown[]>();
  const contexts: string[] = [];
  const sub = collection.eventBulks$.subscribe((bulk: RxChangeEventBulk<LocalReservation>) => {
    contexts.push(bulk.context);
    for (const event of bulk.events) {
      const { _meta, _rev, ...data } = event.documentData as unknown as Record<string, unknown>;
      const list = perDocument.get(event.documentId) ?? [];
      list.push([event.operation, data, event.previousDocumentData ? "previous" : "none"]);
      perDocument.set(event.documentId, list);
    }
  });
  return { perDocument, contexts, stop: () => sub.unsubscribe() };
}

/** What RxDB's own queries answer, by index and not. */
async function answers(collection: RxCollection<LocalReservation>, ids: readonly string[]) {
  const json = (docs: ReadonlyArray<{ toJSON(): unknown }>) => docs.map((d) => d.toJSON());
  const byIds = await collection.findByIds([...ids]).exec();
  return {
    all: json(await collection.find().exec()),
    requests: json(
      await collection
        .find({
          selector: { kind: "booking_request", status: "REQUESTED" },
          sort: [{ checkIn: "asc" }, { id: "asc" }],
        })
        .exec(),
    ),
    unit1: json(await collection.find({ selector: { unitId: "u-1" } }).exec()),
    byName: json(await collection.find({ sort: [{ guestName: "desc" }, { id: "asc" }], limit: 5 }).exec()),
    byIds: [...byIds.entries()].map(([id, doc]) => [id, doc.toJSON()]).sort(),
    count: await collection.count().exec(),
    countUnit1: await collection.count({ selector: { unitId: "u-1" } }).exec(),
    countConfirmed: await collection.count({ selector: { kind: "booking", status: "CONFIRMED" } }).exec(),
  };
}

type Store = RxDatabase<{
  reservations: RxCollection<LocalReservation>;
  records: RxCollection<LocalRecord>;
}>;

let run = 0;
/**
 * Two of the app's collections: open-source RxDB allows 13 open collections in a process, and each
 * run compares two stores. `multiInstance` as in the browser adds RxDB's cross-tab channel to the
 * storage instance (and about a second to each open here).
 */
async function open(
  what: string,
  on: RxStorage<unknown, unknown> = storage,
  multiInstance = false,
): Promise<Store> {
  const db: Store = await createRxDatabase({
    name: `add-to-dexie-${what}-${++run}`,
    storage: on,
    multiInstance,
  });
  await db.addCollections({ reservations: { schema: reservationSchema }, records: { schema: recordSchema } });
  return db;
}

describe("addToDexieTable", () => {
  it("stores a first load as RxDB's storage would, read back alike and then updated alike", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(version, { minLength: 1, maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 5 }),
        fc.array(version, { maxLength: 12 }),
        fc.array(fc.record({ n: fc.integer({ min: 0, max: 24 }), guestName: fc.string({ maxLength: 6 }) }), {
          maxLength: 4,
        }),
        // Rows a slice: a batch added a slice at a time, in its one transaction.
        fc.integer({ min: 1, max: 10 }),
        async (firstLoad, sizes, later, patches, sliceSize) => {
          const direct = await open("direct");
          const oracle = await open("oracle");
          const directEvents = recordEvents(direct.collections.reservations);
          const oracleEvents = recordEvents(oracle.collections.reservations);
          try {
            const versions = firstLoad.map((v, i) => pulled(v, i + 1));
            const seen = new Set<string>();
            // Whether the fast path added a document not deleted (so sent its own change event).
            let addedLive = false;
            for (const batch of batchesOf(versions, sizes)) {
              const rest = await addToDexieTable(
                direct.collections.reservations,
                batch,
                undefined,
                sliceSize,
              );
              // What the table already had comes back for the normal path, and only that.
              expect(rest.map((d) => d.id).sort()).toEqual(
                batch
                  .filter((d) => seen.has(d.id))
                  .map((d) => d.id)
                  .sort(),
              );
              if (rest.length > 0) await storePulledBatch(direct.collections.reservations, rest);
              await storePulledBatch(oracle.collections.reservations, batch);
              addedLive ||= batch.some((d) => !seen.has(d.id) && !d._deleted);
              for (const d of batch) seen.add(d.id);
            }
            const ids = Array.from({ length: 26 }, (_, n) => `r-${String(n).padStart(3, "0")}`);
            const compare = async () => {
              expect(await rawRows(direct.collections.reservations as RxCollection<unknown>)).toEqual(
                await rawRows(oracle.collections.reservations as RxCollection<unknown>),
              );
              expect(await answers(direct.collections.reservations, ids)).toEqual(
                await answers(oracle.collections.reservations, ids),
              );
            };
            await compare();
            // The first load's inserts went out as this path's events, not RxDB's bulkWrite's.
            if (addedLive) expect(directEvents.contexts).toContain(firstLoadWriteContext);

            // Later pulls take the normal path, on both stores alike.
            const updates = later.map((v, i) => pulled(v, versions.length + i + 1));
            for (const batch of batchesOf(updates, sizes)) {
              await storePulledBatch(direct.collections.reservations, batch);
              await storePulledBatch(oracle.collections.reservations, batch);
            }
            // And RxDB's own document updates find the first load's revisions.
            for (const patch of patches) {
              const id = `r-${String(patch.n).padStart(3, "0")}`;
              for (const db of [direct, oracle]) {
                const doc = await db.collections.reservations.findOne(id).exec();
                if (doc) await doc.incrementalPatch({ guestName: patch.guestName });
              }
            }
            await compare();
            expect(Object.fromEntries(directEvents.perDocument)).toEqual(
              Object.fromEntries(oracleEvents.perDocument),
            );
          } finally {
            directEvents.stop();
            oracleEvents.stop();
            await direct.remove();
            await oracle.remove();
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it("stores records (a key of its own, a nested document, a key starting with a pipe) as RxDB's storage would, across tabs as in the browser", async () => {
    const direct = await open("records-direct", storage, true);
    const oracle = await open("records-oracle", storage, true);
    try {
      const records: Array<LocalRecord & { _deleted: boolean }> = [
        {
          key: "review:1",
          feed: "reviews",
          id: "1",
          seq: 1,
          doc: { id: "1", text: "Lovely", tags: ["a", "b"] },
          _deleted: false,
        },
        {
          key: "task:7",
          feed: "tasks",
          id: "7",
          seq: 2,
          // A key Dexie's rows spell otherwise ("|" → "__"): the one row built by RxDB's own copy.
          doc: { id: "7", nested: { done: false, list: [{ "|piped": 1 }] } },
          _deleted: false,
        },
        { key: "task:8", feed: "tasks", id: "8", seq: 3, doc: { id: "8" }, _deleted: true },
      ];
      expect(await addToDexieTable(direct.collections.records, records)).toEqual([]);
      await storePulledBatch(oracle.collections.records, records);
      expect(await rawRows(direct.collections.records as RxCollection<unknown>)).toEqual(
        await rawRows(oracle.collections.records as RxCollection<unknown>),
      );
      const read = async (db: Store) => (await db.collections.records.find().exec()).map((d) => d.toJSON());
      expect(await read(direct)).toEqual(await read(oracle));
      expect((await read(direct)).map((r) => r.key)).toEqual(["review:1", "task:7"]);
    } finally {
      await direct.remove();
      await oracle.remove();
    }
  });

  it("leaves a wrapped storage (development's validation) to the normal path", async () => {
    const db = await open("wrapped", wrappedValidateAjvStorage({ storage }));
    try {
      const batch = [sampleReservation({ id: "r-1" }), sampleReservation({ id: "r-2" })];
      expect(await addToDexieTable(db.collections.reservations, batch)).toEqual(batch);
      expect(await db.collections.reservations.count().exec()).toBe(0);
    } finally {
      await db.remove();
    }
  });
});
