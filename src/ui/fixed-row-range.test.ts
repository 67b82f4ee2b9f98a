import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixedRowRange, scrollTopToShow } from "./fixed-row-range.ts";

describe("fixedRowRange", () => {
  // The oracle: each row's box tested against the viewport, one by one.
  it("draws every row that overlaps the viewport, and no more than the overscan beyond", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 900 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 10 }),
        (scrollTop, height, rowHeight, count, overscan) => {
          const { start, end } = fixedRowRange(scrollTop, height, rowHeight, count, overscan);
          expect(0 <= start && start <= end && end <= count).toBe(true);
          const overlapping: number[] = [];
          for (let i = 0; i < count; i++)
            if (i * rowHeight < scrollTop + height && (i + 1) * rowHeight > scrollTop) overlapping.push(i);
          for (const i of overlapping) expect(i >= start && i < end).toBe(true);
          if (overlapping.length > 0) {
            expect(start).toBeGreaterThanOrEqual(overlapping[0]! - overscan - 1);
            expect(end).toBeLessThanOrEqual(overlapping.at(-1)! + overscan + 2);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("scrollTopToShow", () => {
  it("puts the row wholly in view, or leaves the scroll where it is when it already is", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 100, max: 900 }),
        fc.integer({ min: 1, max: 100 }),
        (index, scrollTop, height, rowHeight) => {
          const to = scrollTopToShow(index, scrollTop, height, rowHeight);
          const top = to ?? scrollTop;
          expect(index * rowHeight).toBeGreaterThanOrEqual(top);
          expect((index + 1) * rowHeight).toBeLessThanOrEqual(top + height);
          const inView = index * rowHeight >= scrollTop && (index + 1) * rowHeight <= scrollTop + height;
          expect(to === undefined).toBe(inView);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
