import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { chosenStatisticsYear, statisticsYears } from "./statistics-years.ts";

describe("statisticsYears", () => {
  it("runs from the latest stay to the earliest reservation, newest first", () => {
    const years = statisticsYears(
      [
        { checkIn: "2027-02-01", createdAt: "2026-11-01T00:00:00Z" },
        { checkIn: "2024-01-03", createdAt: "2023-12-20T00:00:00Z" },
      ],
      2026,
    );
    expect(years).toEqual([2027, 2026, 2025, 2024, 2023]);
  });

  it("always offers the current year, with no gap between years", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            checkIn: fc.integer({ min: 2000, max: 2040 }),
            createdAt: fc.integer({ min: 2000, max: 2040 }),
          }),
        ),
        fc.integer({ min: 2000, max: 2040 }),
        (pairs, current) => {
          const years = statisticsYears(
            pairs.map((p) => ({
              checkIn: `${p.checkIn}-05-01`,
              createdAt: `${p.createdAt}-01-01T00:00:00Z`,
            })),
            current,
          );
          expect(years).toContain(current);
          years.forEach((year, i) => i > 0 && expect(year).toBe(years[i - 1]! - 1));
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("chosenStatisticsYear", () => {
  it("takes the address's year when offered, else the current one", () => {
    expect(chosenStatisticsYear("2024", [2026, 2025, 2024], 2026)).toBe(2024);
    expect(chosenStatisticsYear("2019", [2026, 2025, 2024], 2026)).toBe(2026);
    expect(chosenStatisticsYear("20x4", [2026, 2025, 2024], 2026)).toBe(2026);
    expect(chosenStatisticsYear(null, [2026], 2026)).toBe(2026);
  });
});
