// Address and geocoded location data of a property (listing spec §3).
import { Schema } from "effect";

export const Address = Schema.Struct({
  // Required fields are plain strings so that an unfinished form still decodes; the submit rule in
  // domain/validation/address-submit.ts reports which of them are empty.
  countryCode: Schema.String,
  city: Schema.String,
  street: Schema.String,
  houseNumberOrName: Schema.String,
  postalCode: Schema.optional(Schema.NullOr(Schema.String)),
  state: Schema.optional(Schema.NullOr(Schema.String)),
  stateOrProvince: Schema.optional(Schema.NullOr(Schema.String)),
  province: Schema.optional(Schema.NullOr(Schema.String)),
});
export type Address = typeof Address.Type;

export const RequiredAddressField = Schema.Literals(["countryCode", "city", "street", "houseNumberOrName"]);
export type RequiredAddressField = typeof RequiredAddressField.Type;

export const AddressComponent = Schema.Struct({
  longName: Schema.String,
  shortName: Schema.String,
  types: Schema.Array(Schema.String),
});
export type AddressComponent = typeof AddressComponent.Type;

export const LocationData = Schema.Struct({
  countryName: Schema.String,
  formattedAddress: Schema.String,
  googlePlaceId: Schema.NullOr(Schema.String),
  latitude: Schema.Number.check(Schema.isBetween({ minimum: -90, maximum: 90 })),
  longitude: Schema.Number.check(Schema.isBetween({ minimum: -180, maximum: 180 })),
  components: Schema.Array(AddressComponent),
});
export type LocationData = typeof LocationData.Type;
