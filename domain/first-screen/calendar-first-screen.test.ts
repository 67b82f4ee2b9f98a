import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "../calendar/calendar-day.ts";
import type { CalendarIntervalItem } from "../calendar/calendar-interval.ts";
import type { CalendarUnitRow } from "../calendar/calendar-unit-rows.ts";
import type { UnitId } from "../ids.ts";
import {
  calendarFirstScreenBars,
  calendarFirstScreenDays,
  calendarFirstScreenRows,
  keptCalendarDays,
  keptCalendarRows,
  placeKeptBars,
  type CalendarBarView,
} from "./calendar-first-screen.ts";
import { decodeFirstScreen, firstScreenVersion, type CalendarFirstScreen } from "./first-screen.ts";

const base = "2026-11-01";

interface Unit {
  readonly id: string;
  readonly propertyId: string;
  readonly title: string | null;
  readonly state: string;
  readonly calendarStatus: string;
}

/** A unit's grouped items: sorted by start, not overlapping (gaps and lengths in days). */
const arbitraryItems = (unitId: string) =>
  fc
    .array(fc.record({ gap: fc.integer({ min: 0, max: 15 }), length: fc.integer({ min: 1, max: 20 }) }), {
      maxLength: 12,
    })
    .map((steps) => {
      let at = -40;
      return steps.map(({ gap, length }, index): CalendarIntervalItem => {
        const dateFrom = addDays(base, at + gap);
        at += gap + length;
        return {
          id: `${unitId}-i${index}`,
          unitId: unitId as UnitId,
          dateFrom,
          dateTo: addDays(base, at),
          source: index % 3 === 0 ? "manual" : null,
          booking: null,
          bookingRequest: null,
          inquiry: null,
          external: null,
          children: [],
        };
      });
    });

/** Rows of the timeline (a header now and then) with each unit's items. */
const arbitraryTimeline = fc
  .array(
    fc.record({
      header: fc.boolean(),
      title: fc.option(fc.string(), { nil: null }),
      status: fc.constantFrom("AVAILABLE", "BLOCKED", "PAUSED"),
    }),
    { maxLength: 70 },
  )
  .chain((specs) =>
    fc.tuple(...specs.map((_, i) => arbitraryItems(`u${i}`))).map((itemLists) => {
      const rows: CalendarUnitRow<Unit>[] = [];
      const items = new Map<string, CalendarIntervalItem[]>();
      specs.forEach((spec, i) => {
        if (spec.header) rows.push({ kind: "property", propertyId: `p${i}`, unitCount: i + 1 });
        const unit: Unit = {
          id: `u${i}`,
          propertyId: `p${i}`,
          title: spec.title,
          state: "ACTIVE",
          calendarStatus: spec.status,
        };
        rows.push({ kind: "unit", unit });
        items.set(unit.id, itemLists[i]!);
      });
      return { rows, items };
    }),
  );

const arbitraryDays = fc
  .record({ start: fc.integer({ min: -30, max: 30 }), width: fc.integer({ min: 1, max: 80 }) })
  .map(({ start, width }) => ({ dateFrom: addDays(base, start), dateTo: addDays(base, start + width) }));

const words = {
  property: (id: string, count: number) => `${id} (${count})`,
  status: (unit: Unit) => (unit.calendarStatus === "AVAILABLE" ? null : unit.calendarStatus.toLowerCase()),
  bar: (item: CalendarIntervalItem) => ({
    type: item.source ?? "booking",
    label: `label ${item.id}`,
    tooltip: item.source === null ? `tip ${item.id}` : null,
    spoken: `spoken ${item.id}`,
    pending: item.id.endsWith("1"),
  }),
};

const crosses = (item: { dateFrom: string; dateTo: string }, days: { dateFrom: string; dateTo: string }) =>
  item.dateFrom < days.dateTo && item.dateTo > days.dateFrom;

describe("keptCalendarRows", () => {
  it("keeps the first rows in order, each unit with exactly its items crossing the kept days", () => {
    fc.assert(
      fc.property(
        arbitraryTimeline,
        arbitraryDays,
        fc.integer({ min: 0, max: 80 }),
        (timeline, days, max) => {
          const kept = keptCalendarRows(
            timeline.rows,
            (id) => timeline.items.get(id) ?? [],
            days,
            words,
            max,
          );
          const expectedRows = timeline.rows.slice(0, Math.min(max, calendarFirstScreenRows));
          expect(kept.map((r) => r.kind)).toEqual(expectedRows.map((r) => r.kind));
          kept.forEach((row, index) => {
            const source = expectedRows[index]!;
            if (source.kind === "property") {
              expect(row).toEqual({
                kind: "property",
                label: words.property(source.propertyId, source.unitCount),
              });
              return;
            }
            if (row.kind !== "unit") throw new Error("a unit row kept as a header");
            expect(row.id).toBe(source.unit.id);
            expect(row.title).toBe(source.unit.title ?? source.unit.id);
            expect(row.statusLabel).toBe(words.status(source.unit));
            // The oracle: a plain filter over every item of the unit.
            const oracle = timeline.items
              .get(source.unit.id)!
              .filter((item) => crosses(item, days))
              .slice(0, calendarFirstScreenBars);
            expect(row.bars.map((b) => b.id)).toEqual(oracle.map((item) => item.id));
            for (const [i, bar] of row.bars.entries()) {
              expect(bar).toEqual({
                id: oracle[i]!.id,
                dateFrom: oracle[i]!.dateFrom,
                dateTo: oracle[i]!.dateTo,
                ...words.bar(oracle[i]!),
              });
            }
          });
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it("is decoded back as written, for its own user, view and language", () => {
    fc.assert(
      fc.property(arbitraryTimeline, arbitraryDays, fc.string({ minLength: 1 }), (timeline, days, userId) => {
        const screen: CalendarFirstScreen = {
          version: firstScreenVersion,
          screen: "calendar",
          userId,
          view: "calendar",
          locale: "en_US",
          savedAt: 1,
          count: timeline.items.size,
          ...days,
          rows: keptCalendarRows(timeline.rows, (id) => timeline.items.get(id) ?? [], days, words),
        };
        const expected = { userId, view: "calendar", locale: "en_US" };
        expect(decodeFirstScreen(JSON.stringify(screen), expected)).toEqual(screen);
        // Not under a list's view, nor for another user.
        expect(
          decodeFirstScreen(JSON.stringify({ ...screen, view: "inbox/all" }), {
            ...expected,
            view: "inbox/all",
          }),
        ).toBeUndefined();
        expect(
          decodeFirstScreen(JSON.stringify(screen), { ...expected, userId: `${userId}x` }),
        ).toBeUndefined();
      }),
      { numRuns: 1_000 },
    );
  });
});

describe("decoding a calendar copy", () => {
  const valid: CalendarFirstScreen = {
    version: firstScreenVersion,
    screen: "calendar",
    userId: "host-1",
    view: "calendar",
    locale: "en_US",
    savedAt: 1,
    count: 1,
    dateFrom: "2026-11-01",
    dateTo: "2026-12-01",
    rows: [
      {
        kind: "unit",
        id: "u1",
        title: "Unit 1",
        calendarStatus: "AVAILABLE",
        statusLabel: null,
        bars: [
          {
            id: "b1",
            type: "booking",
            dateFrom: "2026-11-03",
            dateTo: "2026-11-05",
            label: "Ada",
            tooltip: "Ada",
            spoken: "Ada",
            pending: false,
          },
        ],
      },
    ],
  };
  const expected = { userId: "host-1", view: "calendar", locale: "en_US" };
  const bar = (valid.rows[0] as Extract<CalendarFirstScreen["rows"][number], { kind: "unit" }>).bars[0]!;
  const withBars = (bars: readonly CalendarBarView[]) => ({ ...valid, rows: [{ ...valid.rows[0]!, bars }] });

  it("takes a well-formed copy", () => {
    expect(decodeFirstScreen(JSON.stringify(valid), expected)).toEqual(valid);
  });

  it.each([
    ["days that run backwards", { ...valid, dateFrom: "2026-12-01", dateTo: "2026-11-01" }],
    ["more days than a screen", { ...valid, dateTo: addDays(valid.dateFrom, calendarFirstScreenDays + 1) }],
    ["a day that does not exist", { ...valid, dateTo: "2026-11-31" }],
    ["a bar with a day that is not one", withBars([{ ...bar, dateFrom: "3 Nov" }])],
    ["too many bars on a row", withBars(Array.from({ length: calendarFirstScreenBars + 1 }, () => bar))],
    [
      "too many rows",
      { ...valid, rows: Array.from({ length: calendarFirstScreenRows + 1 }, () => valid.rows[0]) },
    ],
    ["a row of an unknown kind", { ...valid, rows: [{ kind: "month", label: "x" }] }],
    ["a list's screen", { ...valid, screen: "reservations" }],
  ])("ignores %s", (_, copy) => {
    expect(decodeFirstScreen(JSON.stringify(copy), expected)).toBeUndefined();
  });
});

describe("placeKeptBars", () => {
  const arbitraryBars = arbitraryItems("u").map((items) =>
    items.map((item): CalendarBarView => ({
      id: item.id,
      dateFrom: item.dateFrom,
      dateTo: item.dateTo,
      ...words.bar(item),
    })),
  );

  it("draws each bar once, exactly over its days inside both the window and the kept days", () => {
    fc.assert(
      fc.property(arbitraryBars, arbitraryDays, arbitraryDays, (bars, kept, window) => {
        const placed = placeKeptBars(bars, kept, window);
        const width = daysBetween(window.dateFrom, window.dateTo);
        // The oracle, day by day: which bar covers each column that is also a kept day.
        const expected = new Map<number, string>();
        for (let column = 0; column < width; column++) {
          const day = addDays(window.dateFrom, column);
          if (day < kept.dateFrom || day >= kept.dateTo) continue;
          const bar = bars.find((b) => b.dateFrom <= day && day < b.dateTo);
          if (bar) expected.set(column, bar.id);
        }
        const drawn = new Map<number, string>();
        for (const p of placed) {
          expect(p.startColumn).toBeLessThan(p.endColumn);
          for (let column = p.startColumn; column < p.endColumn; column++) {
            expect(drawn.has(column)).toBe(false);
            drawn.set(column, p.bar.id);
          }
          expect(p.continuesBefore).toBe(p.bar.dateFrom < window.dateFrom);
          expect(p.continuesAfter).toBe(p.bar.dateTo > window.dateTo);
        }
        expect(new Set(placed.map((p) => p.bar.id)).size).toBe(placed.length);
        expect(drawn).toEqual(expected);
      }),
      { numRuns: 1_000 },
    );
  });
});

describe("keptCalendarDays", () => {
  it("holds today and the screen's width of days around it, within the stored limit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -400, max: 400 }),
        fc.double({ min: 0, max: 400, noNaN: true }),
        (offset, visible) => {
          const today = addDays(base, offset);
          const days = keptCalendarDays(today, visible);
          const width = daysBetween(days.dateFrom, days.dateTo);
          expect(days.dateFrom < today && today < days.dateTo).toBe(true);
          expect(width).toBeLessThanOrEqual(calendarFirstScreenDays);
          expect(width).toBeGreaterThanOrEqual(
            Math.min(calendarFirstScreenDays - 3, Math.max(1, Math.ceil(visible))) + 3,
          );
          // Centred: as many days kept before today as after it, give or take two.
          expect(
            Math.abs(daysBetween(days.dateFrom, today) - daysBetween(today, days.dateTo)),
          ).toBeLessThanOrEqual(3);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
