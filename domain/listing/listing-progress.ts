// Listing progress (listing spec §4). The completed list is a set of names the server stores per unit;
// the flow's ordered steps decide what "last completed" and "next" mean. Names in the completed list
// that the flow does not show (another flow's steps, hidden pages) are ignored.
import type { ListingStepAttributes, ListingStepGroup, ListingStepName } from "./listing-step.ts";

type Step = Pick<ListingStepAttributes, "name" | "effort" | "group">;

function firstIncompleteIndex(steps: readonly Pick<Step, "name">[], completed: ReadonlySet<string>): number {
  const index = steps.findIndex((s) => !completed.has(s.name));
  return index === -1 ? steps.length : index;
}

/** The step just before the first step not completed; undefined when the first step is not completed. */
export function lastCompletedStep(
  steps: readonly Pick<Step, "name">[],
  completed: Iterable<string>,
): ListingStepName | undefined {
  const index = firstIncompleteIndex(steps, new Set(completed));
  return index === 0 ? undefined : steps[index - 1]?.name;
}

/** Where the host resumes: the first step not completed, or the last step when all are complete. */
export function resumeStep(
  steps: readonly Pick<Step, "name">[],
  completed: Iterable<string>,
): ListingStepName | undefined {
  const index = firstIncompleteIndex(steps, new Set(completed));
  return (steps[index] ?? steps[steps.length - 1])?.name;
}

/**
 * Share of the flow's effort already done, 0 to 100, rounded down. It reads 100 only when every step is
 * complete, so a flow with formless steps left (effort 0) does not claim to be done. A flow whose steps
 * all weigh 0 counts steps instead.
 */
export function listingProgressPercent(steps: readonly Step[], completed: Iterable<string>): number {
  const done = completed instanceof Set ? (completed as ReadonlySet<string>) : new Set(completed);
  let total = 0;
  let doneEffort = 0;
  let doneCount = 0;
  for (const step of steps) {
    total += step.effort;
    if (done.has(step.name)) {
      doneEffort += step.effort;
      doneCount += 1;
    }
  }
  if (doneCount === steps.length) return 100;
  const share = total === 0 ? doneCount / steps.length : doneEffort / total;
  return Math.min(99, Math.floor(share * 100));
}

export interface GroupProgress {
  readonly group: ListingStepGroup;
  readonly completedSteps: number;
  readonly totalSteps: number;
  readonly percent: number;
}

/** Progress of each group, in the order the groups first appear in the flow. */
export function groupProgress(steps: readonly Step[], completed: Iterable<string>): readonly GroupProgress[] {
  const done = new Set(completed);
  const groups = [...new Set(steps.map((s) => s.group))];
  return groups.map((group) => {
    const inGroup = steps.filter((s) => s.group === group);
    return {
      group,
      completedSteps: inGroup.filter((s) => done.has(s.name)).length,
      totalSteps: inGroup.length,
      percent: listingProgressPercent(inGroup, done),
    };
  });
}

/** The completed list after finishing a step, without duplicates and without touching the input. */
export function completeStep(
  completed: readonly ListingStepName[],
  step: ListingStepName,
): ListingStepName[] {
  return completed.includes(step) ? [...completed] : [...completed, step];
}
