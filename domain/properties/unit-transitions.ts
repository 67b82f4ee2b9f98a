// The unit state machine. The spec (listing §4) names the states and the host actions (publish,
// unpublish, delete) but not the transitions; these are ours:
//   IN_PROGRESS --publish--> UNDER_REVIEW --approve--> APPROVED --publish--> PUBLISHED
//   UNDER_REVIEW | APPROVED | PUBLISHED --reject--> REJECTED_BY_STAFF --publish--> UNDER_REVIEW
//   PUBLISHED --unpublish--> UNPUBLISHED --publish--> PUBLISHED (already reviewed, no second review)
//   any state but DELETED --delete--> DELETED; nothing leaves DELETED.
// Approve and reject are staff actions. Publishing additionally needs a publishable unit.
import { Schema } from "effect";
import type { PropertyState } from "./property-state.ts";
import { isUnitPublishable, type PublishabilityInput } from "./unit-publishability.ts";

export const UnitTransitionAction = Schema.Literals(["publish", "unpublish", "delete", "approve", "reject"]);
export type UnitTransitionAction = typeof UnitTransitionAction.Type;

const transitions: Record<PropertyState, Partial<Record<UnitTransitionAction, PropertyState>>> = {
  IN_PROGRESS: { publish: "UNDER_REVIEW", delete: "DELETED" },
  UNDER_REVIEW: { approve: "APPROVED", reject: "REJECTED_BY_STAFF", delete: "DELETED" },
  APPROVED: { publish: "PUBLISHED", reject: "REJECTED_BY_STAFF", delete: "DELETED" },
  PUBLISHED: { unpublish: "UNPUBLISHED", reject: "REJECTED_BY_STAFF", delete: "DELETED" },
  UNPUBLISHED: { publish: "PUBLISHED", delete: "DELETED" },
  REJECTED_BY_STAFF: { publish: "UNDER_REVIEW", delete: "DELETED" },
  DELETED: {},
};

/** The state an action leads to, ignoring publishability; undefined when the action is not allowed. */
export function nextUnitState(from: PropertyState, action: UnitTransitionAction): PropertyState | undefined {
  return transitions[from][action];
}

export interface TransitionableUnit extends PublishabilityInput {
  readonly state: PropertyState;
}

export function canTransitionUnit(unit: TransitionableUnit, action: UnitTransitionAction): boolean {
  if (nextUnitState(unit.state, action) === undefined) return false;
  return action !== "publish" || isUnitPublishable(unit);
}

/** The host actions offered for a unit, in the order the menu shows them. */
export function availableUnitActions(unit: TransitionableUnit): ("publish" | "unpublish" | "delete")[] {
  return (["publish", "unpublish", "delete"] as const).filter((a) => canTransitionUnit(unit, a));
}
