import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, dayNumber } from "./calendar-day.ts";
import type { DateRange } from "./date-range.ts";
import { blockRange, normalizeRanges, unblockRange } from "./unavailability-ranges.ts";

const r = (dateFrom: string, dateTo: string): DateRange => ({ dateFrom, dateTo });

describe("blocking and unblocking nights", () => {
  it("merges a block with ranges it overlaps or touches", () => {
    expect(blockRange([r("2025-03-01", "2025-03-05")], "2025-03-05", "2025-03-08")).toEqual([
      r("2025-03-01", "2025-03-08"),
    ]);
    expect(
      blockRange([r("2025-03-01", "2025-03-03"), r("2025-03-10", "2025-03-12")], "2025-03-02", "2025-03-11"),
    ).toEqual([r("2025-03-01", "2025-03-12")]);
    expect(blockRange([r("2025-03-10", "2025-03-12")], "2025-03-01", "2025-03-03")).toEqual([
      r("2025-03-01", "2025-03-03"),
      r("2025-03-10", "2025-03-12"),
    ]);
  });

  it("splits a range when unblocking its middle", () => {
    expect(unblockRange([r("2025-03-01", "2025-03-10")], "2025-03-04", "2025-03-06")).toEqual([
      r("2025-03-01", "2025-03-04"),
      r("2025-03-06", "2025-03-10"),
    ]);
    expect(unblockRange([r("2025-03-01", "2025-03-10")], "2025-02-01", "2025-04-01")).toEqual([]);
    expect(unblockRange([r("2025-03-01", "2025-03-10")], "2025-03-10", "2025-03-12")).toEqual([
      r("2025-03-01", "2025-03-10"),
    ]);
  });

  it("works across a daylight-saving change and a leap day", () => {
    expect(unblockRange([r("2024-02-27", "2024-04-02")], "2024-02-29", "2024-03-31")).toEqual([
      r("2024-02-27", "2024-02-29"),
      r("2024-03-31", "2024-04-02"),
    ]);
  });

  it("does not change its input", () => {
    const input = Object.freeze([
      Object.freeze(r("2025-03-05", "2025-03-06")),
      Object.freeze(r("2025-03-01", "2025-03-02")),
    ]);
    blockRange(input, "2025-03-02", "2025-03-05");
    unblockRange(input, "2025-03-01", "2025-03-02");
    expect(input).toEqual([r("2025-03-05", "2025-03-06"), r("2025-03-01", "2025-03-02")]);
  });

  // Day-by-day model: a set of blocked night numbers.
  const origin = "2024-02-20";
  const day = fc.integer({ min: 0, max: 30 }).map((n) => addDays(origin, n));
  const range = fc.tuple(day, day).map(([a, b]) => r(a, b));
  const nightsOf = (ranges: readonly DateRange[]) => {
    const nights = new Set<number>();
    for (const x of ranges) for (let d = dayNumber(x.dateFrom); d < dayNumber(x.dateTo); d++) nights.add(d);
    return nights;
  };
  const isNormal = (ranges: readonly DateRange[]) =>
    ranges.every((x, i) => x.dateFrom < x.dateTo && (i === 0 || ranges[i - 1]!.dateTo < x.dateFrom));

  it("matches the day-by-day model for any sequence of blocks and unblocks", () => {
    fc.assert(
      fc.property(
        fc.array(range, { maxLength: 6 }),
        fc.array(fc.tuple(fc.boolean(), range), { maxLength: 8 }),
        (initial, steps) => {
          let ranges = normalizeRanges(initial);
          const model = nightsOf(initial);
          for (const [block, step] of steps) {
            ranges = block
              ? blockRange(ranges, step.dateFrom, step.dateTo)
              : unblockRange(ranges, step.dateFrom, step.dateTo);
            for (let d = dayNumber(step.dateFrom); d < dayNumber(step.dateTo); d++) {
              if (block) model.add(d);
              else model.delete(d);
            }
            expect(isNormal(ranges)).toBe(true);
            expect([...nightsOf(ranges)].sort((a, b) => a - b)).toEqual([...model].sort((a, b) => a - b));
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
