import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UnitId } from "../ids.ts";
import { addDays, dayNumber } from "./calendar-day.ts";
import type { CalendarInterval, CalendarIntervalItem } from "./calendar-interval.ts";
import { groupCalendarIntervals } from "./group-calendar-intervals.ts";
import { groupCalendarIntervalsNaive } from "./group-calendar-intervals-naive.ts";

const unitId = UnitId.make("u-1");

function interval(id: string, dateFrom: string, dateTo: string): CalendarInterval {
  return {
    id,
    unitId,
    dateFrom,
    dateTo,
    source: "manual",
    booking: null,
    bookingRequest: null,
    inquiry: null,
    external: null,
  };
}

const shape = (items: readonly CalendarIntervalItem[]) =>
  items.map((item) => ({
    id: item.id,
    from: item.dateFrom,
    to: item.dateTo,
    source: item.source,
    children: item.children.map((c) => c.id),
  }));

describe("groupCalendarIntervals", () => {
  it("keeps separate and touching intervals apart: check-out day is free for the next check-in", () => {
    const a = interval("a", "2025-03-01", "2025-03-05");
    const b = interval("b", "2025-03-05", "2025-03-08");
    expect(shape(groupCalendarIntervals([b, a]))).toEqual([
      { id: "a", from: "2025-03-01", to: "2025-03-05", source: "manual", children: [] },
      { id: "b", from: "2025-03-05", to: "2025-03-08", source: "manual", children: [] },
    ]);
  });

  it("makes an interval fully inside another its child (spec §4)", () => {
    const stay = interval("stay", "2025-03-01", "2025-03-10");
    const cleaning = interval("cleaning", "2025-03-04", "2025-03-05");
    const sameStart = interval("same-start", "2025-03-01", "2025-03-03");
    expect(shape(groupCalendarIntervals([cleaning, sameStart, stay]))).toEqual([
      {
        id: "stay",
        from: "2025-03-01",
        to: "2025-03-10",
        source: "manual",
        children: ["same-start", "cleaning"],
      },
    ]);
  });

  it("merges overlapping intervals into one multi item from earliest start to latest end (spec §4)", () => {
    const a = interval("a", "2025-03-01", "2025-03-06");
    const b = interval("b", "2025-03-04", "2025-03-09");
    const inside = interval("inside", "2025-03-02", "2025-03-03");
    const c = interval("c", "2025-03-08", "2025-03-12");
    expect(shape(groupCalendarIntervals([c, inside, b, a]))).toEqual([
      {
        id: "multi:a",
        from: "2025-03-01",
        to: "2025-03-12",
        source: "multi",
        children: ["a", "inside", "b", "c"],
      },
    ]);
  });

  it("does not sort or change its input", () => {
    const input = Object.freeze([
      interval("b", "2025-03-04", "2025-03-09"),
      interval("a", "2025-03-01", "2025-03-06"),
    ]);
    groupCalendarIntervals(input);
    expect(input.map((i) => i.id)).toEqual(["b", "a"]);
  });

  it("returns nothing for nothing", () => {
    expect(groupCalendarIntervals([])).toEqual([]);
  });

  // Up to 30 intervals in a window starting on any day from 2023 to 2030 (month, year and leap-day
  // boundaries), mostly a dense 5 to 40 days for nesting, chains and ties, sometimes up to 400 days.
  const intervals = fc
    .record({
      windowStart: fc.integer({ min: 0, max: 8 * 365 }).map((n) => addDays("2023-01-01", n)),
      width: fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: 5, max: 40 }) },
        { weight: 1, arbitrary: fc.integer({ min: 41, max: 400 }) },
      ),
      spans: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 10 })), { maxLength: 30 }),
    })
    .map(({ windowStart, width, spans }) =>
      spans.map(([at, nights], index) => {
        const start = at % width;
        return interval(`i${index}`, addDays(windowStart, start), addDays(windowStart, start + nights));
      }),
    );
  const nights = (item: { dateFrom: string; dateTo: string }) => {
    const days: number[] = [];
    for (let d = dayNumber(item.dateFrom); d < dayNumber(item.dateTo); d++) days.push(d);
    return days;
  };

  /** The intervals beside the same intervals in a random order. */
  const withShuffled = (arbitrary: fc.Arbitrary<CalendarInterval[]>) =>
    arbitrary.chain((items) =>
      fc.tuple(fc.constant(items), fc.shuffledSubarray(items, { minLength: items.length })),
    );

  it("agrees with the naive day-by-day grouping", () => {
    fc.assert(
      fc.property(intervals, (items) => {
        expect(groupCalendarIntervals(items)).toEqual(groupCalendarIntervalsNaive(items));
      }),
      { numRuns: 1000 },
    );
  });

  it("keeps every interval exactly once, as an item or a child", () => {
    fc.assert(
      fc.property(intervals, (items) => {
        const grouped = groupCalendarIntervals(items);
        const seen = grouped.flatMap((item) => [
          ...(item.source === "multi" ? [] : [item.id]),
          ...item.children.map((c) => c.id),
        ]);
        expect([...seen].sort()).toEqual(items.map((i) => i.id).sort());
        for (const item of grouped) expect(item.children.some((c) => "children" in c)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it("yields sorted items that never overlap and span their children, covering the same nights day by day", () => {
    fc.assert(
      fc.property(intervals, (items) => {
        const grouped = groupCalendarIntervals(items);
        grouped.forEach((item, index) => {
          const previous = grouped[index - 1];
          if (previous !== undefined) expect(previous.dateTo <= item.dateFrom).toBe(true);
          for (const child of item.children) {
            expect(item.dateFrom <= child.dateFrom && child.dateTo <= item.dateTo).toBe(true);
          }
          // A parent has no gap: every night of it is a night of one of its members.
          const memberNights = new Set(
            [...(item.source === "multi" ? [] : [item]), ...item.children].flatMap(nights),
          );
          expect(nights(item).every((n) => memberNights.has(n))).toBe(true);
        });
        const covered = new Set(items.flatMap(nights));
        const shown = grouped.flatMap(nights);
        expect(shown.length).toBe(covered.size);
        expect(shown.every((n) => covered.has(n))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("does not depend on input order", () => {
    fc.assert(
      fc.property(withShuffled(intervals), ([items, shuffled]) => {
        expect(groupCalendarIntervals(shuffled)).toEqual(groupCalendarIntervals(items));
      }),
      { numRuns: 1000 },
    );
  });

  // Ids are unique within a collection only: a booking may carry the id of a block on its unit.
  const bookingTwin = (of: CalendarInterval, dateFrom: string, dateTo: string): CalendarInterval => ({
    ...of,
    dateFrom,
    dateTo,
    source: null,
    booking: { publicId: of.id, status: "CONFIRMED", guestName: "Ana" },
  });

  it("puts a stay before a block sharing its id and dates, in either order", () => {
    const block = interval("a", "2025-03-01", "2025-03-05");
    const stay = bookingTwin(block, "2025-03-01", "2025-03-05");
    const grouped = groupCalendarIntervals([block, stay]);
    expect(grouped).toEqual(groupCalendarIntervals([stay, block]));
    expect(grouped).toHaveLength(1);
    expect(grouped[0]!.booking?.publicId).toBe("a");
    expect(grouped[0]!.children).toEqual([block]);
  });

  it("does not depend on input order when a stay and a block share an id", () => {
    const withTwins = intervals.chain((items) =>
      fc
        // A twin starts on the same day more often than not: ties are what the order must settle.
        .array(fc.tuple(fc.boolean(), fc.constantFrom(-2, 0, 0, 1), fc.integer({ min: 0, max: 3 })), {
          minLength: items.length,
          maxLength: items.length,
        })
        .map((twins) => [
          ...items,
          ...items.flatMap((item, index) => {
            const [twin, shift, longer] = twins[index]!;
            if (!twin) return [];
            const dateFrom = addDays(item.dateFrom, shift);
            return [bookingTwin(item, dateFrom, addDays(item.dateTo, Math.max(shift, 0) + longer))];
          }),
        ]),
    );
    fc.assert(
      fc.property(withShuffled(withTwins), ([items, shuffled]) => {
        expect(groupCalendarIntervals(shuffled)).toEqual(groupCalendarIntervals(items));
        expect(groupCalendarIntervals(items)).toEqual(groupCalendarIntervalsNaive(items));
      }),
      { numRuns: 1000 },
    );
  });
});
