// Storage pressure during a first load, on both ways a pulled batch is stored: the normal path
// (RxDB's bulkWrite through the development build's validating storage) and the production build's
// direct add into the Dexie table (sync/add-to-dexie-table.ts). RxDB's Dexie storage runs on a
// fake-indexeddb whose reservations table has room for fewer rows than the server has, so a batch's
// commit is refused with a QuotaExceededError as Chromium refuses it (tests/support/fault-indexeddb.ts).
// Then: the commands already in the outbox are all still there, exactly; no part of the refused
// batch is visible (each batch is stored whole or not at all, and the stored checkpoint covers
// exactly what is stored); the error reads as the app's StorageFull message; and once there is room
// the load resumes and ends equal to the server's feed.
import { describe, expect, it } from "vitest";
import type { RxStorage } from "rxdb";
import { wrappedValidateAjvStorage } from "rxdb/plugins/validate-ajv";
import { sampleReservation } from "../../domain/commands/sample-documents.ts";
import type { Checkpoint } from "../../domain/sync-protocol/pull.ts";
import { firstLoadWriteContext } from "../../sync/add-to-dexie-table.ts";
import { openLocalDatabase } from "../../sync/local-database.ts";
import type { LocalReservation } from "../../sync/local-schemas.ts";
import { createOutbox } from "../../sync/outbox.ts";
import { pullCheckpointKey, pullRetryMs, startPullLoop } from "../../sync/pull-loop.ts";
import { pulledBatchWriteContext } from "../../sync/store-pulled-batch.ts";
import { StorageFull } from "../../sync/storage-errors.ts";
import { fillingIndexedDB } from "../support/fault-indexeddb.ts";
import { holdsWithin } from "../support/host-fixtures.ts";

/** The server's feed: 23 reservations in seq order, so batches of 5 end on a partial one. */
const feed: Array<LocalReservation & { _deleted: boolean }> = Array.from({ length: 23 }, (_, i) => ({
  ...sampleReservation({
    id: `r-${String(i + 1).padStart(3, "0")}`,
    guestName: `Guest ${i + 1}`,
    seq: i + 1,
  }),
  _deleted: false,
}));
const batchSize = 5;
/** Room for two batches and a bit: the third batch's commit goes over. */
const room = 2 * batchSize + 2;

const paths = [
  { name: "the normal path (development build)", direct: false },
  { name: "the direct add into the Dexie table (production build)", direct: true },
] as const;

describe("storage pressure during a first load", () => {
  for (const path of paths) {
    it(`keeps the outbox, stores no half batch and says StorageFull on ${path.name}`, async () => {
      const disk = fillingIndexedDB();
      // The development build's schema validation, without dev-mode's plugin: once added to RxDB it
      // stays for the whole file and refuses the bare storage the production build runs on.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- RxDB's storage generics are per implementation
      const storage: RxStorage<any, any> = path.direct
        ? disk.storage
        : wrappedValidateAjvStorage({ storage: disk.storage });
      const db = await openLocalDatabase({
        name: `storage-pressure-${path.direct}`,
        storage,
        multiInstance: false,
      });
      const contexts = new Set<string>();
      const events = db.collections.reservations.eventBulks$.subscribe((bulk) => contexts.add(bulk.context));
      const errors: Error[] = [];
      let loop: ReturnType<typeof startPullLoop<LocalReservation, Checkpoint>> | undefined;
      try {
        let n = 0;
        const outbox = createOutbox({
          collections: db.collections,
          now: () => 1_800_000_000_000,
          newId: () => `cmd-${String(++n).padStart(8, "0")}`,
        });
        for (const id of ["req-1", "req-2", "req-3"])
          await outbox.enqueue("confirmBookingRequest", { bookingRequestId: id });
        const outboxRows = async () =>
          (await db.collections.outbox.find({ sort: [{ sequence: "asc" }] }).exec()).map((d) => d.toJSON());
        const before = await outboxRows();
        expect(before).toHaveLength(3);

        disk.limit("reservations", room);
        loop = startPullLoop<LocalReservation, Checkpoint>({
          collection: db.collections.reservations,
          meta: db.collections.meta,
          identifier: "reservations-pressure",
          batchSize,
          firstBatchSize: batchSize,
          fetch: (checkpoint, limit) => {
            const after = feed.filter((d) => d.seq > (checkpoint?.seq ?? 0));
            const documents = after.slice(0, limit);
            const last = documents.at(-1);
            return Promise.resolve({
              documents,
              checkpoint: last ? { seq: last.seq, id: last.id } : null,
              remaining: after.length - documents.length,
            });
          },
        });
        loop.error$.subscribe((error) => errors.push(error));
        expect(await holdsWithin(() => errors.length > 0, 10_000)).toBe(true);

        // The clear message, as the outbox gives it for a command the device had no room for.
        expect(errors[0]).toBeInstanceOf(StorageFull);
        expect(errors[0]?.message).toBe(new StorageFull().message);
        expect(disk.refusals()).toBeGreaterThan(0);
        // All or nothing: two whole batches, and the checkpoint says exactly those.
        const stored = (await db.collections.reservations.find({ sort: [{ seq: "asc" }] }).exec()).map(
          (d) => d.id,
        );
        expect(stored).toEqual(feed.slice(0, 2 * batchSize).map((d) => d.id));
        const checkpoint = await db.collections.meta
          .findOne(pullCheckpointKey("reservations-pressure"))
          .exec();
        expect(checkpoint?.toJSON().value).toEqual({ checkpoint: { seq: 2 * batchSize, id: stored.at(-1) } });
        expect(await outboxRows()).toEqual(before);
        // Not vacuous: the batches took the path under test.
        expect(contexts.has(firstLoadWriteContext)).toBe(path.direct);
        expect(contexts.has(pulledBatchWriteContext)).toBe(!path.direct);

        // Room again: the next try (after pullRetryMs) loads the rest, still on the same path.
        disk.limit("reservations", undefined);
        expect(
          await holdsWithin(
            async () => (await db.collections.reservations.count().exec()) === feed.length,
            pullRetryMs + 15_000,
          ),
        ).toBe(true);
        await loop.awaitInitialReplication();
        const all = (await db.collections.reservations.find({ sort: [{ seq: "asc" }] }).exec()).map((d) => {
          const { _meta, _rev, _attachments, ...doc } = d.toJSON(true) as Record<string, unknown>;
          return doc;
        });
        expect(all).toEqual(feed.map(({ _deleted, ...doc }) => ({ ...doc, _deleted: false })));
        expect(await outboxRows()).toEqual(before);
        expect(contexts.has(pulledBatchWriteContext)).toBe(!path.direct);
      } finally {
        events.unsubscribe();
        await loop?.stop();
        await db.remove();
      }
    }, 60_000);
  }
});
