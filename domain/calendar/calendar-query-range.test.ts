import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "./calendar-day.ts";
import { calendarQueryRange, selectedDateRange } from "./calendar-query-range.ts";

describe("calendar query range (spec §9)", () => {
  it("starts on the start date and ends at 14:00 the day after the end date", () => {
    expect(calendarQueryRange("2025-03-01", "2025-03-31")).toEqual({
      from: "2025-03-01T00:00:00",
      to: "2025-04-01T14:00:00",
    });
    expect(calendarQueryRange("2024-12-01", "2024-12-31").to).toBe("2025-01-01T14:00:00");
  });

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
