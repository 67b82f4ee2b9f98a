import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { boostRangeProblem, coinBoostOption, withBookedBoost } from "./coin-boost.ts";
import type { Boost } from "./subscription.ts";

const boost = (quota: number, used: number, cost = 1): Boost => ({
  availableItems: Math.max(0, quota - used),
  cost,
  level: null,
  quota,
  scheduledPeriods: [],
  used,
});

describe("coinBoostOption (listing spec §3, §4)", () => {
  it("is off whenever the user info says coins are off, whatever the quota", () => {
    fc.assert(
      fc.property(
        fc.nat(20),
        fc.nat(20),
        (quota, used) => coinBoostOption(false, boost(quota, used)) === "coinsOff",
      ),
      { numRuns: 1000 },
    );
    expect(coinBoostOption(false, undefined)).toBe("coinsOff");
  });

  it("pays with coins while the boost quota covers its cost, else through the payment provider", () => {
    expect(coinBoostOption(true, boost(2, 0))).toBe("coins");
    expect(coinBoostOption(true, boost(2, 1))).toBe("coins");
    expect(coinBoostOption(true, boost(2, 2))).toBe("payment");
    expect(coinBoostOption(true, boost(3, 2, 2))).toBe("payment");
    // Not read yet (offline on a first visit): the server decides how it is paid.
    expect(coinBoostOption(true, undefined)).toBe("coins");
  });
});

describe("boostRangeProblem", () => {
  it("asks for both dates, the end after the start", () => {
    expect(boostRangeProblem("", "2025-03-10")).toBe("missing");
    expect(boostRangeProblem("2025-03-10", "2025-03-10")).toBe("endNotAfterStart");
    expect(boostRangeProblem("2025-03-11", "2025-03-10")).toBe("endNotAfterStart");
    expect(boostRangeProblem("2025-03-10", "2025-03-11")).toBeUndefined();
  });
});

describe("withBookedBoost", () => {
  it("adds the boost once, leaving the input as it was", () => {
    const info = { currentPlan: null, upgradeablePlans: [], boostsInfo: [] };
    const next = withBookedBoost(info, "2025-03-17T00:00:00Z");
    expect(next.boostsInfo).toEqual([{ type: "rankingBoost", expirationDate: "2025-03-17" }]);
    expect(info.boostsInfo).toEqual([]);
    expect(withBookedBoost(next, "2025-03-17")).toBe(next);
  });
});
