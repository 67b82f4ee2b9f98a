// The outbox under storage pressure: a write refused for quota reads as StorageFull, and the
// commands already stored stay exactly as they were.
import { describe, expect, it, vi } from "vitest";
import { getRxStorageMemory } from "rxdb/plugins/storage-memory";
import { withDevChecks } from "./dev-storage.ts";
import { memoryWebStorage, storageThatFillsUp } from "../tests/support/storage-that-fills-up.ts";
import { openLocalDatabase } from "./local-database.ts";
import { createOutbox, InvalidCommand } from "./outbox.ts";
import { parkedCommandsKey } from "./parked-commands.ts";
import { StorageFull, isQuotaError } from "./storage-errors.ts";
import { sampleUnit } from "../domain/commands/sample-documents.ts";
import { localBlockId } from "../domain/commands/calendar-commands.ts";
import { UnitId } from "../domain/ids.ts";
import { openCalendarProjection } from "./calendar-projection.ts";
import { openReservationsProjection } from "./reservations-projection.ts";

describe("outbox", () => {
  it("says StorageFull when the device is full and keeps every command stored before", async () => {
    const { storage, state } = storageThatFillsUp();
    const db = await openLocalDatabase({ name: `outbox-quota-${Date.now()}`, storage, multiInstance: false });
    let n = 0;
    const outbox = createOutbox({
      collections: db.collections,
      now: () => 1_800_000_000_000,
      newId: () => `cmd-${String(++n).padStart(8, "0")}`,
    });
    await outbox.enqueue("confirmBookingRequest", { bookingRequestId: "req-1" });
    await outbox.enqueue("confirmBookingRequest", { bookingRequestId: "req-2" });
    const before = (await db.collections.outbox.find({ sort: [{ sequence: "asc" }] }).exec()).map((d) =>
      d.toJSON(),
    );
    state.full = true;
    await expect(
      outbox.enqueue("confirmBookingRequest", { bookingRequestId: "req-3" }),
    ).rejects.toBeInstanceOf(StorageFull);
    state.full = false;
    const after = (await db.collections.outbox.find({ sort: [{ sequence: "asc" }] }).exec()).map((d) =>
      d.toJSON(),
    );
    expect(after).toEqual(before);
    expect(after.map((e) => e.aggregateId)).toEqual(["req-1", "req-2"]);
    await db.remove();
  });

  it("refuses a command whose payload its schema rejects, storing nothing", async () => {
    const db = await openLocalDatabase({
      name: `outbox-invalid-${Date.now()}`,
      storage: withDevChecks(getRxStorageMemory()),
      multiInstance: false,
    });
    const outbox = createOutbox({ collections: db.collections, now: () => 0, newId: () => "cmd-00000001" });
    // @ts-expect-error -- a payload of the wrong shape, as a bug elsewhere might produce
    await expect(outbox.enqueue("confirmBookingRequest", { bookingRequestId: 42 })).rejects.toBeInstanceOf(
      InvalidCommand,
    );
    expect(await db.collections.outbox.count().exec()).toBe(0);
    await db.remove();
  });

  it("shows a command before it is stored, and takes it back when the write fails", async () => {
    const { storage, state } = storageThatFillsUp();
    const db = await openLocalDatabase({
      name: `outbox-unsaved-${Date.now()}`,
      storage,
      multiInstance: false,
    });
    await db.collections.units.insert(sampleUnit());
    let n = 0;
    const outbox = createOutbox({
      collections: db.collections,
      now: () => 1_800_000_000_000,
      newId: () => `cmd-${String(++n).padStart(8, "0")}`,
    });
    const reservations = await openReservationsProjection(db.collections);
    const calendar = await openCalendarProjection(db.collections, reservations, outbox);
    const unitId = UnitId.make("u-1");
    await outbox.enqueue("blockDates", { unitId, dateFrom: "2025-07-01", dateTo: "2025-07-02" });
    const range = { dateFrom: "2025-09-10", dateTo: "2025-09-12" };
    const blockId = localBlockId("u-1", range);
    const told: Array<readonly string[]> = [];
    outbox.subscribeUnsaved((stored) => told.push(stored.map((e) => e.id)));
    state.full = true;
    const written = outbox.enqueue("blockDates", { unitId, ...range });
    expect(outbox.unsaved().map((e) => e.type)).toEqual(["blockDates"]);
    expect(calendar.getSnapshot().unavailabilities.has(blockId)).toBe(true);
    await expect(written).rejects.toBeInstanceOf(StorageFull);
    expect(outbox.unsaved()).toEqual([]);
    expect(told).toEqual([[], []]);
    expect(calendar.getSnapshot().unavailabilities.has(blockId)).toBe(false);
    expect(calendar.getSnapshot().pendingByDocument.has(`unavailabilities:${blockId}`)).toBe(false);
    state.full = false;
    expect(await db.collections.outbox.count().exec()).toBe(1);
    calendar.close();
    reservations.close();
    await db.remove();
  });

  it("shows even the first command in the call once prepared, and stores it once", async () => {
    const db = await openLocalDatabase({
      name: `outbox-prepare-${Date.now()}`,
      storage: withDevChecks(getRxStorageMemory()),
      multiInstance: false,
    });
    // A fresh copy of the module, whose catalogue no earlier test has loaded.
    vi.resetModules();
    const fresh = (await import("./outbox.ts")).createOutbox;
    const outbox = fresh({ collections: db.collections, now: () => 0, newId: () => "cmd-00000001" });
    await outbox.prepare();
    const written = outbox.enqueue("confirmBookingRequest", { bookingRequestId: "req-1" });
    expect(outbox.unsaved().map((e) => [e.id, e.aggregateId])).toEqual([["cmd-00000001", "req-1"]]);
    const entry = await written;
    expect(outbox.unsaved()).toEqual([]);
    expect((await db.collections.outbox.find().exec()).map((d) => d.id)).toEqual([entry.id]);
    await db.remove();
  });

  it("recognises quota errors however they are wrapped", () => {
    const quota = Object.assign(new Error("x"), { name: "QuotaExceededError" });
    expect(isQuotaError(quota)).toBe(true);
    expect(isQuotaError({ name: "BulkError", inner: quota })).toBe(true);
    expect(isQuotaError({ parameters: { error: quota } })).toBe(true);
    expect(isQuotaError(new Error("constraint failed"))).toBe(false);
  });

  it("parks a command the full store refuses, keeps it shown, and stores it once there is room, after a reload too", async () => {
    const { storage, state } = storageThatFillsUp();
    const db = await openLocalDatabase({
      name: `outbox-parked-${Date.now()}`,
      storage,
      multiInstance: false,
    });
    const parkingStorage = memoryWebStorage();
    const webStorage = parkingStorage.items;
    const told: number[] = [];
    const key = parkedCommandsKey(db.name);
    let n = 0;
    const open = () =>
      createOutbox({
        collections: db.collections,
        now: () => 1_800_000_000_000,
        newId: () => `cmd-${String(++n).padStart(8, "0")}`,
        parking: { storage: parkingStorage, key, onParked: (count) => told.push(count) },
      });
    const outbox = open();
    await outbox.enqueue("confirmBookingRequest", { bookingRequestId: "req-1" });
    state.full = true;
    // Taken, not refused: shown (unsaved) and kept in Web Storage while the store is full.
    const parked = await outbox.enqueue("confirmBookingRequest", { bookingRequestId: "req-2" });
    expect(outbox.unsaved().map((e) => e.id)).toEqual([parked.id]);
    expect(told).toEqual([1]);
    expect(await outbox.moveParked()).toBe(1);
    expect((await db.collections.outbox.find().exec()).map((d) => d.aggregateId)).toEqual(["req-1"]);
    outbox.close();

    // A reload while the store is still full: the new page shows it at once.
    const reloaded = open();
    expect(reloaded.unsaved().map((e) => e.id)).toEqual([parked.id]);
    state.full = false;
    expect(await reloaded.moveParked()).toBe(0);
    expect(reloaded.unsaved()).toEqual([]);
    expect(told.at(-1)).toBe(0);
    expect(webStorage.has(key)).toBe(false);
    const stored = (await db.collections.outbox.find({ sort: [{ sequence: "asc" }] }).exec()).map((d) =>
      d.toJSON(),
    );
    expect(stored.map((e) => [e.id, e.aggregateId, e.state])).toEqual([
      ["cmd-00000001", "req-1", "pending"],
      [parked.id, "req-2", "pending"],
    ]);
    // Moved once: moving again (another tab, a retry) stores nothing twice.
    webStorage.set(key, JSON.stringify([parked]));
    expect(await reloaded.moveParked()).toBe(0);
    expect(await db.collections.outbox.count().exec()).toBe(2);
    reloaded.close();
    await db.remove();
  });

  it("says StorageFull when the command cannot be parked either", async () => {
    const { storage, state } = storageThatFillsUp();
    const db = await openLocalDatabase({
      name: `outbox-noroom-${Date.now()}`,
      storage,
      multiInstance: false,
    });
    const full = () => {
      throw Object.assign(new Error("The quota has been exceeded."), { name: "QuotaExceededError" });
    };
    const outbox = createOutbox({
      collections: db.collections,
      now: () => 1_800_000_000_000,
      newId: () => "cmd-00000001",
      parking: { storage: { getItem: () => null, setItem: full, removeItem: () => undefined }, key: "k" },
    });
    state.full = true;
    await expect(
      outbox.enqueue("confirmBookingRequest", { bookingRequestId: "req-1" }),
    ).rejects.toBeInstanceOf(StorageFull);
    expect(outbox.unsaved()).toEqual([]);
    outbox.close();
    await db.remove();
  });
});
