import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bySlot, newSlotPool } from "./slot-pool.ts";
import { parkedSlots } from "./fixed-row-slots.ts";

describe("parkedSlots", () => {
  it("keeps, in order, exactly the earlier entries whose slots no entry in view holds now", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 20 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 20 }),
        (before, after) => {
          // Slots handed out as a list would: the ids drawn before, then the ids in view now.
          const pool = newSlotPool<number>();
          const drawnBefore = bySlot(pool, (id: number) => id, before, "given");
          const drawnNow = bySlot(pool, (id: number) => id, after, "given");
          const parked = parkedSlots(drawnBefore, drawnNow);
          const slotsNow = new Set(drawnNow.map((entry) => entry.slot));
          expect(parked).toEqual(drawnBefore.filter((entry) => !slotsNow.has(entry.slot)));
          // A parked slot is never one a row in view holds, so no key is drawn twice.
          expect(parked.every((entry) => !slotsNow.has(entry.slot))).toBe(true);
          // An id still in view keeps its slot, so it is never parked as well.
          expect(parked.every((entry) => !after.includes(entry.item))).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
