// The local copy of a property, as the sync feed sends it and the local store keeps it (listing
// spec §3, Property): what the server stores of it — its type, name, descriptions, state and its
// address. Its units are not counted here: they are documents of their own, and a count kept
// on the property would go stale whenever a unit changes without the property changing with it, so
// screens count the live units of the local store instead (property-list.ts).
import { Schema } from "effect";
import { PropertyId } from "../ids.ts";
import { PropertyState, PropertyType } from "./property-state.ts";

export const PropertyDocument = Schema.Struct({
  id: PropertyId,
  propertyType: PropertyType,
  title: Schema.NullOr(Schema.String),
  description: Schema.NullOr(Schema.String),
  restaurantDescription: Schema.NullOr(Schema.String),
  specialOfferDescription: Schema.NullOr(Schema.String),
  /** Never DELETED in the local store: a deleted property comes as a tombstone and leaves it. */
  state: PropertyState,
  /** The address as far as the server keeps it (the location step fills in street and number). */
  city: Schema.String,
  countryCode: Schema.String,
  /** Empty until the location step has been saved. */
  street: Schema.String,
  houseNumberOrName: Schema.String,
  postalCode: Schema.NullOr(Schema.String),
  /** The address's state (listing spec §3, "state (or stateOrProvince)"), at most 3 characters. */
  stateOrProvince: Schema.NullOr(Schema.String),
  province: Schema.NullOr(Schema.String),
  /** The map step's pin (spec §3, location data); null until the host places it. */
  latitude: Schema.NullOr(Schema.Number),
  longitude: Schema.NullOr(Schema.Number),
  /** The host's change sequence number of the last write to this property. */
  seq: Schema.Number,
});
export type PropertyDocument = typeof PropertyDocument.Type;
