// A field the server flags as invalid on a listed property or unit (listing spec §3).
import { Schema } from "effect";
import { PropertyId, UnitId } from "../ids.ts";

export const InvalidFieldName = Schema.Literals(["registrationNumber", "nationalIdentificationCode"]);
export type InvalidFieldName = typeof InvalidFieldName.Type;

export const InvalidField = Schema.Struct({
  field: InvalidFieldName,
  propertyId: PropertyId,
  // Null when the field belongs to the property as a whole rather than to one unit.
  propertyUnitId: Schema.NullOr(UnitId),
});
export type InvalidField = typeof InvalidField.Type;
