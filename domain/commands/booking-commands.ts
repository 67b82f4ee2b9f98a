// Cancelling a booking (operations spec §3, §4, §7). The overlay shows the booking cancelled at once
// when the domain allows it (a confirmed booking, before check-out); the server's answer, which may
// name another status, replaces it when the mirror catches up.
import { Schema } from "effect";
import { CalendarDay } from "../calendar/calendar-day.ts";
import { BookingCancelPayload } from "../reservations/booking-cancel-payload.ts";
import { canCancelBooking, type BookingStatus } from "../reservations/booking.ts";
import { BookingId } from "../reservations/reservation-ids.ts";
import { statusBelongsToKind } from "../reservations/reservation-document.ts";
import { defineCommand } from "./command.ts";
import { pickDefined, updateDocument } from "./document-update.ts";

export const CancelBookingPayload = Schema.Struct({
  bookingId: BookingId,
  /** The body of POST …/cancel, as buildBookingCancelPayload builds it. */
  body: BookingCancelPayload,
  /** The host's calendar day when they cancelled; the domain reads no clock (booking.ts). */
  today: CalendarDay,
});
export type CancelBookingPayload = typeof CancelBookingPayload.Type;

export const cancelBooking = defineCommand({
  type: "cancelBooking",
  payload: CancelBookingPayload,
  summary: "Cancel a confirmed booking, with a reason",
  method: "POST",
  path: "/api/app/bookings/:id/cancel",
  paramsOf: (p) => ({ id: p.bookingId }),
  body: BookingCancelPayload,
  bodyOf: (p) => pickDefined(p.body, ["reason", "subReason", "explanation"]),
  aggregateOf: (p) => p.bookingId,
  apply: (documents, p) => {
    const doc = documents.reservations.get(p.bookingId);
    if (!doc || doc.kind !== "booking" || !statusBelongsToKind("booking", doc.status)) return {};
    const booking = { status: doc.status as BookingStatus, checkOut: doc.checkOut };
    if (!canCancelBooking(booking, p.today)) return {};
    const next = updateDocument(doc, (draft) => {
      draft.status = "CANCELLED";
    });
    return next ? { reservations: [next] } : {};
  },
});
