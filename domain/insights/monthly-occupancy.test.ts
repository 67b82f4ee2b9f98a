import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addDays, dayNumber, dayOfNumber } from "../calendar/calendar-day.ts";
import { yearOccupancy, type StayNights } from "./monthly-occupancy.ts";

describe("yearOccupancy", () => {
  it("splits a stay's nights between the months it spans", () => {
    const stays = [{ unitId: "u1", checkIn: "2025-01-30", checkOut: "2025-02-02" }];
    const year = yearOccupancy(stays, 1, 2025);
    expect(year.months[0]).toEqual({ month: 1, bookedNights: 2, availableNights: 31, rate: 2 / 31 });
    expect(year.months[1]).toMatchObject({ month: 2, bookedNights: 1, availableNights: 28 });
    expect(year.bookedNights).toBe(3);
    expect(year.availableNights).toBe(365);
  });

  it("counts only the nights inside the year", () => {
    const stays = [{ unitId: "u1", checkIn: "2024-12-30", checkOut: "2025-01-03" }];
    expect(yearOccupancy(stays, 1, 2025).months[0]!.bookedNights).toBe(2);
    expect(yearOccupancy(stays, 1, 2024).months[11]!.bookedNights).toBe(2);
    // 2024 is a leap year: February has 29 nights to offer.
    expect(yearOccupancy([], 2, 2024).months[1]!.availableNights).toBe(58);
  });

  it("counts a unit's night once when two of its stays overlap", () => {
    const stays = [
      { unitId: "u1", checkIn: "2025-03-01", checkOut: "2025-03-05" },
      { unitId: "u1", checkIn: "2025-03-03", checkOut: "2025-03-08" },
      { unitId: "u2", checkIn: "2025-03-03", checkOut: "2025-03-04" },
    ];
    expect(yearOccupancy(stays, 2, 2025).months[2]!.bookedNights).toBe(7 + 1);
  });

  it("has no rate without units", () => {
    expect(yearOccupancy([], 0, 2025).rate).toBeNull();
  });

  const stay = (units: number) =>
    fc
      .record({
        unit: fc.integer({ min: 0, max: units - 1 }),
        start: fc.integer({ min: dayNumber("2024-11-01"), max: dayNumber("2026-01-31") }),
        nights: fc.integer({ min: 0, max: 40 }),
      })
      .map(({ unit, start, nights }): StayNights => ({
        unitId: `u${unit}`,
        checkIn: dayOfNumber(start),
        checkOut: dayOfNumber(start + nights),
      }));

  it("books each unit's night in the year exactly once, never more than the month offers", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 4 })
          .chain((units) => fc.tuple(fc.constant(units), fc.array(stay(units), { maxLength: 30 }))),
        ([units, stays]) => {
          const year = yearOccupancy(stays, units, 2025);
          // The oracle: every (unit, night) of the year, listed one by one.
          const nights = new Set<string>();
          for (const s of stays)
            for (let day = s.checkIn; day < s.checkOut; day = addDays(day, 1))
              if (day.startsWith("2025-")) nights.add(`${s.unitId}|${day}`);
          expect(year.bookedNights).toBe(nights.size);
          for (const month of year.months) {
            const inMonth = [...nights].filter((n) => Number(n.slice(-5, -3)) === month.month).length;
            expect(month.bookedNights).toBe(inMonth);
            expect(month.bookedNights).toBeLessThanOrEqual(month.availableNights);
            expect(month.rate).toBeGreaterThanOrEqual(0);
            expect(month.rate).toBeLessThanOrEqual(1);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
