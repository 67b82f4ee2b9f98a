// States shared by properties and units (listing spec §4). A unit is "finished" once its listing
// flow has been submitted at least once: every state except IN_PROGRESS and DELETED.
import { Schema } from "effect";

export const PropertyState = Schema.Literals([
  "IN_PROGRESS",
  "UNDER_REVIEW",
  "REJECTED_BY_STAFF",
  "PUBLISHED",
  "UNPUBLISHED",
  "APPROVED",
  "DELETED",
]);
export type PropertyState = typeof PropertyState.Type;

export const PropertyType = Schema.Literals(["single", "multi"]);
export type PropertyType = typeof PropertyType.Type;

export const UnitAction = Schema.Literals(["publish", "unpublish", "delete"]);
export type UnitAction = typeof UnitAction.Type;

export const MeasurementUnit = Schema.Literals(["metric", "imperial"]);
export type MeasurementUnit = typeof MeasurementUnit.Type;

/** Deleted units no longer count, and an in-progress unit has never been submitted. */
export function isFinishedUnitState(state: PropertyState): boolean {
  return state !== "IN_PROGRESS" && state !== "DELETED";
}
