// The timeline's month arithmetic against the JavaScript calendar (Date in UTC), over three centuries
// so the leap-year exceptions of 1900, 2000 and 2100 are crossed.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addMonths, calendarWindow, columnOfDay, isWeekend, monthStart } from "./calendar-window.ts";

const dayMs = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const arbitraryDay = fc.integer({ min: 0, max: 300 * 366 }).map((n) => iso(Date.UTC(1900, 0, 1) + n * dayMs));

/** The same day `count` months on, or the month's last day when it is shorter. */
function expectedAddMonths(day: string, count: number): string {
  const at = new Date(msOf(day));
  const first = Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + count, 1);
  const target = new Date(first);
  const length = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return iso(first + (Math.min(at.getUTCDate(), length) - 1) * dayMs);
}

/** The first day of the month `count` months from the month of `day`. */
const firstOfMonth = (day: string, count: number) => {
  const at = new Date(msOf(day));
  return iso(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + count, 1));
};

describe("calendar window", () => {
  it("moves by whole months, ending on a shorter month's last day", () => {
    fc.assert(
      fc.property(arbitraryDay, fc.integer({ min: -30, max: 30 }), (day, count) => {
        expect(addMonths(day, count)).toBe(expectedAddMonths(day, count));
      }),
      { numRuns: 5000 },
    );
    expect(addMonths("1900-01-31", 1)).toBe("1900-02-28");
    expect(addMonths("2000-01-31", 1)).toBe("2000-02-29");
    expect(addMonths("2100-03-31", -1)).toBe("2100-02-28");
    expect(addMonths("2024-12-31", 2)).toBe("2025-02-28");
    expect(addMonths("2025-05-31", -1)).toBe("2025-04-30");
  });

  it("starts a month before the earlier of today and the focus, and ends a year after the later", () => {
    const focus = fc.option(
      fc.tuple(arbitraryDay, fc.integer({ min: 1, max: 60 })).map(([dateFrom, nights]) => ({
        dateFrom,
        dateTo: iso(msOf(dateFrom) + nights * dayMs),
      })),
      { nil: undefined },
    );
    fc.assert(
      fc.property(arbitraryDay, focus, (today, range) => {
        const earliest = range !== undefined && range.dateFrom < today ? range.dateFrom : today;
        const latest = range !== undefined && range.dateTo > today ? range.dateTo : today;
        const window = calendarWindow(today, range);
        expect(window).toEqual({ dateFrom: firstOfMonth(earliest, -1), dateTo: firstOfMonth(latest, 12) });
        expect(window.dateFrom <= today && today < window.dateTo).toBe(true);
        expect(monthStart(today)).toBe(firstOfMonth(today, 0));
      }),
      { numRuns: 2000 },
    );
  });

  it("places a day in the column of its distance from the window's first day", () => {
    fc.assert(
      fc.property(arbitraryDay, arbitraryDay, (from, day) => {
        const window = { dateFrom: from, dateTo: addMonths(from, 12) };
        expect(columnOfDay(window, day)).toBe(Math.round((msOf(day) - msOf(from)) / dayMs));
      }),
      { numRuns: 2000 },
    );
  });

  it("marks Saturdays and Sundays as the weekend", () => {
    fc.assert(
      fc.property(arbitraryDay, (day) => {
        const weekday = new Date(msOf(day)).getUTCDay();
        expect(isWeekend(day)).toBe(weekday === 0 || weekday === 6);
      }),
      { numRuns: 2000 },
    );
  });
});
