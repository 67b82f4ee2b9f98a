// Every combination of the onboarding variant flags (listing spec §2), in every flow (§4): the steps a
// flow shows are exactly those the rules allow, in the spec's order. The oracle below restates the
// rules by step name, from the spec's text and the decision record's pairings ("Conditional pages"),
// without the catalogue's page tags or onboardingPages, so a wrong tag or a wrong rule shows up here.
import { describe, expect, it } from "vitest";
import { listingSteps, ListingFlow } from "./listing-flow.ts";
import { listingProgressSummary } from "./listing-progress.ts";
import { multiUnitStepNames, singleUnitStepNames, type ListingStepName } from "./listing-step.ts";
import type { OnboardingConditions } from "./onboarding-pages.ts";

type C = OnboardingConditions;

const conditionNames: readonly (keyof C)[] = [
  "isCompany",
  "isKycApplicable",
  "isCommissionApplicable",
  "isB2B",
  "isSubscriptionCheckoutAvailable",
  "areBookingsAvailable",
  "promotionsInListingSetting",
  "needsRegionalRequirements",
];

const everyHost: C[] = Array.from(
  { length: 2 ** conditionNames.length },
  (_, bits) => Object.fromEntries(conditionNames.map((n, i) => [n, (bits & (1 << i)) !== 0])) as unknown as C,
);

// When a conditional step shows; a step not named here always shows.
const shownWhen: Partial<Record<ListingStepName, (c: C) => boolean>> = {
  "price-and-availability/promotions": (c) => c.areBookingsAvailable && c.promotionsInListingSetting,
  "verification/info": (c) => c.isKycApplicable,
  "verification/owner": (c) => c.isKycApplicable && c.isCompany,
  "verification/upload": (c) => c.isKycApplicable,
  "identity-and-payout/upload": (c) => c.isKycApplicable,
  "identity-and-payout/payout": (c) => c.isCommissionApplicable,
  "identity-and-payout/info": (c) => c.isCommissionApplicable,
  "identity-and-payout/payout-document": (c) => c.isCommissionApplicable && c.isKycApplicable,
  "payout/info": (c) => c.isCommissionApplicable,
  "payout/upload": (c) => c.isCommissionApplicable && c.isKycApplicable,
  // The spec's own sentence: a company host without KYC skips the personal-details owner page.
  "personal-details/owner": (c) => !(c.isCompany && !c.isKycApplicable),
  "commission-model": (c) => c.isCommissionApplicable,
  "commercial-model": (c) => c.isB2B,
  "commercial-model/plan": (c) => c.isB2B && c.isSubscriptionCheckoutAvailable,
  "commercial-model/plan-services": (c) => c.isB2B && c.isSubscriptionCheckoutAvailable,
  "booking-preference": (c) => c.areBookingsAvailable,
  "subscription/plan": (c) => c.isSubscriptionCheckoutAvailable && !c.isB2B,
  "subscription/boost": (c) => c.isSubscriptionCheckoutAvailable && !c.isB2B,
  "regional-requirements": (c) => c.needsRegionalRequirements,
};

// About the host rather than the unit: answered once, during onboarding.
const hostSteps = new Set<string>([
  "commission-model",
  "verification/info",
  "verification/owner",
  "verification/upload",
  "personal-details/info",
  "personal-details/owner",
  "booking-preference",
  "payout/info",
  "payout/upload",
  "commercial-model",
  "commercial-model/plan",
  "commercial-model/plan-services",
  "identity-and-payout/upload",
  "identity-and-payout/payout",
  "identity-and-payout/payout-document",
  "identity-and-payout/info",
]);

// About the property: a further unit of a multi-unit property reuses them.
const propertySteps = new Set<string>([
  "property",
  "location",
  "location/address",
  "location/map",
  "property-title",
]);

function allowedSteps(flow: ListingFlow, c: C): ListingStepName[] {
  const order: readonly ListingStepName[] = flow.startsWith("single-unit")
    ? singleUnitStepNames
    : multiUnitStepNames;
  const onboarding = flow.endsWith("-onboarding");
  const furtherUnit = flow === "multi-unit" || flow === "multi-unit-onboarding";
  return order.filter(
    (name) =>
      (onboarding || !hostSteps.has(name)) &&
      (!furtherUnit || !propertySteps.has(name)) &&
      (shownWhen[name]?.(c) ?? true),
  );
}

describe("listingSteps for every combination of the variant flags (listing spec §2, §4)", () => {
  const cases = ListingFlow.literals.flatMap((flow) => everyHost.map((c) => [flow, c] as const));

  it("covers every flow and every host, 1,536 cases", () => {
    expect(cases).toHaveLength(6 * 256);
  });

  it("shows exactly the steps the rules allow, in the spec's order", () => {
    for (const [flow, c] of cases)
      expect(
        listingSteps(flow, c).map((s) => s.name),
        `${flow} ${JSON.stringify(c)}`,
      ).toEqual(allowedSteps(flow, c));
  });

  it("with every step complete, in any order and with another flow's names, reads 100 % and resumes at publish", () => {
    for (const [flow, c] of cases) {
      const names = listingSteps(flow, c).map((s) => s.name);
      // Reversed, with a repeat and a step of the other flow: none of these may change the answer.
      const completed = [...names].reverse().concat(names[0]!, "title-and-description", "property-title");
      const summary = listingProgressSummary(listingSteps(flow, c), completed);
      expect(summary, flow).toEqual({ percent: 100, lastCompletedStep: "publish", resumeStep: "publish" });
    }
  });
});
