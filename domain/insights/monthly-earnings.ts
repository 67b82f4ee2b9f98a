// Earnings per month of one year (operations spec §2, Statistics, earnings): the total price of the
// stays that check in in each month, in each currency the host was paid in (prices in different
// currencies are never added up). A stay earns in its check-in month, the month its payout follows,
// as host platforms report earnings (docs/decisions.md). Sums are kept in cents, so twelve months
// add up to the year's total exactly.
import { yearOf } from "./counted-stay.ts";

export interface PricedStay {
  readonly checkIn: string;
  readonly totalPrice: number;
  readonly currency: string;
}

export interface CurrencyEarnings {
  readonly currency: string;
  /** Cents earned in each month, January first. */
  readonly monthCents: readonly number[];
  readonly totalCents: number;
  readonly stays: number;
  /** The mean price of a stay, in cents; null without stays. */
  readonly averageCents: number | null;
}

/** Each currency's earnings in `year`, the largest total first. */
export function yearEarnings(stays: Iterable<PricedStay>, year: number): CurrencyEarnings[] {
  const byCurrency = new Map<string, { monthCents: number[]; stays: number }>();
  for (const stay of stays) {
    if (yearOf(stay.checkIn) !== year) continue;
    let entry = byCurrency.get(stay.currency);
    if (!entry)
      byCurrency.set(stay.currency, (entry = { monthCents: new Array<number>(12).fill(0), stays: 0 }));
    entry.monthCents[Number(stay.checkIn.slice(5, 7)) - 1]! += Math.round(stay.totalPrice * 100);
    entry.stays++;
  }
  return [...byCurrency]
    .map(([currency, entry]): CurrencyEarnings => {
      const totalCents = entry.monthCents.reduce((a, b) => a + b, 0);
      return {
        currency,
        monthCents: entry.monthCents,
        totalCents,
        stays: entry.stays,
        averageCents: entry.stays === 0 ? null : Math.round(totalCents / entry.stays),
      };
    })
    .sort((a, b) => b.totalCents - a.totalCents || a.currency.localeCompare(b.currency));
}
