// How many units offer their nights, for occupancy (operations spec §2, Statistics): only finished
// units (property-state.ts). One still being listed was never bookable and a deleted one no longer
// is, so neither counts as empty nights; a unit under review, approved, published or paused counts,
// as its nights were the host's to fill and a pause is a choice the rate should show.
import { isFinishedUnitState, type PropertyState } from "../properties/property-state.ts";

export function offeredUnitCount(units: Iterable<{ readonly state: PropertyState }>): number {
  let count = 0;
  for (const unit of units) if (isFinishedUnitState(unit.state)) count++;
  return count;
}
