// Booking requests (operations spec §3, §4): REQUESTED goes to CONFIRMED, REJECTED or EXPIRED,
// and nothing leaves those three.
import { Schema } from "effect";
import { BookingRequestId, UnitId } from "../ids.ts";

export const BookingRequestStatus = Schema.Literals(["REQUESTED", "CONFIRMED", "REJECTED", "EXPIRED"]);
export type BookingRequestStatus = typeof BookingRequestStatus.Type;

/** A calendar date without time zone, YYYY-MM-DD. */
export const IsoDate = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));
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

/** The pending count after a confirm or reject: one less, never below zero (§4). */
export function pendingCountAfterDecision(count: number): number {
  return Math.max(0, count - 1);
}
