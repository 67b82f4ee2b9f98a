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

// The spec's rules (listing spec §4, docs/decisions.md "Listing progress") as checks on a result rather
// than a copy of the formula: with d of t effort points done, the percent p is the largest whole
// number at most 99 for which p·t ≤ 100·d, and 100 exactly when every step is done; when every step
// weighs 0, steps count instead of points. Integer arithmetic, names looked up in a Set.
function followsPercentRule(list: readonly Step[], completed: readonly string[], percent: number): boolean {
  const done = new Set(completed);
  const finished = list.filter((s) => done.has(s.name));
  if (finished.length === list.length) return percent === 100;
  const weighed = list.some((s) => s.effort > 0);
  const total = weighed ? list.reduce((sum, s) => sum + s.effort, 0) : list.length;
  const part = weighed ? finished.reduce((sum, s) => sum + s.effort, 0) : finished.length;
  const fits = (p: number) => p * total <= 100 * part;
  return (
    Number.isInteger(percent) &&
    percent >= 0 &&
    percent <= 99 &&
    fits(percent) &&
    (percent === 99 || !fits(percent + 1))
  );
}

// Spec §4 read literally: the first step (in flow order) not in the completed list; the last
// completed step is the one before it; resume goes there, or to the last step when none is open.
function specResume(list: readonly Step[], completed: readonly string[]) {
  let open = 0;
  while (open < list.length && completed.includes(list[open]!.name)) open += 1;
  return {
    lastCompletedStep: open === 0 ? undefined : list[open - 1]!.name,
    resumeStep: open === list.length ? list[list.length - 1]?.name : list[open]!.name,
  };
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

  it("has neither a last completed step nor one to resume in a flow without steps", () => {
    expect(lastCompletedStep([], ["property"])).toBeUndefined();
    expect(resumeStep([], ["property"])).toBeUndefined();
    expect(listingProgressSummary([], [])).toEqual({
      percent: 100,
      lastCompletedStep: undefined,
      resumeStep: undefined,
    });
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

  it("follows the spec's rule for any steps and completed list, all complete included", () => {
    const names = multiUnitCatalogue.map((s) => s.name);
    const stepArb = fc.uniqueArray(
      fc.record({
        name: fc.constantFrom(...names),
        effort: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constant(0)),
        group: fc.constantFrom("property" as const, "unit" as const, "pricing" as const),
      }),
      { selector: (s) => s.name, minLength: 1, maxLength: 12 },
    );
    // Any names (most outside a short flow), or the whole flow in any order with strays and repeats.
    const caseArb = stepArb.chain((list) =>
      fc.tuple(
        fc.constant(list),
        fc.oneof(
          fc.array(fc.constantFrom(...names)),
          fc.subarray(list.map((s) => s.name)),
          fc
            .tuple(
              fc.shuffledSubarray(
                list.map((s) => s.name),
                { minLength: list.length },
              ),
              fc.array(fc.constantFrom(...names), { maxLength: 4 }),
            )
            .map(([all, extra]) => [...all, ...extra]),
        ),
      ),
    );
    let allComplete = 0;
    let allFormless = 0;
    fc.assert(
      fc.property(caseArb, ([list, done]) => {
        if (list.every((s) => done.includes(s.name))) allComplete += 1;
        if (list.every((s) => s.effort === 0)) allFormless += 1;
        expect(followsPercentRule(list, done, listingProgressPercent(list, done))).toBe(true);
      }),
      { numRuns: 2000 },
    );
    // Each edge of the rule was reached often: every step done, and a flow where nothing weighs.
    expect(allComplete).toBeGreaterThan(400);
    expect(allFormless).toBeGreaterThan(20);
  });
});

describe("listingProgressSummary", () => {
  it("follows the spec for any completed list, all complete, duplicates and foreign names included", () => {
    const flow = listingSteps("single-unit-onboarding", allConditions);
    const flowNames = flow.map((s) => s.name);
    const names = [...flowNames, "start-unit", "property-title"];
    // A third of the lists hold every step of the flow (in any order, with strays and repeats), a
    // third all but one, a third anything.
    const completedArb = fc.oneof(
      fc.array(fc.constantFrom(...names), { maxLength: 40 }),
      fc
        .tuple(
          fc.shuffledSubarray(flowNames, { minLength: flowNames.length }),
          fc.array(fc.constantFrom(...names), { maxLength: 6 }),
        )
        .map(([all, extra]) => [...extra, ...all]),
      fc
        .tuple(fc.shuffledSubarray(flowNames, { minLength: flowNames.length }), fc.nat())
        .map(([all, drop]) => all.filter((_, i) => i !== drop % all.length)),
    );
    let allComplete = 0;
    fc.assert(
      fc.property(completedArb, (completed) => {
        if (flowNames.every((n) => completed.includes(n))) allComplete += 1;
        const summary = listingProgressSummary(flow, completed);
        expect(followsPercentRule(flow, completed, summary.percent)).toBe(true);
        expect({ lastCompletedStep: summary.lastCompletedStep, resumeStep: summary.resumeStep }).toEqual(
          specResume(flow, completed),
        );
        expect(summary).toEqual({
          percent: listingProgressPercent(flow, completed),
          lastCompletedStep: lastCompletedStep(flow, completed),
          resumeStep: resumeStep(flow, completed),
        });
      }),
      { numRuns: 1000 },
    );
    expect(allComplete).toBeGreaterThan(250);
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

describe("the flow's step index", () => {
  it("is built once per steps array, however many units are counted over it", () => {
    // Each build reads the steps through map; a properties list counts thousands of units over
    // the same few flows.
    let built = 0;
    const watched = new Proxy([...steps], {
      get(target, property, receiver) {
        if (property === "map") built += 1;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    for (const completed of [["property"], ["photos", "publish"], []])
      listingProgressPercent(watched, completed);
    lastCompletedStep(watched, ["property"]);
    expect(built).toBe(1);
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
