import { Exit, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { InquiryId } from "../reservations/reservation-ids.ts";
import { confirmInquiry, rejectInquiry } from "./inquiry-commands.ts";
import { sampleReservation } from "./sample-documents.ts";

const inquiry = sampleReservation({ id: "iq-1", kind: "inquiry", status: "REQUESTED" });
const documentsWith = (...docs: ReturnType<typeof sampleReservation>[]) => ({
  reservations: new Map(docs.map((d) => [d.id, d])),
});
const inquiryId = InquiryId.make("iq-1");

describe("confirmInquiry", () => {
  it("replays as POST /api/app/booking-inquiries/{id}/confirm without a body", () => {
    expect(confirmInquiry.toRestCall({ inquiryId })).toEqual({
      method: "POST",
      path: "/api/app/booking-inquiries/iq-1/confirm",
      body: undefined,
    });
  });

  it("confirms an inquiry that waits for the host, and nothing else", () => {
    expect(confirmInquiry.apply(documentsWith(inquiry), { inquiryId }).reservations?.[0]?.status).toBe(
      "CONFIRMED",
    );
    expect(
      confirmInquiry.apply(documentsWith({ ...inquiry, status: "ACTION_NEEDED" }), { inquiryId })
        .reservations?.[0]?.status,
    ).toBe("CONFIRMED");
    expect(confirmInquiry.apply(documentsWith({ ...inquiry, status: "REJECTED" }), { inquiryId })).toEqual(
      {},
    );
    expect(
      confirmInquiry.apply(documentsWith({ ...inquiry, kind: "booking", status: "CONFIRMED" }), {
        inquiryId,
      }),
    ).toEqual({});
    expect(confirmInquiry.apply(documentsWith(), { inquiryId })).toEqual({});
  });
});

describe("rejectInquiry", () => {
  it("replays as POST /api/app/booking-inquiries/{id}/reject with reason, explanation and message", () => {
    expect(
      rejectInquiry.toRestCall({
        inquiryId,
        body: { reason: "OTHER", explanation: "Closed for winter", message: "Sorry!" },
      }),
    ).toEqual({
      method: "POST",
      path: "/api/app/booking-inquiries/iq-1/reject",
      body: { reason: "OTHER", explanation: "Closed for winter", message: "Sorry!" },
    });
  });

  it("rejects an inquiry that waits for the host", () => {
    const changes = rejectInquiry.apply(documentsWith(inquiry), {
      inquiryId,
      body: { reason: "OVERBOOKING" },
    });
    expect(changes.reservations?.[0]?.status).toBe("REJECTED");
  });

  it("refuses OTHER without an explanation and an unknown reason", () => {
    const decode = Schema.decodeUnknownExit(rejectInquiry.payload);
    expect(Exit.isFailure(decode({ inquiryId: "iq-1", body: { reason: "OTHER" } }))).toBe(true);
    expect(Exit.isFailure(decode({ inquiryId: "iq-1", body: { reason: "BORED" } }))).toBe(true);
  });
});
