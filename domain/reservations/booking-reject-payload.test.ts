import { Exit, Result, Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BookingRejectPayload, buildBookingRejectPayload } from "./booking-reject-payload.ts";
import { bookingRejectReasons, BookingRejectSubReason, subReasonsFor } from "./reject-reasons.ts";

const decodes = (value: unknown) => Exit.isSuccess(Schema.decodeUnknownExit(BookingRejectPayload)(value));

/** The problems decoding reports, as the server names them: the field path and the reason. */
function issuesOf(value: unknown): Array<{ path: string; message: string }> {
  const result = Schema.toStandardSchemaV1(BookingRejectPayload)["~standard"].validate(value);
  if (result instanceof Promise) throw new Error("the payload schema is synchronous");
  return (result.issues ?? []).map((issue) => ({
    path: (issue.path ?? []).map((p) => String(typeof p === "object" ? p.key : p)).join("."),
    message: issue.message,
  }));
}

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

  it.each([
    { payload: { reason: "OTHER", explanation: "Guest asked for a pet" }, problems: [] },
    { payload: { reason: "RATES_MISMATCH" }, problems: [] },
    {
      payload: { reason: "RATES_MISMATCH", subReason: "FEES_MISSING", explanation: "Cleaning fee" },
      problems: [],
    },
    {
      payload: { reason: "RATES_MISMATCH", subReason: "UNDER_RENOVATION" },
      problems: [{ path: "subReason", message: "UNDER_RENOVATION is not a sub-reason of RATES_MISMATCH" }],
    },
    {
      payload: { reason: "OTHER" },
      problems: [{ path: "explanation", message: "an explanation is required when the reason is OTHER" }],
    },
    {
      payload: { reason: "SELF_MANAGED_BOOKING", explanation: "Repeat guest" },
      problems: [
        { path: "explanation", message: "an explanation is sent only with reason OTHER or a sub-reason" },
      ],
    },
    {
      payload: { reason: "OTHER", explanation: " Guest asked for a pet" },
      problems: [{ path: "explanation", message: "must be trimmed" }],
    },
    {
      payload: { reason: "OTHER", explanation: "" },
      problems: [{ path: "explanation", message: "Expected a value with a length of at least 1" }],
    },
  ])("decoding $payload names the field and the rule it breaks", ({ payload, problems }) => {
    expect(issuesOf(payload)).toEqual(problems);
  });

  it.each([
    { length: 1999, sent: true },
    { length: 2000, sent: true },
    { length: 2001, sent: false },
  ])("takes an explanation of $length characters up to the 2,000 limit: $sent", ({ length, sent }) => {
    const explanation = "e".repeat(length);
    for (const draft of [
      { reason: "OTHER", explanation: `${explanation} ` },
      { reason: "RATES_MISMATCH", subReason: "PRICE_TOO_LOW", explanation: ` ${explanation}` },
    ] as const) {
      const { explanation: _typed, ...rest } = draft;
      expect(buildBookingRejectPayload(draft)).toEqual(
        sent
          ? Result.succeed({ ...rest, explanation })
          : Result.fail(
              expect.objectContaining({ _tag: "TextTooLong", field: "explanation", maxLength: 2000 }),
            ),
      );
      expect(decodes({ ...rest, explanation })).toBe(sent);
    }
    // Without a sub-reason the explanation is not sent, so its length does not matter.
    expect(buildBookingRejectPayload({ reason: "RATES_MISMATCH", explanation })).toEqual(
      Result.succeed({ reason: "RATES_MISMATCH" }),
    );
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
          // A field without a value is left out, not sent as undefined.
          const keys = ["reason"];
          if (d.subReason !== undefined) keys.push("subReason");
          if (expectExplanation) keys.push("explanation");
          expect(Object.keys(result.success).sort()).toEqual(keys.sort());
        }
      }),
      { numRuns: 1000 },
    );
  });
});
