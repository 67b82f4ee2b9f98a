// The calendar projection follows the units and unavailabilities mirrors and shows a pending block
// at once, marked pending, and drops it again when the command fails (the overlay's rollback).
import { describe, expect, it } from "vitest";
import { getRxStorageMemory } from "rxdb/plugins/storage-memory";
import { sampleBlock, sampleReservation, sampleUnit } from "../domain/commands/sample-documents.ts";
import { localBlockId } from "../domain/commands/calendar-commands.ts";
import { UnitId } from "../domain/ids.ts";
import { openCalendarProjection } from "./calendar-projection.ts";
import { withDevChecks } from "./dev-storage.ts";
import { openLocalDatabase } from "./local-database.ts";
import { createOutbox } from "./outbox.ts";
import {
  openReservationsProjection,
  type ReservationsProjection,
  type ReservationsSnapshot,
} from "./reservations-projection.ts";

const until = async (check: () => boolean) => {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
};

const stored = (doc: ReturnType<typeof sampleReservation>) => {
  const { _deleted: _unused, ...rest } = doc;
  return rest;
};

async function open() {
  const db = await openLocalDatabase({
    name: `calendar-projection-${Math.random().toString(36).slice(2)}`,
    storage: withDevChecks(getRxStorageMemory()),
    multiInstance: false,
  });
  await db.collections.units.insert(sampleUnit());
  await db.collections.unavailabilities.insert(sampleBlock("2025-06-01", "2025-06-03"));
  await db.collections.reservations.insert(stored(sampleReservation()));
  const reservations = await openReservationsProjection(db.collections);
  let n = 0;
  const outbox = createOutbox({
    collections: db.collections,
    now: () => 1_800_000_000_000,
    newId: () => `cmd-${String(++n).padStart(8, "0")}`,
  });
  const calendar = await openCalendarProjection(db.collections, reservations, outbox);
  return { db, calendar, reservations, outbox };
}

describe("calendar projection", () => {
  it("reads units, unavailabilities and reservations from the local store", async () => {
    const { db, calendar, reservations } = await open();
    const snapshot = calendar.getSnapshot();
    expect(snapshot.ready).toBe(true);
    expect([...snapshot.units.keys()]).toEqual(["u-1"]);
    expect([...snapshot.unavailabilities.keys()]).toEqual(["b-2025-06-01-2025-06-03"]);
    expect([...snapshot.reservations.keys()]).toEqual(["r-1"]);
    calendar.close();
    reservations.close();
    await db.close();
  });

  it("follows the mirror: a new block arrives as a new snapshot with a new map", async () => {
    const { db, calendar, reservations } = await open();
    const before = calendar.getSnapshot();
    let notified = 0;
    calendar.subscribe(() => notified++);
    await db.collections.unavailabilities.insert(sampleBlock("2025-08-01", "2025-08-05"));
    await until(() => calendar.getSnapshot().unavailabilities.size === 2);
    expect(notified).toBeGreaterThan(0);
    expect(before.unavailabilities.size).toBe(1);
    calendar.close();
    reservations.close();
    await db.close();
  });

  it("draws a pending block at once, marked pending, and rolls it back when it fails", async () => {
    const { db, calendar, reservations, outbox } = await open();
    const entry = await outbox.enqueue("blockDates", {
      unitId: UnitId.make("u-1"),
      dateFrom: "2025-09-10",
      dateTo: "2025-09-12",
    });
    const id = localBlockId("u-1", { dateFrom: "2025-09-10", dateTo: "2025-09-12" });
    await until(() => calendar.getSnapshot().unavailabilities.has(id));
    expect(calendar.getSnapshot().pendingByDocument.get(`unavailabilities:${id}`)).toEqual([entry.id]);
    await db.collections.outbox
      .findOne(entry.id)
      .patch({ state: "failed", failure: { status: 409, message: "booked", conflict: true } });
    await until(() => !calendar.getSnapshot().unavailabilities.has(id));
    expect(calendar.getSnapshot().pendingByDocument.size).toBe(0);
    calendar.close();
    reservations.close();
    await db.close();
  });

  it("draws a block in the same call that makes it, before the store has it, and once after", async () => {
    const { db, calendar, reservations, outbox } = await open();
    const unitId = UnitId.make("u-1");
    // The first command loads the catalogue; from then on a command shows in the call itself.
    await outbox.enqueue("blockDates", { unitId, dateFrom: "2025-07-01", dateTo: "2025-07-02" });
    const range = { dateFrom: "2025-09-10", dateTo: "2025-09-12" };
    const id = localBlockId("u-1", range);
    const seen: boolean[] = [];
    const unsubscribe = calendar.subscribe(() => seen.push(calendar.getSnapshot().unavailabilities.has(id)));
    const written = outbox.enqueue("blockDates", { unitId, ...range });
    expect(calendar.getSnapshot().unavailabilities.has(id)).toBe(true);
    const commandIds = calendar.getSnapshot().pendingByDocument.get(`unavailabilities:${id}`);
    expect(commandIds).toHaveLength(1);
    expect(await db.collections.outbox.findOne(commandIds![0]).exec()).toBeNull();
    const entry = await written;
    expect(entry.id).toBe(commandIds![0]);
    await until(() => calendar.getSnapshot().outbox.some((e) => e.id === entry.id));
    expect(outbox.unsaved()).toEqual([]);
    // Drawn once, under the stored command, and never undrawn on the way.
    expect(calendar.getSnapshot().pendingByDocument.get(`unavailabilities:${id}`)).toEqual([entry.id]);
    expect(seen.every(Boolean)).toBe(true);
    expect(await db.collections.outbox.count().exec()).toBe(2);
    unsubscribe();
    calendar.close();
    reservations.close();
    await db.close();
  });

  it("keeps the reservations overlay's pending marks, keyed by collection", async () => {
    const { db, calendar, reservations, outbox } = await open();
    await db.collections.reservations.insert(
      stored(sampleReservation({ id: "r-2", kind: "booking_request", status: "REQUESTED" })),
    );
    await until(() => calendar.getSnapshot().reservations.has("r-2"));
    const entry = await outbox.enqueue("confirmBookingRequest", { bookingRequestId: "r-2" });
    await until(() => calendar.getSnapshot().pendingByDocument.has("reservations:r-2"));
    expect(calendar.getSnapshot().pendingByDocument.get("reservations:r-2")).toEqual([entry.id]);
    expect(calendar.getSnapshot().reservations.get("r-2")?.status).toBe("CONFIRMED");
    calendar.close();
    reservations.close();
    await db.close();
  });
  it("is ready only once every reservation is read, not at the first screen's open requests; its listing at once", async () => {
    const db = await openLocalDatabase({
      name: `calendar-projection-${Math.random().toString(36).slice(2)}`,
      storage: withDevChecks(getRxStorageMemory()),
      multiInstance: false,
    });
    await db.collections.units.insert(sampleUnit());
    // A reservations projection between its two reads: the open requests in, the confirmed stays not yet.
    const request = sampleReservation({ id: "r-open", kind: "booking_request", status: "REQUESTED" });
    const stay = sampleReservation({ id: "r-stay" });
    let reservationsSnapshot: ReservationsSnapshot = {
      ready: true,
      complete: false,
      reservations: new Map([[request.id, request]]),
      pendingByDocument: new Map(),
      outbox: [],
    };
    const listeners = new Set<() => void>();
    const reservations: ReservationsProjection = {
      getSnapshot: () => reservationsSnapshot,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close: () => listeners.clear(),
    };
    const calendar = await openCalendarProjection(db.collections, reservations);
    expect(calendar.getSnapshot().ready).toBe(false);
    // The portfolio screens need only the units and properties, which are read already.
    expect(calendar.getSnapshot().listingReady).toBe(true);
    expect([...calendar.getSnapshot().units.keys()]).toEqual([sampleUnit().id]);
    reservationsSnapshot = {
      ...reservationsSnapshot,
      complete: true,
      reservations: new Map([
        [request.id, request],
        [stay.id, stay],
      ]),
    };
    for (const listener of listeners) listener();
    expect(calendar.getSnapshot().ready).toBe(true);
    expect([...calendar.getSnapshot().reservations.keys()].sort()).toEqual(["r-open", "r-stay"]);
    calendar.close();
    await db.close();
  });
});
