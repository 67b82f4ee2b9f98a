// Batches of a first load handed to storeAfter all at once, each after the one before (the pull
// cycle keeps at most one ahead; this is the most overlap there can be), on RxDB's Dexie storage over
// fake-indexeddb: the store ends as the same batches stored one after another through RxDB's storage,
// so a document sent in two batches keeps its later version. Each run opens two IndexedDB stores in
// JavaScript, so 30 runs rather than 1,000.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { IDBKeyRange, indexedDB } from "fake-indexeddb";
import { createRxDatabase, type RxCollection, type RxDatabase } from "rxdb";
import { getRxStorageDexie } from "rxdb/plugins/storage-dexie";
import { sampleReservation } from "../domain/commands/sample-documents.ts";
import { reservationSchema, type LocalReservation } from "./local-schemas.ts";
import { nothingBefore, type StoreTicket } from "./pull-cycle.ts";
import { storeAfter } from "./store-after.ts";
import { storePulledBatch } from "./store-pulled-batch.ts";

const storage = getRxStorageDexie({ indexedDB, IDBKeyRange });
type Store = RxDatabase<{ reservations: RxCollection<LocalReservation> }>;

let run = 0;
async function open(what: string): Promise<Store> {
  const db: Store = await createRxDatabase({
    name: `store-after-${what}-${++run}`,
    storage,
    multiInstance: false,
  });
  await db.addCollections({ reservations: { schema: reservationSchema } });
  return db;
}

const stored = async (db: Store) =>
  (await db.collections.reservations.find().exec())
    .map((d) => d.toJSON())
    .sort((a, b) => (a.id < b.id ? -1 : 1));

describe("storeAfter", () => {
  it("stores overlapping batches of a first load as one after another would", async () => {
    await fc.assert(
      fc.asyncProperty(
        // Each version: which document, and whether the server had deleted it by then.
        fc.array(fc.record({ n: fc.integer({ min: 0, max: 12 }), deleted: fc.boolean() }), {
          minLength: 1,
          maxLength: 30,
        }),
        fc.integer({ min: 1, max: 6 }),
        // Rows a first load's add copies in one go: a batch added in slices, two in flight.
        fc.integer({ min: 1, max: 4 }),
        async (versions, size, sliceSize) => {
          const docs = versions.map((v, i) =>
            sampleReservation({
              id: `r-${String(v.n).padStart(2, "0")}`,
              guestName: `version ${i}`,
              seq: i + 1,
              _deleted: v.deleted,
            }),
          );
          // In feed order; a document twice in one batch would have been sent once, in its latest version.
          const batches: Array<typeof docs> = [];
          for (let i = 0; i < docs.length; i += size) {
            const latest = new Map(docs.slice(i, i + size).map((d) => [d.id, d]));
            batches.push([...latest.values()]);
          }
          const pipelined = await open("pipelined");
          const oracle = await open("oracle");
          try {
            let previous: StoreTicket = nothingBefore;
            const tickets = batches.map((batch) => {
              previous = storeAfter(pipelined.collections.reservations, batch, true, previous, sliceSize);
              return previous;
            });
            await Promise.all(tickets.map((t) => t.stored));
            for (const batch of batches) await storePulledBatch(oracle.collections.reservations, batch);
            expect(await stored(pipelined)).toEqual(await stored(oracle));
          } finally {
            await pipelined.remove();
            await oracle.remove();
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
