import { Exit, Result, Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BookingCancelPayload, buildBookingCancelPayload } from "./booking-cancel-payload.ts";
import { bookingRejectReasons, BookingRejectSubReason, subReasonsFor } from "./reject-reasons.ts";

/** The problems decoding reports, as the server names them: the field path and the reason. */
function issuesOf(value: unknown): Array<{ path: string; message: string }> {
  const result = Schema.toStandardSchemaV1(BookingCancelPayload)["~standard"].validate(value);
  if (result instanceof Promise) throw new Error("the payload schema is synchronous");
  return (result.issues ?? []).map((issue) => ({
    path: (issue.path ?? []).map((p) => String(typeof p === "object" ? p.key : p)).join("."),
    message: issue.message,
  }));
}

describe("booking cancel payload", () => {
  it("sends the explanation only when it is not empty (spec §5)", () => {
    expect(buildBookingCancelPayload({ reason: "SELF_MANAGED_BOOKING", explanation: "  " })).toEqual(
      Result.succeed({ reason: "SELF_MANAGED_BOOKING" }),
    );
    expect(buildBookingCancelPayload({ reason: "OTHER", explanation: " Sold the flat " })).toEqual(
      Result.succeed({ reason: "OTHER", explanation: "Sold the flat" }),
    );
  });

  it("lets OTHER go without an explanation: the spec calls it optional", () => {
    expect(buildBookingCancelPayload({ reason: "OTHER" })).toEqual(Result.succeed({ reason: "OTHER" }));
  });

  it("refuses a sub-reason of another reason", () => {
    const result = buildBookingCancelPayload({ reason: "OTHER", subReason: "DAMAGED" });
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      _tag: "SubReasonNotAllowed",
      field: "subReason",
      reason: "OTHER",
      subReason: "DAMAGED",
    });
    expect(issuesOf({ reason: "OTHER", subReason: "DAMAGED" })).toEqual([
      { path: "subReason", message: "DAMAGED is not a sub-reason of OTHER" },
    ]);
    expect(issuesOf({ reason: "PROPERTY_IN_BAD_CONDITION", subReason: "DAMAGED" })).toEqual([]);
  });

  it.each([
    { length: 1, sent: true },
    { length: 1999, sent: true },
    { length: 2000, sent: true },
    { length: 2001, sent: false },
  ])("takes an explanation of $length characters up to the 2,000 limit: $sent", ({ length, sent }) => {
    const explanation = "e".repeat(length);
    // White space around the text is not sent, so it does not count towards the limit.
    const result = buildBookingCancelPayload({ reason: "OTHER", explanation: ` ${explanation}\n` });
    expect(result).toEqual(
      sent
        ? Result.succeed({ reason: "OTHER", explanation })
        : Result.fail(
            expect.objectContaining({ _tag: "TextTooLong", field: "explanation", maxLength: 2000 }),
          ),
    );
    expect(issuesOf({ reason: "OTHER", explanation })).toEqual(
      sent ? [] : [{ path: "explanation", message: "Expected a value with a length of at most 2000" }],
    );
  });

  it("builds only payloads the schema accepts", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...bookingRejectReasons),
        fc.option(fc.constantFrom(...BookingRejectSubReason.literals), { nil: null }),
        fc.string({ maxLength: 6 }),
        (reason, subReason, explanation) => {
          const result = buildBookingCancelPayload({ reason, subReason, explanation });
          const fits = subReason === null || subReasonsFor(reason).includes(subReason);
          expect(Result.isSuccess(result)).toBe(fits);
          if (Result.isSuccess(result)) {
            expect(Exit.isSuccess(Schema.decodeUnknownExit(BookingCancelPayload)(result.success))).toBe(true);
            expect(result.success.explanation).toBe(
              explanation.trim() === "" ? undefined : explanation.trim(),
            );
            // A field without a value is left out, not sent as undefined.
            const keys = ["reason"];
            if (subReason !== null) keys.push("subReason");
            if (explanation.trim() !== "") keys.push("explanation");
            expect(Object.keys(result.success).sort()).toEqual(keys.sort());
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
