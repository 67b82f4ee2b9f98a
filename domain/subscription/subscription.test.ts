import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { SubscriptionInfo } from "./subscription-info.ts";
import { Subscription } from "./subscription.ts";

const subscription = {
  expirationDate: "2025-12-31",
  plans: [
    {
      id: "basic",
      name: "Basic",
      planItemPriceId: "basic-EUR-monthly",
      price: 19,
      currency: "EUR",
      period: 1,
      periodUnit: "month",
    },
  ],
  leads: { enabled: true, remaining: 12, total: 40 },
  unitPublish: { cost: 1, quota: 10, used: 3 },
  boost: { availableItems: 2, cost: 1, level: null, quota: 2, scheduledPeriods: [], used: 0 },
};

describe("subscription schemas (listing spec §3)", () => {
  it("decode the subscription call's answer", () => {
    expect(Schema.decodeUnknownSync(Subscription)(subscription)).toEqual(subscription);
  });

  it("refuse an unknown period unit or plan status, naming the allowed values", () => {
    const badPlan = { ...subscription, plans: [{ ...subscription.plans[0], periodUnit: "quarter" }] };
    expect(() => Schema.decodeUnknownSync(Subscription)(badPlan)).toThrow(/"month"/);
    const info = {
      currentPlan: {
        subscriptionId: "sub_1",
        planItemPriceId: "basic-EUR-monthly",
        name: "Basic",
        subscriptionStatus: "paused",
        subscriptionInternalStatus: "paused",
        isCancellationScheduled: false,
      },
      upgradeablePlans: [],
      boostsInfo: [],
    };
    expect(() => Schema.decodeUnknownSync(SubscriptionInfo)(info)).toThrow(/in_trial/);
  });
});
