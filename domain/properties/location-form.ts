// The location steps' address form (listing spec §3 Address, §5): what the host typed, checked by
// the location call's own rule (property-location.ts) after the state is cut to 3 characters on
// submit (address-submit.ts), each problem under its field. Optional fields left blank are sent
// as null, so the call replaces the whole address.
import type { FormProblem, FormResult } from "./unit-forms.ts";
import { locationProblems, type LocationProblem, type PropertyLocation } from "./property-location.ts";
import { stateMaxLength } from "../validation/address-submit.ts";

export interface LocationForm {
  readonly countryCode: string;
  readonly city: string;
  readonly street: string;
  readonly houseNumberOrName: string;
  readonly postalCode: string;
  readonly state: string;
  readonly province: string;
}

export const emptyLocationForm: LocationForm = {
  countryCode: "",
  city: "",
  street: "",
  houseNumberOrName: "",
  postalCode: "",
  state: "",
  province: "",
};

const messageKeys: Record<LocationProblem, string> = {
  required: "listingSteps.errors.required",
  tooLong: "listingSteps.errors.tooLong",
  notACountryCode: "listingSteps.errors.notACountryCode",
};

const blankAsNull = (text: string) => (text.trim() === "" ? null : text.trim());

export function checkLocationForm(form: LocationForm): FormResult<PropertyLocation> {
  const location = {
    countryCode: form.countryCode.trim(),
    city: form.city.trim(),
    street: form.street.trim(),
    houseNumberOrName: form.houseNumberOrName.trim(),
    postalCode: blankAsNull(form.postalCode),
    state: blankAsNull(form.state.trim().slice(0, stateMaxLength)),
    province: blankAsNull(form.province),
  };
  const problems: FormProblem[] = locationProblems(location).map((p) => ({
    field: p.field,
    messageKey: messageKeys[p.problem],
  }));
  return problems.length > 0 ? { ok: false, problems } : { ok: true, changes: location };
}
