// The plans a unit can subscribe to (listing spec §3: plans with period and periodUnit). Prices are
// in euros per period; coupons take a percentage off the first charge.
import type { Plan } from "../../domain/subscription/subscription.ts";

const plan = (tier: string, name: string, monthly: number, period: 1 | 12): Plan => ({
  id: `${tier}-${period === 1 ? "monthly" : "yearly"}`,
  name,
  planItemPriceId: `hearth-${tier}-EUR-${period === 1 ? "monthly" : "yearly"}`,
  // A year costs ten months.
  price: period === 1 ? monthly : monthly * 10,
  currency: "EUR",
  period,
  periodUnit: "month",
});

export const subscriptionPlans: readonly Plan[] = [
  plan("basic", "Basic", 19, 1),
  plan("standard", "Standard", 39, 1),
  plan("premium", "Premium", 69, 1),
  plan("basic", "Basic", 19, 12),
  plan("standard", "Standard", 39, 12),
  plan("premium", "Premium", 69, 12),
];

export const planByPriceId = (id: string) => subscriptionPlans.find((p) => p.planItemPriceId === id);

/** Coupon codes and the percentage they take off. */
export const coupons: Readonly<Record<string, number>> = { WELCOME10: 10, HEARTH25: 25 };

/** One boost bought beyond the coin quota, in cents. */
export const boostPriceCents = 990;
