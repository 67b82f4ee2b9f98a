// Reads reservations as the documents of the sync feed and the shapes of the REST answers.
import type { Queryable } from "../db/database.ts";
import type { ReservationDocument } from "../../domain/reservations/reservation-document.ts";
import type { JsonFeedBatch } from "./feed-collection.ts";
import { parseJsonFeedBatch, storedDocumentsAfter, storedDocumentsAfterSql } from "./stored-feed-documents.ts";

interface ReservationRow {
  id: string;
  kind: ReservationDocument["kind"];
  status: string;
  unit_id: string;
  unit_title: string;
  check_in: string;
  check_out: string;
  guest_name: string;
  guest_count: number;
  total_price: string;
  currency: string;
  created_at: string;
  booking_code: string;
  seq: string;
  deleted: boolean;
}

/** Dates and timestamps as text: no time-zone conversion between the database and JSON. */
export const reservationColumns = `r.id, r.kind, r.status, r.unit_id, u.title as unit_title,
  to_char(r.check_in, 'YYYY-MM-DD') as check_in, to_char(r.check_out, 'YYYY-MM-DD') as check_out,
  r.guest_name, r.guest_count, r.total_price::text as total_price, r.currency,
  to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
  r.booking_code, r.seq::text as seq, r.deleted`;

export const reservationFrom = "reservations r join units u on u.id = r.unit_id";

export function reservationDocument(row: ReservationRow): ReservationDocument {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    unitId: row.unit_id,
    unitTitle: row.unit_title,
    checkIn: row.check_in,
    checkOut: row.check_out,
    guestName: row.guest_name,
    guestCount: row.guest_count,
    totalPrice: Number(row.total_price),
    currency: row.currency,
    createdAt: row.created_at,
    bookingCode: row.booking_code,
    seq: Number(row.seq),
    _deleted: row.deleted,
  };
}

export async function findReservation(
  db: Queryable,
  hostId: string,
  id: string,
  kind: ReservationDocument["kind"],
  lock = false,
): Promise<ReservationDocument | undefined> {
  const { rows } = await db.query<ReservationRow>(
    `select ${reservationColumns} from ${reservationFrom}
     where r.host_id = $1 and r.id = $2 and r.kind = $3 and not r.deleted${lock ? " for update of r" : ""}`,
    [hostId, id, kind],
  );
  return rows[0] ? reservationDocument(rows[0]) : undefined;
}

/**
 * The feed's batch, from the documents the database keeps per row (migration 011): the fields and
 * their text forms are reservationColumns' and reservationDocument's, which the feed's tests hold
 * it to.
 */
export const reservationsAfterSql = storedDocumentsAfterSql("reservations");

export function reservationsAfterAsJson(
  db: Queryable,
  hostId: string,
  after: { seq: number; id: string },
  limit: number,
): Promise<JsonFeedBatch> {
  return storedDocumentsAfter(db, reservationsAfterSql, hostId, after, limit);
}

export async function reservationsAfter(
  db: Queryable,
  hostId: string,
  after: { seq: number; id: string },
  limit: number,
): Promise<ReservationDocument[]> {
  return parseJsonFeedBatch<ReservationDocument>(await reservationsAfterAsJson(db, hostId, after, limit));
}

export async function countReservationsAfter(
  db: Queryable,
  hostId: string,
  after: { seq: number; id: string },
): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    "select count(*)::text as n from reservations r where r.host_id = $1 and (r.seq, r.id) > ($2, $3)",
    [hostId, after.seq, after.id],
  );
  return Number(rows[0]?.n ?? 0);
}

export type { ReservationRow };
