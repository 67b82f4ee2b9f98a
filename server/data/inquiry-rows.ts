// Reads booking inquiries as the REST answers show them (operations spec §3).
import { Schema } from "effect";
import { UnitId } from "../../domain/ids.ts";
import { Inquiry, InquiryStatus } from "../../domain/reservations/inquiry.ts";
import { InquiryId } from "../../domain/reservations/reservation-ids.ts";
import { phoneOrNull } from "../../domain/validation/phone-number.ts";
import type { Queryable } from "../db/database.ts";
import {
  reservationColumns,
  reservationDocument,
  reservationFrom,
  type ReservationRow,
} from "./reservation-rows.ts";

export interface InquiryRow extends ReservationRow {
  guest_phone: string | null;
}

export const inquiryColumns = `${reservationColumns}, r.guest_phone`;

const decodeStatus = Schema.decodeUnknownSync(InquiryStatus);

export function inquiryOf(row: InquiryRow): Inquiry {
  const doc = reservationDocument(row);
  return {
    id: InquiryId.make(doc.id),
    status: decodeStatus(doc.status),
    checkIn: doc.checkIn,
    checkOut: doc.checkOut,
    guestCount: doc.guestCount,
    createdAt: doc.createdAt,
    customer: { name: doc.guestName, phoneNumber: phoneOrNull(row.guest_phone) },
    propertyUnitSummary: { publicId: UnitId.make(doc.unitId), title: doc.unitTitle },
  };
}

export async function findInquiry(
  db: Queryable,
  hostId: string,
  id: string,
  lock = false,
): Promise<Inquiry | undefined> {
  const { rows } = await db.query<InquiryRow>(
    `select ${inquiryColumns} from ${reservationFrom}
     where r.host_id = $1 and r.id = $2 and r.kind = 'inquiry' and not r.deleted${lock ? " for update of r" : ""}`,
    [hostId, id],
  );
  return rows[0] ? inquiryOf(rows[0]) : undefined;
}
