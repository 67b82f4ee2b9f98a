// Address rules on submit (listing spec §5): the state is cut to 3 characters (the server stores
// the ISO 3166-2 subdivision code, which is at most 3 characters), and countryCode, city, street and
// houseNumberOrName are required.
import type { Address, RequiredAddressField } from "../properties/address.ts";

export const stateMaxLength = 3;
export const requiredAddressFields: readonly RequiredAddressField[] = [
  "countryCode",
  "city",
  "street",
  "houseNumberOrName",
];

/** The address to send; the spec's "state (or stateOrProvince)" are the same field, so both are cut. */
export function addressForSubmit(address: Address): Address {
  return {
    ...address,
    ...(typeof address.state === "string" ? { state: address.state.slice(0, stateMaxLength) } : {}),
    ...(typeof address.stateOrProvince === "string"
      ? { stateOrProvince: address.stateOrProvince.slice(0, stateMaxLength) }
      : {}),
  };
}

/** Required fields that are empty or blank, in form order. */
export function missingAddressFields(address: Partial<Address>): RequiredAddressField[] {
  return requiredAddressFields.filter((f) => (address[f] ?? "").trim() === "");
}
