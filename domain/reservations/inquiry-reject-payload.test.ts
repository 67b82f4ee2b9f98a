import { Exit, Result, Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildInquiryRejectPayload, InquiryRejectPayload } from "./inquiry-reject-payload.ts";
import { inquiryRejectReasons } from "./reject-reasons.ts";

describe("inquiry reject payload", () => {
  it("sends the explanation only when the reason is OTHER (spec §3)", () => {
    expect(
      buildInquiryRejectPayload({ reason: "OVERBOOKING", explanation: "double booked", message: "Sorry!" }),
    ).toEqual(Result.succeed({ reason: "OVERBOOKING", message: "Sorry!" }));
    expect(buildInquiryRejectPayload({ reason: "OTHER", explanation: "Renovation" })).toEqual(
      Result.succeed({ reason: "OTHER", explanation: "Renovation" }),
    );
  });

  it("requires the explanation when the reason is OTHER", () => {
    const result = buildInquiryRejectPayload({ reason: "OTHER", message: "Sorry" });
    expect(Result.isFailure(result) && result.failure._tag).toBe("ExplanationRequired");
  });

  it("refuses a message over 2,000 characters", () => {
    const result = buildInquiryRejectPayload({ reason: "OVERBOOKING", message: "m".repeat(2001) });
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      _tag: "TextTooLong",
      field: "message",
    });
  });

  it("fails decoding on booking-only reasons", () => {
    const exit = Schema.decodeUnknownExit(InquiryRejectPayload)({ reason: "SELF_MANAGED_BOOKING" });
    expect(String(exit)).toContain('"PROPERTY_HAS_DAMAGE"');
  });

  it("builds only payloads the schema accepts", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...inquiryRejectReasons),
        fc.option(fc.string({ maxLength: 6 }), { nil: undefined }),
        fc.option(fc.string({ maxLength: 6 }), { nil: undefined }),
        (reason, explanation, message) => {
          const result = buildInquiryRejectPayload({ reason, explanation, message });
          const explained = (explanation ?? "").trim() !== "";
          expect(Result.isSuccess(result)).toBe(reason !== "OTHER" || explained);
          if (Result.isSuccess(result)) {
            expect(Exit.isSuccess(Schema.decodeUnknownExit(InquiryRejectPayload)(result.success))).toBe(true);
            expect("explanation" in result.success).toBe(reason === "OTHER");
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
