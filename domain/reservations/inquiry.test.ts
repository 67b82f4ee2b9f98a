import { Exit, Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canDecideInquiry, canMoveInquiry, Inquiry, inquiryAfterDecision, InquiryStatus } from "./inquiry.ts";

const inquiry = Schema.decodeUnknownSync(Inquiry)({
  id: "i-1",
  status: "REQUESTED",
  checkIn: "2025-08-01",
  checkOut: "2025-08-05",
  guestCount: 3,
  createdAt: "2025-06-01T09:00:00Z",
  customer: { name: "Luc", phoneNumber: null },
  propertyUnitSummary: { publicId: "u-1", title: "Loft" },
});

describe("inquiry", () => {
  it("is decided only while requested or needing action", () => {
    expect(canDecideInquiry("REQUESTED")).toBe(true);
    expect(canDecideInquiry("ACTION_NEEDED")).toBe(true);
    expect(canDecideInquiry("CONFIRMED")).toBe(false);
    expect(canDecideInquiry("EXPIRED_CHECKOUT")).toBe(false);
  });

  it("takes its state from the answer to a confirm or reject (spec §4)", () => {
    expect(inquiryAfterDecision(inquiry, "CONFIRMED").status).toBe("CONFIRMED");
    expect(inquiry.status).toBe("REQUESTED");
  });

  it("fails decoding an unknown state", () => {
    expect(Exit.isFailure(Schema.decodeUnknownExit(Inquiry)({ ...inquiry, status: "requested" }))).toBe(true);
  });

  it("ends in final states that lead nowhere, and decisions only leave undecided states", () => {
    const final = ["REVIEW_COLLECTED", "NO_REVIEW_COLLECTED", "EXPIRED_CHECKOUT", "REJECTED"];
    fc.assert(
      fc.property(
        fc.constantFrom(...InquiryStatus.literals),
        fc.constantFrom(...InquiryStatus.literals),
        (from, to) => {
          if (final.includes(from)) expect(canMoveInquiry(from, to)).toBe(false);
          if (to === "REJECTED" && canMoveInquiry(from, to)) expect(canDecideInquiry(from)).toBe(true);
          expect(canMoveInquiry(from, from)).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
