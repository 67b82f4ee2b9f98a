import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { sampleUnit } from "../commands/sample-documents.ts";
import { UnitId } from "../ids.ts";
import { PropertyState } from "../properties/property-state.ts";
import { newHostFeatures } from "../user/new-host-features.ts";
import { listingSteps } from "./listing-flow.ts";
import { groupProgress } from "./listing-progress.ts";
import { pointedChecklistItem, unitChecklist } from "./unit-checklist.ts";

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
    const unit = sampleUnit({ state: "IN_PROGRESS" });
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
        const checklist = unitChecklist(
          sampleUnit({ state: "IN_PROGRESS", completedListingSteps: completed }),
          [unit],
          host,
        );
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

  it("counts every step done for a unit past the flow, whatever its completed list holds", () => {
    for (const state of PropertyState.literals) {
      const unit = sampleUnit({ state, completedListingSteps: [] });
      const checklist = unitChecklist(unit, [unit], host);
      const past = state !== "IN_PROGRESS" && state !== "DELETED";
      expect(checklist.percent).toBe(past ? 100 : 0);
      expect(checklist.nextStep).toBe(past ? undefined : checklist.steps[0]!.name);
      expect(checklist.groups.every((g) => g.completedSteps === g.totalSteps)).toBe(past);
    }
  });

  it("leads each group to its first open step, or to its first step once the group is done", () => {
    const unit = sampleUnit({
      state: "IN_PROGRESS",
      completedListingSteps: ["property", "location/autocomplete", "photos"],
    });
    const checklist = unitChecklist(unit, [unit], host);
    expect(checklist.flow).toBe("single-unit");
    const byGroup = new Map(checklist.groups.map((g) => [g.group, g.step]));
    expect(byGroup.get("property")).toBe("location/address");
    expect(byGroup.get("unit")).toBe("guests-and-rooms/info");
    expect(byGroup.get("publish")).toBe("publish");
    const done = unitChecklist({ ...unit, state: "PUBLISHED" }, [unit], host);
    expect(done.groups.find((g) => g.group === "property")?.step).toBe("property");
  });

  it("points at a group by its name, or at a step's group and that step by the step's name", () => {
    const unit = sampleUnit({ state: "IN_PROGRESS", completedListingSteps: [] });
    const checklist = unitChecklist(unit, [unit], host);
    expect(pointedChecklistItem(checklist, "photos")).toEqual({ group: "unit", step: "photos" });
    expect(pointedChecklistItem(checklist, "pricing")).toEqual({
      group: "pricing",
      step: "price-and-availability",
    });
    // A step of the other flow, a page this host does not see, or nothing at all points at nothing.
    expect(pointedChecklistItem(checklist, "start-unit")).toBeUndefined();
    expect(pointedChecklistItem(checklist, "regional-requirements")).toBeUndefined();
    expect(pointedChecklistItem(checklist, "nonsense")).toBeUndefined();
    expect(pointedChecklistItem(checklist, null)).toBeUndefined();
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
          expect(checklist.groups.map(({ step: _, ...g }) => g)).toEqual(
            groupProgress(
              steps,
              steps.map((s) => s.name),
            ),
          );
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
