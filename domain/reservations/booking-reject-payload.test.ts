import { Exit, Result, Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BookingRejectPayload, buildBookingRejectPayload } from "./booking-reject-payload.ts";
import { bookingRejectReasons, BookingRejectSubReason, subReasonsFor } from "./reject-reasons.ts";

const decodes = (value: unknown) => Exit.isSuccess(Schema.decodeUnknownExit(BookingRejectPayload)(value));

describe("booking request reject payload", () => {
  it("requires an explanation when the reason is OTHER (spec §5)", () => {
    const result = buildBookingRejectPayload({ reason: "OTHER", explanation: "   " });
    expect(Result.isFailure(result) && result.failure._tag).toBe("ExplanationRequired");
    expect(decodes({ reason: "OTHER" })).toBe(false);
    expect(buildBookingRejectPayload({ reason: "OTHER", explanation: " Guest asked for a pet " })).toEqual(
      Result.succeed({ reason: "OTHER", explanation: "Guest asked for a pet" }),
    );
  });

  it("sends the explanation with a sub-reason, and drops it without one", () => {
    expect(
      buildBookingRejectPayload({
        reason: "RATES_MISMATCH",
        subReason: "PRICE_TOO_LOW",
        explanation: "Summer rate missing",
      }),
    ).toEqual(
      Result.succeed({
        reason: "RATES_MISMATCH",
        subReason: "PRICE_TOO_LOW",
        explanation: "Summer rate missing",
      }),
    );
    expect(
      buildBookingRejectPayload({ reason: "RATES_MISMATCH", explanation: "Summer rate missing" }),
    ).toEqual(Result.succeed({ reason: "RATES_MISMATCH" }));
    expect(decodes({ reason: "RATES_MISMATCH", explanation: "Summer rate missing" })).toBe(false);
  });

  it("refuses a sub-reason of another reason", () => {
    const result = buildBookingRejectPayload({ reason: "RATES_MISMATCH", subReason: "UNDER_RENOVATION" });
    expect(Result.isFailure(result) && result.failure._tag).toBe("SubReasonNotAllowed");
    expect(decodes({ reason: "RATES_MISMATCH", subReason: "UNDER_RENOVATION" })).toBe(false);
  });

  it("refuses an explanation over 2,000 characters", () => {
    const result = buildBookingRejectPayload({ reason: "OTHER", explanation: "x".repeat(2001) });
    expect(Result.isFailure(result) && result.failure._tag).toBe("TextTooLong");
  });

  it("fails on unknown reasons with a message naming the allowed ones", () => {
    const exit = Schema.decodeUnknownExit(BookingRejectPayload)({ reason: "OVERBOOKING" });
    expect(Exit.isFailure(exit)).toBe(true);
    expect(String(exit)).toContain('"SELF_MANAGED_BOOKING"');
    expect(decodes({ reason: "SELF_MANAGED_BOOKING", subReason: "NOT_A_SUB_REASON" })).toBe(false);
  });

  it("builds only payloads the schema accepts, and refuses only what the rules refuse", () => {
    const draft = fc.record(
      {
        reason: fc.constantFrom(...bookingRejectReasons),
        subReason: fc.option(fc.constantFrom(...BookingRejectSubReason.literals), { nil: undefined }),
        explanation: fc.option(fc.oneof(fc.string({ maxLength: 8 }), fc.constant("  ")), { nil: null }),
      },
      { requiredKeys: ["reason"] },
    );
    fc.assert(
      fc.property(draft, (d) => {
        const result = buildBookingRejectPayload(d);
        const subReasonFits = d.subReason === undefined || subReasonsFor(d.reason).includes(d.subReason);
        const hasText = (d.explanation ?? "").trim() !== "";
        expect(Result.isSuccess(result)).toBe(subReasonFits && (d.reason !== "OTHER" || hasText));
        if (Result.isSuccess(result)) {
          expect(decodes(result.success)).toBe(true);
          const expectExplanation = hasText && (d.reason === "OTHER" || d.subReason !== undefined);
          expect("explanation" in result.success).toBe(expectExplanation);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
