// The property's about form (listing spec §2 /properties/{id}/about, §5): what the host typed, checked
// by the same rules the server decodes with, turned into the two commands it saves through — the
// changed fields of the property, and the whole address when any part of it changed. Pure, so the
// form and its tests read one rule.
import { Exit, Schema } from "effect";
import { PropertyChanges, PropertyTitle } from "../commands/property-commands.ts";
import { addressForSubmit } from "../validation/address-submit.ts";
import { maxProseLength } from "../validation/text-fields.ts";
import type { PropertyDocument } from "./property-document.ts";
import { locationProblems, type LocationField, type PropertyLocation } from "./property-location.ts";

export interface PropertyFormValues {
  readonly title: string;
  readonly description: string;
  readonly restaurantDescription: string;
  readonly specialOfferDescription: string;
  readonly countryCode: string;
  readonly city: string;
  readonly street: string;
  readonly houseNumberOrName: string;
  readonly postalCode: string;
  readonly state: string;
  readonly province: string;
}

export type PropertyFormField = keyof PropertyFormValues;
export type PropertyFormProblem = "required" | "tooLong" | "notACountryCode";

/** The form's fields in the order the host meets them: the first problem gets the focus. */
export const propertyFormFields: readonly PropertyFormField[] = [
  "title",
  "description",
  "restaurantDescription",
  "specialOfferDescription",
  "countryCode",
  "city",
  "street",
  "houseNumberOrName",
  "postalCode",
  "state",
  "province",
];

export function propertyFormValues(property: PropertyDocument): PropertyFormValues {
  return {
    title: property.title ?? "",
    description: property.description ?? "",
    restaurantDescription: property.restaurantDescription ?? "",
    specialOfferDescription: property.specialOfferDescription ?? "",
    countryCode: property.countryCode,
    city: property.city,
    street: property.street,
    houseNumberOrName: property.houseNumberOrName,
    postalCode: property.postalCode ?? "",
    state: property.stateOrProvince ?? "",
    province: property.province ?? "",
  };
}

const proseFields = ["description", "restaurantDescription", "specialOfferDescription"] as const;
const locationFields: readonly LocationField[] = [
  "countryCode",
  "city",
  "street",
  "houseNumberOrName",
  "postalCode",
  "state",
  "province",
];
const isTitle = Schema.is(PropertyTitle);
const blankToNull = (value: string) => (value.trim() === "" ? null : value.trim());

export type PropertyFormResult =
  | {
      readonly ok: false;
      readonly problems: readonly { field: PropertyFormField; problem: PropertyFormProblem }[];
    }
  | {
      readonly ok: true;
      readonly changes: PropertyChanges | null;
      readonly location: PropertyLocation | null;
    };

/** What to save for these values over the property as it is, or the problems to show first. */
export function checkPropertyForm(property: PropertyDocument, typed: PropertyFormValues): PropertyFormResult {
  const values = { ...typed, title: typed.title.trim(), countryCode: typed.countryCode.trim().toUpperCase() };
  const before = propertyFormValues(property);
  const problems: { field: PropertyFormField; problem: PropertyFormProblem }[] = [];
  if (values.title === "") problems.push({ field: "title", problem: "required" });
  else if (!isTitle(values.title)) problems.push({ field: "title", problem: "tooLong" });
  for (const field of proseFields)
    if (values[field].length > maxProseLength) problems.push({ field, problem: "tooLong" });

  const locationChanged = locationFields.some((field) => values[field] !== before[field]);
  // The state is cut to 3 characters on submit (spec §5), before it is checked.
  const address = addressForSubmit({
    countryCode: values.countryCode,
    city: values.city.trim(),
    street: values.street.trim(),
    houseNumberOrName: values.houseNumberOrName.trim(),
    postalCode: blankToNull(values.postalCode),
    state: blankToNull(values.state),
    province: blankToNull(values.province),
  });
  if (locationChanged) for (const p of locationProblems(address)) problems.push(p);
  if (problems.length > 0) {
    const order = (field: PropertyFormField) => propertyFormFields.indexOf(field);
    return { ok: false, problems: problems.sort((a, b) => order(a.field) - order(b.field)) };
  }

  const changes: Record<string, string | null> = {};
  if (values.title !== before.title) changes.title = values.title;
  for (const field of proseFields)
    if (values[field].trim() !== before[field]) changes[field] = blankToNull(values[field]);
  const location: PropertyLocation | null = locationChanged
    ? {
        countryCode: address.countryCode,
        city: address.city,
        street: address.street,
        houseNumberOrName: address.houseNumberOrName,
        postalCode: address.postalCode ?? null,
        state: address.state ?? null,
        province: address.province ?? null,
      }
    : null;
  const decoded = Schema.decodeUnknownExit(PropertyChanges)(changes);
  return { ok: true, changes: Exit.isSuccess(decoded) ? decoded.value : null, location };
}
