import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { sampleUnit } from "../commands/sample-documents.ts";
import { UnitId } from "../ids.ts";
import { newHostFeatures } from "../user/new-host-features.ts";
import { listingSteps } from "./listing-flow.ts";
import { unitChecklist } from "./unit-checklist.ts";

const host = { type: "individual", onboardingStatus: "finished", appFeatures: newHostFeatures } as const;

describe("unitChecklist", () => {
  it("reads a lone unit as a single-unit property, and a second unit of a finished one as multi-unit", () => {
    const unit = sampleUnit({ completedListingSteps: [] });
    expect(unitChecklist(unit, [unit], host).flow).toBe("single-unit");
    const other = sampleUnit({ id: UnitId.make("u-2"), state: "PUBLISHED" });
    expect(unitChecklist(unit, [unit, other], host).flow).toBe("multi-unit");
    expect(unitChecklist(unit, [unit, other], { ...host, onboardingStatus: "in_progress" }).flow).toBe(
      "multi-unit-onboarding",
    );
  });

  it("is done, with nothing next, exactly when every step of the flow is completed", () => {
    const unit = sampleUnit();
    const flowSteps = unitChecklist(unit, [unit], host);
    const all = listingSteps(flowSteps.flow, {
      isCompany: false,
      isKycApplicable: newHostFeatures.isKYCApplicable,
      isCommissionApplicable: newHostFeatures.commissionApplicable,
      isB2B: newHostFeatures.isB2B,
      isSubscriptionCheckoutAvailable: newHostFeatures.isSubscriptionCheckoutAvailable,
      areBookingsAvailable: newHostFeatures.bookingsAvailable,
      promotionsInListingSetting: false,
      needsRegionalRequirements: unit.regionalRequirements !== null,
    }).map((s) => s.name);
    fc.assert(
      fc.property(fc.subarray(all), (completed) => {
        const checklist = unitChecklist(sampleUnit({ completedListingSteps: completed }), [unit], host);
        const complete = completed.length === all.length;
        expect(checklist.percent === 100).toBe(complete);
        expect(checklist.nextStep === undefined).toBe(complete);
        if (!complete) expect(completed).not.toContain(checklist.nextStep);
        const counted = checklist.groups.reduce((sum, g) => sum + g.completedSteps, 0);
        expect(counted).toBe(completed.length);
        expect(checklist.groups.reduce((sum, g) => sum + g.totalSteps, 0)).toBe(all.length);
      }),
      { numRuns: 1000 },
    );
  });
});
