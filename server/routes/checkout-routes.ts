// Hosted checkout through the payment provider: POST /api/app/subscription/checkout opens a page
// for a unit's first subscription (ours; the spec names such helpers without a path), and POST
// /api/app/subscription/in_progress (listing spec §7) reports the page back: once paid, the unit's
// subscription starts. Reporting a page again answers the same subscription and charges nothing.
import type { FastifyInstance } from "fastify";
import { randomUUID } from "node:crypto";
import { problemTypes } from "../../domain/errors/error-body.ts";
import {
  StartCheckoutPayload,
  CheckoutApplied,
  HostedCheckout,
} from "../../domain/subscription/hosted-checkout.ts";
import { discountedCents } from "../../domain/subscription/plan-change.ts";
import { SubscriptionInProgressPayload } from "../../domain/subscription/subscription-payloads.ts";
import type { Queryable } from "../db/database.ts";
import { decodeInput } from "../http/decode.ts";
import { badRequest, HttpProblem, notFound } from "../http/problem.ts";
import { nextChangeSeq } from "../data/change-sequence.ts";
import { requireOwnedUnit } from "../data/owned-unit.ts";
import { localPaymentProvider, type PaymentProvider } from "../data/payment-provider.ts";
import { coupons, planByPriceId } from "../data/subscription-plans.ts";
import { callerOf, type RouteContext } from "./route-context.ts";
import { runCommand } from "./run-command.ts";
import { documented } from "../http/openapi.ts";

const conflict = (detail: string) => new HttpProblem(409, problemTypes.conflict, "Conflict", detail);

/** A unit takes one running subscription; a plan change goes through change-plan instead. */
async function refuseSubscribedUnit(tx: Queryable, hostId: string, unitId: string) {
  const { rows } = await tx.query(
    "select 1 from subscriptions where host_id = $1 and unit_id = $2 and status <> 'cancelled' limit 1",
    [hostId, unitId],
  );
  if (rows.length > 0) throw conflict("This unit already has a subscription; change its plan instead.");
}

export function registerCheckoutRoutes(
  app: FastifyInstance,
  context: RouteContext,
  provider: PaymentProvider = localPaymentProvider,
): void {
  app.post(
    "/api/app/subscription/checkout",
    documented({
      summary: "Open a hosted checkout page for a unit's first subscription",
      body: StartCheckoutPayload,
      response: HostedCheckout,
    }),
    async (request, reply) => {
      const caller = await callerOf(context, request);
      const payload = decodeInput(StartCheckoutPayload, request.body ?? {}, "body");
      const plan = planByPriceId(payload.planItemPriceId);
      const percentOff =
        payload.couponCode === undefined ? 0 : coupons[payload.couponCode.trim().toUpperCase()];
      if (!plan || percentOff === undefined)
        throw badRequest("The body is not valid.", [
          ...(!plan ? [{ name: "planItemPriceId", type: "invalid", reason: "no such plan" }] : []),
          ...(percentOff === undefined
            ? [{ name: "couponCode", type: "invalid", reason: "unknown coupon" }]
            : []),
        ]);
      return runCommand(
        context,
        request,
        reply,
        caller,
        request.body,
        async (tx): Promise<HostedCheckout> => {
          await requireOwnedUnit(tx, caller.hostId, payload.unitId);
          await refuseSubscribedUnit(tx, caller.hostId, payload.unitId);
          const amountCents = Math.max(1, discountedCents(plan.price, percentOff));
          const page = await provider.openHostedPage(tx, {
            hostId: caller.hostId,
            unitId: payload.unitId,
            planItemPriceId: plan.planItemPriceId,
            amountCents,
            currency: plan.currency,
            description: `${plan.name} plan for unit ${payload.unitId}`,
          });
          return { ...page, amountCents, currency: plan.currency };
        },
      );
    },
  );

  app.post(
    "/api/app/subscription/in_progress",
    documented({
      summary: "Report a hosted checkout page back; once paid, the subscription starts",
      body: SubscriptionInProgressPayload,
      response: CheckoutApplied,
    }),
    async (request, reply) => {
      const caller = await callerOf(context, request);
      const { hostedPageId } = decodeInput(SubscriptionInProgressPayload, request.body ?? {}, "body");
      return runCommand(
        context,
        request,
        reply,
        caller,
        request.body,
        async (tx): Promise<CheckoutApplied> => {
          const { rows } = await tx.query<{
            unit_id: string;
            plan_item_price_id: string;
            subscription_id: string | null;
          }>(
            "select unit_id, plan_item_price_id, subscription_id from hosted_checkouts where host_id = $1 and id = $2 for update",
            [caller.hostId, hostedPageId],
          );
          const page = rows[0];
          if (!page) throw notFound("The checkout page");
          const outcome = await provider.settleHostedPage(tx, caller.hostId, hostedPageId);
          if (!outcome) throw notFound("The checkout page");
          if (outcome.state === "pending") throw conflict("The checkout page is not paid yet.");
          if (outcome.state === "failed") throw conflict(outcome.reason);
          const applied = (subscriptionId: string): CheckoutApplied => ({
            hostedPageId,
            subscriptionId,
            unitId: page.unit_id,
            planItemPriceId: page.plan_item_price_id,
            paymentId: outcome.paymentId,
          });
          if (page.subscription_id !== null) return applied(page.subscription_id);
          await refuseSubscribedUnit(tx, caller.hostId, page.unit_id);
          const plan = planByPriceId(page.plan_item_price_id);
          if (!plan) throw conflict("The plan of this checkout is no longer offered.");
          const subscriptionId = `sub-${randomUUID()}`;
          const seq = await nextChangeSeq(tx, caller.hostId);
          await tx.query(
            `insert into subscriptions (id, host_id, unit_id, plan_item_price_id, status, current_term_end, seq)
         values ($1, $2, $3, $4, 'active', current_date + make_interval(months => $5), $6)`,
            [subscriptionId, caller.hostId, page.unit_id, plan.planItemPriceId, plan.period, seq],
          );
          await tx.query(
            "update hosted_checkouts set state = 'applied', subscription_id = $3 where host_id = $1 and id = $2",
            [caller.hostId, hostedPageId, subscriptionId],
          );
          return applied(subscriptionId);
        },
      );
    },
  );
}
