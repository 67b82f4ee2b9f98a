import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { sampleReservation } from "../commands/sample-documents.ts";
import { BookingRequestStatus } from "./booking-request.ts";
import { BookingStatus } from "./booking.ts";
import { InquiryStatus } from "./inquiry.ts";
import {
  bookingRequestFromDocument,
  ReservationDocument,
  statusBelongsToKind,
  tabbedReservationOf,
} from "./reservation-document.ts";

/** The problems decoding reports, as the server names them: the field path and the reason. */
function issuesOf(value: unknown): Array<{ path: string; message: string }> {
  const result = Schema.toStandardSchemaV1(ReservationDocument)["~standard"].validate(value);
  if (result instanceof Promise) throw new Error("the document schema is synchronous");
  return (result.issues ?? []).map((issue) => ({
    path: (issue.path ?? []).map((p) => String(typeof p === "object" ? p.key : p)).join("."),
    message: issue.message,
  }));
}

// Each kind's statuses as operations spec §3 lists them.
const statusesOf = {
  booking_request: BookingRequestStatus.literals,
  booking: BookingStatus.literals,
  inquiry: InquiryStatus.literals,
} as const;
const kinds = ["booking_request", "booking", "inquiry"] as const;
const everyStatus = [...new Set(Object.values(statusesOf).flat())];

describe("reservation document", () => {
  it("takes exactly the statuses of its own kind", () => {
    for (const kind of kinds)
      for (const status of everyStatus) {
        const own = (statusesOf[kind] as readonly string[]).includes(status);
        expect(statusBelongsToKind(kind, status)).toBe(own);
        expect(issuesOf(sampleReservation({ kind, status }))).toEqual(
          own ? [] : [{ path: "status", message: `${status} is not a status of a ${kind}` }],
        );
        expect(tabbedReservationOf(sampleReservation({ kind, status }))).toEqual(
          own ? { kind, status, checkIn: "2025-07-01", checkOut: "2025-07-08" } : undefined,
        );
      }
  });

  it("gives a booking request its REST shape (spec §3)", () => {
    const doc = sampleReservation({ id: "br-7", kind: "booking_request", status: "REQUESTED" });
    expect(bookingRequestFromDocument(doc)).toEqual({
      id: "br-7",
      checkIn: doc.checkIn,
      checkOut: doc.checkOut,
      status: "REQUESTED",
      guestName: doc.guestName,
      guestCount: doc.guestCount,
      totalPrice: doc.totalPrice,
      currency: doc.currency,
      createdAt: doc.createdAt,
      propertyUnitSummary: { publicId: doc.unitId, title: doc.unitTitle },
    });
    expect(() => bookingRequestFromDocument({ ...doc, status: "CANCELLED" })).toThrow();
  });
});
