import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  boostState,
  canAffordUnitPublish,
  creditState,
  leadsState,
  unitPublishState,
} from "./subscription-quotas.ts";

describe("leads (listing spec §4)", () => {
  it("are empty at 0 or less", () => {
    expect(leadsState({ enabled: true, remaining: 0, total: 40 }).isEmpty).toBe(true);
    expect(leadsState({ enabled: true, remaining: -2, total: 40 }).isEmpty).toBe(true);
    expect(leadsState({ enabled: true, remaining: 1, total: 40 }).isEmpty).toBe(false);
  });

  it("are low at 25 percent of the total or less", () => {
    expect(leadsState({ enabled: true, remaining: 10, total: 40 }).isLow).toBe(true);
    expect(leadsState({ enabled: true, remaining: 11, total: 40 }).isLow).toBe(false);
  });

  it("are neither empty nor low when disabled", () => {
    expect(leadsState({ enabled: false, remaining: 0, total: 0 })).toEqual({
      remaining: 0,
      isEmpty: false,
      isLow: false,
    });
  });

  // The spec's cases: a quarter of the total, exactly, or not a whole number of leads.
  it.each([
    [40, 10, true],
    [40, 11, false],
    [10, 2, true],
    [10, 3, false],
    [3, 0, true],
    [3, 1, false],
    [4, 1, true],
    [0, 0, true],
    [0, 1, false],
    [200, 50, true],
    [200, 51, false],
  ])("of %i are low with %i remaining: %s", (total, remaining, low) => {
    expect(leadsState({ enabled: true, remaining, total }).isLow).toBe(low);
  });

  it("turn low exactly once as they run down, at the last whole lead within a quarter of the total", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), (total) => {
        const lowAt = (remaining: number) => leadsState({ enabled: true, remaining, total }).isLow;
        const counts = Array.from({ length: total + 11 }, (_, i) => i - 5);
        const low = counts.filter(lowAt);
        // Low from the bottom up to one count and never above it: a run, no gaps.
        expect(low).toEqual(counts.slice(0, low.length));
        // That count is the largest whole number of leads that is at most a quarter of the total.
        const last = low[low.length - 1]!;
        expect(last / total <= 0.25 || (total === 0 && last === 0)).toBe(true);
        expect(total > 0 && (last + 1) / total <= 0.25).toBe(false);
        // Empty below one lead, and every empty count is also low; disabled leads are never either.
        const wrong = counts.filter((remaining) => {
          const state = leadsState({ enabled: true, remaining, total });
          const off = leadsState({ enabled: false, remaining, total });
          return (
            state.isEmpty !== remaining < 1 ||
            (state.isEmpty && !state.isLow) ||
            off.isEmpty ||
            off.isLow ||
            off.remaining !== remaining
          );
        });
        expect(wrong).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("unit publish and boost credits (listing spec §4, §9)", () => {
  it("are low when 1 to 5 remain", () => {
    expect(unitPublishState({ cost: 1, quota: 10, used: 5 }).isLow).toBe(true);
    expect(unitPublishState({ cost: 1, quota: 10, used: 9 }).isLow).toBe(true);
    expect(unitPublishState({ cost: 1, quota: 10, used: 4 }).isLow).toBe(false);
    expect(unitPublishState({ cost: 1, quota: 10, used: 10 })).toEqual({
      remaining: 0,
      isEmpty: true,
      isLow: false,
    });
  });

  it("need as many credits as a publication costs", () => {
    expect(canAffordUnitPublish({ cost: 2, quota: 3, used: 1 })).toBe(true);
    expect(canAffordUnitPublish({ cost: 2, quota: 3, used: 2 })).toBe(false);
  });

  it("empty the boost when none remain", () => {
    expect(
      boostState({ availableItems: 0, cost: 1, level: null, quota: 2, scheduledPeriods: [], used: 2 })
        .isEmpty,
    ).toBe(true);
    expect(creditState({ enabled: true, used: 1, quota: 4, remaining: 3 })).toEqual({
      remaining: 3,
      isEmpty: false,
      isLow: true,
    });
  });

  it("never call a quota both empty and low", () => {
    const count = fc.integer({ min: 0, max: 50 });
    fc.assert(
      fc.property(count, count, (quota, used) => {
        const s = unitPublishState({ cost: 1, quota, used });
        return !(s.isEmpty && s.isLow) && s.remaining === quota - used;
      }),
      { numRuns: 1000 },
    );
  });
});
