// Form conversion of regional requirements (listing spec §3, §7). Form controls hold text: isOwner is
// shown as "true" or "false" and sent back as a boolean; option values are shown as text and sent back
// as the option's own value (a number stays a number). A value matching no option of its field is kept
// as the text typed, and a number field's text goes back as a number when it reads as one.
import type {
  RegionalRequirements,
  RegionalRequirementsConfiguration,
  RequirementField,
  RequirementValue,
} from "./regional-requirements.ts";

export interface RegionalRequirementsForm {
  readonly ownership: { readonly isOwner: "true" | "false" | "" };
  readonly values: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export interface FormOption {
  readonly value: string;
  readonly label: string;
}

export function valueToText(value: RequirementValue | null): string {
  return value === null ? "" : String(value);
}

function mapRecord<A, B>(
  record: Readonly<Record<string, A>>,
  f: (value: A, key: string) => B,
): Record<string, B> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, f(v, k)]));
}

export function regionalRequirementsToForm(requirements: RegionalRequirements): RegionalRequirementsForm {
  const isOwner = requirements.ownership.isOwner;
  return {
    ownership: { isOwner: isOwner === null ? "" : isOwner ? "true" : "false" },
    values: mapRecord(requirements.values, (fields) => mapRecord(fields, valueToText)),
  };
}

/** The options of a field as the form shows them: every value turned into text. */
export function formOptions(field: RequirementField): FormOption[] {
  return field.options.map((o) => ({ value: valueToText(o.value), label: o.label }));
}

function textToValue(text: string, field: RequirementField | undefined): RequirementValue | null {
  if (text === "") return null;
  const option = field?.options.find((o) => valueToText(o.value) === text);
  if (option !== undefined) return option.value;
  if (field?.type === "number" && text.trim() !== "" && Number.isFinite(Number(text))) return Number(text);
  return text;
}

export function regionalRequirementsFromForm(
  form: RegionalRequirementsForm,
  configuration: RegionalRequirementsConfiguration,
): RegionalRequirements {
  const isOwner = form.ownership.isOwner;
  return {
    ownership: { isOwner: isOwner === "" ? null : isOwner === "true" },
    values: mapRecord(form.values, (fields, group) => {
      const configured = configuration[group]?.fields ?? [];
      return mapRecord(fields, (text, name) =>
        textToValue(
          text,
          configured.find((f) => f.name === name),
        ),
      );
    }),
  };
}
