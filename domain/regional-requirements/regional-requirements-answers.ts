// The regional-requirements step's check (listing spec §3, §5): the form's text turned back into
// answers (isOwner a boolean again), then every problem the server would refuse, each under the
// input that shows it: "isOwner" for the ownership question, "group.field" for a field. The same
// rules as the server's (regional-requirements-check.ts, registration-number.ts), so a step that
// passes here is not refused there.
import type { FormProblem, FormResult } from "../properties/unit-forms.ts";
import type { RegionalRequirements, RegionalRequirementsConfiguration } from "./regional-requirements.ts";
import { regionalRequirementsProblems } from "./regional-requirements-check.ts";
import { regionalRequirementsFromForm, type RegionalRequirementsForm } from "./regional-requirements-form.ts";
import { malformedRegistrations } from "./registration-number.ts";

/** The form's input name for a field of a group. */
export const requirementInputName = (group: string, field: string) => `${group}.${field}`;

/** Every configured field, empty where the host has not answered, so each one has an input. */
export function formWithEveryField(
  form: RegionalRequirementsForm,
  configuration: RegionalRequirementsConfiguration,
): RegionalRequirementsForm {
  const values = Object.fromEntries(
    Object.entries(configuration).map(([group, { fields }]) => [
      group,
      Object.fromEntries(fields.map((f) => [f.name, form.values[group]?.[f.name] ?? ""])),
    ]),
  );
  return { ownership: form.ownership, values };
}

export function checkRegionalRequirements(
  form: RegionalRequirementsForm,
  configuration: RegionalRequirementsConfiguration,
  countryCode: string,
): FormResult<RegionalRequirements> {
  const answers = regionalRequirementsFromForm(formWithEveryField(form, configuration), configuration);
  const problems: FormProblem[] = [];
  if (answers.ownership.isOwner === null)
    problems.push({ field: "isOwner", messageKey: "listingSteps.errors.chooseOne" });
  for (const p of regionalRequirementsProblems(configuration, answers))
    problems.push({
      field: p.name,
      messageKey: p.reason === "required" ? "listingSteps.errors.required" : "listingSteps.errors.chooseOne",
    });
  for (const name of malformedRegistrations(countryCode, answers))
    problems.push({ field: name, messageKey: "listingSteps.errors.registrationShape" });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, changes: answers };
}
