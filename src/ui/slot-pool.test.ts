import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bySlot, newSlotPool, recycleSlots } from "./slot-pool.ts";

/** A window of consecutive indexes, as a virtualizer gives them. */
const windowArb = fc
  .tuple(fc.nat({ max: 300 }), fc.integer({ min: 0, max: 40 }))
  .map(([start, size]) => Array.from({ length: size }, (_, i) => start + i));

describe("recycleSlots", () => {
  it("gives the indexes in view distinct slots, keeps an index's slot while it stays, and reuses freed ones", () => {
    fc.assert(
      fc.property(fc.array(windowArb, { minLength: 1, maxLength: 30 }), (windows) => {
        const pool = newSlotPool<number>();
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
    const pool = newSlotPool<number>();
    const first = new Map(recycleSlots(pool, [0, 1, 2]));
    const next = recycleSlots(pool, [1, 2, 3]);
    expect(next.get(3)).toBe(first.get(0));
  });
});

describe("bySlot", () => {
  it("in given order keeps the items' order and their slots", () => {
    const pool = newSlotPool<string>();
    bySlot(pool, (id) => id, ["a", "b", "c"], "given");
    const next = bySlot(pool, (id) => id, ["d", "c", "b"], "given");
    expect(next.map((d) => d.item)).toEqual(["d", "c", "b"]);
    // "d" takes the slot "a" gave up; "b" and "c" keep theirs.
    expect(next.map((d) => d.slot)).toEqual([0, 2, 1]);
  });

  it("keeps a staying item's slot and its place in the order, and gives entering items the slots of leaving ones", () => {
    fc.assert(
      fc.property(
        fc.array(fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 25 }), {
          minLength: 1,
          maxLength: 30,
        }),
        (draws) => {
          const pool = newSlotPool<string>();
          let before: Array<{ item: string; slot: number }> = [];
          let largest = 0;
          for (const ids of draws) {
            const items = ids.map((id) => `entry-${id}`);
            const drawn = bySlot(pool, (item) => item, items);
            largest = Math.max(largest, items.length);
            expect(drawn.map((d) => d.item).sort()).toEqual([...items].sort());
            expect(new Set(drawn.map((d) => d.slot)).size).toBe(items.length);
            const slotBefore = new Map(before.map((d) => [d.item, d.slot]));
            for (const d of drawn) if (slotBefore.has(d.item)) expect(d.slot).toBe(slotBefore.get(d.item));
            // Drawn by slot: the slots that stay come in the same order, so React moves no element.
            const slots = drawn.map((d) => d.slot);
            expect(slots).toEqual([...slots].sort((a, b) => a - b));
            expect(pool.next).toBeLessThanOrEqual(largest);
            before = drawn;
          }
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
