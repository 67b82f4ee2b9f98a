// How a plan's price reads: its amount in its own currency, in the language shown.
import type { Plan } from "../../../domain/subscription/subscription.ts";

export function planPrice(plan: Plan, locale: string): string {
  return new Intl.NumberFormat(locale.replace("_", "-"), {
    style: "currency",
    currency: plan.currency,
  }).format(plan.price);
}
