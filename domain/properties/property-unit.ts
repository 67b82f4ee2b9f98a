// A property unit as the host app reads it (listing spec §3; operations spec §3 uses the same shape).
import { Effect, Schema } from "effect";
import { BookingTypeValue } from "../configuration/booking-type.ts";
import { PropertyId, UnitId } from "../ids.ts";
import { InvalidField } from "./invalid-field.ts";
import { MeasurementUnit, PropertyState, UnitAction } from "./property-state.ts";
import { UnitListingDetails } from "./unit-listing-details.ts";

const NonNegativeInt = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0));

/** A public page where the unit is listed; the preview button opens these. */
export const UnitLink = Schema.Struct({
  name: Schema.String,
  url: Schema.String,
});
export type UnitLink = typeof UnitLink.Type;

export const UnitAmenity = Schema.Struct({
  id: Schema.String,
  group: Schema.String,
});
export type UnitAmenity = typeof UnitAmenity.Type;

export const UnitCalendarStatus = Schema.Literals(["AVAILABLE", "NEUTRAL", "BLOCKED", "PAUSED"]);
export type UnitCalendarStatus = typeof UnitCalendarStatus.Type;

export const PropertyUnit = Schema.Struct({
  propertyUnitPublicId: UnitId,
  propertyId: PropertyId,
  title: Schema.NullOr(Schema.String),
  thumbnail: Schema.NullOr(Schema.String),
  image: Schema.NullOr(Schema.String),
  state: PropertyState,
  availableActions: Schema.Array(UnitAction),
  links: Schema.Array(UnitLink),
  propertySize: Schema.NullOr(Schema.Number.check(Schema.isGreaterThanOrEqualTo(0))),
  // Metric unless the server says otherwise (spec §3).
  propertySizeMeasurementUnit: MeasurementUnit.pipe(Schema.withDecodingDefault(Effect.succeed("metric"))),
  amenities: Schema.Array(UnitAmenity),
  calendarAvailability: Schema.Struct({ status: UnitCalendarStatus }),
  accommodationType: Schema.NullOr(Schema.String),
  guests: Schema.NullOr(NonNegativeInt),
  bedroomCount: Schema.NullOr(NonNegativeInt),
  invalidFields: Schema.Array(InvalidField),
  // Ours beyond the spec's list (the unit pages' details): absent from an answer, each is empty.
  rooms: UnitListingDetails.fields.rooms.pipe(Schema.withDecodingDefault(Effect.succeed([]))),
  description: UnitListingDetails.fields.description.pipe(Schema.withDecodingDefault(Effect.succeed(null))),
  price: UnitListingDetails.fields.price.pipe(Schema.withDecodingDefault(Effect.succeed(null))),
  minimumNoticeDays: UnitListingDetails.fields.minimumNoticeDays.pipe(
    Schema.withDecodingDefault(Effect.succeed(null)),
  ),
  cancellationPolicy: UnitListingDetails.fields.cancellationPolicy.pipe(
    Schema.withDecodingDefault(Effect.succeed(null)),
  ),
  houseRules: UnitListingDetails.fields.houseRules.pipe(Schema.withDecodingDefault(Effect.succeed([]))),
  registrationNumber: UnitListingDetails.fields.registrationNumber.pipe(
    Schema.withDecodingDefault(Effect.succeed(null)),
  ),
  bookingType: Schema.NullOr(BookingTypeValue).pipe(Schema.withDecodingDefault(Effect.succeed(null))),
});
export type PropertyUnit = typeof PropertyUnit.Type;
