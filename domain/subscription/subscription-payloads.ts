// Bodies of the subscription calls (listing spec §7).
import { Schema } from "effect";
import { SubscriptionId } from "../ids.ts";
import { couponCodeOrAbsent } from "../validation/coupon-code.ts";
import { IsoDateTime } from "./subscription.ts";

const Reason = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(2000));

/** POST /api/app/subscription/{id}/change-plan. An empty coupon code is sent as absent (spec §5). */
export const ChangePlanPayload = Schema.Struct({
  planItemPriceId: Schema.String.check(Schema.isMinLength(1)),
  couponCode: Schema.optionalKey(Schema.String.check(Schema.isMinLength(1))),
});
export type ChangePlanPayload = typeof ChangePlanPayload.Type;

/** DELETE /api/app/subscription/{id}/scheduled-changes. */
export const DeleteScheduledChangePayload = Schema.Struct({ reason: Reason });
export type DeleteScheduledChangePayload = typeof DeleteScheduledChangePayload.Type;

/** DELETE /api/app/subscription. */
export const CancelSubscriptionPayload = Schema.Struct({ reason: Reason, subscriptionId: SubscriptionId });
export type CancelSubscriptionPayload = typeof CancelSubscriptionPayload.Type;

/** POST /api/app/user/subscription/coin/boost. */
export const CoinBoostPayload = Schema.Struct({ startDate: IsoDateTime, endDate: IsoDateTime });
export type CoinBoostPayload = typeof CoinBoostPayload.Type;

/** POST /api/app/subscription/in_progress. */
export const SubscriptionInProgressPayload = Schema.Struct({
  hostedPageId: Schema.String.check(Schema.isMinLength(1)),
});
export type SubscriptionInProgressPayload = typeof SubscriptionInProgressPayload.Type;

/** Builds the change-plan body, leaving out a blank coupon code. */
export function changePlanPayload(
  planItemPriceId: string,
  couponCode: string | null | undefined,
): ChangePlanPayload {
  const code = couponCodeOrAbsent(couponCode);
  return code === undefined ? { planItemPriceId } : { planItemPriceId, couponCode: code };
}
