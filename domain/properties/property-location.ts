// The location of a property as the host saves it (listing spec §3 Address, §5, §7
// `PUT /api/app/properties/{id}/location/{action}`). One rule for the form and the server: the four
// required fields must hold more than white space, the country is an ISO 3166-1 alpha-2 code, and
// the state is at most 3 characters (the form cuts it on submit, domain/validation/address-submit.ts;
// the server refuses a longer one rather than cut what a client sent). The lengths are the ones every
// address a host types is held to (domain/validation/address-fields.ts).
import { Schema } from "effect";
import type { RequiredAddressField } from "./address.ts";
import { requiredAddressFields, stateMaxLength } from "../validation/address-submit.ts";
import {
  countryCodeLength,
  maxAddressLineLength,
  maxPostalCodeLength,
} from "../validation/address-fields.ts";

/** What the location call can do: `save` stores it. The spec's default is the only action we have. */
export const LocationAction = Schema.Literals(["save"]);
export type LocationAction = typeof LocationAction.Type;
export const defaultLocationAction: LocationAction = "save";

export type LocationField = RequiredAddressField | "postalCode" | "state" | "province";
export type LocationProblem = "required" | "tooLong" | "notACountryCode";

const countryCodeShape = /^[A-Z]{2}$/;
const maxLengthOf: Record<LocationField, number> = {
  countryCode: countryCodeLength,
  city: maxAddressLineLength,
  street: maxAddressLineLength,
  houseNumberOrName: maxAddressLineLength,
  postalCode: maxPostalCodeLength,
  state: stateMaxLength,
  province: maxAddressLineLength,
};

/** What is wrong with one field's value, or undefined when nothing is. */
export function locationFieldProblem(
  field: LocationField,
  value: string | null | undefined,
): LocationProblem | undefined {
  const text = value ?? "";
  const required = (requiredAddressFields as readonly string[]).includes(field);
  if (required && text.trim() === "") return "required";
  if (field === "countryCode" && !countryCodeShape.test(text)) return "notACountryCode";
  if (text.length > maxLengthOf[field]) return "tooLong";
  return undefined;
}

export type LocationInput = { readonly [F in LocationField]?: string | null | undefined };

/** Every field's problem, in form order; empty when the location can be saved. */
export function locationProblems(
  location: LocationInput,
): { field: LocationField; problem: LocationProblem }[] {
  const fields: readonly LocationField[] = [...requiredAddressFields, "postalCode", "state", "province"];
  return fields.flatMap((field) => {
    const problem = locationFieldProblem(field, location[field]);
    return problem === undefined ? [] : [{ field, problem }];
  });
}

const reasons: Record<LocationProblem, string> = {
  required: "must not be empty",
  tooLong: "is too long",
  notACountryCode: "must be a two-letter country code (ISO 3166-1)",
};

const checked = (field: LocationField) =>
  Schema.String.check(
    Schema.makeFilter((value: string) => {
      const problem = locationFieldProblem(field, value);
      return problem === undefined ? undefined : reasons[problem];
    }),
  );

export const Latitude = Schema.Number.check(Schema.isBetween({ minimum: -90, maximum: 90 }));
export const Longitude = Schema.Number.check(Schema.isBetween({ minimum: -180, maximum: 180 }));

/**
 * The body of the location call; an excess field is refused like any other request's. The map's pin
 * (location data, spec §3) travels with the address: absent keeps the pin saved before, so the
 * address step does not move a pin the map step placed.
 */
export const PropertyLocation = Schema.Struct({
  countryCode: checked("countryCode"),
  city: checked("city"),
  street: checked("street"),
  houseNumberOrName: checked("houseNumberOrName"),
  postalCode: Schema.optionalKey(Schema.NullOr(checked("postalCode"))),
  state: Schema.optionalKey(Schema.NullOr(checked("state"))),
  province: Schema.optionalKey(Schema.NullOr(checked("province"))),
  latitude: Schema.optionalKey(Latitude),
  longitude: Schema.optionalKey(Longitude),
});
export type PropertyLocation = typeof PropertyLocation.Type;
