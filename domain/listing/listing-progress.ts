// Listing progress (listing spec §4). The completed list is a set of names the server stores per unit;
// the flow's ordered steps decide what "last completed" and "next" mean. Names in the completed list
// that the flow does not show (another flow's steps, hidden pages) are ignored.
//
// Every figure comes from one pass over the flow with a "done" flag per step. The flags are set by
// looking each completed name up in an index of the flow's step names, built once per steps array
// and cached: a properties list computes thousands of units over the same few flows, and this keeps
// the per-unit cost to the completed list's length plus the flow's length, with no Set per unit.
import type { ListingStepAttributes, ListingStepGroup, ListingStepName } from "./listing-step.ts";

type Step = Pick<ListingStepAttributes, "name" | "effort" | "group">;
type Named = Pick<Step, "name">;

// Memoisation only: the index is derived from the (readonly) steps array and never observed.
const indexCache = new WeakMap<readonly Named[], ReadonlyMap<string, number>>();

function stepIndex(steps: readonly Named[]): ReadonlyMap<string, number> {
  let index = indexCache.get(steps);
  if (index === undefined) {
    index = new Map(steps.map((s, i) => [s.name, i]));
    indexCache.set(steps, index);
  }
  return index;
}

function doneFlags(steps: readonly Named[], completed: Iterable<string>): boolean[] {
  const index = stepIndex(steps);
  const done = new Array<boolean>(steps.length).fill(false);
  for (const name of completed) {
    const i = index.get(name);
    if (i !== undefined) done[i] = true;
  }
  return done;
}

interface Facts {
  readonly firstIncomplete: number;
  readonly totalEffort: number;
  readonly doneEffort: number;
  readonly doneCount: number;
}

function factsOf(steps: readonly Step[], done: readonly boolean[]): Facts {
  let firstIncomplete = -1;
  let totalEffort = 0;
  let doneEffort = 0;
  let doneCount = 0;
  for (let i = 0; i < steps.length; i++) {
    const effort = steps[i]!.effort;
    totalEffort += effort;
    if (done[i]) {
      doneEffort += effort;
      doneCount += 1;
    } else if (firstIncomplete === -1) firstIncomplete = i;
  }
  return {
    firstIncomplete: firstIncomplete === -1 ? steps.length : firstIncomplete,
    totalEffort,
    doneEffort,
    doneCount,
  };
}

function firstIncompleteIndex(steps: readonly Named[], completed: Iterable<string>): number {
  const index = doneFlags(steps, completed).indexOf(false);
  return index === -1 ? steps.length : index;
}

/** The step just before the first step not completed; undefined when the first step is not completed. */
export function lastCompletedStep(
  steps: readonly Named[],
  completed: Iterable<string>,
): ListingStepName | undefined {
  // Nothing comes before the first step: steps[-1] is undefined.
  return steps[firstIncompleteIndex(steps, completed) - 1]?.name;
}

/** Where the host resumes: the first step not completed, or the last step when all are complete. */
export function resumeStep(
  steps: readonly Named[],
  completed: Iterable<string>,
): ListingStepName | undefined {
  const index = firstIncompleteIndex(steps, completed);
  return (steps[index] ?? steps[steps.length - 1])?.name;
}

/**
 * Share of the flow's effort already done, 0 to 100, rounded down. It reads 100 only when every step is
 * complete, so a flow with formless steps left (effort 0) does not claim to be done. A flow whose steps
 * all weigh 0 counts steps instead.
 */
function percentOf(stepCount: number, facts: Facts): number {
  if (facts.doneCount === stepCount) return 100;
  const share = facts.totalEffort === 0 ? facts.doneCount / stepCount : facts.doneEffort / facts.totalEffort;
  return Math.min(99, Math.floor(share * 100));
}

export function listingProgressPercent(steps: readonly Step[], completed: Iterable<string>): number {
  return percentOf(steps.length, factsOf(steps, doneFlags(steps, completed)));
}

export interface GroupProgress {
  readonly group: ListingStepGroup;
  readonly completedSteps: number;
  readonly totalSteps: number;
  readonly percent: number;
}

/** Progress of each group, in the order the groups first appear in the flow. */
export function groupProgress(steps: readonly Step[], completed: Iterable<string>): readonly GroupProgress[] {
  const done = doneFlags(steps, completed);
  const groups = [...new Set(steps.map((s) => s.group))];
  return groups.map((group) => {
    const members = steps.flatMap((s, i) => (s.group === group ? [i] : []));
    const facts = factsOf(
      members.map((i) => steps[i]!),
      members.map((i) => done[i]!),
    );
    return {
      group,
      completedSteps: facts.doneCount,
      totalSteps: members.length,
      percent: percentOf(members.length, facts),
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

export interface ListingProgressSummary {
  readonly percent: number;
  readonly lastCompletedStep: ListingStepName | undefined;
  readonly resumeStep: ListingStepName | undefined;
}

/** What a unit card shows, from a single pass over the flow. */
export function listingProgressSummary(
  steps: readonly Step[],
  completed: Iterable<string>,
): ListingProgressSummary {
  const facts = factsOf(steps, doneFlags(steps, completed));
  const i = facts.firstIncomplete;
  return {
    percent: percentOf(steps.length, facts),
    lastCompletedStep: steps[i - 1]?.name,
    resumeStep: (steps[i] ?? steps[steps.length - 1])?.name,
  };
}
