// The chunked getAll read of a whole collection on Dexie (over fake-indexeddb here, Chromium's
// IndexedDB in the e2e tests) against RxDB's own query of the same store: the same documents, in
// the query's order (the primary key's when it has none), deleted ones left out, across chunk boundaries and after updates and deletes.
// Each run opens an IndexedDB store in JavaScript, so 60 runs rather than 1,000.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { IDBKeyRange, indexedDB } from "fake-indexeddb";
import { fromDexieToStorage, getRxStorageDexie } from "rxdb/plugins/storage-dexie";
import { sampleReservation } from "../domain/commands/sample-documents.ts";
import { withDevChecks } from "./dev-storage.ts";
import { openLocalDatabase } from "./local-database.ts";
import type { LocalReservation } from "./local-schemas.ts";
import { readStoredDocuments, storedFromDexie, valueSharer } from "./read-stored-documents.ts";

const storage = withDevChecks(getRxStorageDexie({ indexedDB, IDBKeyRange }));

const stored = (n: number, status: string, guestName: string): LocalReservation => {
  const { _deleted, ...doc } = {
    ...sampleReservation({ id: `r-${String(n).padStart(5, "0")}`, guestName }),
    status,
  };
  return doc;
};

let run = 0;

describe("readStoredDocuments on Dexie", () => {
  it("reads a whole collection as RxDB's query does, in chunks, without deleted documents", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.record({ n: fc.nat(), remove: fc.boolean(), name: fc.string({ maxLength: 4 }) }), {
          maxLength: 20,
        }),
        fc.constantFrom("all", "sorted", "requested"),
        async (count, chunk, edits, shape) => {
          const db = await openLocalDatabase({ name: `read-stored-${++run}`, storage, multiInstance: false });
          try {
            const docs = Array.from({ length: count }, (_, n) =>
              stored(n, n % 3 === 0 ? "REQUESTED" : "CONFIRMED", `Guest ${(n * 7919) % 101}`),
            );
            if (docs.length > 0) await db.collections.reservations.bulkInsert(docs);
            for (const edit of edits) {
              if (count === 0) break;
              const doc = await db.collections.reservations.findOne(stored(edit.n % count, "", "").id).exec();
              if (!doc) continue;
              if (edit.remove) await doc.remove();
              else await doc.incrementalPatch({ guestName: edit.name });
            }
            const sorted = shape === "sorted";
            // A selector of the caller's goes through RxDB's matcher; a whole collection needs none.
            const query = sorted
              ? db.collections.reservations.find({ sort: [{ guestName: "asc" }, { id: "asc" }] })
              : shape === "requested"
                ? db.collections.reservations.find({ selector: { status: "REQUESTED" } })
                : db.collections.reservations.find();
            const expected = (await query.exec()).map((d) => d.toJSON() as LocalReservation);
            // Without a sort the order is the primary key's (RxDB's own is then an index's it chose).
            if (!sorted) expected.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
            expect(await readStoredDocuments(query, { chunkSize: chunk })).toEqual(expected);
            // Values kept once read the same.
            expect(
              await readStoredDocuments(query, {
                chunkSize: chunk,
                sharedValues: ["status", "unitId", "unitTitle", "checkIn", "guestName"],
              }),
            ).toEqual(expected);
          } finally {
            await db.remove();
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);

  it("keeps RxDB's own read for a query with a limit", async () => {
    const db = await openLocalDatabase({ name: `read-stored-limit`, storage, multiInstance: false });
    try {
      await db.collections.reservations.bulkInsert(
        Array.from({ length: 30 }, (_, n) => stored(n, "REQUESTED", `G${n}`)),
      );
      const query = db.collections.reservations.find({
        selector: { status: "REQUESTED" },
        sort: [{ id: "desc" }],
        limit: 5,
      });
      expect((await readStoredDocuments(query)).map((d) => d.id)).toEqual(
        (await query.exec()).map((d) => d.id),
      );
    } finally {
      await db.remove();
    }
  });
});

// The read skips RxDB's deep copy of each document when it would change nothing: for any document,
// with keys Dexie substituted or not, nested in objects and arrays, and with or without boolean
// indexes, the result is what RxDB's `fromDexieToStorage` gives.

const key = fc.oneof(
  fc.string({ maxLength: 5 }),
  fc.constantFrom("__", "__a", "a__", "_a", "|a", "a.b", "__a.__b"),
);
const { document } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.string({ maxLength: 5 }),
    fc.double({ noNaN: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    tie("document"),
  ),
  document: fc.dictionary(key, tie("value"), { maxKeys: 4 }),
}));

describe("storedFromDexie", () => {
  it("gives what RxDB's fromDexieToStorage gives", () => {
    fc.assert(
      fc.property(
        document,
        fc.constantFrom<string[]>([], ["flag"], ["_deleted", "flag"], ["nested.flag"]),
        fc.record(
          { flag: fc.constantFrom("1", "0"), _deleted: fc.constantFrom("1", "0") },
          { requiredKeys: [] },
        ),
        (doc, indexes, stored) => {
          const raw = { ...doc, ...stored, nested: { flag: stored.flag } };
          expect(storedFromDexie(indexes, structuredClone(raw))).toEqual(
            fromDexieToStorage(indexes, structuredClone(raw) as never),
          );
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it("changes the document it was given in place unless a key was substituted", () => {
    const raw = { id: "r-1", guest: { name: "Ana", tags: [{ x: 1 }] }, status: "REQUESTED" };
    expect(storedFromDexie([], raw)).toBe(raw);
    const indexed = { id: "r-1", _deleted: "0", status: "REQUESTED" };
    expect(storedFromDexie(["_deleted"], indexed)).toBe(indexed);
    expect(indexed._deleted).toBe(false);
    const substituted = { id: "r-1", nested: [{ __pipe: 1 }] };
    expect(storedFromDexie([], substituted)).toEqual({ id: "r-1", nested: [{ "|pipe": 1 }] });
  });
});

// Keeping one string per repeated value changes no document: for any documents and any fields named
// (present or not, strings or not), every document reads as it did before.
describe("valueSharer", () => {
  it("leaves every document equal to what it was", () => {
    const field = fc.constantFrom("a", "b", "c", "d");
    const value = fc.oneof(
      fc.constantFrom("x", "y", "xy", ""),
      fc.string({ maxLength: 3 }),
      fc.nat(),
      fc.constant(null),
    );
    fc.assert(
      fc.property(
        fc.array(fc.dictionary(field, value), { maxLength: 30 }),
        fc.array(field, { maxLength: 4 }),
        (docs, fields) => {
          const before = structuredClone(docs);
          const share = valueSharer(fields);
          for (const doc of docs) share(doc);
          expect(docs).toEqual(before);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
