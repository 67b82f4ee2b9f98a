import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { sampleUnit } from "../commands/sample-documents.ts";
import { UnitId } from "../ids.ts";
import { PropertyState } from "../properties/property-state.ts";
import { newHostFeatures } from "../user/new-host-features.ts";
import { listingSteps } from "./listing-flow.ts";
import { groupProgress } from "./listing-progress.ts";
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

  it("uses the first-multi-unit flow until another unit of the property is finished", () => {
    const unit = sampleUnit({ state: "IN_PROGRESS" });
    // Finished: any state past the listing flow; a unit still in it, or deleted, has not finished.
    for (const state of PropertyState.literals) {
      const other = sampleUnit({ id: UnitId.make("u-2"), state });
      const finished = state !== "IN_PROGRESS" && state !== "DELETED";
      expect(unitChecklist(unit, [unit, other], host).flow).toBe(
        finished ? "multi-unit" : "first-multi-unit",
      );
    }
    // The unit itself being done does not make it a further unit: it keeps the flow that made the property.
    const published = sampleUnit({ state: "PUBLISHED" });
    const draft = sampleUnit({ id: UnitId.make("u-2"), state: "IN_PROGRESS" });
    expect(unitChecklist(published, [published, draft], host).flow).toBe("first-multi-unit");
  });

  it("shows the pages the host's type, features and the unit's regional requirements call for", () => {
    const features = fc.record({
      bookingsAvailable: fc.boolean(),
      bookingsViewAvailable: fc.boolean(),
      commissionApplicable: fc.boolean(),
      inquiriesAvailable: fc.boolean(),
      inquiriesViewAvailable: fc.boolean(),
      subscriptionApplicable: fc.boolean(),
      isSubscriptionCheckoutAvailable: fc.boolean(),
      isB2B: fc.boolean(),
      isKYCApplicable: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.constantFrom("individual" as const, "company" as const),
        fc.constantFrom("finished" as const, "in_progress" as const),
        features,
        fc.boolean(),
        (type, onboardingStatus, appFeatures, regional) => {
          const unit = sampleUnit({
            regionalRequirements: regional ? { ownership: { isOwner: null }, values: {} } : null,
          });
          const checklist = unitChecklist(unit, [unit], { type, onboardingStatus, appFeatures });
          // The conditions of listing spec §2, read off the host and the unit; the feature setting
          // for promotions is off while listing.
          const steps = listingSteps(checklist.flow, {
            isCompany: type === "company",
            isKycApplicable: appFeatures.isKYCApplicable,
            isCommissionApplicable: appFeatures.commissionApplicable,
            isB2B: appFeatures.isB2B,
            isSubscriptionCheckoutAvailable: appFeatures.isSubscriptionCheckoutAvailable,
            areBookingsAvailable: appFeatures.bookingsAvailable,
            promotionsInListingSetting: false,
            needsRegionalRequirements: regional,
          });
          expect(checklist.groups).toEqual(groupProgress(steps, unit.completedListingSteps));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("lists the fields to fix of the unit and of its whole property, not those of other units", () => {
    const unit = sampleUnit();
    const flagged = (propertyUnitId: UnitId | null) => ({
      field: "registrationNumber" as const,
      propertyId: unit.propertyId,
      propertyUnitId,
    });
    const own = flagged(unit.id);
    const wholeProperty = flagged(null);
    const checklist = unitChecklist(
      sampleUnit({ invalidFields: [own, flagged(UnitId.make("u-2")), wholeProperty] }),
      [unit],
      host,
    );
    expect(checklist.invalidFields).toEqual([own, wholeProperty]);
  });
});
