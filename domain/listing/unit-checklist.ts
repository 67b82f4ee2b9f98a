// A unit's listing checklist (operations spec §2: /checklist/{first}/{second}, read as the property
// and the unit): how far each section of its listing flow is, from the steps the unit completed
// (listing-progress.ts), and which fields a market asks to fix.
//
// A unit past the flow (published, under review, approved, unpublished, rejected) was published
// from its last step, so every step of its flow counts as done whatever its completed list holds:
// the demo's and older units were listed before the list was kept, and a published unit reading
// "0% done" would send its host back into a flow they finished.
import type { UnitDocument } from "../properties/unit-document.ts";
import type { ListingFlow } from "./listing-flow.ts";
import { groupProgress, listingProgressSummary, type GroupProgress } from "./listing-progress.ts";
import type { ListingStepGroup, ListingStepName } from "./listing-step.ts";
import type { CatalogueStep } from "./listing-step-catalogue.ts";
import type { UnitListingFlow } from "./unit-listing-flow.ts";

export interface ChecklistGroup extends GroupProgress {
  /** Where the group's item leads: its first step not done, or its first step when all are. */
  readonly step: ListingStepName;
}

export interface UnitChecklist {
  readonly flow: ListingFlow;
  /** The flow's steps, in order. */
  readonly steps: readonly CatalogueStep[];
  readonly percent: number;
  readonly groups: readonly ChecklistGroup[];
  /** The step the host would continue with; undefined when every step is done. */
  readonly nextStep: ListingStepName | undefined;
  readonly invalidFields: UnitDocument["invalidFields"];
}

/** Whether the unit has left the listing flow: it was published from it at least once. */
export function isPastListingFlow(unit: Pick<UnitDocument, "state">): boolean {
  return unit.state !== "IN_PROGRESS" && unit.state !== "DELETED";
}

/**
 * The checklist of a unit in the flow it walks (unit-listing-flow.ts): the very steps the flow's
 * screens show, so the checklist and the flow never disagree on what is left.
 */
export function unitChecklist(unit: UnitDocument, listing: UnitListingFlow): UnitChecklist {
  const { flow, steps } = listing;
  const completed = isPastListingFlow(unit) ? steps.map((s) => s.name) : unit.completedListingSteps;
  const summary = listingProgressSummary(steps, completed);
  const done = new Set<string>(completed);
  const stepOf = (group: ListingStepGroup): ListingStepName => {
    const members = steps.filter((s) => s.group === group);
    // groupProgress names only groups the flow has, so a group has at least one step.
    return (members.find((s) => !done.has(s.name)) ?? members[0]!).name;
  };
  return {
    flow,
    steps,
    percent: summary.percent,
    groups: groupProgress(steps, completed).map((g) => ({ ...g, step: stepOf(g.group) })),
    // 100 only when every step is done (listing-progress.ts): nothing is left to continue with.
    nextStep: summary.percent === 100 ? undefined : summary.resumeStep,
    invalidFields: unit.invalidFields.filter(
      (f) => f.propertyUnitId === null || f.propertyUnitId === unit.id,
    ),
  };
}

/**
 * The checklist item a `checklistItemId` names (listing spec §2): a group of the checklist, or a step
 * of the flow, which points at its group and leads to that very step. Undefined for anything else.
 */
export function pointedChecklistItem(
  checklist: Pick<UnitChecklist, "steps" | "groups">,
  id: string | null,
): { readonly group: ListingStepGroup; readonly step: ListingStepName } | undefined {
  if (id === null) return undefined;
  const group = checklist.groups.find((g) => g.group === id);
  if (group) return { group: group.group, step: group.step };
  const step = checklist.steps.find((s) => s.name === id);
  return step && checklist.groups.some((g) => g.group === step.group)
    ? { group: step.group, step: step.name }
    : undefined;
}
