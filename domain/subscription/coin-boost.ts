// Coin boosts (listing spec §3, §4, §7: POST /api/app/user/subscription/coin/boost with a start and an
// end date). Booking one is refused while the user info says coins are off for the host
// (isCoinSubscriptionEnabled); a boost past the quota (spec §4: the boost is empty when none remain)
// is still bought, through the payment provider, so the host is told before booking.
import type { Boost } from "./subscription.ts";
import type { SubscriptionInfo } from "./subscription-info.ts";
import { boostState } from "./subscription-quotas.ts";

/** How the next boost would be had: with coins, paid past the quota, or not at all. */
export type CoinBoostOption = "coins" | "payment" | "coinsOff";

export function coinBoostOption(
  isCoinSubscriptionEnabled: boolean,
  boost: Boost | undefined,
): CoinBoostOption {
  if (!isCoinSubscriptionEnabled) return "coinsOff";
  if (boost === undefined) return "coins";
  return boostState(boost).remaining >= boost.cost ? "coins" : "payment";
}

/** What is wrong with a boost's dates, as the form says it; undefined when they can be sent. */
export type BoostRangeProblem = "missing" | "endNotAfterStart";

/** Dates as the date inputs give them (YYYY-MM-DD); the server counts whole days too. */
export function boostRangeProblem(startDate: string, endDate: string): BoostRangeProblem | undefined {
  if (startDate === "" || endDate === "") return "missing";
  return startDate.slice(0, 10) < endDate.slice(0, 10) ? undefined : "endNotAfterStart";
}

/**
 * The info with a booked boost listed (by its last day, as the server lists running boosts), the
 * input itself when it is listed already. Generic so a local document keeps its other fields.
 */
export function withBookedBoost<I extends SubscriptionInfo>(info: I, endDate: string): I {
  const expirationDate = endDate.slice(0, 10);
  if (info.boostsInfo.some((b) => b.expirationDate === expirationDate)) return info;
  return { ...info, boostsInfo: [...info.boostsInfo, { type: "rankingBoost", expirationDate }] };
}
