import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isRealDate, isRealDateTime } from "./calendar-values.ts";

const pad = (n: number, width: number) => String(n).padStart(width, "0");

describe("isRealDate", () => {
  it("refuses days the calendar does not have", () => {
    for (const day of ["2026-02-30", "2026-13-01", "2026-00-10", "2026-04-31", "2026-02-29", "0000-01-01"])
      expect(isRealDate(day), day).toBe(false);
  });

  it("takes leap days of leap years only", () => {
    expect(isRealDate("2028-02-29")).toBe(true);
    expect(isRealDate("2000-02-29")).toBe(true);
    expect(isRealDate("2100-02-29")).toBe(false);
  });

  it("agrees with the UTC calendar of Date for every year, month and day number", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          const date = new Date(0);
          date.setUTCFullYear(year, month - 1, day);
          const exists =
            month >= 1 &&
            date.getUTCFullYear() === year &&
            date.getUTCMonth() === month - 1 &&
            date.getUTCDate() === day;
          expect(isRealDate(text)).toBe(exists);
        },
      ),
      { numRuns: 5_000 },
    );
  });
});

describe("isRealDateTime", () => {
  it("refuses times out of range and takes the ones in it", () => {
    for (const bad of [
      "2026-11-01T25:61:00Z",
      "2026-11-01T24:00:00Z",
      "2026-11-01T10:60Z",
      "2026-11-01T10:00:60Z",
      "2026-02-30T10:00:00Z",
      "2026-11-01T10:00:00+15:00",
      "2026-11-01T10:00",
      "2026-11-01 10:00Z",
    ])
      expect(isRealDateTime(bad), bad).toBe(false);
    for (const good of [
      "2026-11-01",
      "2026-11-01T23:59:59.999999Z",
      "2026-11-01T00:00+02:00",
      "2026-11-01T10:00:00-14:00",
    ])
      expect(isRealDateTime(good), good).toBe(true);
  });

  it("takes whatever toISOString writes", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("0001-01-01T00:00:00Z"),
          max: new Date("9999-12-31T23:59:59Z"),
          noInvalidDate: true,
        }),
        (date) => {
          expect(isRealDateTime(date.toISOString())).toBe(true);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
