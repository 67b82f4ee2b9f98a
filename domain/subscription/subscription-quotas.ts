// Derived quota states (listing spec §4, §9): leads empty at 0 or less and low at 25 % of the total or
// less; unit-publish credits low when 1 to 5 remain; boosts empty when none remain. Empty leads are
// also low (0 is at most 25 %), so a view checks empty first. Disabled leads are neither: the host has
// no lead quota to run out of.
import type { Boost, Credit, Leads, UnitPublish } from "./subscription.ts";

export const leadsLowShare = 0.25;
export const unitPublishLowMax = 5;

export interface QuotaState {
  readonly remaining: number;
  readonly isEmpty: boolean;
  readonly isLow: boolean;
}

export function leadsState(leads: Leads): QuotaState {
  if (!leads.enabled) return { remaining: leads.remaining, isEmpty: false, isLow: false };
  return {
    remaining: leads.remaining,
    isEmpty: leads.remaining <= 0,
    isLow: leads.remaining <= leads.total * leadsLowShare,
  };
}

export function unitPublishState(unitPublish: UnitPublish): QuotaState {
  const remaining = unitPublish.quota - unitPublish.used;
  return { remaining, isEmpty: remaining <= 0, isLow: remaining >= 1 && remaining <= unitPublishLowMax };
}

/** Whether the credits left pay for one more publication at the unit-publish cost. */
export function canAffordUnitPublish(unitPublish: UnitPublish): boolean {
  return unitPublish.quota - unitPublish.used >= unitPublish.cost;
}

export function boostState(boost: Boost): QuotaState {
  const remaining = boost.quota - boost.used;
  return { remaining, isEmpty: remaining <= 0, isLow: false };
}

/** A credit from the credits call; it carries its own remaining count. */
export function creditState(credit: Credit, lowMax = unitPublishLowMax): QuotaState {
  if (!credit.enabled) return { remaining: credit.remaining, isEmpty: false, isLow: false };
  return {
    remaining: credit.remaining,
    isEmpty: credit.remaining <= 0,
    isLow: credit.remaining >= 1 && credit.remaining <= lowMax,
  };
}
