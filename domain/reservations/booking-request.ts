// Booking requests (operations spec §3, §4): REQUESTED goes to CONFIRMED, REJECTED or EXPIRED,
// and nothing leaves those three.
import { Schema } from "effect";
import { BookingRequestId, UnitId } from "../ids.ts";
import { RealDate } from "../validation/calendar-values.ts";

export const BookingRequestStatus = Schema.Literals(["REQUESTED", "CONFIRMED", "REJECTED", "EXPIRED"]);
export type BookingRequestStatus = typeof BookingRequestStatus.Type;

/** A calendar date without time zone, YYYY-MM-DD, that exists (no 2026-02-30). */
export const IsoDate = RealDate;
export type IsoDate = typeof IsoDate.Type;

export const BookingRequest = Schema.Struct({
  id: BookingRequestId,
  checkIn: IsoDate,
  checkOut: IsoDate,
  status: BookingRequestStatus,
  guestName: Schema.String,
  guestCount: Schema.Number,
  totalPrice: Schema.Number,
  currency: Schema.String,
  createdAt: Schema.String,
  propertyUnitSummary: Schema.Struct({ publicId: UnitId, title: Schema.String }),
});
export type BookingRequest = typeof BookingRequest.Type;

const transitions: Record<BookingRequestStatus, readonly BookingRequestStatus[]> = {
  REQUESTED: ["CONFIRMED", "REJECTED", "EXPIRED"],
  CONFIRMED: [],
  REJECTED: [],
  EXPIRED: [],
};

export function canMoveBookingRequest(from: BookingRequestStatus, to: BookingRequestStatus): boolean {
  return transitions[from].includes(to);
}
