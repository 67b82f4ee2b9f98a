import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SubscriptionId } from "../ids.ts";
import { currentPlanForDisplay, markCancellationScheduled } from "./current-plan-display.ts";
import { changePlanPayload, ChangePlanPayload } from "./subscription-payloads.ts";
import { activeBoosts, periodInMonths, plansInMonths } from "./subscription-period.ts";
import type { CurrentPlan, SubscriptionInfo } from "./subscription-info.ts";
import { PeriodUnit } from "./subscription.ts";

describe("periods (listing spec §9)", () => {
  it("counts 1 year as 12 months", () => {
    expect(periodInMonths(1, "year")).toBe(12);
    expect(periodInMonths(6, "month")).toBe(6);
    expect(periodInMonths(2, "week")).toBeUndefined();
  });

  it("keeps only plans with a monthly period, years restated in months", () => {
    const plans = [
      { id: "a", period: 1, periodUnit: "year" as const },
      { id: "b", period: 3, periodUnit: "month" as const },
      { id: "c", period: 14, periodUnit: "day" as const },
    ];
    expect(plansInMonths(plans)).toEqual([
      { id: "a", period: 12, periodUnit: "month" },
      { id: "b", period: 3, periodUnit: "month" },
    ]);
    expect(plans[0]).toEqual({ id: "a", period: 1, periodUnit: "year" });
  });

  it("keeps every month and year plan and nothing else, for any list", () => {
    const plan = fc.record({
      period: fc.integer({ min: 1, max: 36 }),
      periodUnit: fc.constantFrom(...PeriodUnit.literals),
    });
    fc.assert(
      fc.property(fc.array(plan, { maxLength: 10 }), (plans) => {
        const kept = plansInMonths(plans);
        const convertible = plans.filter((p) => p.periodUnit === "month" || p.periodUnit === "year");
        return (
          kept.length === convertible.length &&
          kept.every(
            (p, i) =>
              p.periodUnit === "month" &&
              p.period === periodInMonths(convertible[i]!.period, convertible[i]!.periodUnit),
          )
        );
      }),
      { numRuns: 1000 },
    );
  });

  it("drops expired boosts", () => {
    const now = new Date("2025-03-10T00:00:00Z");
    const boosts = [
      { type: "rankingBoost" as const, expirationDate: "2025-03-09T23:59:59Z" },
      { type: "rankingBoost" as const, expirationDate: "2025-03-20" },
    ];
    expect(activeBoosts(boosts, now)).toEqual([boosts[1]]);
  });
});

describe("current plan (listing spec §4)", () => {
  const plan: CurrentPlan = {
    subscriptionId: "sub_1" as SubscriptionId,
    planItemPriceId: "basic-EUR-monthly",
    name: "Basic",
    subscriptionStatus: "in_trial",
    subscriptionInternalStatus: "in_trial",
    isCancellationScheduled: false,
  };

  it("shows a plan in trial as active", () => {
    expect(currentPlanForDisplay(plan).subscriptionStatus).toBe("active");
    expect(currentPlanForDisplay({ ...plan, subscriptionStatus: "cancelled" }).subscriptionStatus).toBe(
      "cancelled",
    );
  });

  it("marks the cached plan as cancellation scheduled without touching the input", () => {
    const info: SubscriptionInfo = { currentPlan: plan, upgradeablePlans: [], boostsInfo: [] };
    expect(markCancellationScheduled(info).currentPlan?.isCancellationScheduled).toBe(true);
    expect(info.currentPlan?.isCancellationScheduled).toBe(false);
  });
});

describe("change-plan payload (listing spec §3, §5)", () => {
  it("sends an empty coupon code as absent", () => {
    expect(changePlanPayload("pro-EUR-yearly", "  ")).toEqual({ planItemPriceId: "pro-EUR-yearly" });
    expect(changePlanPayload("pro-EUR-yearly", " SPRING25 ")).toEqual({
      planItemPriceId: "pro-EUR-yearly",
      couponCode: "SPRING25",
    });
    expect(() =>
      Schema.decodeUnknownSync(ChangePlanPayload)({ planItemPriceId: "x", couponCode: "" }),
    ).toThrow();
  });
});
