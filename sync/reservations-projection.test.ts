// The reservations projection draws a command the moment the host makes it (before IndexedDB has
// it), and keeps drawing one that waits parked while the device is full, across a reload too.
import { describe, expect, it } from "vitest";
import { sampleReservation } from "../domain/commands/sample-documents.ts";
import { memoryWebStorage, storageThatFillsUp } from "../tests/support/storage-that-fills-up.ts";
import { openLocalDatabase } from "./local-database.ts";
import { createOutbox } from "./outbox.ts";
import { parkedCommandsKey } from "./parked-commands.ts";
import { openReservationsProjection } from "./reservations-projection.ts";

const until = async (check: () => boolean) => {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
};

const request = (id: string) => {
  const { _deleted: _unused, ...rest } = sampleReservation({
    id,
    kind: "booking_request",
    status: "REQUESTED",
  });
  return rest;
};

async function openStore() {
  const { storage, state } = storageThatFillsUp();
  const db = await openLocalDatabase({
    name: `reservations-projection-${Math.random().toString(36).slice(2)}`,
    storage,
    multiInstance: false,
  });
  await db.collections.reservations.bulkInsert([request("req-1"), request("req-2")]);
  const webStorage = memoryWebStorage();
  let n = 0;
  const openOutbox = () =>
    createOutbox({
      collections: db.collections,
      now: () => 1_800_000_000_000,
      newId: () => `cmd-${String(++n).padStart(8, "0")}`,
      parking: {
        key: parkedCommandsKey(db.name),
        storage: webStorage,
      },
    });
  return { db, state, openOutbox };
}

describe("reservations projection", () => {
  it("draws a confirm in the call that makes it, and never undraws it on the way to the store", async () => {
    const { db, openOutbox } = await openStore();
    const outbox = openOutbox();
    const reservations = await openReservationsProjection(db.collections, { outbox, waitForAll: true });
    // The first command loads the catalogue; from then on a command shows in the call itself.
    await outbox.enqueue("confirmBookingRequest", { bookingRequestId: "req-1" });
    await until(() => reservations.getSnapshot().reservations.get("req-1")?.status === "CONFIRMED");
    const seen: Array<string | undefined> = [];
    const unsubscribe = reservations.subscribe(() =>
      seen.push(reservations.getSnapshot().reservations.get("req-2")?.status),
    );
    const written = outbox.enqueue("confirmBookingRequest", { bookingRequestId: "req-2" });
    const snapshot = reservations.getSnapshot();
    expect(snapshot.reservations.get("req-2")?.status).toBe("CONFIRMED");
    const commandIds = snapshot.pendingByDocument.get("req-2");
    expect(commandIds).toHaveLength(1);
    expect(await db.collections.outbox.findOne(commandIds![0]).exec()).toBeNull();
    const entry = await written;
    await until(() => reservations.getSnapshot().outbox.some((e) => e.id === entry.id));
    expect(reservations.getSnapshot().pendingByDocument.get("req-2")).toEqual([entry.id]);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((status) => status === "CONFIRMED")).toBe(true);
    unsubscribe();
    reservations.close();
    outbox.close();
    await db.close();
  });

  it("shows a first start's first reservations at once, and batches the changes after them until the store is read", async () => {
    const db = await openLocalDatabase({
      name: `reservations-projection-${Math.random().toString(36).slice(2)}`,
      storage: storageThatFillsUp().storage,
      multiInstance: false,
    });
    // The store's whole read never comes: the projection stays as on a busy first start.
    const reservations = await openReservationsProjection(db.collections, {
      idle: () => new Promise(() => {}),
    });
    const seenAtEvent: number[] = [];
    const events = db.collections.reservations.eventBulks$.subscribe(() =>
      // Right after the projection's own handler of the same event: what the snapshot shows by then.
      queueMicrotask(() => seenAtEvent.push(reservations.getSnapshot().reservations.size)),
    );
    try {
      await db.collections.reservations.bulkInsert([request("req-1"), request("req-2")]);
      await until(() => seenAtEvent.length === 1);
      expect(seenAtEvent).toEqual([2]);
      await db.collections.reservations.insert(request("req-3"));
      await until(() => seenAtEvent.length === 2);
      // Later changes wait for the frame's batch.
      expect(seenAtEvent[1]).toBe(2);
      await until(() => reservations.getSnapshot().reservations.size === 3);
      expect(reservations.getSnapshot().complete).toBe(false);
    } finally {
      events.unsubscribe();
      reservations.close();
      await db.close();
    }
  });

  it("keeps drawing a confirm parked while the device is full, after a reload too", async () => {
    const { db, state, openOutbox } = await openStore();
    const outbox = openOutbox();
    const reservations = await openReservationsProjection(db.collections, { outbox, waitForAll: true });
    await outbox.prepare();
    state.full = true;
    const parked = await outbox.enqueue("confirmBookingRequest", { bookingRequestId: "req-1" });
    expect(reservations.getSnapshot().reservations.get("req-1")?.status).toBe("CONFIRMED");
    expect(reservations.getSnapshot().pendingByDocument.get("req-1")).toEqual([parked.id]);
    reservations.close();
    outbox.close();

    // A reload while the store is still full: the parked confirm is drawn from the first snapshot.
    const reloadedOutbox = openOutbox();
    const reloaded = await openReservationsProjection(db.collections, {
      outbox: reloadedOutbox,
      waitForAll: true,
    });
    await until(() => reloaded.getSnapshot().reservations.get("req-1")?.status === "CONFIRMED");
    expect(reloaded.getSnapshot().pendingByDocument.get("req-1")).toEqual([parked.id]);
    expect(reloaded.getSnapshot().reservations.get("req-2")?.status).toBe("REQUESTED");
    // Room again: moved into the store, and drawn from there under the same id.
    state.full = false;
    expect(await reloadedOutbox.moveParked()).toBe(0);
    await until(() => reloaded.getSnapshot().outbox.some((e) => e.id === parked.id));
    expect(reloaded.getSnapshot().pendingByDocument.get("req-1")).toEqual([parked.id]);
    expect(await db.collections.outbox.count().exec()).toBe(1);
    reloaded.close();
    reloadedOutbox.close();
    await db.close();
  });
});
