import { Exit, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { SubscriptionId, UnitId } from "../ids.ts";
import { localDocumentsOf, sampleSubscription } from "./sample-documents.ts";
import {
  bookCoinBoost,
  cancelSubscription,
  changePlan,
  deleteScheduledChange,
} from "./subscription-commands.ts";

const subscriptionId = SubscriptionId.make("s-1");

describe("changePlan", () => {
  it("replays as POST /api/app/subscription/{id}/change-plan, leaving out a blank coupon", () => {
    expect(
      changePlan.toRestCall({ subscriptionId, planItemPriceId: "pro-yearly", couponCode: "SPRING" }),
    ).toEqual({
      method: "POST",
      path: "/api/app/subscription/s-1/change-plan",
      body: { planItemPriceId: "pro-yearly", couponCode: "SPRING" },
    });
    expect(changePlan.toRestCall({ subscriptionId, planItemPriceId: "pro-yearly" }).body).toEqual({
      planItemPriceId: "pro-yearly",
    });
  });

  it("shows an offered plan as the scheduled change", () => {
    const documents = localDocumentsOf({ subscriptions: [sampleSubscription()] });
    expect(
      changePlan.apply(documents, { subscriptionId, planItemPriceId: "pro-yearly" }).subscriptions?.[0]
        ?.scheduledChange,
    ).toEqual({ planItemPriceId: "pro-yearly", period: 1, periodUnit: "year" });
    expect(changePlan.apply(documents, { subscriptionId, planItemPriceId: "secret-plan" })).toEqual({});
    expect(changePlan.apply(documents, { subscriptionId, planItemPriceId: "basic-monthly" })).toEqual({});
    expect(
      changePlan.apply(documents, {
        subscriptionId: SubscriptionId.make("s-9"),
        planItemPriceId: "pro-yearly",
      }),
    ).toEqual({});
  });
});

describe("cancelSubscription", () => {
  const payload = { subscriptionId, reason: "Selling the flat" };

  it("replays as DELETE /api/app/subscription with reason and subscription id", () => {
    expect(cancelSubscription.toRestCall(payload)).toEqual({
      method: "DELETE",
      path: "/api/app/subscription",
      body: { reason: "Selling the flat", subscriptionId: "s-1" },
    });
  });

  it("marks the plan of every unit on that subscription as cancellation scheduled", () => {
    const other = sampleSubscription({ unitId: UnitId.make("u-2") });
    const unrelated = sampleSubscription({ unitId: UnitId.make("u-3"), currentPlan: null });
    const changed =
      cancelSubscription.apply(
        localDocumentsOf({ subscriptions: [sampleSubscription(), other, unrelated] }),
        payload,
      ).subscriptions ?? [];
    expect(changed.map((s) => [s.unitId, s.currentPlan?.isCancellationScheduled])).toEqual([
      ["u-1", true],
      ["u-2", true],
    ]);
    const scheduled = sampleSubscription();
    const done = { ...scheduled, currentPlan: { ...scheduled.currentPlan!, isCancellationScheduled: true } };
    expect(cancelSubscription.apply(localDocumentsOf({ subscriptions: [done] }), payload)).toEqual({});
  });

  it("refuses a cancel without a reason", () => {
    expect(
      Exit.isFailure(
        Schema.decodeUnknownExit(cancelSubscription.payload)({ subscriptionId: "s-1", reason: "" }),
      ),
    ).toBe(true);
  });
});

describe("deleteScheduledChange", () => {
  const payload = { subscriptionId, reason: "Staying on Basic" };

  it("replays as DELETE /api/app/subscription/{id}/scheduled-changes with the reason", () => {
    expect(deleteScheduledChange.toRestCall(payload)).toEqual({
      method: "DELETE",
      path: "/api/app/subscription/s-1/scheduled-changes",
      body: { reason: "Staying on Basic" },
    });
  });

  it("drops the scheduled change of the subscription's units, and changes nothing without one", () => {
    const scheduled = sampleSubscription({
      scheduledChange: { planItemPriceId: "pro-yearly", period: 1, periodUnit: "year" },
    });
    const changed = deleteScheduledChange.apply(localDocumentsOf({ subscriptions: [scheduled] }), payload);
    expect(changed.subscriptions?.map((s) => s.scheduledChange)).toEqual([null]);
    expect(scheduled.scheduledChange).not.toBeNull();
    expect(
      deleteScheduledChange.apply(localDocumentsOf({ subscriptions: [sampleSubscription()] }), payload),
    ).toEqual({});
  });

  it("refuses a withdrawal without a reason", () => {
    expect(
      Exit.isFailure(
        Schema.decodeUnknownExit(deleteScheduledChange.payload)({ subscriptionId: "s-1", reason: "" }),
      ),
    ).toBe(true);
  });

  it("undoes a plan change made before it, as the replay order does", () => {
    const documents = localDocumentsOf({ subscriptions: [sampleSubscription()] });
    const changed = changePlan.apply(documents, {
      subscriptionId,
      planItemPriceId: "pro-yearly",
    }).subscriptions!;
    const after = deleteScheduledChange.apply(localDocumentsOf({ subscriptions: changed }), payload);
    expect(after.subscriptions?.[0]?.scheduledChange).toBeNull();
  });
});

describe("bookCoinBoost", () => {
  const payload = { startDate: "2025-03-10", endDate: "2025-03-17" };

  it("replays as POST /api/app/user/subscription/coin/boost with the dates", () => {
    expect(bookCoinBoost.toRestCall(payload)).toEqual({
      method: "POST",
      path: "/api/app/user/subscription/coin/boost",
      body: payload,
    });
  });

  it("lists the boost on every unit's info once, by its last day", () => {
    const other = sampleSubscription({ unitId: UnitId.make("u-2") });
    const changed = bookCoinBoost.apply(
      localDocumentsOf({ subscriptions: [sampleSubscription(), other] }),
      payload,
    ).subscriptions!;
    expect(changed.map((s) => [s.unitId, s.boostsInfo])).toEqual([
      ["u-1", [{ type: "rankingBoost", expirationDate: "2025-03-17" }]],
      ["u-2", [{ type: "rankingBoost", expirationDate: "2025-03-17" }]],
    ]);
    expect(bookCoinBoost.apply(localDocumentsOf({ subscriptions: changed }), payload)).toEqual({});
  });

  it("refuses a date that does not exist", () => {
    expect(
      Exit.isFailure(
        Schema.decodeUnknownExit(bookCoinBoost.payload)({ startDate: "2025-02-30", endDate: "2025-03-02" }),
      ),
    ).toBe(true);
  });
});
