import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dayStep, staggerGroupOf, staggerGroups, staggeredDayWindow } from "./staggered-day-window.ts";

// A view: how many days there are, the most columns the view holds, and where it starts.
const view = fc
  .record({ dayCount: fc.integer({ min: 1, max: 800 }), viewColumns: fc.integer({ min: 1, max: 120 }) })
  .chain(({ dayCount, viewColumns }) =>
    fc.record({
      dayCount: fc.constant(dayCount),
      viewColumns: fc.constant(viewColumns),
      visibleFirst: fc.integer({ min: 0, max: dayCount - 1 }),
    }),
  );
const group = fc.integer({ min: 0, max: staggerGroups - 1 });

const visibleLastOf = (visibleFirst: number, viewColumns: number, dayCount: number) =>
  Math.min(dayCount - 1, visibleFirst + viewColumns - 1);

describe("staggeredDayWindow", () => {
  it("covers the columns in view and stays within the days", () => {
    fc.assert(
      fc.property(
        view,
        group,
        fc.integer({ min: 0, max: 40 }),
        ({ dayCount, viewColumns, visibleFirst }, g, extra) => {
          // The columns in view may briefly outnumber viewColumns (a resize not yet observed).
          const visibleLast = Math.min(dayCount - 1, visibleFirst + viewColumns - 1 + extra);
          const window = staggeredDayWindow(g, visibleFirst, visibleLast, viewColumns, dayCount);
          expect(window.first).toBeGreaterThanOrEqual(0);
          expect(window.last).toBeLessThanOrEqual(dayCount - 1);
          expect(window.first).toBeLessThanOrEqual(visibleFirst);
          expect(window.last).toBeGreaterThanOrEqual(visibleLast);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("moves at most one group's window when the view moves by one column", () => {
    fc.assert(
      fc.property(view, ({ dayCount, viewColumns, visibleFirst }) => {
        fc.pre(visibleFirst + 1 < dayCount);
        let moved = 0;
        for (let g = 0; g < staggerGroups; g++) {
          const before = staggeredDayWindow(
            g,
            visibleFirst,
            visibleLastOf(visibleFirst, viewColumns, dayCount),
            viewColumns,
            dayCount,
          );
          const next = visibleFirst + 1;
          const after = staggeredDayWindow(
            g,
            next,
            visibleLastOf(next, viewColumns, dayCount),
            viewColumns,
            dayCount,
          );
          if (before.first !== after.first || before.last !== after.last) moved++;
        }
        expect(moved).toBeLessThanOrEqual(1);
      }),
      { numRuns: 2000 },
    );
  });

  it("moves each group's window once per step while scrolling across", () => {
    fc.assert(
      fc.property(
        group,
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: dayStep, max: 500 }),
        (g, viewColumns, from) => {
          // Far from the days' ends, so neither clamp hides a move.
          const dayCount = 2000;
          const windows = new Set<string>();
          for (let first = from; first < from + dayStep; first++) {
            const window = staggeredDayWindow(g, first, first + viewColumns - 1, viewColumns, dayCount);
            windows.add(`${window.first}:${window.last}`);
          }
          // Fourteen consecutive starts meet the group's step exactly once: at most two windows.
          expect(windows.size).toBeLessThanOrEqual(2);
          const next = staggeredDayWindow(
            g,
            from + dayStep,
            from + dayStep + viewColumns - 1,
            viewColumns,
            dayCount,
          );
          const here = staggeredDayWindow(g, from, from + viewColumns - 1, viewColumns, dayCount);
          expect(next.first - here.first).toBe(dayStep);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("is empty when nothing is in view", () => {
    expect(staggeredDayWindow(0, 5, 4, 10, 100)).toEqual({ first: 0, last: -1 });
    expect(staggeredDayWindow(3, 0, 0, 10, 0)).toEqual({ first: 0, last: -1 });
  });

  it("puts neighbouring rows in different groups", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (row) => {
        expect(staggerGroupOf(row)).not.toBe(staggerGroupOf(row + 1));
        expect(staggerGroupOf(row)).toBeGreaterThanOrEqual(0);
        expect(staggerGroupOf(row)).toBeLessThan(staggerGroups);
      }),
      { numRuns: 1000 },
    );
  });
});
