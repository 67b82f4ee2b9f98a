// Reads property units as the REST answers show them (listing spec §3); the thumbnail and image are
// the cover photo (unit-photo-order.ts).
import { Schema } from "effect";
import { CalendarStatus } from "../../domain/calendar/calendar-status.ts";
import { PropertyId, UnitId } from "../../domain/ids.ts";
import { InvalidFieldName, type InvalidField } from "../../domain/properties/invalid-field.ts";
import { MeasurementUnit, PropertyState } from "../../domain/properties/property-state.ts";
import type { PropertyUnit, UnitLink } from "../../domain/properties/property-unit.ts";
import { availableUnitActions } from "../../domain/properties/unit-transitions.ts";
import type { Queryable } from "../db/database.ts";
import type { BookingTypeValue } from "../../domain/configuration/booking-type.ts";
import type { MinimumNoticeDays, UnitRoom } from "../../domain/properties/unit-listing-details.ts";
import { defaultLocale } from "../../domain/locale/supported-locale.ts";
import { propertiesConfiguration } from "./listing-catalogues.ts";
import { coverPhotoIdSql } from "./unit-photo-order.ts";
import { publicFilePath } from "../routes/upload-routes.ts";

// Amenity groups do not depend on the locale; the default one's catalogue names them.
const amenityGroups = new Map(
  propertiesConfiguration(defaultLocale).propertyUnit.amenities.map((a) => [a.id, a.group]),
);

export interface UnitRow {
  id: string;
  property_id: string;
  /** Null, as the capacity and size, for a unit just added and not described yet (migration 014). */
  title: string | null;
  state: string;
  guests: number | null;
  bedroom_count: number | null;
  property_size: string | null;
  property_size_measurement_unit: string;
  calendar_status: string;
  amenities: string[];
  rooms: UnitRoom[];
  description: string | null;
  accommodation_type: string | null;
  price: string | null;
  minimum_notice_days: MinimumNoticeDays | null;
  cancellation_policy: string | null;
  house_rules: string[];
  registration_number: string | null;
  booking_type: BookingTypeValue | null;
  /** Written with each change of state (unit-links.ts). */
  links: UnitLink[];
  cover_photo_id: string | null;
  seq: string;
}

export const unitColumns = `u.id, u.property_id, u.title, u.state, u.guests, u.bedroom_count,
  u.property_size::text as property_size, u.property_size_measurement_unit, u.calendar_status,
  u.amenities, u.rooms, u.description, u.accommodation_type, u.price::text as price, u.minimum_notice_days,
  u.cancellation_policy, u.house_rules, u.registration_number, u.booking_type, u.links,
  ${coverPhotoIdSql("u")} as cover_photo_id, u.seq::text as seq`;

const decodeState = Schema.decodeUnknownSync(PropertyState);
const decodeMeasurement = Schema.decodeUnknownSync(MeasurementUnit);
const decodeCalendarStatus = Schema.decodeUnknownSync(CalendarStatus);
const decodeFieldName = Schema.decodeUnknownSync(InvalidFieldName);

/** The invalid fields of each property, those of the whole property and those of its units. */
export async function invalidFieldsByProperty(
  db: Queryable,
  hostId: string,
  propertyIds: readonly string[],
): Promise<Map<string, InvalidField[]>> {
  const byProperty = new Map<string, InvalidField[]>();
  if (propertyIds.length === 0) return byProperty;
  const { rows } = await db.query<{ property_id: string; unit_id: string | null; field: string }>(
    `select property_id, unit_id, field from invalid_fields
     where host_id = $1 and property_id = any($2::text[]) order by property_id, id`,
    [hostId, propertyIds],
  );
  for (const row of rows) {
    const list = byProperty.get(row.property_id) ?? [];
    list.push({
      field: decodeFieldName(row.field),
      propertyId: PropertyId.make(row.property_id),
      propertyUnitId: row.unit_id === null ? null : UnitId.make(row.unit_id),
    });
    byProperty.set(row.property_id, list);
  }
  return byProperty;
}

/** The unit as answered; of its property's invalid fields it carries those naming it or no unit. */
export function propertyUnitOf(row: UnitRow, propertyInvalidFields: readonly InvalidField[]): PropertyUnit {
  const propertyUnitPublicId = UnitId.make(row.id);
  const state = decodeState(row.state);
  const invalidFields = propertyInvalidFields.filter(
    (f) => f.propertyUnitId === null || f.propertyUnitId === propertyUnitPublicId,
  );
  return {
    propertyUnitPublicId,
    propertyId: PropertyId.make(row.property_id),
    title: row.title,
    // The cover photo is both: the server keeps one size of each image.
    thumbnail: row.cover_photo_id === null ? null : publicFilePath(row.cover_photo_id),
    image: row.cover_photo_id === null ? null : publicFilePath(row.cover_photo_id),
    state,
    availableActions: availableUnitActions({ propertyUnitPublicId, state, invalidFields }),
    links: row.links,
    propertySize: row.property_size === null ? null : Number(row.property_size),
    propertySizeMeasurementUnit: decodeMeasurement(row.property_size_measurement_unit),
    amenities: row.amenities.map((id) => ({ id, group: amenityGroups.get(id) ?? "other" })),
    calendarAvailability: { status: decodeCalendarStatus(row.calendar_status) },
    accommodationType: row.accommodation_type,
    guests: row.guests,
    bedroomCount: row.bedroom_count,
    invalidFields,
    rooms: row.rooms,
    description: row.description,
    price: row.price === null ? null : Number(row.price),
    minimumNoticeDays: row.minimum_notice_days,
    cancellationPolicy: row.cancellation_policy,
    houseRules: row.house_rules,
    registrationNumber: row.registration_number,
    bookingType: row.booking_type,
  };
}

export async function findUnit(
  db: Queryable,
  hostId: string,
  id: string,
  lock = false,
): Promise<PropertyUnit | undefined> {
  const { rows } = await db.query<UnitRow>(
    `select ${unitColumns} from units u where u.host_id = $1 and u.id = $2${lock ? " for update" : ""}`,
    [hostId, id],
  );
  const row = rows[0];
  if (!row) return undefined;
  const invalid = await invalidFieldsByProperty(db, hostId, [row.property_id]);
  return propertyUnitOf(row, invalid.get(row.property_id) ?? []);
}
