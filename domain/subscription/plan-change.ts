// When a plan change takes effect (listing spec §3, §4: scheduled changes exist, their rule is not
// shown). Ours, as subscription billing usually does it: a change to a dearer plan (by its price per
// month) applies at once and is charged now; a change to a cheaper or equal one waits for the end of
// the term, as a scheduled change; the same plan is no change.
import type { Plan } from "./subscription.ts";

export type PlanChangeTiming = "now" | "endOfTerm" | "none";

const monthsOf = (plan: Pick<Plan, "period" | "periodUnit">) =>
  plan.periodUnit === "year"
    ? plan.period * 12
    : plan.periodUnit === "month"
      ? plan.period
      : plan.periodUnit === "week"
        ? (plan.period * 7) / 30
        : plan.period / 30;

export const monthlyPrice = (plan: Pick<Plan, "price" | "period" | "periodUnit">) =>
  plan.price / monthsOf(plan);

export function planChangeTiming(
  current: Pick<Plan, "planItemPriceId" | "price" | "period" | "periodUnit">,
  next: Pick<Plan, "planItemPriceId" | "price" | "period" | "periodUnit">,
): PlanChangeTiming {
  if (current.planItemPriceId === next.planItemPriceId) return "none";
  return monthlyPrice(next) > monthlyPrice(current) ? "now" : "endOfTerm";
}

/** The first charge after a coupon, in cents, never below zero. */
export function discountedCents(price: number, percentOff: number): number {
  return Math.max(0, Math.round(price * 100 * (1 - percentOff / 100)));
}
