// The OpenAPI operations of the subscription routes (subscription-routes.ts), joined to the main
// table in api-operations.ts.
import { Schema } from "effect";
import { UnitId } from "../../domain/ids.ts";
import {
  CurrentPlan,
  ScheduledChange,
  SubscriptionInfo,
} from "../../domain/subscription/subscription-info.ts";
import {
  CoinBoostPayload,
  DeleteScheduledChangePayload,
} from "../../domain/subscription/subscription-payloads.ts";
import { Plan, Subscription } from "../../domain/subscription/subscription.ts";
import type { ApiOperation } from "../http/openapi.ts";
import { PlansQuery, SelfRenewalQuery } from "./subscription-routes.ts";

const scheduled = Schema.Struct({ scheduledChange: Schema.NullOr(ScheduledChange) });

export const subscriptionApiOperations: readonly ApiOperation[] = [
  {
    method: "GET",
    path: "/api/app/subscriptions/plans",
    summary: "Subscription plans, monthly or yearly",
    query: PlansQuery,
    response: Schema.Array(Plan),
  },
  {
    method: "GET",
    path: "/api/app/subscription/info/:unitId",
    summary: "A unit's current plan, the plans above it and running boosts",
    response: SubscriptionInfo,
  },
  {
    method: "GET",
    path: "/api/app/subscription/self-renewal/plans/:unitId",
    summary: "Plans a unit can renew onto, priced with an optional coupon",
    query: SelfRenewalQuery,
    response: Schema.Array(Plan),
  },
  {
    method: "GET",
    path: "/api/app/subscription/:id/scheduled-changes",
    summary: "The plan change waiting for the end of the term",
    response: scheduled,
  },
  {
    method: "DELETE",
    path: "/api/app/subscription/:id/scheduled-changes",
    summary: "Drop the scheduled plan change, with a reason",
    body: DeleteScheduledChangePayload,
    response: scheduled,
  },
  {
    method: "GET",
    path: "/api/app/subscriptions/payment-source/status",
    summary: "Whether a payment method is on file",
    response: Schema.Struct({ status: Schema.Literals(["valid", "missing"]), provider: Schema.String }),
  },
  {
    method: "GET",
    path: "/api/app/subscription/expiring",
    summary: "Subscriptions ending within 3 days without renewal",
    response: Schema.Array(
      Schema.Struct({ unitId: UnitId, expirationDate: Schema.String, currentPlan: CurrentPlan }),
    ),
  },
  {
    method: "GET",
    path: "/api/app/v2/user/subscription",
    summary: "The host's coin subscription: leads, unit-publish credits, boosts",
    response: Subscription,
  },
  {
    method: "POST",
    path: "/api/app/user/subscription/coin/boost",
    summary: "Book a ranking boost (coins, or the payment provider past the quota)",
    body: CoinBoostPayload,
    response: Schema.Struct({
      paidWith: Schema.Literals(["coins", "payment"]),
      paymentId: Schema.NullOr(Schema.String),
      subscription: Subscription,
    }),
  },
];
