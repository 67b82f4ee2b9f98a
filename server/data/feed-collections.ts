// The collections of the change feed: for each, the documents of a host changed after a checkpoint
// in (seq, id) order, and how many remain after a point. Units are never hard-deleted (a deleted
// unit keeps state DELETED); nor are properties, whose deleted ones go out as tombstones; unavailabilities leave tombstones (`deleted`) for the client; channels
// and messages are never deleted (channel-rows.ts).
//
// Every batch's ORDER BY names the table's columns (`units.seq`): a bare `seq` names the output
// column `seq::text as seq` first, and the batch would be sorted as text ("10" before "9"), so its
// last row, the next checkpoint, could skip rows of smaller numbers that the limit cut off.
import type { Queryable } from "../db/database.ts";
import type { FeedCollection, FeedPoint } from "./feed-collection.ts";
import type { FeedCollectionName } from "../../domain/sync-protocol/pull.ts";
import type { UnitDocument } from "../../domain/properties/unit-document.ts";
import { promotionsByType, type Promotion } from "../../domain/promotions/promotion.ts";
import { promotionCatalogue } from "./listing-catalogues.ts";
import { coverPhotoIdSql } from "./unit-photo-order.ts";
import { publicFilePath } from "../routes/upload-routes.ts";
import { propertyColumns, propertyDocumentOf, type PropertyRow } from "./property-rows.ts";
import type { UnavailabilityDocument } from "../../domain/calendar/unavailability-document.ts";
import { countReservationsAfter, reservationsAfter, reservationsAfterAsJson } from "./reservation-rows.ts";
import {
  channelsAfter,
  channelsAfterAsJson,
  countChannelsAfter,
  countMessagesAfter,
  messagesAfter,
  messagesAfterAsJson,
} from "./channel-rows.ts";
import {
  parseJsonFeedBatch,
  storedDocumentsAfter,
  storedDocumentsAfterSql,
} from "./stored-feed-documents.ts";
import {
  guestPreferencesFeed,
  notificationsFeed,
  reviewsFeed,
  subscriptionsFeed,
  tasksFeed,
} from "./feed-operations.ts";

/**
 * Makes the pull's batch queries read their (host_id, seq, id) index in order and stop at the
 * limit. PGlite runs no autovacuum, so its tables are never analysed: without statistics the
 * planner guesses a few dozen rows per host and prefers a bitmap scan of everything after the
 * checkpoint followed by a sort, which for the large host read and sorted up to 100,000 rows per
 * 5,000-row batch. Turning those two plans off for this transaction only leaves the ordered
 * index scan, whatever the statistics say. Call inside the pull's transaction.
 */
export async function useFeedIndexes(tx: Queryable): Promise<void> {
  await tx.query("set local enable_sort = off");
  await tx.query("set local enable_bitmapscan = off");
}

async function countAfter(db: Queryable, table: string, hostId: string, after: FeedPoint): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `select count(*)::text as n from ${table} where host_id = $1 and (seq, id) > ($2, $3)`,
    [hostId, after.seq, after.id],
  );
  return Number(rows[0]?.n ?? 0);
}

interface UnitFeedRow {
  id: string;
  property_id: string;
  /** Null, as the capacity and size, for a unit just added and not described yet (migration 014). */
  title: string | null;
  state: UnitDocument["state"];
  calendar_status: UnitDocument["calendarStatus"];
  guests: number | null;
  bedroom_count: number | null;
  property_size: string | null;
  property_size_measurement_unit: UnitDocument["propertySizeMeasurementUnit"];
  completed_listing_steps: UnitDocument["completedListingSteps"];
  booking_type: UnitDocument["bookingType"];
  regional_requirements: UnitDocument["regionalRequirements"];
  /** The promotion states the host set, by type; a catalogue promotion without one is inactive. */
  promotion_states: Record<string, Promotion["state"]>;
  /** The property's invalid fields that name this unit or no unit, as InvalidField objects. */
  invalid_fields: UnitDocument["invalidFields"];
  amenities: UnitDocument["amenities"];
  rooms: UnitDocument["rooms"];
  description: string | null;
  accommodation_type: string | null;
  price: string | null;
  minimum_notice_days: UnitDocument["minimumNoticeDays"];
  cancellation_policy: string | null;
  house_rules: UnitDocument["houseRules"];
  registration_number: string | null;
  links: UnitDocument["links"];
  cover_photo_id: string | null;
  seq: string;
}

/**
 * The unit as the local store keeps it.
 * Promotions are the catalogue's, each with the state the host set (the same answer as GET
 * /api/app/property-unit/{id}/promotions).
 */
function unitDocumentOf(row: UnitFeedRow): UnitDocument & { _deleted: boolean } {
  return {
    id: row.id as UnitDocument["id"],
    propertyId: row.property_id as UnitDocument["propertyId"],
    title: row.title,
    state: row.state,
    calendarStatus: row.calendar_status,
    guests: row.guests,
    bedroomCount: row.bedroom_count,
    propertySize: row.property_size === null ? null : Number(row.property_size),
    propertySizeMeasurementUnit: row.property_size_measurement_unit,
    thumbnail: row.cover_photo_id === null ? null : publicFilePath(row.cover_photo_id),
    links: row.links,
    invalidFields: row.invalid_fields,
    completedListingSteps: row.completed_listing_steps,
    bookingType: row.booking_type,
    promotions: promotionsByType(
      promotionCatalogue.map((p) => ({
        type: p.type,
        state: row.promotion_states[p.type] ?? "INACTIVE",
        data: p.data,
      })),
    ),
    regionalRequirements: row.regional_requirements,
    amenities: row.amenities,
    rooms: row.rooms,
    description: row.description,
    accommodationType: row.accommodation_type,
    price: row.price === null ? null : Number(row.price),
    minimumNoticeDays: row.minimum_notice_days,
    cancellationPolicy: row.cancellation_policy,
    houseRules: row.house_rules,
    registrationNumber: row.registration_number,
    seq: Number(row.seq),
    _deleted: false,
  };
}

/** Unavailabilities leave tombstones: their documents carry `_deleted` (migration 011). */
const unavailabilitiesAfterSql = storedDocumentsAfterSql("unavailabilities");

export const feedCollections: Record<FeedCollectionName, FeedCollection> = {
  reservations: {
    after: reservationsAfter,
    afterAsJson: reservationsAfterAsJson,
    countAfter: countReservationsAfter,
  },
  units: {
    async after(db, hostId, after, limit) {
      const { rows } = await db.query<UnitFeedRow>(
        `select id, property_id, title, state, calendar_status, guests, bedroom_count, property_size::text as property_size,
           property_size_measurement_unit, completed_listing_steps, booking_type, regional_requirements,
           coalesce((select jsonb_object_agg(p.type, p.state) from unit_promotions p where p.unit_id = units.id), '{}')
             as promotion_states,
           coalesce((select jsonb_agg(jsonb_build_object('field', f.field, 'propertyId', f.property_id,
               'propertyUnitId', f.unit_id) order by f.id)
             from invalid_fields f where f.property_id = units.property_id
               and (f.unit_id is null or f.unit_id = units.id)), '[]') as invalid_fields,
           amenities, rooms, description, accommodation_type, price::text as price, minimum_notice_days,
           cancellation_policy, house_rules, registration_number, links,
           ${coverPhotoIdSql("units")} as cover_photo_id, seq::text as seq
         from units where host_id = $1 and (seq, id) > ($2, $3) order by units.seq, units.id limit $4`,
        [hostId, after.seq, after.id, limit],
      );
      return rows.map(unitDocumentOf);
    },
    countAfter: (db, hostId, after) => countAfter(db, "units", hostId, after),
  },
  properties: {
    async after(db, hostId, after, limit) {
      const { rows } = await db.query<PropertyRow>(
        `select ${propertyColumns} from properties p
         where p.host_id = $1 and (p.seq, p.id) > ($2, $3) order by p.seq, p.id limit $4`,
        [hostId, after.seq, after.id, limit],
      );
      return rows.map(propertyDocumentOf);
    },
    countAfter: (db, hostId, after) => countAfter(db, "properties", hostId, after),
  },
  unavailabilities: {
    afterAsJson: (db, hostId, after, limit) =>
      storedDocumentsAfter(db, unavailabilitiesAfterSql, hostId, after, limit),
    async after(db, hostId, after, limit) {
      return parseJsonFeedBatch<UnavailabilityDocument & { _deleted: boolean }>(
        await storedDocumentsAfter(db, unavailabilitiesAfterSql, hostId, after, limit),
      );
    },
    countAfter: (db, hostId, after) => countAfter(db, "unavailabilities", hostId, after),
  },
  channels: { after: channelsAfter, afterAsJson: channelsAfterAsJson, countAfter: countChannelsAfter },
  messages: { after: messagesAfter, afterAsJson: messagesAfterAsJson, countAfter: countMessagesAfter },
  reviews: reviewsFeed,
  notifications: notificationsFeed,
  tasks: tasksFeed,
  subscriptions: subscriptionsFeed,
  guestPreferences: guestPreferencesFeed,
};
