import { Exit, Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  CalendarDay,
  dayNumber,
  dayOfNumber,
  daysBetween,
  isCalendarDay,
  memoizedDayNumber,
} from "./calendar-day.ts";

describe("calendar days", () => {
  it("counts days from 1970-01-01", () => {
    expect(dayNumber("1970-01-01")).toBe(0);
    expect(dayNumber("1969-12-31")).toBe(-1);
    expect(dayNumber("2000-03-01")).toBe(11017);
    expect(dayOfNumber(19782)).toBe("2024-02-29");
  });

  it("crosses leap days and month ends", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2023-02-28", 1)).toBe("2023-03-01");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(addDays("2025-01-01", -1)).toBe("2024-12-31");
  });

  it("is not moved by daylight-saving changes", () => {
    // Europe switches on the last Sundays of March and October; a day is still one day.
    expect(addDays("2024-03-30", 1)).toBe("2024-03-31");
    expect(addDays("2024-03-31", 1)).toBe("2024-04-01");
    expect(daysBetween("2024-10-26", "2024-10-28")).toBe(2);
  });

  it("rejects days that do not exist", () => {
    expect(isCalendarDay("2023-02-29")).toBe(false);
    expect(isCalendarDay("2024-02-29")).toBe(true);
    expect(isCalendarDay("1900-02-29")).toBe(false);
    expect(isCalendarDay("2000-02-29")).toBe(true);
    expect(isCalendarDay("2024-13-01")).toBe(false);
    expect(isCalendarDay("2024-04-31")).toBe(false);
    expect(isCalendarDay("2024-4-01")).toBe(false);
    expect(Exit.isFailure(Schema.decodeUnknownExit(CalendarDay)("2023-02-29"))).toBe(true);
    expect(Schema.decodeUnknownSync(CalendarDay)("2023-02-28")).toBe("2023-02-28");
    expect(() => dayNumber("2023-02-29")).toThrow(RangeError);
  });

  it("names days only in the years 0000 to 9999", () => {
    const first = dayNumber("0000-01-01");
    const last = dayNumber("9999-12-31");
    expect(dayOfNumber(first)).toBe("0000-01-01");
    expect(dayOfNumber(last)).toBe("9999-12-31");
    expect(() => dayOfNumber(first - 1)).toThrow(
      new RangeError(`day number ${first - 1} is outside years 0000–9999`),
    );
    expect(() => dayOfNumber(last + 1)).toThrow(
      new RangeError(`day number ${last + 1} is outside years 0000–9999`),
    );
    expect(() => dayNumber("2023-02-29")).toThrow(new RangeError("not a calendar day: 2023-02-29"));
  });

  it("round-trips every day number and agrees with Date.UTC", () => {
    fc.assert(
      fc.property(fc.integer({ min: -700_000, max: 2_900_000 }), (n) => {
        const day = dayOfNumber(n);
        expect(isCalendarDay(day)).toBe(true);
        expect(dayNumber(day)).toBe(n);
        // Date.UTC maps two-digit years to 19xx, so compare only where it is unambiguous.
        if (n >= dayNumber("0100-01-01")) {
          expect(new Date(n * 86_400_000).toISOString().slice(0, 10)).toBe(day);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe("memoizedDayNumber", () => {
  it("answers as dayNumber, for days asked once or again", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1000, max: 30_000 }), { minLength: 1, maxLength: 40 }),
        (numbers) => {
          const memoized = memoizedDayNumber();
          for (const n of [...numbers, ...numbers]) expect(memoized(dayOfNumber(n))).toBe(n);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
