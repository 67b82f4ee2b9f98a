// The listing steps' forms (listing spec §5): each step asks for part of what a unit's pages ask
// for, under the same rules and the same messages (unit-forms.ts), so a value a step accepts the
// unit's pages accept too. A step that must be answered (the accommodation type, the title) says so
// where the unit's pages leave the field optional.
import type { PropertyType } from "../properties/property-state.ts";
import {
  checkCapacity,
  type CapacityChanges,
  type CapacityForm,
  type FormProblem,
  type FormResult,
} from "../properties/unit-forms.ts";
import { maxProseLength, maxTitleLength } from "../validation/text-fields.ts";

function result<T>(problems: FormProblem[], changes: T): FormResult<T> {
  return problems.length === 0 ? { ok: true, changes } : { ok: false, problems };
}

function titleProblem(field: string, text: string): FormProblem | undefined {
  if (text === "") return { field, messageKey: "units.errors.required" };
  if (text.length > maxTitleLength) return { field, messageKey: "units.errors.tooLong" };
  return undefined;
}

export interface PropertyStepForm {
  readonly propertyType: PropertyType | "";
  readonly title: string;
}

/** The property step: its kind (which picks the flow) and the name it is known by. */
export function checkPropertyStep(
  form: PropertyStepForm,
): FormResult<{ readonly propertyType: PropertyType; readonly title: string }> {
  // In the order the step shows its fields, so the focus goes to the first one on screen.
  const problems: FormProblem[] = [];
  const title = form.title.trim();
  const problem = titleProblem("title", title);
  if (problem) problems.push(problem);
  if (form.propertyType === "")
    problems.push({ field: "propertyType", messageKey: "units.errors.chooseOne" });
  return result(problems, { propertyType: form.propertyType === "" ? "single" : form.propertyType, title });
}

export interface TitleStepForm {
  readonly title: string;
  readonly description: string;
}

/** A title guests read first, and a description of at most the prose limit; both trimmed. */
export function checkTitleStep(
  form: TitleStepForm,
): FormResult<{ readonly title: string; readonly description: string }> {
  const problems: FormProblem[] = [];
  const title = form.title.trim();
  const problem = titleProblem("title", title);
  if (problem) problems.push(problem);
  const description = form.description.trim();
  if (description === "") problems.push({ field: "description", messageKey: "units.errors.required" });
  else if (description.length > maxProseLength)
    problems.push({ field: "description", messageKey: "units.errors.tooLong" });
  return result(problems, { title, description });
}

/** One of the configuration's accommodation types. */
export function checkUnitTypeStep(
  accommodationType: string,
  offered: readonly string[],
): FormResult<{ readonly accommodationType: string }> {
  if (accommodationType === "")
    return { ok: false, problems: [{ field: "accommodationType", messageKey: "units.errors.chooseOne" }] };
  if (!offered.includes(accommodationType))
    return { ok: false, problems: [{ field: "accommodationType", messageKey: "units.errors.notOffered" }] };
  return { ok: true, changes: { accommodationType } };
}

export type GuestsStepForm = CapacityForm;

/** Guests, bedrooms and the optional size, by the unit's about page's own rule. */
export function checkGuestsStep(form: GuestsStepForm): FormResult<CapacityChanges> {
  return checkCapacity(form);
}
