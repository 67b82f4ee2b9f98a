import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../../../domain/calendar/calendar-day.ts";
import { staggerGroups, staggeredDayWindow } from "./staggered-day-window.ts";
import { nextStaggeredDays, type GroupDays } from "./use-staggered-days.ts";

const windowStart = "2026-01-01";

describe("nextStaggeredDays", () => {
  it("draws each group's window and keeps the days of every group whose window stayed", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.array(fc.integer({ min: 0, max: 700 }), { minLength: 1, maxLength: 6 }),
        (viewColumns, firsts) => {
          const dayCount = 730;
          let previous: readonly GroupDays[] = [];
          for (const first of firsts) {
            const last = Math.min(dayCount - 1, first + viewColumns - 1);
            const next = nextStaggeredDays(previous, windowStart, first, last, viewColumns, dayCount);
            expect(next).toHaveLength(staggerGroups);
            next.forEach((group, index) => {
              const window = staggeredDayWindow(index, first, last, viewColumns, dayCount);
              expect(group.days.map((d) => d.column)).toEqual(
                Array.from({ length: window.last - window.first + 1 }, (_, i) => window.first + i),
              );
              expect(group.days.every((d) => d.day === addDays(windowStart, d.column))).toBe(true);
              const kept = previous[index];
              if (kept && kept.first === window.first && kept.last === window.last)
                expect(group.days).toBe(kept.days);
            });
            previous = next;
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("draws every group again when the calendar's window moves", () => {
    const before = nextStaggeredDays([], windowStart, 20, 60, 41, 730);
    const after = nextStaggeredDays(before, "2026-02-01", 20, 60, 41, 730);
    after.forEach((group, index) => expect(group.days).not.toBe(before[index]!.days));
    expect(after[0]!.days[0]!.day).toBe(addDays("2026-02-01", after[0]!.first));
  });
});
