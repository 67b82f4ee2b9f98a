// Hosted checkout (listing spec §7: POST /api/app/subscription/in_progress with a hostedPageId): a
// host subscribes a unit on the payment provider's page, then the client reports the page back and
// the subscription starts. Opening the page is ours: POST /api/app/subscription/checkout.
import { Schema } from "effect";
import { UnitId } from "../ids.ts";

export const StartCheckoutPayload = Schema.Struct({
  unitId: UnitId,
  planItemPriceId: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100)),
  couponCode: Schema.optionalKey(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64))),
});
export type StartCheckoutPayload = typeof StartCheckoutPayload.Type;

export const HostedCheckout = Schema.Struct({
  hostedPageId: Schema.String,
  /** The provider's page to send the host to; null when the provider needs no visit (local). */
  url: Schema.NullOr(Schema.String),
  amountCents: Schema.Number,
  currency: Schema.String,
});
export type HostedCheckout = typeof HostedCheckout.Type;

export const CheckoutApplied = Schema.Struct({
  hostedPageId: Schema.String,
  subscriptionId: Schema.String,
  unitId: Schema.String,
  planItemPriceId: Schema.String,
  paymentId: Schema.String,
});
export type CheckoutApplied = typeof CheckoutApplied.Type;
