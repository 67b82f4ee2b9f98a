// Confirm and reject of a booking request (operations spec §4, §7).
import { Schema } from "effect";
import { produce } from "immer";
import { canMoveBookingRequest, type BookingRequestStatus } from "../reservations/booking-request.ts";
import type { ReservationDocument } from "../reservations/reservation-document.ts";
import { defineCommand, type LocalDocuments } from "./command.ts";
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

export const confirmBookingRequest = defineCommand({
  type: "confirmBookingRequest",
  summary: "Confirm a booking request: it becomes a booking",
  payload: BookingRequestRef,
  method: "POST",
  path: "/api/app/booking-requests/:id/confirm",
  paramsOf: (p) => ({ id: p.bookingRequestId }),
  aggregateOf: (p) => p.bookingRequestId,
  apply: (documents, p) => moveRequest(documents, p.bookingRequestId, "CONFIRMED"),
});

/** The reject command: which request, and the body of POST …/reject as the domain rules build it. */
export const RejectBookingRequestPayload = Schema.Struct({
  bookingRequestId: Schema.String.check(Schema.isMinLength(1)),
  body: BookingRejectPayload,
});

export const rejectBookingRequest = defineCommand({
  type: "rejectBookingRequest",
  summary: "Reject a booking request, with a reason",
  payload: RejectBookingRequestPayload,
  method: "POST",
  path: "/api/app/booking-requests/:id/reject",
  paramsOf: (p) => ({ id: p.bookingRequestId }),
  body: BookingRejectPayload,
  bodyOf: (p) => p.body,
  aggregateOf: (p) => p.bookingRequestId,
  apply: (documents, p) => moveRequest(documents, p.bookingRequestId, "REJECTED"),
});
