// Reads properties as the REST answers show them (listing spec §3): the property with its units'
// ids and counts, and the list item with its units. Deleted units no longer belong to a property's
// ids, counts or lists; the unit itself still answers with state DELETED.
import { PropertyId, UnitId } from "../../domain/ids.ts";
import type { InvalidField } from "../../domain/properties/invalid-field.ts";
import type { Property, PropertyListItem, UnitSummary } from "../../domain/properties/property.ts";
import type { PropertyDocument } from "../../domain/properties/property-document.ts";
import { isFinishedUnitState, PropertyState, PropertyType } from "../../domain/properties/property-state.ts";
import { Schema } from "effect";
import type { Queryable } from "../db/database.ts";
import { unitColumns, type UnitRow } from "./unit-rows.ts";

export interface PropertyRow {
  id: string;
  property_type: string;
  /** Null from creation until the host names it. */
  title: string | null;
  description: string | null;
  restaurant_description: string | null;
  special_offer_description: string | null;
  state: string;
  city: string;
  country_code: string;
  street: string;
  house_number_or_name: string;
  postal_code: string | null;
  state_or_province: string | null;
  province: string | null;
  latitude: number | null;
  longitude: number | null;
  seq: string;
}

export const propertyColumns = `p.id, p.property_type, p.title, p.description, p.restaurant_description,
  p.special_offer_description, p.state, p.city, p.country_code, p.street, p.house_number_or_name,
  p.postal_code, p.state_or_province, p.province, p.latitude, p.longitude, p.seq::text as seq`;

/** Units in the order lists show them: by title, then id so the order is stable. */
export const unitOrder = "u.title, u.id";

const decodeState = Schema.decodeUnknownSync(PropertyState);
const decodeType = Schema.decodeUnknownSync(PropertyType);

/** The live (not deleted) units of each property, in list order. */
export async function liveUnitsByProperty(
  db: Queryable,
  hostId: string,
  propertyIds: readonly string[],
): Promise<Map<string, UnitRow[]>> {
  const byProperty = new Map<string, UnitRow[]>(propertyIds.map((id) => [id, []]));
  if (propertyIds.length === 0) return byProperty;
  const { rows } = await db.query<UnitRow>(
    `select ${unitColumns} from units u
     where u.host_id = $1 and u.property_id = any($2::text[]) and u.state <> 'DELETED'
     order by ${unitOrder}`,
    [hostId, propertyIds],
  );
  for (const row of rows) byProperty.get(row.property_id)?.push(row);
  return byProperty;
}

function summaryOf(units: readonly UnitRow[]): UnitSummary {
  return {
    total: units.length,
    published: units.filter((u) => u.state === "PUBLISHED").length,
    inProgress: units.filter((u) => u.state === "IN_PROGRESS").length,
  };
}

export function propertyOf(
  row: PropertyRow,
  units: readonly UnitRow[],
  invalidFields: readonly InvalidField[],
): Property {
  const states = units.map((u) => ({ id: UnitId.make(u.id), state: decodeState(u.state) }));
  return {
    id: PropertyId.make(row.id),
    propertyType: decodeType(row.property_type),
    title: row.title,
    description: row.description,
    restaurantDescription: row.restaurant_description,
    specialOfferDescription: row.special_offer_description,
    state: decodeState(row.state),
    unitIds: states.map((u) => u.id),
    firstFinishedUnitId: states.find((u) => isFinishedUnitState(u.state))?.id ?? null,
    firstInProgressUnitId: states.find((u) => u.state === "IN_PROGRESS")?.id ?? null,
    unitSummary: summaryOf(units),
    addressForm: {
      countryCode: row.country_code,
      city: row.city,
      street: row.street,
      houseNumberOrName: row.house_number_or_name,
      postalCode: row.postal_code,
      state: row.state_or_province,
      province: row.province,
    },
    invalidFields,
  };
}

/** The list item with its units, plus the ids and counts the property page reads. */
export function propertyListItemOf(
  row: PropertyRow,
  units: readonly UnitRow[],
): PropertyListItem & Pick<Property, "unitIds" | "unitSummary"> {
  return {
    id: PropertyId.make(row.id),
    propertyType: decodeType(row.property_type),
    title: row.title,
    state: decodeState(row.state),
    units: units.map((u) => ({
      propertyUnitPublicId: UnitId.make(u.id),
      title: u.title,
      state: decodeState(u.state),
    })),
    unitIds: units.map((u) => UnitId.make(u.id)),
    unitSummary: summaryOf(units),
  };
}

/**
 * The property as the change feed sends it (domain/properties/property-document.ts). Properties are
 * never removed from the table: a deleted one keeps state DELETED and goes to the client as a
 * tombstone, so the local store drops it.
 */
export function propertyDocumentOf(row: PropertyRow): PropertyDocument & { _deleted: boolean } {
  const state = decodeState(row.state);
  return {
    id: PropertyId.make(row.id),
    propertyType: decodeType(row.property_type),
    title: row.title,
    description: row.description,
    restaurantDescription: row.restaurant_description,
    specialOfferDescription: row.special_offer_description,
    state,
    city: row.city,
    countryCode: row.country_code,
    street: row.street,
    houseNumberOrName: row.house_number_or_name,
    postalCode: row.postal_code,
    stateOrProvince: row.state_or_province,
    province: row.province,
    latitude: row.latitude,
    longitude: row.longitude,
    seq: Number(row.seq),
    _deleted: state === "DELETED",
  };
}

/** The host's property, deleted or not; `lock` takes its row for the rest of the transaction. */
export async function findProperty(
  db: Queryable,
  hostId: string,
  id: string,
  lock = false,
): Promise<PropertyRow | undefined> {
  const { rows } = await db.query<PropertyRow>(
    `select ${propertyColumns} from properties p where p.host_id = $1 and p.id = $2${lock ? " for update" : ""}`,
    [hostId, id],
  );
  return rows[0];
}
