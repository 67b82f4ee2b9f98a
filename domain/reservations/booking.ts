// Bookings (operations spec §3, §4). A confirmed booking is either cancelled or, after the stay,
// completed and taken through review collection, which ends with or without a review. The spec names
// the statuses but not the edges; these are ours: nothing returns to CONFIRMED and the last three
// are final.
import { Schema } from "effect";
import { UnitId } from "../ids.ts";
import { IsoDate } from "./booking-request.ts";
import { BookingId } from "./reservation-ids.ts";

export const BookingStatus = Schema.Literals([
  "CONFIRMED",
  "CANCELLED",
  "COMPLETED",
  "IN_REVIEW_COLLECTION",
  "REVIEW_COLLECTED",
  "NO_REVIEW_COLLECTED",
]);
export type BookingStatus = typeof BookingStatus.Type;

/** The lowercase values of the bookings list's status filter. */
export const BookingStatusFilter = Schema.Literals(["confirmed", "completed", "cancelled"]);
export type BookingStatusFilter = typeof BookingStatusFilter.Type;

export const PartyRole = Schema.Literals([
  "OWNER",
  "GUEST",
  "OWNER_VIA_EXTERNAL_SYSTEM",
  "GUEST_VIA_EXTERNAL_SYSTEM",
  "EXTERNAL_SYSTEM",
]);
export type PartyRole = typeof PartyRole.Type;

export const Booking = Schema.Struct({
  id: BookingId,
  status: BookingStatus,
  /** What the host is shown; a cancel sets it to the status the server returns (§4). */
  publicState: BookingStatus,
  checkIn: IsoDate,
  checkOut: IsoDate,
  guestName: Schema.String,
  guestCount: Schema.Number,
  totalPrice: Schema.Number,
  currency: Schema.String,
  createdAt: Schema.String,
  /** Who cancelled, when the status is CANCELLED; null otherwise or when the server does not say. */
  cancelledBy: Schema.NullOr(PartyRole),
  propertyUnitSummary: Schema.Struct({ publicId: UnitId, title: Schema.String }),
});
export type Booking = typeof Booking.Type;

/**
 * A host may cancel a confirmed booking until the guest has checked out; after that there is
 * nothing left to cancel. `today` is the host's calendar day.
 */
export function canCancelBooking(booking: Pick<Booking, "status" | "checkOut">, today: string): boolean {
  return booking.status === "CONFIRMED" && today < booking.checkOut;
}

/** The booking after a cancel answered with `returned` (§4): its status and public state follow the answer. */
export function bookingAfterCancel(
  booking: Booking,
  returned: BookingStatus,
  by: PartyRole = "OWNER",
): Booking {
  return {
    ...booking,
    status: returned,
    publicState: returned,
    cancelledBy: returned === "CANCELLED" ? by : booking.cancelledBy,
  };
}

/** Which lowercase filter value a status answers to; review-collection statuses count as completed. */
export function bookingStatusFilterOf(status: BookingStatus): BookingStatusFilter {
  if (status === "CONFIRMED") return "confirmed";
  if (status === "CANCELLED") return "cancelled";
  return "completed";
}
