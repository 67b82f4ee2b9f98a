// Listing spec §9: 1 year is 12 months; only monthly periods are kept in plans; expired boosts are
// dropped. Day and week periods do not convert to whole months, so plans billed by them are dropped.
import type { BoostInfo } from "./subscription-info.ts";
import type { PeriodUnit } from "./subscription.ts";

export const monthsPerYear = 12;

export function periodInMonths(period: number, periodUnit: PeriodUnit): number | undefined {
  if (periodUnit === "month") return period;
  if (periodUnit === "year") return period * monthsPerYear;
  return undefined;
}

/** Plans (or services) with their period restated in months; the rest are dropped. */
export function plansInMonths<P extends { readonly period: number; readonly periodUnit: PeriodUnit }>(
  plans: readonly P[],
): (P & { readonly periodUnit: "month" })[] {
  return plans.flatMap((plan) => {
    const months = periodInMonths(plan.period, plan.periodUnit);
    return months === undefined ? [] : [{ ...plan, period: months, periodUnit: "month" as const }];
  });
}

export function activeBoosts(boosts: readonly BoostInfo[], now: Date): BoostInfo[] {
  return boosts.filter((b) => new Date(b.expirationDate).getTime() >= now.getTime());
}
