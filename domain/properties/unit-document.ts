// The local copy of a property unit, as the sync feed sends it and the local store keeps it (listing
// spec §3). It carries what the properties list, the unit page and the listing flow read without a
// request: state, calendar status, the listing progress, the booking type, the promotions and the
// regional requirements. Those last four have calls of their own in the spec; keeping them on the
// unit keeps the collections few (ARCHITECTURE.md) and lets a command's overlay show on every screen.
import { Schema } from "effect";
import { CalendarStatus } from "../calendar/calendar-status.ts";
import { BookingTypeValue } from "../configuration/booking-type.ts";
import { PropertyId, UnitId } from "../ids.ts";
import { ListingStepName } from "../listing/listing-step.ts";
import { PromotionsByType } from "../promotions/promotion.ts";
import { RegionalRequirements } from "../regional-requirements/regional-requirements.ts";
import { InvalidField } from "./invalid-field.ts";
import { MeasurementUnit, PropertyState } from "./property-state.ts";
import { UnitLink } from "./property-unit.ts";
import { UnitListingDetails } from "./unit-listing-details.ts";

const NonNegativeInt = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0));

export const UnitDocument = Schema.Struct({
  id: UnitId,
  propertyId: PropertyId,
  title: Schema.NullOr(Schema.String),
  state: PropertyState,
  calendarStatus: CalendarStatus,
  guests: Schema.NullOr(NonNegativeInt),
  bedroomCount: Schema.NullOr(NonNegativeInt),
  /** In propertySizeMeasurementUnit. */
  propertySize: Schema.NullOr(Schema.Number.check(Schema.isGreaterThanOrEqualTo(0))),
  propertySizeMeasurementUnit: MeasurementUnit,
  /**
   * Where the unit's cover photo (the first in the host's order) is served; null without photos.
   * The spec's unit `thumbnail`: the properties list shows it without a request of its own.
   */
  thumbnail: Schema.NullOr(Schema.String),
  /** Public pages where the unit is listed; empty while publishing is in progress (spec §4). */
  links: Schema.Array(UnitLink),
  invalidFields: Schema.Array(InvalidField),
  /** Listing progress (spec §3): the names of the completed steps, in no particular order. */
  completedListingSteps: Schema.Array(ListingStepName),
  /** Null until the host has chosen one in the listing flow. */
  bookingType: Schema.NullOr(BookingTypeValue),
  promotions: PromotionsByType,
  /** Null when the unit's region asks for nothing. */
  regionalRequirements: Schema.NullOr(RegionalRequirements),
  /** What the unit's pages edit: amenities, rooms, description, price, policies, registration. */
  ...UnitListingDetails.fields,
  /** The host's change sequence number of the last write to this unit. */
  seq: Schema.Number,
});
export type UnitDocument = typeof UnitDocument.Type;
