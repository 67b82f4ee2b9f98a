// The collections of the change feed: for each, the documents of a host changed after a checkpoint
// in (seq, id) order, and how many remain after a point. Units are never hard-deleted (a deleted
// unit keeps state DELETED); unavailabilities leave tombstones (`deleted`) for the client; channels
// and messages are never deleted (channel-rows.ts).
import type { Queryable } from "../db/database.ts";
import type { SyncCollectionName } from "../../domain/sync-protocol/pull.ts";
import type { UnitDocument } from "../../domain/properties/unit-document.ts";
import type { UnavailabilityDocument } from "../../domain/calendar/unavailability-document.ts";
import { countReservationsAfter, reservationsAfter } from "./reservation-rows.ts";
import { channelsAfter, countChannelsAfter, countMessagesAfter, messagesAfter } from "./channel-rows.ts";

export interface FeedPoint {
  readonly seq: number;
  readonly id: string;
}

export interface FeedCollection {
  after(
    db: Queryable,
    hostId: string,
    after: FeedPoint,
    limit: number,
  ): Promise<Array<{ id: string; seq: number }>>;
  countAfter(db: Queryable, hostId: string, after: FeedPoint): Promise<number>;
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
  title: string;
  state: UnitDocument["state"];
  calendar_status: UnitDocument["calendarStatus"];
  guests: number;
  bedroom_count: number;
  property_size: string;
  property_size_measurement_unit: UnitDocument["propertySizeMeasurementUnit"];
  seq: string;
}

/** The unit as the local store keeps it; what the server does not store yet is empty. */
function unitDocumentOf(row: UnitFeedRow): UnitDocument & { _deleted: boolean } {
  return {
    id: row.id as UnitDocument["id"],
    propertyId: row.property_id as UnitDocument["propertyId"],
    title: row.title,
    state: row.state,
    calendarStatus: row.calendar_status,
    guests: row.guests,
    bedroomCount: row.bedroom_count,
    propertySize: Number(row.property_size),
    propertySizeMeasurementUnit: row.property_size_measurement_unit,
    links: [],
    invalidFields: [],
    completedListingSteps: [],
    bookingType: null,
    promotions: {},
    regionalRequirements: null,
    seq: Number(row.seq),
    _deleted: false,
  };
}

interface UnavailabilityFeedRow {
  id: string;
  unit_id: string;
  date_from: string;
  date_to: string;
  source: UnavailabilityDocument["source"];
  seq: string;
  deleted: boolean;
}

export const feedCollections: Record<SyncCollectionName, FeedCollection> = {
  reservations: {
    after: reservationsAfter,
    countAfter: countReservationsAfter,
  },
  units: {
    async after(db, hostId, after, limit) {
      const { rows } = await db.query<UnitFeedRow>(
        `select id, property_id, title, state, calendar_status, guests, bedroom_count, property_size::text as property_size,
           property_size_measurement_unit, seq::text as seq
         from units where host_id = $1 and (seq, id) > ($2, $3) order by seq, id limit $4`,
        [hostId, after.seq, after.id, limit],
      );
      return rows.map(unitDocumentOf);
    },
    countAfter: (db, hostId, after) => countAfter(db, "units", hostId, after),
  },
  unavailabilities: {
    async after(db, hostId, after, limit) {
      const { rows } = await db.query<UnavailabilityFeedRow>(
        `select id, unit_id, to_char(date_from, 'YYYY-MM-DD') as date_from, to_char(date_to, 'YYYY-MM-DD') as date_to,
           source, seq::text as seq, deleted
         from unavailabilities where host_id = $1 and (seq, id) > ($2, $3) order by seq, id limit $4`,
        [hostId, after.seq, after.id, limit],
      );
      return rows.map((row) => ({
        id: row.id,
        unitId: row.unit_id as UnavailabilityDocument["unitId"],
        dateFrom: row.date_from,
        dateTo: row.date_to,
        source: row.source,
        provider: null,
        seq: Number(row.seq),
        _deleted: row.deleted,
      }));
    },
    countAfter: (db, hostId, after) => countAfter(db, "unavailabilities", hostId, after),
  },
  channels: { after: channelsAfter, countAfter: countChannelsAfter },
  messages: { after: messagesAfter, countAfter: countMessagesAfter },
};
