import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { discountedCents, monthlyPrice, planChangeTiming } from "./plan-change.ts";

const plan = (id: string, price: number, period: number, periodUnit: "month" | "year" = "month") => ({
  planItemPriceId: id,
  price,
  period,
  periodUnit,
});

describe("planChangeTiming", () => {
  it("applies upgrades now and waits with downgrades", () => {
    expect(planChangeTiming(plan("basic", 19, 1), plan("standard", 39, 1))).toBe("now");
    expect(planChangeTiming(plan("standard", 39, 1), plan("basic", 19, 1))).toBe("endOfTerm");
    expect(planChangeTiming(plan("basic", 19, 1), plan("basic", 19, 1))).toBe("none");
  });

  it("compares prices per month, so a cheaper yearly plan is a downgrade", () => {
    expect(monthlyPrice(plan("y", 390, 12))).toBe(32.5);
    expect(planChangeTiming(plan("standard-m", 39, 1), plan("standard-y", 390, 12))).toBe("endOfTerm");
  });

  it("never treats both directions as upgrades", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (a, b) => {
        const there = planChangeTiming(plan("a", a, 1), plan("b", b, 1));
        const back = planChangeTiming(plan("b", b, 1), plan("a", a, 1));
        expect(there === "now" && back === "now").toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("discountedCents", () => {
  it("takes the percentage off in whole cents", () => {
    expect(discountedCents(39, 10)).toBe(3510);
    expect(discountedCents(19, 100)).toBe(0);
  });
});
