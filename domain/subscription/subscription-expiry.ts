// Listing spec §4: a subscription is expired when its expiration date is past, and about to expire
// within 3 days. `now` is passed in; a subscription without an expiration date never expires.
import type { IsoDateTime } from "./subscription.ts";

export const aboutToExpireDays = 3;
const dayMs = 86_400_000;

function expiresAt(expirationDate: IsoDateTime): number {
  return new Date(expirationDate).getTime();
}

export function isSubscriptionExpired(expirationDate: IsoDateTime | null, now: Date): boolean {
  return expirationDate !== null && expiresAt(expirationDate) < now.getTime();
}

/** Not yet expired, and expiring within the next 3 days (the boundary included). */
export function isSubscriptionAboutToExpire(expirationDate: IsoDateTime | null, now: Date): boolean {
  if (expirationDate === null || isSubscriptionExpired(expirationDate, now)) return false;
  return expiresAt(expirationDate) - now.getTime() <= aboutToExpireDays * dayMs;
}
