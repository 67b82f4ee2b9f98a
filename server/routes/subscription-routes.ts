// Subscriptions (listing spec §3, §4, §7): plans, a unit's subscription info and scheduled change,
// the host's coin subscription, the payment source status and the subscriptions about to expire;
// and the handlers of the subscription commands (domain/commands/subscription-commands.ts): plan
// changes (upgrades charged now through the payment provider, downgrades scheduled for the end of
// the term), withdrawing a scheduled change, cancellation at the end of the term and coin boosts.
import type { FastifyInstance } from "fastify";
import { randomUUID } from "node:crypto";
import { Schema } from "effect";
import { problemTypes } from "../../domain/errors/error-body.ts";
import { SubscriptionId, UnitId } from "../../domain/ids.ts";
import { discountedCents, planChangeTiming } from "../../domain/subscription/plan-change.ts";
import {
  CurrentPlan,
  ScheduledChange,
  SubscriptionInfo,
  type SubscriptionStatus,
} from "../../domain/subscription/subscription-info.ts";
import { Plan, Subscription } from "../../domain/subscription/subscription.ts";
import type { Queryable } from "../db/database.ts";
import { decodeInput } from "../http/decode.ts";
import { badRequest, HttpProblem, notFound } from "../http/problem.ts";
import { nextChangeSeq } from "../data/change-sequence.ts";
import { requireOwnedUnit } from "../data/owned-unit.ts";
import { localPaymentProvider, type PaymentProvider } from "../data/payment-provider.ts";
import { boostPriceCents, coupons, planByPriceId, subscriptionPlans } from "../data/subscription-plans.ts";
import { callerOf, type RouteContext } from "./route-context.ts";
import type { CommandHandlers } from "./command-routes.ts";
import { documented } from "../http/openapi.ts";

type IdParams = { Params: { id: string } };

export interface SubscriptionRow {
  id: string;
  unit_id: string;
  plan_item_price_id: string;
  status: SubscriptionStatus;
  cancellation_scheduled: boolean;
  current_term_end: string;
  scheduled_plan_item_price_id: string | null;
}

export const subscriptionColumns = `id, unit_id, plan_item_price_id, status, cancellation_scheduled,
  to_char(current_term_end, 'YYYY-MM-DD') as current_term_end, scheduled_plan_item_price_id`;

async function findSubscription(db: Queryable, hostId: string, id: string, lock = false) {
  const { rows } = await db.query<SubscriptionRow>(
    `select ${subscriptionColumns} from subscriptions where host_id = $1 and id = $2${lock ? " for update" : ""}`,
    [hostId, id],
  );
  if (!rows[0]) throw notFound("The subscription");
  return rows[0];
}

const conflict = (detail: string) => new HttpProblem(409, problemTypes.conflict, "Conflict", detail);

export function currentPlanOf(row: SubscriptionRow): CurrentPlan {
  return {
    subscriptionId: SubscriptionId.make(row.id),
    planItemPriceId: row.plan_item_price_id,
    name: planByPriceId(row.plan_item_price_id)?.name ?? row.plan_item_price_id,
    subscriptionStatus: row.status,
    // What the billing side calls the state; ours has no more states than the public one.
    subscriptionInternalStatus: row.cancellation_scheduled ? "non_renewing" : row.status,
    isCancellationScheduled: row.cancellation_scheduled,
  };
}

export function scheduledChangeOf(row: SubscriptionRow): ScheduledChange | null {
  const plan =
    row.scheduled_plan_item_price_id === null ? undefined : planByPriceId(row.scheduled_plan_item_price_id);
  return plan
    ? { planItemPriceId: plan.planItemPriceId, period: plan.period, periodUnit: plan.periodUnit }
    : null;
}

/** The end dates of the host's boosts not yet over, in the order they run. */
export async function currentBoostEnds(db: Queryable, hostId: string): Promise<string[]> {
  const { rows } = await db.query<{ end_date: string }>(
    "select to_char(end_date, 'YYYY-MM-DD') as end_date from boost_periods where host_id = $1 and end_date >= current_date order by start_date",
    [hostId],
  );
  return rows.map((r) => r.end_date);
}

/** A unit's subscription info from its current subscription (if any) and the host's boosts. */
export function subscriptionInfoOf(row: SubscriptionRow | undefined, boostEnds: string[]): SubscriptionInfo {
  const current = row ? planByPriceId(row.plan_item_price_id) : undefined;
  return {
    currentPlan: row ? currentPlanOf(row) : null,
    upgradeablePlans: current
      ? subscriptionPlans.filter((p) => planChangeTiming(current, p) === "now")
      : subscriptionPlans,
    boostsInfo: boostEnds.map((end) => ({ type: "rankingBoost", expirationDate: end })),
  };
}

const PlansQuery = Schema.Struct({
  unitId: Schema.optional(UnitId),
  periodUnit: Schema.optional(Schema.Literals(["month", "year"])),
});

const SelfRenewalQuery = Schema.Struct({
  couponId: Schema.optional(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64))),
});

/** The answer of reading or dropping a subscription's scheduled plan change. */
const ScheduledChangeAnswer = Schema.Struct({ scheduledChange: Schema.NullOr(ScheduledChange) });

export function registerSubscriptionRoutes(
  app: FastifyInstance,
  context: RouteContext,
  provider: PaymentProvider = localPaymentProvider,
): void {
  const { db } = context;

  app.get(
    "/api/app/subscriptions/plans",
    documented({
      summary: "Subscription plans, monthly or yearly",
      query: PlansQuery,
      response: Schema.Array(Plan),
    }),
    async (request) => {
      const caller = await callerOf(context, request);
      const query = decodeInput(PlansQuery, request.query, "query");
      if (query.unitId !== undefined) await requireOwnedUnit(db, caller.hostId, query.unitId);
      // Plans are kept in months (spec §9: a year is 12 months); the filter asks for monthly or yearly terms.
      return subscriptionPlans.filter(
        (p) => query.periodUnit === undefined || (query.periodUnit === "year") === (p.period === 12),
      );
    },
  );

  app.get<{ Params: { unitId: string } }>(
    "/api/app/subscription/info/:unitId",
    documented({
      summary: "A unit's current plan, the plans above it and running boosts",
      response: SubscriptionInfo,
    }),
    async (request): Promise<SubscriptionInfo> => {
      const caller = await callerOf(context, request);
      await requireOwnedUnit(db, caller.hostId, request.params.unitId);
      const { rows } = await db.query<SubscriptionRow>(
        `select ${subscriptionColumns} from subscriptions where host_id = $1 and unit_id = $2 and status <> 'cancelled'
       order by current_term_end desc limit 1`,
        [caller.hostId, request.params.unitId],
      );
      return subscriptionInfoOf(rows[0], await currentBoostEnds(db, caller.hostId));
    },
  );

  app.get<{ Params: { unitId: string } }>(
    "/api/app/subscription/self-renewal/plans/:unitId",
    documented({
      summary: "Plans a unit can renew onto, priced with an optional coupon",
      query: SelfRenewalQuery,
      response: Schema.Array(Plan),
    }),
    async (request) => {
      const caller = await callerOf(context, request);
      const { couponId } = decodeInput(SelfRenewalQuery, request.query, "query");
      await requireOwnedUnit(db, caller.hostId, request.params.unitId);
      const percentOff = couponId === undefined ? 0 : coupons[couponId.trim().toUpperCase()];
      if (percentOff === undefined)
        throw badRequest("The query is not valid.", [
          { name: "couponId", type: "invalid", reason: "unknown coupon" },
        ]);
      // The plans a unit can renew onto by itself; the price shown is the first charge, coupon applied.
      return subscriptionPlans.map((p) => ({ ...p, price: discountedCents(p.price, percentOff) / 100 }));
    },
  );

  app.get<IdParams>(
    "/api/app/subscription/:id/scheduled-changes",
    documented({
      summary: "The plan change waiting for the end of the term",
      response: ScheduledChangeAnswer,
    }),
    async (request) => {
      const caller = await callerOf(context, request);
      return {
        scheduledChange: scheduledChangeOf(await findSubscription(db, caller.hostId, request.params.id)),
      };
    },
  );

  app.get(
    "/api/app/subscriptions/payment-source/status",
    documented({
      summary: "Whether a payment method is on file",
      response: Schema.Struct({ status: Schema.Literals(["valid", "missing"]), provider: Schema.String }),
    }),
    async (request) => {
      const caller = await callerOf(context, request);
      return { status: await provider.paymentSourceStatus(db, caller.hostId), provider: provider.name };
    },
  );

  app.get(
    "/api/app/subscription/expiring",
    documented({
      summary: "Subscriptions ending within 3 days without renewal",
      response: Schema.Array(
        Schema.Struct({ unitId: UnitId, expirationDate: Schema.String, currentPlan: CurrentPlan }),
      ),
    }),
    async (request) => {
      const caller = await callerOf(context, request);
      // Spec §4: about to expire within 3 days; a subscription that renews is not expiring.
      const { rows } = await db.query<SubscriptionRow>(
        `select ${subscriptionColumns} from subscriptions where host_id = $1 and status <> 'cancelled'
         and cancellation_scheduled and current_term_end <= current_date + 3 order by current_term_end, id`,
        [caller.hostId],
      );
      return rows.map((r) => ({
        unitId: r.unit_id,
        expirationDate: r.current_term_end,
        currentPlan: currentPlanOf(r),
      }));
    },
  );

  app.get(
    "/api/app/v2/user/subscription",
    documented({
      summary: "The host's coin subscription: leads, unit-publish credits, boosts",
      response: Subscription,
    }),
    async (request): Promise<Subscription> => {
      const caller = await callerOf(context, request);
      return coinSubscriptionOf(db, caller.hostId);
    },
  );
}

async function coinSubscriptionOf(db: Queryable, hostId: string): Promise<Subscription> {
  const { rows } = await db.query<{
    expiration_date: string;
    leads_total: number;
    leads_used: number;
    unit_publish_quota: number;
    unit_publish_used: number;
    boost_quota: number;
    boost_used: number;
    boost_cost: number;
  }>(
    `select to_char(expiration_date, 'YYYY-MM-DD') as expiration_date, leads_total, leads_used, unit_publish_quota,
       unit_publish_used, boost_quota, boost_used, boost_cost from coin_subscriptions where host_id = $1`,
    [hostId],
  );
  const { rows: periods } = await db.query<{ start_date: string; end_date: string }>(
    `select to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date
     from boost_periods where host_id = $1 and end_date >= current_date order by start_date`,
    [hostId],
  );
  const c = rows[0];
  return {
    expirationDate: c?.expiration_date ?? null,
    plans: subscriptionPlans.filter((p) => p.period === 1),
    leads: {
      enabled: c !== undefined,
      remaining: c ? c.leads_total - c.leads_used : 0,
      total: c?.leads_total ?? 0,
    },
    unitPublish: { cost: 1, quota: c?.unit_publish_quota ?? 0, used: c?.unit_publish_used ?? 0 },
    boost: {
      availableItems: c ? Math.max(0, Math.floor((c.boost_quota - c.boost_used) / c.boost_cost)) : 0,
      cost: c?.boost_cost ?? 1,
      level: null,
      quota: c?.boost_quota ?? 0,
      scheduledPeriods: periods.map((p) => ({ startDate: p.start_date, endDate: p.end_date })),
      used: c?.boost_used ?? 0,
    },
  };
}

/**
 * Changing plan (an upgrade charged now, a downgrade at the end of the term), withdrawing a scheduled
 * change, cancelling, and booking a coin boost.
 */
export function subscriptionHandlers(
  provider: PaymentProvider = localPaymentProvider,
): Pick<CommandHandlers, "changePlan" | "deleteScheduledChange" | "cancelSubscription" | "bookCoinBoost"> {
  return {
    deleteScheduledChange: {
      response: ScheduledChangeAnswer,
      run: async (tx, { caller, params, body: { reason } }) => {
        const row = await findSubscription(tx, caller.hostId, params.id!, true);
        if (row.scheduled_plan_item_price_id === null) throw notFound("A scheduled change");
        const seq = await nextChangeSeq(tx, caller.hostId);
        await tx.query(
          "update subscriptions set scheduled_plan_item_price_id = null, cancel_reason = $3, seq = $4 where host_id = $1 and id = $2",
          [caller.hostId, row.id, reason, seq],
        );
        return { scheduledChange: null };
      },
    },
    bookCoinBoost: {
      response: Schema.Struct({
        paidWith: Schema.Literals(["coins", "payment"]),
        paymentId: Schema.NullOr(Schema.String),
        subscription: Subscription,
      }),
      run: async (tx, { caller, body: { startDate, endDate } }) => {
        const from = startDate.slice(0, 10);
        const to = endDate.slice(0, 10);
        if (!(from < to))
          throw badRequest("The body is not valid.", [
            { name: "endDate", type: "invalid", reason: "must be after startDate" },
          ]);
        const { rows } = await tx.query<{
          boost_quota: number;
          boost_used: number;
          boost_cost: number;
          enabled: boolean;
        }>(
          `select c.boost_quota, c.boost_used, c.boost_cost, h.is_coin_subscription_enabled as enabled
           from coin_subscriptions c join hosts h on h.id = c.host_id where c.host_id = $1 for update of c`,
          [caller.hostId],
        );
        const coins = rows[0];
        if (!coins) throw conflict("Boosts need a coin subscription.");
        // The user info's isCoinSubscriptionEnabled is the switch the client shows; the server holds to it.
        if (!coins.enabled) throw conflict("Coin boosts are not enabled for this account.");
        const { rows: overlapping } = await tx.query(
          "select 1 from boost_periods where host_id = $1 and start_date < $3::date and end_date > $2::date",
          [caller.hostId, from, to],
        );
        if (overlapping.length > 0) throw conflict("A boost already runs on some of these dates.");
        let paymentId: string | null = null;
        // A boost takes coins from the quota; past the quota it is bought through the payment provider.
        const fromQuota = coins.boost_quota - coins.boost_used >= coins.boost_cost;
        if (!fromQuota) {
          const charged = await provider.charge(tx, {
            hostId: caller.hostId,
            amountCents: boostPriceCents,
            currency: "EUR",
            description: `Ranking boost ${from} to ${to}`,
          });
          if (!charged.ok) throw conflict(charged.reason);
          paymentId = charged.paymentId;
        }
        const seq = await nextChangeSeq(tx, caller.hostId);
        if (fromQuota)
          await tx.query(
            "update coin_subscriptions set boost_used = boost_used + boost_cost, seq = $2 where host_id = $1",
            [caller.hostId, seq],
          );
        await tx.query(
          "insert into boost_periods (id, host_id, start_date, end_date, payment_id, seq) values ($1, $2, $3, $4, $5, $6)",
          [`boost-${randomUUID()}`, caller.hostId, from, to, paymentId, seq],
        );
        return {
          paidWith: fromQuota ? "coins" : "payment",
          paymentId,
          subscription: await coinSubscriptionOf(tx, caller.hostId),
        };
      },
    },
    changePlan: {
      response: Schema.Struct({
        appliesAt: Schema.Literals(["now", "endOfTerm"]),
        paymentId: Schema.NullOr(Schema.String),
        currentPlan: CurrentPlan,
        scheduledChange: Schema.NullOr(ScheduledChange),
      }),
      run: async (tx, { caller, params, body: payload }) => {
        const next = planByPriceId(payload.planItemPriceId);
        if (!next)
          throw badRequest("The body is not valid.", [
            { name: "planItemPriceId", type: "invalid", reason: "no such plan" },
          ]);
        const percentOff =
          payload.couponCode === undefined ? 0 : coupons[payload.couponCode.trim().toUpperCase()];
        if (percentOff === undefined)
          throw badRequest("The body is not valid.", [
            { name: "couponCode", type: "invalid", reason: "unknown coupon" },
          ]);
        const row = await findSubscription(tx, caller.hostId, params.id!, true);
        if (row.status === "cancelled") throw conflict("This subscription is cancelled.");
        const current = planByPriceId(row.plan_item_price_id);
        const timing = current ? planChangeTiming(current, next) : "now";
        if (timing === "none") throw conflict("The subscription is already on this plan.");
        let paymentId: string | null = null;
        if (timing === "now") {
          const charged = await provider.charge(tx, {
            hostId: caller.hostId,
            amountCents: Math.max(1, discountedCents(next.price, percentOff)),
            currency: next.currency,
            description: `${next.name} plan for unit ${row.unit_id}`,
          });
          if (!charged.ok) throw conflict(charged.reason);
          paymentId = charged.paymentId;
        }
        const seq = await nextChangeSeq(tx, caller.hostId);
        await tx.query(
          timing === "now"
            ? `update subscriptions set plan_item_price_id = $3, scheduled_plan_item_price_id = null, status = 'active',
               cancellation_scheduled = false, seq = $4 where host_id = $1 and id = $2`
            : "update subscriptions set scheduled_plan_item_price_id = $3, seq = $4 where host_id = $1 and id = $2",
          [caller.hostId, row.id, next.planItemPriceId, seq],
        );
        const updated = await findSubscription(tx, caller.hostId, row.id);
        return {
          appliesAt: timing === "now" ? "now" : "endOfTerm",
          paymentId,
          currentPlan: currentPlanOf(updated),
          scheduledChange: scheduledChangeOf(updated),
        };
      },
    },
    cancelSubscription: {
      response: Schema.Struct({ currentPlan: CurrentPlan, endsOn: Schema.String }),
      run: async (tx, { caller, body: { reason, subscriptionId } }) => {
        const row = await findSubscription(tx, caller.hostId, subscriptionId, true);
        if (row.status === "cancelled") throw conflict("This subscription is already cancelled.");
        // The host keeps what was paid for: the plan runs to the end of its term and does not renew.
        const seq = await nextChangeSeq(tx, caller.hostId);
        await tx.query(
          `update subscriptions set cancellation_scheduled = true, scheduled_plan_item_price_id = null, cancel_reason = $3, seq = $4
         where host_id = $1 and id = $2`,
          [caller.hostId, row.id, reason, seq],
        );
        return {
          currentPlan: currentPlanOf(await findSubscription(tx, caller.hostId, row.id)),
          endsOn: row.current_term_end,
        };
      },
    },
  };
}
