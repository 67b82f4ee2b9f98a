import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { sampleUnit } from "../commands/sample-documents.ts";
import { PropertyState } from "../properties/property-state.ts";
import { newHostFeatures } from "../user/new-host-features.ts";
import { groupProgress, listingProgressSummary } from "./listing-progress.ts";
import { pointedChecklistItem, unitChecklist } from "./unit-checklist.ts";
import { unitListingFlow } from "./unit-listing-flow.ts";

const host = { type: "individual", onboardingStatus: "finished", appFeatures: newHostFeatures } as const;
const single = unitListingFlow({
  propertyType: "single",
  hasFinishedUnit: false,
  needsRegionalRequirements: false,
  host,
});

describe("unitChecklist", () => {
  it("shows the flow's own steps and progress while the unit is in the flow", () => {
    const listings = fc.constantFrom(
      single,
      unitListingFlow({
        propertyType: "multi",
        hasFinishedUnit: true,
        needsRegionalRequirements: true,
        host,
      }),
      unitListingFlow({
        propertyType: "multi",
        hasFinishedUnit: false,
        needsRegionalRequirements: true,
        host: { ...host, type: "company", onboardingStatus: "in_progress" },
      }),
    );
    fc.assert(
      fc.property(
        listings.chain((listing) =>
          fc.tuple(fc.constant(listing), fc.subarray(listing.steps.map((s) => s.name))),
        ),
        ([listing, completed]) => {
          const checklist = unitChecklist(
            sampleUnit({ state: "IN_PROGRESS", completedListingSteps: completed }),
            listing,
          );
          const summary = listingProgressSummary(listing.steps, completed);
          const complete = completed.length === listing.steps.length;
          expect(checklist.flow).toBe(listing.flow);
          expect(checklist.steps).toBe(listing.steps);
          expect(checklist.percent).toBe(summary.percent);
          expect(checklist.groups.map(({ step: _, ...g }) => g)).toEqual(
            groupProgress(listing.steps, completed),
          );
          expect(checklist.nextStep).toBe(complete ? undefined : summary.resumeStep);
          if (!complete) expect(completed).not.toContain(checklist.nextStep);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("counts every step done for a unit past the flow, whatever its completed list holds", () => {
    for (const state of PropertyState.literals) {
      const unit = sampleUnit({ state, completedListingSteps: [] });
      const checklist = unitChecklist(unit, single);
      const past = state !== "IN_PROGRESS" && state !== "DELETED";
      expect(checklist.percent).toBe(past ? 100 : 0);
      expect(checklist.nextStep).toBe(past ? undefined : single.steps[0]!.name);
      expect(checklist.groups.every((g) => g.completedSteps === g.totalSteps)).toBe(past);
    }
  });

  it("leads each group to its first open step, or to its first step once the group is done", () => {
    const unit = sampleUnit({
      state: "IN_PROGRESS",
      completedListingSteps: ["property", "location/autocomplete", "photos"],
    });
    const byGroup = new Map(unitChecklist(unit, single).groups.map((g) => [g.group, g.step]));
    expect(byGroup.get("property")).toBe("location/address");
    expect(byGroup.get("unit")).toBe("guests-and-rooms/info");
    expect(byGroup.get("publish")).toBe("publish");
    const done = unitChecklist({ ...unit, state: "PUBLISHED" }, single);
    expect(done.groups.find((g) => g.group === "property")?.step).toBe("property");
  });

  it("points at a group by its name, or at a step's group and that step by the step's name", () => {
    const checklist = unitChecklist(sampleUnit({ state: "IN_PROGRESS", completedListingSteps: [] }), single);
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

  it("lists the fields to fix of the unit and of its whole property, not those of other units", () => {
    const unit = sampleUnit();
    const flagged = (propertyUnitId: string | null) => ({
      field: "registrationNumber" as const,
      propertyId: unit.propertyId,
      propertyUnitId: propertyUnitId as typeof unit.id | null,
    });
    const own = flagged(unit.id);
    const wholeProperty = flagged(null);
    const checklist = unitChecklist(
      sampleUnit({ invalidFields: [own, flagged("u-2"), wholeProperty] }),
      single,
    );
    expect(checklist.invalidFields).toEqual([own, wholeProperty]);
  });
});
