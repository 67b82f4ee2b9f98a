// What a host may use when its account is made, by sign-up or by a seed. Hearth has no per-market
// rules for hosts yet; subscriptions stay off for every host until subscription checkout exists.
import type { AppFeatures } from "./user-info.ts";

export const newHostFeatures: AppFeatures = {
  bookingsAvailable: true,
  bookingsViewAvailable: true,
  commissionApplicable: true,
  inquiriesAvailable: true,
  inquiriesViewAvailable: true,
  subscriptionApplicable: false,
  isSubscriptionCheckoutAvailable: false,
  isB2B: false,
  isKYCApplicable: true,
};
