import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "./calendar-day.ts";
import { selectedDateRange } from "./calendar-query-range.ts";

describe("selected date range (spec §9)", () => {
  it("ends a selection one day after its last day, whichever day was clicked first", () => {
    expect(selectedDateRange("2025-03-04", "2025-03-06")).toEqual({
      dateFrom: "2025-03-04",
      dateTo: "2025-03-07",
    });
    expect(selectedDateRange("2025-03-06", "2025-03-04")).toEqual({
      dateFrom: "2025-03-04",
      dateTo: "2025-03-07",
    });
    expect(selectedDateRange("2025-03-30", "2025-03-30")).toEqual({
      dateFrom: "2025-03-30",
      dateTo: "2025-03-31",
    });
  });

  it("selects one night per selected day", () => {
    const day = fc.integer({ min: 0, max: 800 }).map((n) => addDays("2024-01-01", n));
    fc.assert(
      fc.property(day, day, (a, b) => {
        const range = selectedDateRange(a, b);
        expect(daysBetween(range.dateFrom, range.dateTo)).toBe(Math.abs(daysBetween(a, b)) + 1);
      }),
      { numRuns: 1000 },
    );
  });
});
