// Whether a unit's regional requirements answer its configuration (listing spec §3: configuration
// keyed by group, each group with fields, each field with options). The server refuses answers to
// groups or fields the configuration does not have, a required field left empty, and a choice that
// is not among the field's options; each problem names the field as `group.field`.
import type {
  RegionalRequirements,
  RegionalRequirementsConfiguration,
  RequirementValue,
} from "./regional-requirements.ts";

export interface RequirementProblem {
  readonly name: string;
  readonly reason: string;
}

const choiceTypes = new Set(["select", "radio"]);

export function regionalRequirementsProblems(
  configuration: RegionalRequirementsConfiguration,
  requirements: RegionalRequirements,
): RequirementProblem[] {
  const problems: RequirementProblem[] = [];
  for (const [group, values] of Object.entries(requirements.values)) {
    const fields = configuration[group]?.fields;
    if (!fields) {
      problems.push({ name: group, reason: "not a requirement group of this unit's region" });
      continue;
    }
    for (const name of Object.keys(values)) {
      if (!fields.some((f) => f.name === name))
        problems.push({ name: `${group}.${name}`, reason: "not a field of this group" });
    }
  }
  for (const [group, { fields }] of Object.entries(configuration)) {
    for (const field of fields) {
      const value: RequirementValue | null | undefined = requirements.values[group]?.[field.name];
      const empty =
        value === undefined || value === null || (typeof value === "string" && value.trim() === "");
      if (empty) {
        if (field.required) problems.push({ name: `${group}.${field.name}`, reason: "required" });
        continue;
      }
      // Options arrive as text in forms and go back typed; compare as text, as the form showed them.
      if (choiceTypes.has(field.type) && !field.options.some((o) => String(o.value) === String(value)))
        problems.push({ name: `${group}.${field.name}`, reason: "not one of the options" });
    }
  }
  return problems;
}
