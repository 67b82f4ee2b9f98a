// Regional requirements of a unit (listing spec §3, §7): the host's ownership answer and the values of
// the fields a region asks for, and the configuration that describes those fields, keyed by group.
import { Schema } from "effect";

/** Option values arrive as text, numbers or booleans; forms show them as text. */
export const RequirementValue = Schema.Union([Schema.String, Schema.Number, Schema.Boolean]);
export type RequirementValue = typeof RequirementValue.Type;

export const RequirementFieldType = Schema.Literals([
  "text",
  "number",
  "date",
  "select",
  "radio",
  "checkbox",
]);
export type RequirementFieldType = typeof RequirementFieldType.Type;

export const RequirementOption = Schema.Struct({ value: RequirementValue, label: Schema.String });
export type RequirementOption = typeof RequirementOption.Type;

export const RequirementField = Schema.Struct({
  name: Schema.String.check(Schema.isMinLength(1)),
  type: RequirementFieldType,
  required: Schema.Boolean,
  options: Schema.Array(RequirementOption),
});
export type RequirementField = typeof RequirementField.Type;

export const RegionalRequirementsConfiguration = Schema.Record(
  Schema.String,
  Schema.Struct({ fields: Schema.Array(RequirementField) }),
);
export type RegionalRequirementsConfiguration = typeof RegionalRequirementsConfiguration.Type;

export const Ownership = Schema.Struct({
  // Null until the host answers.
  isOwner: Schema.NullOr(Schema.Boolean),
});
export type Ownership = typeof Ownership.Type;

export const RegionalRequirements = Schema.Struct({
  ownership: Ownership,
  // Per group, per field name, the value; null when left empty.
  values: Schema.Record(Schema.String, Schema.Record(Schema.String, Schema.NullOr(RequirementValue))),
});
export type RegionalRequirements = typeof RegionalRequirements.Type;

/** Body of PATCH /api/app/property-unit/{id}/regional-requirements. */
export const RegionalRequirementsPatch = Schema.Struct({ regionalRequirements: RegionalRequirements });
export type RegionalRequirementsPatch = typeof RegionalRequirementsPatch.Type;
