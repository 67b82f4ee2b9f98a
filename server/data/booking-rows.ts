// Reads bookings as the REST answers show them (operations spec §3). The sync feed's reservation
// document comes from the same row (reservation-rows.ts); this adds what only the booking has.
import { Schema } from "effect";
import { UnitId } from "../../domain/ids.ts";
import { Booking, BookingStatus, PartyRole } from "../../domain/reservations/booking.ts";
import { BookingId } from "../../domain/reservations/reservation-ids.ts";
import type { Queryable } from "../db/database.ts";
import {
  reservationColumns,
  reservationDocument,
  reservationFrom,
  type ReservationRow,
} from "./reservation-rows.ts";

export interface BookingRow extends ReservationRow {
  cancelled_by: string | null;
}

export const bookingColumns = `${reservationColumns}, r.cancelled_by`;

const decodeStatus = Schema.decodeUnknownSync(BookingStatus);
const decodeRole = Schema.decodeUnknownSync(PartyRole);

export function bookingOf(row: BookingRow): Booking {
  const doc = reservationDocument(row);
  const status = decodeStatus(doc.status);
  return {
    id: BookingId.make(doc.id),
    status,
    // We keep one status; what the host is shown is that status (§4: a cancel sets both).
    publicState: status,
    checkIn: doc.checkIn,
    checkOut: doc.checkOut,
    guestName: doc.guestName,
    guestCount: doc.guestCount,
    totalPrice: doc.totalPrice,
    currency: doc.currency,
    createdAt: doc.createdAt,
    cancelledBy: row.cancelled_by === null ? null : decodeRole(row.cancelled_by),
    propertyUnitSummary: { publicId: UnitId.make(doc.unitId), title: doc.unitTitle },
  };
}

export async function findBooking(
  db: Queryable,
  hostId: string,
  id: string,
  lock = false,
): Promise<Booking | undefined> {
  const { rows } = await db.query<BookingRow>(
    `select ${bookingColumns} from ${reservationFrom}
     where r.host_id = $1 and r.id = $2 and r.kind = 'booking' and not r.deleted${lock ? " for update of r" : ""}`,
    [hostId, id],
  );
  return rows[0] ? bookingOf(rows[0]) : undefined;
}
