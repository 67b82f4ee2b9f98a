// Listing spec §3: a unit with an invalid registration number is not publishable. An invalid field
// without a unit id belongs to the whole property, so it blocks every unit of that property.
import type { UnitId } from "../ids.ts";
import type { InvalidField } from "./invalid-field.ts";

export interface PublishabilityInput {
  readonly propertyUnitPublicId: UnitId;
  readonly state: string;
  readonly invalidFields: readonly InvalidField[];
}

export function blocksPublication(field: InvalidField, unitId: UnitId): boolean {
  return (
    field.field === "registrationNumber" && (field.propertyUnitId === null || field.propertyUnitId === unitId)
  );
}

export function isUnitPublishable(unit: PublishabilityInput): boolean {
  if (unit.state === "DELETED") return false;
  return !unit.invalidFields.some((f) => blocksPublication(f, unit.propertyUnitPublicId));
}
