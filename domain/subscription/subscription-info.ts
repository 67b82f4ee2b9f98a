// A unit's subscription info (listing spec §3): GET /api/app/subscription/info/{unitId}.
import { Schema } from "effect";
import { SubscriptionId } from "../ids.ts";
import { IsoDateTime, PeriodUnit, Plan } from "./subscription.ts";

/** Spec §3 names in_trial and active for the current plan, and active and cancelled as statuses. */
export const SubscriptionStatus = Schema.Literals(["in_trial", "active", "cancelled"]);
export type SubscriptionStatus = typeof SubscriptionStatus.Type;

export const CurrentPlan = Schema.Struct({
  subscriptionId: SubscriptionId,
  planItemPriceId: Schema.String,
  name: Schema.String,
  subscriptionStatus: SubscriptionStatus,
  // The billing provider's own status; the spec does not list its values, so it stays open text.
  subscriptionInternalStatus: Schema.String,
  isCancellationScheduled: Schema.Boolean,
});
export type CurrentPlan = typeof CurrentPlan.Type;

export const BoostType = Schema.Literals(["rankingBoost"]);
export type BoostType = typeof BoostType.Type;

export const BoostInfo = Schema.Struct({ type: BoostType, expirationDate: IsoDateTime });
export type BoostInfo = typeof BoostInfo.Type;

export const SubscriptionInfo = Schema.Struct({
  currentPlan: Schema.NullOr(CurrentPlan),
  upgradeablePlans: Schema.Array(Plan),
  boostsInfo: Schema.Array(BoostInfo),
});
export type SubscriptionInfo = typeof SubscriptionInfo.Type;

export const ScheduledChange = Schema.Struct({
  planItemPriceId: Schema.String,
  period: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  periodUnit: PeriodUnit,
});
export type ScheduledChange = typeof ScheduledChange.Type;
