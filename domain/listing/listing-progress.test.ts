import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listingSteps } from "./listing-flow.ts";
import {
  completeStep,
  groupProgress,
  lastCompletedStep,
  listingProgressPercent,
  listingProgressSummary,
  resumeStep,
} from "./listing-progress.ts";
import { multiUnitCatalogue } from "./listing-step-catalogue.ts";
import type { ListingStepAttributes } from "./listing-step.ts";

type Step = Pick<ListingStepAttributes, "name" | "effort" | "group">;
const steps: Step[] = [
  { name: "property", effort: 1, group: "property" },
  { name: "location", effort: 1, group: "property" },
  { name: "location/address", effort: 2, group: "property" },
  { name: "photos", effort: 3, group: "unit" },
  { name: "publish", effort: 0, group: "publish" },
];

// The oracle: a direct reading of the spec, recomputed from scratch with Array.includes.
function naivePercent(list: readonly Step[], completed: readonly string[]): number {
  if (list.every((s) => completed.includes(s.name))) return 100;
  const total = list.reduce((sum, s) => sum + s.effort, 0);
  const done = list.filter((s) => completed.includes(s.name));
  const share = total === 0 ? done.length / list.length : done.reduce((sum, s) => sum + s.effort, 0) / total;
  return Math.min(99, Math.floor(share * 100));
}

const allConditions = {
  isCompany: true,
  isKycApplicable: true,
  isCommissionApplicable: true,
  isB2B: false,
  isSubscriptionCheckoutAvailable: true,
  areBookingsAvailable: true,
  promotionsInListingSetting: true,
  needsRegionalRequirements: true,
};

describe("lastCompletedStep and resumeStep (listing spec §4)", () => {
  it("takes the step just before the first step not completed, and resumes at that step", () => {
    const completed = ["property", "location/address", "photos"];
    expect(lastCompletedStep(steps, completed)).toBe("property");
    expect(resumeStep(steps, completed)).toBe("location");
  });

  it("has no last completed step when the first step is open, and resumes at the start", () => {
    expect(lastCompletedStep(steps, ["location"])).toBeUndefined();
    expect(resumeStep(steps, [])).toBe("property");
  });

  it("resumes at the last step when all are complete", () => {
    const all = steps.map((s) => s.name);
    expect(lastCompletedStep(steps, all)).toBe("publish");
    expect(resumeStep(steps, all)).toBe("publish");
  });

  it("resumes right after the last completed step, for any completed list", () => {
    const names = steps.map((s) => s.name);
    fc.assert(
      fc.property(fc.subarray(names), (completed) => {
        const last = lastCompletedStep(steps, completed);
        const resume = resumeStep(steps, completed);
        const lastIndex = last === undefined ? -1 : names.indexOf(last);
        const allDone = names.every((n) => completed.includes(n));
        expect(names.indexOf(resume!)).toBe(allDone ? names.length - 1 : lastIndex + 1);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("listingProgressPercent (listing spec §4: weighted by effort)", () => {
  it("weighs steps by effort", () => {
    // 1 + 1 + 2 of 7 effort points.
    expect(listingProgressPercent(steps, ["property", "location", "location/address"])).toBe(57);
    expect(listingProgressPercent(steps, ["photos"])).toBe(42);
    expect(listingProgressPercent(steps, [])).toBe(0);
  });

  it("reads 100 only when every step is complete, even if the open step weighs nothing", () => {
    const allButPublish = ["property", "location", "location/address", "photos"];
    expect(listingProgressPercent(steps, allButPublish)).toBe(99);
    expect(listingProgressPercent(steps, [...allButPublish, "publish"])).toBe(100);
  });

  it("ignores completed names the flow does not show", () => {
    expect(listingProgressPercent(steps, ["title-and-description", "property"])).toBe(14);
  });

  it("counts steps when every step weighs 0", () => {
    const formless: Step[] = [
      { name: "start-unit", effort: 0, group: "unit" },
      { name: "publish", effort: 0, group: "publish" },
    ];
    expect(listingProgressPercent(formless, ["start-unit"])).toBe(50);
  });

  it("never decreases as steps complete, in any order, and ends at 100", () => {
    const flow = listingSteps("first-multi-unit-onboarding", allConditions);
    fc.assert(
      fc.property(fc.shuffledSubarray([...flow], { minLength: flow.length }), (order) => {
        let completed: ReturnType<typeof completeStep> = [];
        let previous = listingProgressPercent(flow, completed);
        if (previous !== 0) return false;
        for (const step of order) {
          completed = completeStep(completed, step.name);
          const now = listingProgressPercent(flow, completed);
          if (now < previous || now > 100) return false;
          previous = now;
        }
        return previous === 100;
      }),
      { numRuns: 1000 },
    );
  });

  it("agrees with the naive recomputation for any steps and completed list", () => {
    const stepArb = fc.uniqueArray(
      fc.record({
        name: fc.constantFrom(...multiUnitCatalogue.map((s) => s.name)),
        effort: fc.integer({ min: 0, max: 3 }),
        group: fc.constantFrom("property" as const, "unit" as const, "pricing" as const),
      }),
      { selector: (s) => s.name, minLength: 1, maxLength: 12 },
    );
    fc.assert(
      fc.property(
        stepArb,
        fc.array(fc.constantFrom(...multiUnitCatalogue.map((s) => s.name))),
        (list, done) => {
          expect(listingProgressPercent(list, done)).toBe(naivePercent(list, done));
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("listingProgressSummary", () => {
  it("agrees with the separate rules for any completed list, duplicates and foreign names included", () => {
    const flow = listingSteps("single-unit-onboarding", allConditions);
    const names = [...flow.map((s) => s.name), "start-unit", "property-title"];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...names), { maxLength: 40 }), (completed) => {
        expect(listingProgressSummary(flow, completed)).toEqual({
          percent: naivePercent(flow, completed),
          lastCompletedStep: lastCompletedStep(flow, completed),
          resumeStep: resumeStep(flow, completed),
        });
      }),
      { numRuns: 1000 },
    );
  });
});

describe("groupProgress", () => {
  it("reports each group in flow order", () => {
    expect(groupProgress(steps, ["property", "photos"])).toEqual([
      { group: "property", completedSteps: 1, totalSteps: 3, percent: 25 },
      { group: "unit", completedSteps: 1, totalSteps: 1, percent: 100 },
      { group: "publish", completedSteps: 0, totalSteps: 1, percent: 0 },
    ]);
  });
});

describe("completeStep", () => {
  it("adds a step once and leaves the input alone", () => {
    const before = ["property"] as const;
    expect(completeStep(before, "photos")).toEqual(["property", "photos"]);
    expect(completeStep(before, "property")).toEqual(["property"]);
    expect(before).toEqual(["property"]);
  });
});
