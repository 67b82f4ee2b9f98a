import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recycleSlots } from "./use-recycled-keys.ts";

/** A window of consecutive indexes, as a virtualizer gives them. */
const windowArb = fc
  .tuple(fc.nat({ max: 300 }), fc.integer({ min: 0, max: 40 }))
  .map(([start, size]) => Array.from({ length: size }, (_, i) => start + i));

describe("recycleSlots", () => {
  it("gives the indexes in view distinct slots, keeps an index's slot while it stays, and reuses freed ones", () => {
    fc.assert(
      fc.property(fc.array(windowArb, { minLength: 1, maxLength: 30 }), (windows) => {
        const pool = { slotOf: new Map<number, number>(), free: [] as number[], next: 0 };
        let before = new Map<number, number>();
        let largest = 0;
        for (const indexes of windows) {
          const slots = new Map(recycleSlots(pool, indexes));
          largest = Math.max(largest, indexes.length);
          expect([...slots.keys()].sort((a, b) => a - b)).toEqual(indexes);
          expect(new Set(slots.values()).size).toBe(indexes.length);
          for (const index of indexes)
            if (before.has(index)) expect(slots.get(index)).toBe(before.get(index));
          // Never more slots than the most rows ever in view at once: leaving rows' slots are reused.
          expect(pool.next).toBeLessThanOrEqual(largest);
          before = slots;
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it("hands the slot of a row scrolled out to the row scrolled in", () => {
    const pool = { slotOf: new Map<number, number>(), free: [] as number[], next: 0 };
    const first = new Map(recycleSlots(pool, [0, 1, 2]));
    const next = recycleSlots(pool, [1, 2, 3]);
    expect(next.get(3)).toBe(first.get(0));
  });
});
