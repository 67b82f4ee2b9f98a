// The mapping from a unit's reservations and blocks to drawn bars, checked against a naive
// day-by-day model: no entry drawn twice, every entry drawn over exactly its days in the window.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sampleBlock, sampleReservation } from "../commands/sample-documents.ts";
import { UnitId } from "../ids.ts";
import { addDays, daysBetween } from "./calendar-day.ts";
import type { CalendarInterval, CalendarIntervalItem } from "./calendar-interval.ts";
import {
  calendarRowItems,
  drawnEntries,
  intervalsByUnit,
  itemOn,
  reservationInterval,
  reservationOn,
  unavailabilityInterval,
} from "./calendar-rows.ts";
import { addMonths, calendarWindow, isWeekend } from "./calendar-window.ts";

const base = "2025-03-01";
const unitId = UnitId.make("u-1");

const arbitraryInterval = (index: number) =>
  fc
    .record({
      start: fc.integer({ min: 0, max: 60 }),
      length: fc.integer({ min: 1, max: 20 }),
      kind: fc.constantFrom("booking", "manual", "external", "inquiry"),
    })
    .map(({ start, length, kind }): CalendarInterval => {
      const dateFrom = addDays(base, start);
      const dateTo = addDays(dateFrom, length);
      const id = `i-${index}`;
      const common = { id, unitId, dateFrom, dateTo, booking: null, bookingRequest: null, inquiry: null };
      if (kind === "booking")
        return { ...common, source: null, external: null, booking: { publicId: id, status: "CONFIRMED" } };
      if (kind === "inquiry")
        return { ...common, source: null, external: null, inquiry: { publicId: id, status: "REQUESTED" } };
      if (kind === "external") return { ...common, source: null, external: { provider: "airbnb" } };
      return { ...common, source: "manual", external: null };
    });

const arbitraryIntervals = fc
  .integer({ min: 0, max: 12 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => arbitraryInterval(i))));

const arbitraryWindow = fc
  .record({ start: fc.integer({ min: -10, max: 80 }), width: fc.integer({ min: 1, max: 45 }) })
  .map(({ start, width }) => ({ dateFrom: addDays(base, start), dateTo: addDays(base, start + width) }));

const members = (item: CalendarIntervalItem): readonly CalendarInterval[] =>
  item.source === "multi" ? item.children : [item, ...item.children];

describe("drawnEntries against a day-by-day model", () => {
  it("draws no day twice, every entry once, over exactly its days in the window", () => {
    fc.assert(
      fc.property(arbitraryIntervals, arbitraryWindow, (intervals, window) => {
        const items = calendarRowItems(intervals);
        const drawn = drawnEntries(items, window);
        const width = daysBetween(window.dateFrom, window.dateTo);
        // The naive model: which original intervals hold each day of the window.
        const holders = Array.from({ length: width }, (_, column) => {
          const day = addDays(window.dateFrom, column);
          return intervals.filter((i) => i.dateFrom <= day && day < i.dateTo).map((i) => i.id);
        });
        const drawnOn: Array<CalendarIntervalItem | undefined> = Array.from(
          { length: width },
          () => undefined,
        );
        const timesDrawn = new Map<string, number>();
        for (const bar of drawn) {
          expect(bar.startColumn).toBeGreaterThanOrEqual(0);
          expect(bar.endColumn).toBeLessThanOrEqual(width);
          expect(bar.startColumn).toBeLessThan(bar.endColumn);
          for (let column = bar.startColumn; column < bar.endColumn; column++) {
            expect(drawnOn[column]).toBeUndefined(); // no day drawn twice
            drawnOn[column] = bar.item;
          }
          for (const member of members(bar.item))
            timesDrawn.set(member.id, (timesDrawn.get(member.id) ?? 0) + 1);
        }
        for (let column = 0; column < width; column++) {
          const held = holders[column]!;
          const bar = drawnOn[column];
          // A day is drawn exactly when some entry holds it, by the bar that has those entries.
          if (held.length === 0) expect(bar).toBeUndefined();
          else {
            expect(bar).toBeDefined();
            const ids = members(bar!).map((m) => m.id);
            for (const id of held) expect(ids).toContain(id);
          }
        }
        for (const interval of intervals) {
          const inWindow = interval.dateFrom < window.dateTo && window.dateFrom < interval.dateTo;
          // Once when it reaches into the window; an entry outside it may still be listed once, as
          // a child of a merged item that does reach in.
          const times = timesDrawn.get(interval.id) ?? 0;
          if (inWindow) expect(times).toBe(1);
          else expect(times).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it("finds the item on a day as the model does, and marks cut edges", () => {
    fc.assert(
      fc.property(arbitraryIntervals, arbitraryWindow, (intervals, window) => {
        const items = calendarRowItems(intervals);
        for (let offset = -2; offset < 85; offset++) {
          const day = addDays(base, offset);
          const held = intervals.some((i) => i.dateFrom <= day && day < i.dateTo);
          const item = itemOn(items, day);
          expect(item !== undefined).toBe(held);
          if (item) expect(item.dateFrom <= day && day < item.dateTo).toBe(true);
        }
        for (const bar of drawnEntries(items, window)) {
          expect(bar.continuesBefore).toBe(bar.item.dateFrom < window.dateFrom);
          expect(bar.continuesAfter).toBe(bar.item.dateTo > window.dateTo);
        }
      }),
      { numRuns: 1_000 },
    );
  });
});

describe("reservations and blocks as intervals", () => {
  it("draws open requests, live bookings and live inquiries only", () => {
    const drawn = (overrides: Parameters<typeof sampleReservation>[0]) =>
      reservationInterval(sampleReservation(overrides)) !== undefined;
    expect(drawn({ kind: "booking", status: "CONFIRMED" })).toBe(true);
    expect(drawn({ kind: "booking", status: "COMPLETED" })).toBe(true);
    expect(drawn({ kind: "booking", status: "CANCELLED" })).toBe(false);
    expect(drawn({ kind: "booking_request", status: "REQUESTED" })).toBe(true);
    expect(drawn({ kind: "booking_request", status: "CONFIRMED" })).toBe(false);
    expect(drawn({ kind: "booking_request", status: "REJECTED" })).toBe(false);
    expect(drawn({ kind: "inquiry", status: "REQUESTED" })).toBe(true);
    expect(drawn({ kind: "inquiry", status: "CONFIRMED" })).toBe(true);
    expect(drawn({ kind: "inquiry", status: "REJECTED" })).toBe(false);
    expect(drawn({ kind: "inquiry", status: "EXPIRED_CHECKOUT" })).toBe(false);
    expect(drawn({ checkIn: "2025-07-08", checkOut: "2025-07-08" })).toBe(false);
  });

  it("keeps the guest and the kind, and blocks by source", () => {
    const booking = reservationInterval(sampleReservation())!;
    expect(booking.booking).toEqual({ publicId: "r-1", status: "CONFIRMED", guestName: "Ana Lopez" });
    expect(unavailabilityInterval(sampleBlock("2025-01-01", "2025-01-03"))?.source).toBe("manual");
    expect(
      unavailabilityInterval(
        sampleBlock("2025-01-01", "2025-01-03", { source: "external", provider: "smoobu" }),
      ),
    ).toMatchObject({ source: null, external: { provider: "smoobu" } });
  });

  it("groups by unit and finds the reservation under a day, inside merged items too", () => {
    const byUnit = intervalsByUnit(
      [
        sampleReservation({ id: "a", checkIn: "2025-07-01", checkOut: "2025-07-05" }),
        sampleReservation({ id: "b", unitId: "u-2" }),
      ],
      [sampleBlock("2025-07-04", "2025-07-09")],
    );
    expect([...byUnit.keys()].sort()).toEqual(["u-1", "u-2"]);
    const items = calendarRowItems(byUnit.get("u-1")!);
    expect(items).toHaveLength(1);
    expect(items[0]!.source).toBe("multi");
    expect(reservationOn(items[0]!, "2025-07-02")).toEqual({ id: "a", kind: "booking" });
    expect(reservationOn(items[0]!, "2025-07-06")).toBeUndefined();
  });
});

describe("reservationOn", () => {
  const interval = (id: string, dateFrom: string, dateTo: string, extra: Partial<CalendarInterval>) => ({
    id,
    unitId,
    dateFrom,
    dateTo,
    source: null,
    booking: null,
    bookingRequest: null,
    inquiry: null,
    external: null,
    ...extra,
  });
  const request = interval("r", "2025-07-01", "2025-07-04", {
    bookingRequest: { publicId: "R1", status: "REQUESTED" },
  });
  const inquiry = interval("q", "2025-07-04", "2025-07-06", {
    inquiry: { publicId: "Q1", status: "REQUESTED" },
  });

  it("finds the reservation covering a day, from its check-in to the night before check-out", () => {
    const item = { ...request, children: [inquiry] };
    expect(reservationOn(item, "2025-06-30")).toBeUndefined();
    expect(reservationOn(item, "2025-07-01")).toEqual({ id: "R1", kind: "booking_request" });
    expect(reservationOn(item, "2025-07-03")).toEqual({ id: "R1", kind: "booking_request" });
    // Check-out day of the request is the inquiry's check-in.
    expect(reservationOn(item, "2025-07-04")).toEqual({ id: "Q1", kind: "inquiry" });
    expect(reservationOn(item, "2025-07-06")).toBeUndefined();
  });

  it("reads a block's own children, and a merged item's children only", () => {
    const block = interval("b", "2025-07-01", "2025-07-06", { source: "manual" });
    expect(reservationOn({ ...block, children: [request] }, "2025-07-02")).toEqual({
      id: "R1",
      kind: "booking_request",
    });
    expect(reservationOn({ ...block, children: [] }, "2025-07-02")).toBeUndefined();
    const merged = { ...request, source: "multi" as const, children: [inquiry] };
    expect(reservationOn(merged, "2025-07-02")).toBeUndefined();
    expect(reservationOn(merged, "2025-07-05")).toEqual({ id: "Q1", kind: "inquiry" });
  });
});

describe("calendar window", () => {
  it("spans from the month before today to a year after, widened for a focus", () => {
    expect(calendarWindow("2025-03-15", undefined)).toEqual({ dateFrom: "2025-02-01", dateTo: "2026-03-01" });
    expect(calendarWindow("2025-03-15", { dateFrom: "2024-10-03", dateTo: "2024-10-06" })).toEqual({
      dateFrom: "2024-09-01",
      dateTo: "2026-03-01",
    });
  });

  it("moves by months within the shorter month, and knows weekends", () => {
    expect(addMonths("2025-01-31", 1)).toBe("2025-02-28");
    expect(addMonths("2024-03-31", -1)).toBe("2024-02-29");
    expect(addMonths("2025-11-15", 3)).toBe("2026-02-15");
    expect(isWeekend("2025-03-15")).toBe(true); // a Saturday
    expect(isWeekend("2025-03-16")).toBe(true);
    expect(isWeekend("2025-03-17")).toBe(false);
  });
});
