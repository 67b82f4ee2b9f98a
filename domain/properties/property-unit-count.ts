// How many units a property of each type holds (listing spec §1: "A property is either single-unit
// or multi-unit"). A single-unit property has at most one live unit, so a second unit is refused, and
// so is making a property with several live units single-unit; a multi-unit property has no bound.
import type { PropertyType } from "./property-state.ts";

export type UnitCountRefusal = "singleUnitPropertyIsFull" | "tooManyUnitsForSingle";

/** Why a unit cannot be added to a property of this type with this many live units. */
export function addUnitRefusal(propertyType: PropertyType, liveUnits: number): UnitCountRefusal | undefined {
  return propertyType === "single" && liveUnits >= 1 ? "singleUnitPropertyIsFull" : undefined;
}

/** Why a property with this many live units cannot take this type. */
export function propertyTypeRefusal(
  propertyType: PropertyType,
  liveUnits: number,
): UnitCountRefusal | undefined {
  return propertyType === "single" && liveUnits > 1 ? "tooManyUnitsForSingle" : undefined;
}
