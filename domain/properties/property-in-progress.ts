// Listing spec §4: a property counts as in progress when some unit is in progress and no unit is
// finished. A property with one finished unit is live work, even while a second unit is being drafted.
import { isFinishedUnitState, type PropertyState } from "./property-state.ts";

export function isPropertyInProgress(unitStates: readonly PropertyState[]): boolean {
  return unitStates.some((s) => s === "IN_PROGRESS") && !unitStates.some(isFinishedUnitState);
}
