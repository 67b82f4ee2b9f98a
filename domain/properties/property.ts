// A property and its list item (listing spec §3).
import { Schema } from "effect";
import { PropertyId, UnitId } from "../ids.ts";
import { Address } from "./address.ts";
import { InvalidField } from "./invalid-field.ts";
import { PropertyState, PropertyType } from "./property-state.ts";

const NonNegativeInt = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0));

/** Counts the property page shows without loading every unit; the spec does not show the shape. */
export const UnitSummary = Schema.Struct({
  total: NonNegativeInt,
  published: NonNegativeInt,
  inProgress: NonNegativeInt,
});
export type UnitSummary = typeof UnitSummary.Type;

export const Property = Schema.Struct({
  id: PropertyId,
  propertyType: PropertyType,
  title: Schema.NullOr(Schema.String),
  description: Schema.NullOr(Schema.String),
  restaurantDescription: Schema.NullOr(Schema.String),
  specialOfferDescription: Schema.NullOr(Schema.String),
  state: PropertyState,
  unitIds: Schema.Array(UnitId),
  firstFinishedUnitId: Schema.NullOr(UnitId),
  firstInProgressUnitId: Schema.NullOr(UnitId),
  unitSummary: UnitSummary,
  addressForm: Schema.NullOr(Address),
  invalidFields: Schema.Array(InvalidField),
});
export type Property = typeof Property.Type;

export const PropertyListUnit = Schema.Struct({
  propertyUnitPublicId: UnitId,
  title: Schema.NullOr(Schema.String),
  state: PropertyState,
});
export type PropertyListUnit = typeof PropertyListUnit.Type;

export const PropertyListItem = Schema.Struct({
  id: PropertyId,
  propertyType: PropertyType,
  title: Schema.NullOr(Schema.String),
  state: PropertyState,
  units: Schema.Array(PropertyListUnit),
});
export type PropertyListItem = typeof PropertyListItem.Type;
