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

  it("agree with the spec's rule for any counts", () => {
    const arb = fc.record({
      enabled: fc.constant(true),
      remaining: fc.integer({ min: -5, max: 200 }),
      total: fc.integer({ min: 0, max: 200 }),
    });
    fc.assert(
      fc.property(arb, (leads) => {
        const s = leadsState(leads);
        return (
          s.isEmpty === leads.remaining <= 0 &&
          s.isLow === leads.remaining * 4 <= leads.total &&
          (!s.isEmpty || s.isLow)
        );
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
