// Bounds on an address a host types (listing spec §3 "Address"), one schema for every route that
// takes one. The spec (§5) fixes only the state: cut to 3 characters on submit, the ISO 3166-2
// subdivision code (domain/validation/address-submit.ts); the server refuses a longer one rather
// than cut what a client sent. The country is an ISO 3166-1 alpha-2 code, so 2 characters. The
// other lengths are ours (docs/decisions.md): a street, city, house name or province of 200
// characters holds any real one, and 20 holds every postal code format in use (the longest are
// about 10), while a megabyte of text cannot reach a row. Lengths only: which fields an unfinished
// form may leave empty is the submit rule's business (missingAddressFields).
import { Schema } from "effect";
import { stateMaxLength } from "./address-submit.ts";

export const countryCodeLength = 2;
/** Street, city, house number or name, province. */
export const maxAddressLineLength = 200;
export const maxPostalCodeLength = 20;

const upTo = (max: number) => Schema.String.check(Schema.isMaxLength(max));
const optionalUpTo = (max: number) => Schema.optional(Schema.NullOr(upTo(max)));

/** The address fields, each within its length. */
export const BoundedAddress = Schema.Struct({
  countryCode: upTo(countryCodeLength),
  city: upTo(maxAddressLineLength),
  street: upTo(maxAddressLineLength),
  houseNumberOrName: upTo(maxAddressLineLength),
  postalCode: optionalUpTo(maxPostalCodeLength),
  state: optionalUpTo(stateMaxLength),
  stateOrProvince: optionalUpTo(stateMaxLength),
  province: optionalUpTo(maxAddressLineLength),
});
export type BoundedAddress = typeof BoundedAddress.Type;
