// Confirm and reject of a booking request (operations spec §4, §7).
import { Schema } from "effect";
import { produce } from "immer";
import { canMoveBookingRequest, type BookingRequestStatus } from "../reservations/booking-request.ts";
import type { ReservationDocument } from "../reservations/reservation-document.ts";
import type { CommandDefinition, LocalDocuments } from "./command.ts";
import { BookingRejectPayload } from "../reservations/booking-reject-payload.ts";

const BookingRequestRef = Schema.Struct({ bookingRequestId: Schema.String.check(Schema.isMinLength(1)) });

function moveRequest(
  documents: LocalDocuments,
  id: string,
  to: BookingRequestStatus,
): { reservations?: ReservationDocument[] } {
  const doc = documents.reservations.get(id);
  if (
    !doc ||
    doc.kind !== "booking_request" ||
    !canMoveBookingRequest(doc.status as BookingRequestStatus, to)
  )
    return {};
  return {
    reservations: [
      produce(doc, (draft) => {
        draft.status = to;
      }),
    ],
  };
}

export const confirmBookingRequest: CommandDefinition<
  "confirmBookingRequest",
  typeof BookingRequestRef.Type
> = {
  type: "confirmBookingRequest",
  payload: BookingRequestRef,
  aggregateOf: (p) => p.bookingRequestId,
  toRestCall: (p) => ({
    method: "POST",
    path: `/api/app/booking-requests/${encodeURIComponent(p.bookingRequestId)}/confirm`,
    body: undefined,
  }),
  apply: (documents, p) => moveRequest(documents, p.bookingRequestId, "CONFIRMED"),
};

/** The reject command: which request, and the body of POST …/reject as the domain rules build it. */
export const RejectBookingRequestPayload = Schema.Struct({
  bookingRequestId: Schema.String.check(Schema.isMinLength(1)),
  body: BookingRejectPayload,
});

export const rejectBookingRequest: CommandDefinition<
  "rejectBookingRequest",
  typeof RejectBookingRequestPayload.Type
> = {
  type: "rejectBookingRequest",
  payload: RejectBookingRequestPayload,
  aggregateOf: (p) => p.bookingRequestId,
  toRestCall: ({ bookingRequestId, body }) => ({
    method: "POST",
    path: `/api/app/booking-requests/${encodeURIComponent(bookingRequestId)}/reject`,
    body,
  }),
  apply: (documents, p) => moveRequest(documents, p.bookingRequestId, "REJECTED"),
};
