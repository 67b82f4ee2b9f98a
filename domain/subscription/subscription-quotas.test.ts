// Listing spec §4 and §9, restated here on their own terms and checked against subscription-quotas.ts:
// "Leads empty when remaining is 0 or less; low at 25 percent or less of total. Unit-publish quota low
// when 1 to 5 remain. Boost empty when none remain." The oracle below uses none of the module's
// helpers or constants: a quarter is compared in whole numbers (4 × remaining against the total),
// "1 to 5" is the list of those five counts, and "none remain" is "as many used as the quota".
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  boostState,
  canAffordUnitPublish,
  creditState,
  leadsState,
  unitPublishState,
} from "./subscription-quotas.ts";

const spec = {
  leadsEmpty: (remaining: number) => remaining <= 0,
  // "25 percent or less of total": remaining / total ≤ 1/4, i.e. 4·remaining ≤ total for total ≥ 0.
  leadsLow: (remaining: number, total: number) => 4 * remaining <= total,
  unitPublishLow: (remaining: number) => [1, 2, 3, 4, 5].includes(remaining),
  boostEmpty: (quota: number, used: number) => used >= quota,
};

const count = fc.integer({ min: 0, max: 400 });
const leadsRemaining = fc.integer({ min: -50, max: 400 });

describe("the spec's own cases (listing spec §4, §9)", () => {
  it.each([
    // remaining, total, empty, low
    [0, 20, true, true],
    [-3, 20, true, true],
    [1, 20, false, true],
    [5, 20, false, true],
    [6, 20, false, false],
    [10, 40, false, true],
    [11, 40, false, false],
    [1, 3, false, false],
    [1, 4, false, true],
    [20, 20, false, false],
  ])("leads with %i of %i left: empty %s, low %s", (remaining, total, empty, low) => {
    const state = leadsState({ enabled: true, remaining, total });
    expect([state.isEmpty, state.isLow]).toEqual([empty, low]);
  });

  it.each([
    // quota, used, low
    [10, 5, true],
    [10, 9, true],
    [10, 4, false],
    [6, 0, false],
    [5, 0, true],
    [10, 10, false],
    [10, 12, false],
  ])("unit publish with a quota of %i and %i used: low %s", (quota, used, low) => {
    expect(unitPublishState({ cost: 1, quota, used }).isLow).toBe(low);
  });

  it.each([
    // quota, used, empty
    [2, 2, true],
    [2, 1, false],
    [0, 0, true],
    [3, 0, false],
  ])("boosts with a quota of %i and %i used: empty %s", (quota, used, empty) => {
    const state = boostState({ availableItems: 0, cost: 1, level: null, quota, scheduledPeriods: [], used });
    expect(state.isEmpty).toBe(empty);
  });
});

describe("leads against the spec (≥ 1,000 cases)", () => {
  it("are empty and low exactly as §4 says, for any count and total", () => {
    fc.assert(
      fc.property(leadsRemaining, count, (remaining, total) => {
        const state = leadsState({ enabled: true, remaining, total });
        expect(state).toEqual({
          remaining,
          isEmpty: spec.leadsEmpty(remaining),
          isLow: spec.leadsLow(remaining, total),
        });
      }),
      { numRuns: 2000 },
    );
  });

  it("are neither when the host has no lead quota (disabled), a choice the spec leaves open", () => {
    fc.assert(
      fc.property(leadsRemaining, count, (remaining, total) => {
        const state = leadsState({ enabled: false, remaining, total });
        return !state.isEmpty && !state.isLow && state.remaining === remaining;
      }),
      { numRuns: 1000 },
    );
  });
});

describe("unit-publish credits against the spec (≥ 1,000 cases)", () => {
  it("are low exactly when 1 to 5 remain, and empty when none do", () => {
    fc.assert(
      fc.property(count, count, fc.integer({ min: 0, max: 5 }), (quota, used, cost) => {
        const remaining = quota - used;
        expect(unitPublishState({ cost, quota, used })).toEqual({
          remaining,
          isEmpty: remaining <= 0,
          isLow: spec.unitPublishLow(remaining),
        });
        // A publication costs `cost` credits (default 1, spec §9): affordable when that many are left.
        expect(canAffordUnitPublish({ cost, quota, used })).toBe(used + cost <= quota);
      }),
      { numRuns: 2000 },
    );
  });

  it("read the same from the credits call, which carries its own remaining count", () => {
    fc.assert(
      fc.property(count, count, (quota, used) => {
        const remaining = quota - used;
        const state = creditState({ enabled: true, used, quota, remaining });
        return state.isLow === spec.unitPublishLow(remaining) && state.isEmpty === remaining <= 0;
      }),
      { numRuns: 1000 },
    );
  });
});

describe("boosts against the spec (≥ 1,000 cases)", () => {
  it("are empty exactly when none remain", () => {
    fc.assert(
      fc.property(count, count, (quota, used) => {
        const state = boostState({
          availableItems: Math.max(0, quota - used),
          cost: 1,
          level: null,
          quota,
          scheduledPeriods: [],
          used,
        });
        return state.isEmpty === spec.boostEmpty(quota, used) && state.remaining === quota - used;
      }),
      { numRuns: 2000 },
    );
  });
});
