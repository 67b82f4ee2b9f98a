import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ReservationDocument } from "../reservations/reservation-document.ts";
import { applyPendingCommands, overlayPendingCommands, type PendingCommand } from "./apply-commands.ts";
import { collectionNames } from "./command.ts";
import {
  localDocumentsOf,
  sampleBlock,
  sampleChannel,
  sampleReservation,
  sampleUnit,
} from "./sample-documents.ts";

const request = (id: string, status = "REQUESTED"): ReservationDocument =>
  sampleReservation({ id, kind: "booking_request", status });
const mirrorOf = (...docs: ReservationDocument[]) => new Map(docs.map((d) => [d.id, d]));
const confirm = (id: string, requestId: string): PendingCommand => ({
  id,
  type: "confirmBookingRequest",
  payload: { bookingRequestId: requestId },
});

describe("applyPendingCommands (reservations)", () => {
  it("returns the mirror itself when nothing is pending", () => {
    const mirror = mirrorOf(request("br-1"));
    const overlaid = applyPendingCommands(mirror, []);
    expect(overlaid.reservations).toBe(mirror);
    expect(overlaid.pendingByDocument.size).toBe(0);
  });

  it("keys pending marks by the bare reservation id and leaves the mirror alone", () => {
    const mirror = mirrorOf(request("br-1"), request("br-2"));
    const overlaid = applyPendingCommands(mirror, [confirm("cmd-1", "br-1"), confirm("cmd-2", "br-9")]);
    expect(overlaid.reservations.get("br-1")?.status).toBe("CONFIRMED");
    expect(mirror.get("br-1")?.status).toBe("REQUESTED");
    expect([...overlaid.pendingByDocument]).toEqual([["br-1", ["cmd-1"]]]);
  });

  it("skips unknown command types and payloads that no longer decode", () => {
    const mirror = mirrorOf(request("br-1"));
    const overlaid = applyPendingCommands(mirror, [
      { id: "cmd-1", type: "launchRocket", payload: {} },
      { id: "cmd-2", type: "confirmBookingRequest", payload: { bookingRequestId: 42 } },
      { id: "cmd-3", type: "confirmBookingRequest", payload: null },
    ]);
    expect(overlaid.reservations).toBe(mirror);
    expect(overlaid.pendingByDocument.size).toBe(0);
  });
});

describe("overlayPendingCommands", () => {
  it("returns every collection, the mirror's own maps when nothing is pending", () => {
    const documents = localDocumentsOf({ units: [sampleUnit()] });
    const overlaid = overlayPendingCommands(documents, []);
    expect(overlaid.units).toBe(documents.units);
    expect(overlaid.reservations).toBe(documents.reservations);
    for (const name of collectionNames) expect(overlaid[name]).toBeInstanceOf(Map);
    expect(overlaid.channels.size).toBe(0);
    expect(overlaid.pendingByDocument.size).toBe(0);
  });

  it("copies only the collections a command changed", () => {
    const documents = localDocumentsOf({ units: [sampleUnit()], channels: [sampleChannel()] });
    const overlaid = overlayPendingCommands(documents, [
      { id: "cmd-1", type: "setCalendarStatus", payload: { unitId: "u-1", status: "BLOCKED" } },
    ]);
    expect(overlaid.units).not.toBe(documents.units);
    expect(overlaid.channels).toBe(documents.channels);
    expect(documents.units?.get("u-1")?.calendarStatus).toBe("AVAILABLE");
  });

  it("marks changed and removed documents by collection, each command once, in order", () => {
    const documents = localDocumentsOf({
      units: [sampleUnit()],
      unavailabilities: [sampleBlock("2025-03-01", "2025-03-05", { id: "srv-1" })],
    });
    const overlaid = overlayPendingCommands(documents, [
      {
        id: "cmd-1",
        type: "blockDates",
        payload: { unitId: "u-1", dateFrom: "2025-03-05", dateTo: "2025-03-07" },
      },
      { id: "cmd-2", type: "setCalendarStatus", payload: { unitId: "u-1", status: "PAUSED" } },
      {
        id: "cmd-3",
        type: "unblockDates",
        payload: { unitId: "u-1", dateFrom: "2025-03-06", dateTo: "2025-03-07" },
      },
    ]);
    expect([...overlaid.unavailabilities.keys()]).toEqual(["local-block:u-1:2025-03-01:2025-03-06"]);
    expect(Object.fromEntries(overlaid.pendingByDocument)).toEqual({
      "unavailabilities:srv-1": ["cmd-1"],
      "unavailabilities:local-block:u-1:2025-03-01:2025-03-07": ["cmd-1", "cmd-3"],
      "unavailabilities:local-block:u-1:2025-03-01:2025-03-06": ["cmd-3"],
      "units:u-1": ["cmd-2"],
    });
  });

  it("gives later commands the documents earlier ones changed", () => {
    const documents = localDocumentsOf({ units: [sampleUnit({ state: "APPROVED" })] });
    const overlaid = overlayPendingCommands(documents, [
      { id: "cmd-1", type: "publishUnit", payload: { unitId: "u-1" } },
      { id: "cmd-2", type: "unpublishUnit", payload: { unitId: "u-1" } },
    ]);
    expect(overlaid.units.get("u-1")?.state).toBe("UNPUBLISHED");
    expect(overlaid.pendingByDocument.get("units:u-1")).toEqual(["cmd-1", "cmd-2"]);
  });

  it("is deterministic: the same mirror and commands give the same overlay", () => {
    const day = fc.integer({ min: 0, max: 20 }).map((n) => `2025-03-${String(n + 1).padStart(2, "0")}`);
    const command = fc.oneof(
      fc
        .tuple(fc.boolean(), day, day)
        .filter(([, a, b]) => a !== b)
        .map(([block, a, b]) => ({
          type: block ? "blockDates" : "unblockDates",
          payload: { unitId: "u-1", dateFrom: a < b ? a : b, dateTo: a < b ? b : a },
        })),
      fc.constantFrom(
        { type: "setCalendarStatus", payload: { unitId: "u-1", status: "BLOCKED" } },
        { type: "unpublishUnit", payload: { unitId: "u-1" } },
        { type: "confirmBookingRequest", payload: { bookingRequestId: "br-1" } },
      ),
    );
    fc.assert(
      fc.property(fc.array(command, { maxLength: 8 }), (made) => {
        const commands = made.map((c, i) => ({ id: `cmd-${i}`, ...c }));
        const mirror = () => ({
          ...localDocumentsOf({
            units: [sampleUnit()],
            unavailabilities: [sampleBlock("2025-03-03", "2025-03-06", { id: "srv-1" })],
          }),
          reservations: mirrorOf(request("br-1")),
        });
        const a = overlayPendingCommands(mirror(), commands);
        const b = overlayPendingCommands(mirror(), commands);
        for (const name of collectionNames) expect([...a[name]]).toStrictEqual([...b[name]]);
        expect([...a.pendingByDocument]).toStrictEqual([...b.pendingByDocument]);
      }),
      { numRuns: 1000 },
    );
  });
});
