// Listing progress for 10,000 units: the percentage, last completed step and resume step a unit
// card shows, computed for every unit as a properties list of a large host would. The measured
// code is listingProgressSummary (one pass per unit, steps found through a cached name index); the
// baseline, measured in the same run, is the naive reading of the spec that rescans the completed
// list with Array.includes for every step.
//
// Why the data looks like a real host's: units are split across the flows a host meets (60 %
// single-unit, 40 % multi-unit with 1 in 5 of those the first unit of its property) and onboarding
// states (9 in 10 finished). Most units are listed (75 % have every step), 20 % are part-way with
// the steps done mostly in flow order and an optional page or two skipped, 5 % were just started.
// Completed lists are in completion order, as the server stores them, and those of finished hosts
// keep the onboarding-only steps they did while onboarding, which the flow no longer shows. A fixed
// seed keeps runs comparable.
import { listingSteps, type ListingFlow } from "../domain/listing/listing-flow.ts";
import { listingProgressSummary } from "../domain/listing/listing-progress.ts";
import {
  multiUnitCatalogue,
  singleUnitCatalogue,
  type CatalogueStep,
} from "../domain/listing/listing-step-catalogue.ts";
import type { ListingStepName } from "../domain/listing/listing-step.ts";
import type { OnboardingConditions } from "../domain/listing/onboarding-pages.ts";
import { seededRandom } from "./seeded-random.ts";
import { median, timeRuns, type Benchmark, type Figure } from "./harness.ts";

const unitCount = 10_000;

interface UnitProgress {
  readonly steps: readonly CatalogueStep[];
  readonly completed: readonly ListingStepName[];
}

const conditions: OnboardingConditions = {
  isCompany: false,
  isKycApplicable: true,
  isCommissionApplicable: true,
  isB2B: false,
  isSubscriptionCheckoutAvailable: true,
  areBookingsAvailable: true,
  promotionsInListingSetting: true,
  needsRegionalRequirements: true,
};

function pickFlow(random: () => number): ListingFlow {
  const onboarding = random() < 0.1 ? "-onboarding" : "";
  if (random() < 0.6) return `single-unit${onboarding}` as ListingFlow;
  return `${random() < 0.2 ? "first-multi-unit" : "multi-unit"}${onboarding}` as ListingFlow;
}

function makeUnits(): UnitProgress[] {
  const random = seededRandom(20250601);
  const stepsByFlow = new Map<ListingFlow, readonly CatalogueStep[]>();
  const units: UnitProgress[] = [];
  for (let i = 0; i < unitCount; i++) {
    const flow = pickFlow(random);
    let steps = stepsByFlow.get(flow);
    if (steps === undefined) stepsByFlow.set(flow, (steps = listingSteps(flow, conditions)));
    const catalogue = flow.startsWith("single") ? singleUnitCatalogue : multiUnitCatalogue;
    const onboardingDone = flow.endsWith("-onboarding")
      ? []
      : catalogue.filter((s) => s.onboardingOnly && random() < 0.8).map((s) => s.name);
    const roll = random();
    const reached =
      roll < 0.75
        ? steps.length
        : roll < 0.95
          ? Math.floor(random() * steps.length)
          : Math.floor(random() * 3);
    const done = steps
      .slice(0, reached)
      .filter((s) => s.page === undefined || random() < 0.9)
      .map((s) => s.name);
    // Hosts sometimes jump ahead and come back: swap a few neighbours in the completion order.
    for (let k = 1; k < done.length; k++) {
      if (random() < 0.1) [done[k - 1], done[k]] = [done[k]!, done[k - 1]!];
    }
    units.push({ steps, completed: [...onboardingDone, ...done] });
  }
  return units;
}

// The baseline: the spec read literally, recomputed from the completed array for every figure.
function naiveSummary(steps: readonly CatalogueStep[], completed: readonly string[]) {
  const isDone = (s: CatalogueStep) => completed.includes(s.name);
  const allDone = steps.every(isDone);
  const total = steps.reduce((sum, s) => sum + s.effort, 0);
  const doneSteps = steps.filter(isDone);
  const share =
    total === 0 ? doneSteps.length / steps.length : doneSteps.reduce((sum, s) => sum + s.effort, 0) / total;
  const percent = allDone ? 100 : Math.min(99, Math.floor(share * 100));
  const firstOpen = steps.findIndex((s) => !isDone(s));
  const index = firstOpen === -1 ? steps.length : firstOpen;
  return {
    percent,
    lastCompletedStep: index === 0 ? undefined : steps[index - 1]?.name,
    resumeStep: (steps[index] ?? steps[steps.length - 1])?.name,
  };
}

export const listingProgressBenchmark: Benchmark = {
  name: "listing-progress",
  async run(): Promise<readonly Figure[]> {
    const units = makeUnits();
    // Both must agree before either is timed, or the comparison means nothing.
    for (const unit of units) {
      const a = listingProgressSummary(unit.steps, unit.completed);
      const b = naiveSummary(unit.steps, unit.completed);
      if (
        a.percent !== b.percent ||
        a.resumeStep !== b.resumeStep ||
        a.lastCompletedStep !== b.lastCompletedStep
      ) {
        throw new Error("listing progress disagrees with the naive recomputation");
      }
    }
    let sink = 0;
    const measured = await timeRuns(() => {
      for (const unit of units) sink += listingProgressSummary(unit.steps, unit.completed).percent;
    }, 30);
    const baseline = await timeRuns(() => {
      for (const unit of units) sink += naiveSummary(unit.steps, unit.completed).percent;
    }, 30);
    if (sink < 0) console.log(sink);
    return [
      {
        name: `listing progress summary, ${unitCount.toLocaleString("en")} units (median of 30)`,
        unit: "ms",
        value: median(measured),
        baselineName: "naive Array.includes rescan",
        baseline: median(baseline),
      },
    ];
  },
};
