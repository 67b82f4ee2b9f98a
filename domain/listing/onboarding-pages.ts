// Which conditional pages a listing flow shows (listing spec §2). The spec names the pages and the
// conditions but pairs only one of them ("a company host without KYC skips the personal-details owner
// page"); every other pairing below is our decision, explained beside it.
import { Schema } from "effect";

export const OnboardingPage = Schema.Literals([
  "location-map",
  "price-and-availability-promotions",
  "verification-info",
  "verification-owner",
  "verification-upload",
  "payout-info",
  "payout-upload",
  "payout-details",
  "payout-document-upload",
  "personal-details-info",
  "personal-details-owner",
  "commission-model",
  "commercial-model",
  "commercial-model-plan",
  "commercial-model-plan-services",
  "booking-preference",
  "subscription-plan",
  "subscription-boost",
  "regional-requirements",
  "identity-upload",
]);
export type OnboardingPage = typeof OnboardingPage.Type;

export interface OnboardingConditions {
  readonly isCompany: boolean;
  readonly isKycApplicable: boolean;
  readonly isCommissionApplicable: boolean;
  readonly isB2B: boolean;
  readonly isSubscriptionCheckoutAvailable: boolean;
  readonly areBookingsAvailable: boolean;
  /** The feature setting of the spec; we read it as "offer promotions while listing". */
  readonly promotionsInListingSetting: boolean;
  readonly needsRegionalRequirements: boolean;
}

export function onboardingPages(c: OnboardingConditions): ReadonlySet<OnboardingPage> {
  const shown: Record<OnboardingPage, boolean> = {
    // The pin decides where guests are sent; no condition of the spec bears on it, so it always shows.
    "location-map": true,
    // A promotion discounts bookable prices, so it needs bookings, and the feature setting rolls it out.
    "price-and-availability-promotions": c.areBookingsAvailable && c.promotionsInListingSetting,
    // Identity checks exist only where KYC applies; only a company has a separate owner to verify.
    "verification-info": c.isKycApplicable,
    "verification-owner": c.isKycApplicable && c.isCompany,
    "verification-upload": c.isKycApplicable,
    "identity-upload": c.isKycApplicable,
    // Payouts exist only when the platform collects money for the host, i.e. under commission.
    "payout-info": c.isCommissionApplicable,
    "payout-details": c.isCommissionApplicable,
    // Bank documents are part of the KYC file, so they are asked for only when KYC applies.
    "payout-upload": c.isCommissionApplicable && c.isKycApplicable,
    "payout-document-upload": c.isCommissionApplicable && c.isKycApplicable,
    // Spec: a company host without KYC skips the owner page; everyone else sees both pages.
    "personal-details-info": true,
    "personal-details-owner": !(c.isCompany && !c.isKycApplicable),
    "commission-model": c.isCommissionApplicable,
    // B2B hosts choose between commercial models (the account menu shows them the pricing model too).
    "commercial-model": c.isB2B,
    "commercial-model-plan": c.isB2B && c.isSubscriptionCheckoutAvailable,
    "commercial-model-plan-services": c.isB2B && c.isSubscriptionCheckoutAvailable,
    // Instant or on-request booking only matters to hosts who can take bookings.
    "booking-preference": c.areBookingsAvailable,
    // Other hosts buy their plan and boost here; B2B hosts already chose a plan in the commercial model.
    "subscription-plan": c.isSubscriptionCheckoutAvailable && !c.isB2B,
    "subscription-boost": c.isSubscriptionCheckoutAvailable && !c.isB2B,
    "regional-requirements": c.needsRegionalRequirements,
  };
  return new Set(OnboardingPage.literals.filter((page) => shown[page]));
}
