import { Exit, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { BookingId } from "../reservations/reservation-ids.ts";
import { cancelBooking } from "./booking-commands.ts";
import { confirmBookingRequest, rejectBookingRequest } from "./booking-request-commands.ts";
import { localDocumentsOf, sampleReservation } from "./sample-documents.ts";

const withReservations = (...docs: ReturnType<typeof sampleReservation>[]) => ({
  ...localDocumentsOf({}),
  reservations: new Map(docs.map((d) => [d.id, d])),
});

describe("cancelBooking", () => {
  const payload = {
    bookingId: BookingId.make("r-1"),
    body: { reason: "SELF_MANAGED_BOOKING", subReason: "REPEAT_GUEST" },
    today: "2025-07-03",
  } as const;

  it("replays as POST /api/app/bookings/{id}/cancel with the cancel payload", () => {
    expect(cancelBooking.toRestCall(payload)).toEqual({
      method: "POST",
      path: "/api/app/bookings/r-1/cancel",
      body: { reason: "SELF_MANAGED_BOOKING", subReason: "REPEAT_GUEST" },
    });
    expect(cancelBooking.toRestCall({ ...payload, bookingId: BookingId.make("a/b") }).path).toBe(
      "/api/app/bookings/a%2Fb/cancel",
    );
  });

  it("shows a confirmed booking cancelled until check-out day", () => {
    const changes = cancelBooking.apply(withReservations(sampleReservation()), payload);
    expect(changes.reservations?.map((r) => r.status)).toEqual(["CANCELLED"]);
    expect(
      cancelBooking.apply(withReservations(sampleReservation()), { ...payload, today: "2025-07-08" }),
    ).toEqual({});
  });

  it("changes nothing for a booking the domain does not let the host cancel", () => {
    for (const doc of [
      sampleReservation({ status: "COMPLETED" }),
      sampleReservation({ status: "CANCELLED" }),
      sampleReservation({ kind: "booking_request", status: "REQUESTED" }),
    ])
      expect(cancelBooking.apply(withReservations(doc), payload)).toEqual({});
    expect(cancelBooking.apply(withReservations(), payload)).toEqual({});
  });

  it("refuses a reason and a sub-reason that do not belong together", () => {
    const decode = Schema.decodeUnknownExit(cancelBooking.payload);
    expect(Exit.isFailure(decode({ ...payload, body: { reason: "OTHER", subReason: "REPEAT_GUEST" } }))).toBe(
      true,
    );
    expect(Exit.isFailure(decode({ ...payload, today: "2025-7-3" }))).toBe(true);
  });
});

describe("booking request commands", () => {
  it("replay as POST …/confirm and …/reject", () => {
    expect(confirmBookingRequest.toRestCall({ bookingRequestId: "br-1" })).toEqual({
      method: "POST",
      path: "/api/app/booking-requests/br-1/confirm",
      body: undefined,
    });
    expect(
      rejectBookingRequest.toRestCall({
        bookingRequestId: "br-1",
        body: { reason: "OTHER", explanation: "Renovating" },
      }),
    ).toEqual({
      method: "POST",
      path: "/api/app/booking-requests/br-1/reject",
      body: { reason: "OTHER", explanation: "Renovating" },
    });
  });

  it("move a requested booking request and nothing else", () => {
    const request = sampleReservation({ id: "br-1", kind: "booking_request", status: "REQUESTED" });
    const confirmed = confirmBookingRequest.apply(withReservations(request), { bookingRequestId: "br-1" });
    expect(confirmed.reservations?.map((r) => r.status)).toEqual(["CONFIRMED"]);
    const rejected = rejectBookingRequest.apply(withReservations(request), {
      bookingRequestId: "br-1",
      body: { reason: "RATES_MISMATCH" },
    });
    expect(rejected.reservations?.map((r) => r.status)).toEqual(["REJECTED"]);
    expect(
      confirmBookingRequest.apply(withReservations({ ...request, status: "EXPIRED" }), {
        bookingRequestId: "br-1",
      }),
    ).toEqual({});
  });
});
