// The local copy of a reservation, as the sync feed sends it and the local store keeps it. Booking
// requests, bookings and inquiries are one collection with a `kind` (few collections: see
// ARCHITECTURE.md); the REST shapes of each kind are derived from it.
import { Schema } from "effect";
import { BookingRequestStatus, IsoDate, type BookingRequest } from "./booking-request.ts";
import { BookingStatus } from "./booking.ts";
import { InquiryStatus } from "./inquiry.ts";
import type { TabbedReservation } from "./reservation-tab.ts";
import { BookingRequestId, UnitId } from "../ids.ts";

export const ReservationKind = Schema.Literals(["booking_request", "booking", "inquiry"]);
export type ReservationKind = typeof ReservationKind.Type;

const statusesOfKind = {
  booking_request: BookingRequestStatus.literals,
  booking: BookingStatus.literals,
  inquiry: InquiryStatus.literals,
} as const;

export function statusBelongsToKind(kind: ReservationKind, status: string): boolean {
  return (statusesOfKind[kind] as readonly string[]).includes(status);
}

export const ReservationDocument = Schema.Struct({
  id: Schema.String,
  kind: ReservationKind,
  /** Status as the server names it for this kind (booking requests: BookingRequestStatus). */
  status: Schema.String,
  unitId: Schema.String,
  unitTitle: Schema.String,
  checkIn: IsoDate,
  checkOut: IsoDate,
  guestName: Schema.String,
  guestCount: Schema.Number,
  totalPrice: Schema.Number,
  currency: Schema.String,
  createdAt: Schema.String,
  bookingCode: Schema.String,
  /** The host's change sequence number of the last write to this row. */
  seq: Schema.Number,
  _deleted: Schema.Boolean,
}).check(
  Schema.makeFilter((doc) =>
    statusBelongsToKind(doc.kind, doc.status)
      ? undefined
      : { path: ["status"], issue: `${doc.status} is not a status of a ${doc.kind}` },
  ),
);
export type ReservationDocument = typeof ReservationDocument.Type;

/** The REST shape of a booking request (operations spec §3) from its document. */
export function bookingRequestFromDocument(doc: ReservationDocument): BookingRequest {
  return {
    id: BookingRequestId.make(doc.id),
    checkIn: doc.checkIn,
    checkOut: doc.checkOut,
    status: Schema.decodeUnknownSync(BookingRequestStatus)(doc.status),
    guestName: doc.guestName,
    guestCount: doc.guestCount,
    totalPrice: doc.totalPrice,
    currency: doc.currency,
    createdAt: doc.createdAt,
    propertyUnitSummary: { publicId: UnitId.make(doc.unitId), title: doc.unitTitle },
  };
}

/** The document as the tab rules read it; undefined for a status its kind does not have. */
export function tabbedReservationOf(doc: ReservationDocument): TabbedReservation | undefined {
  if (!statusBelongsToKind(doc.kind, doc.status)) return undefined;
  return {
    kind: doc.kind,
    status: doc.status,
    checkIn: doc.checkIn,
    checkOut: doc.checkOut,
  } as TabbedReservation;
}
