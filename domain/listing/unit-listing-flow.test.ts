import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listingSteps, selectListingFlow } from "./listing-flow.ts";
import {
  listingConditions,
  nextListingStep,
  previousListingStep,
  unitListingFlow,
} from "./unit-listing-flow.ts";

const hostArb = fc.record({
  type: fc.constantFrom("individual" as const, "company" as const),
  onboardingStatus: fc.constantFrom("in_progress" as const, "finished" as const),
  appFeatures: fc.record({
    bookingsAvailable: fc.boolean(),
    bookingsViewAvailable: fc.boolean(),
    commissionApplicable: fc.boolean(),
    inquiriesAvailable: fc.boolean(),
    inquiriesViewAvailable: fc.boolean(),
    subscriptionApplicable: fc.boolean(),
    isSubscriptionCheckoutAvailable: fc.boolean(),
    isB2B: fc.boolean(),
    isKYCApplicable: fc.boolean(),
  }),
});

const inputArb = fc.record({
  propertyType: fc.constantFrom("single" as const, "multi" as const),
  hasFinishedUnit: fc.boolean(),
  needsRegionalRequirements: fc.boolean(),
  host: hostArb,
});

describe("a unit's listing flow", () => {
  it("reads each condition from the host's user info and the unit's place", () => {
    fc.assert(
      fc.property(hostArb, fc.boolean(), (host, regional) => {
        const c = listingConditions(host, regional);
        expect(c.isCompany).toBe(host.type === "company");
        expect(c.isKycApplicable).toBe(host.appFeatures.isKYCApplicable);
        expect(c.isCommissionApplicable).toBe(host.appFeatures.commissionApplicable);
        expect(c.isB2B).toBe(host.appFeatures.isB2B);
        expect(c.isSubscriptionCheckoutAvailable).toBe(host.appFeatures.isSubscriptionCheckoutAvailable);
        expect(c.areBookingsAvailable).toBe(host.appFeatures.bookingsAvailable);
        expect(c.needsRegionalRequirements).toBe(regional);
      }),
      { numRuns: 1000 },
    );
  });

  it("is the flow the spec's selection rule picks, with the steps that flow shows", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { flow, steps } = unitListingFlow(input);
        expect(flow).toBe(
          selectListingFlow({
            propertyType: input.propertyType,
            hasFinishedUnit: input.hasFinishedUnit,
            onboardingStatus: input.host.onboardingStatus,
          }),
        );
        expect(steps).toEqual(
          listingSteps(flow, listingConditions(input.host, input.needsRegionalRequirements)),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it("moves one step forward and back, and stops at either end", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { steps } = unitListingFlow(input);
        steps.forEach((step, i) => {
          expect(nextListingStep(steps, step.name)).toBe(steps[i + 1]?.name);
          expect(previousListingStep(steps, step.name)).toBe(i === 0 ? undefined : steps[i - 1]?.name);
        });
        expect(nextListingStep(steps, "not-a-step")).toBeUndefined();
        expect(previousListingStep(steps, "not-a-step")).toBeUndefined();
      }),
      { numRuns: 1000 },
    );
  });
});
