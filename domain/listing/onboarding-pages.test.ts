import { describe, expect, it } from "vitest";
import { OnboardingPage, onboardingPages, type OnboardingConditions } from "./onboarding-pages.ts";

type Condition = keyof OnboardingConditions;
type Wanted = Partial<Record<Condition, boolean>>;

// The decision record's pairing of pages and conditions ("Conditional pages", "More conditional
// pages"), written as what each page needs rather than as the rule's expressions: a page shows when
// every condition it names has the value named; the personal-details owner page is the spec's one
// exception, hidden only in the case it names.
const shownWhen: Record<Exclude<OnboardingPage, "personal-details-owner">, Wanted> = {
  "location-map": {},
  "price-and-availability-promotions": { areBookingsAvailable: true, promotionsInListingSetting: true },
  "verification-info": { isKycApplicable: true },
  "verification-owner": { isKycApplicable: true, isCompany: true },
  "verification-upload": { isKycApplicable: true },
  "identity-upload": { isKycApplicable: true },
  "payout-info": { isCommissionApplicable: true },
  "payout-details": { isCommissionApplicable: true },
  "payout-upload": { isCommissionApplicable: true, isKycApplicable: true },
  "payout-document-upload": { isCommissionApplicable: true, isKycApplicable: true },
  "personal-details-info": {},
  "commission-model": { isCommissionApplicable: true },
  "commercial-model": { isB2B: true },
  "commercial-model-plan": { isB2B: true, isSubscriptionCheckoutAvailable: true },
  "commercial-model-plan-services": { isB2B: true, isSubscriptionCheckoutAvailable: true },
  "booking-preference": { areBookingsAvailable: true },
  "subscription-plan": { isSubscriptionCheckoutAvailable: true, isB2B: false },
  "subscription-boost": { isSubscriptionCheckoutAvailable: true, isB2B: false },
  "regional-requirements": { needsRegionalRequirements: true },
};
const ownerPageHiddenWhen: Wanted = { isCompany: true, isKycApplicable: false };

const conditionNames: readonly Condition[] = [
  "isCompany",
  "isKycApplicable",
  "isCommissionApplicable",
  "isB2B",
  "isSubscriptionCheckoutAvailable",
  "areBookingsAvailable",
  "promotionsInListingSetting",
  "needsRegionalRequirements",
];

/** Every combination of the eight conditions (256). */
const everyCase: OnboardingConditions[] = Array.from(
  { length: 2 ** conditionNames.length },
  (_, bits) =>
    Object.fromEntries(
      conditionNames.map((name, i) => [name, (bits & (1 << i)) !== 0]),
    ) as unknown as OnboardingConditions,
);

const matches = (c: OnboardingConditions, wanted: Wanted) =>
  Object.entries(wanted).every(([name, value]) => c[name as Condition] === value);

describe("onboardingPages against the decision record", () => {
  it.each(OnboardingPage.literals)(
    "shows %s exactly under the record's conditions, in all 256 cases",
    (page) => {
      for (const c of everyCase) {
        const expected =
          page === "personal-details-owner" ? !matches(c, ownerPageHiddenWhen) : matches(c, shownWhen[page]);
        expect(onboardingPages(c).has(page), JSON.stringify(c)).toBe(expected);
      }
    },
  );
});
