import { Exit, Result, Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildInquiryRejectPayload, InquiryRejectPayload } from "./inquiry-reject-payload.ts";
import { inquiryRejectReasons } from "./reject-reasons.ts";

/** The problems decoding reports, as the server names them: the field path and the reason. */
function issuesOf(value: unknown): Array<{ path: string; message: string }> {
  const result = Schema.toStandardSchemaV1(InquiryRejectPayload)["~standard"].validate(value);
  if (result instanceof Promise) throw new Error("the payload schema is synchronous");
  return (result.issues ?? []).map((issue) => ({
    path: (issue.path ?? []).map((p) => String(typeof p === "object" ? p.key : p)).join("."),
    message: issue.message,
  }));
}

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

  it.each([
    { payload: { reason: "OTHER", explanation: "Renovation", message: "Sorry!" }, problems: [] },
    { payload: { reason: "OVERBOOKING", message: "Sorry!" }, problems: [] },
    {
      payload: { reason: "OTHER", message: "Sorry!" },
      problems: [{ path: "explanation", message: "an explanation is required when the reason is OTHER" }],
    },
    {
      payload: { reason: "OVERBOOKING", explanation: "double booked" },
      problems: [{ path: "explanation", message: "an explanation is sent only when the reason is OTHER" }],
    },
    {
      payload: { reason: "OVERBOOKING", message: "Sorry! " },
      problems: [{ path: "message", message: "must be trimmed" }],
    },
  ])("decoding $payload names the field and the rule it breaks", ({ payload, problems }) => {
    expect(issuesOf(payload)).toEqual(problems);
  });

  it.each([
    { length: 1999, sent: true },
    { length: 2000, sent: true },
    { length: 2001, sent: false },
  ])(
    "takes an explanation and a message of $length characters up to the 2,000 limit: $sent",
    ({ length, sent }) => {
      const text = "t".repeat(length);
      const tooLong = (field: string) =>
        Result.fail(expect.objectContaining({ _tag: "TextTooLong", field, maxLength: 2000 }));
      expect(buildInquiryRejectPayload({ reason: "OTHER", explanation: ` ${text} ` })).toEqual(
        sent ? Result.succeed({ reason: "OTHER", explanation: text }) : tooLong("explanation"),
      );
      expect(buildInquiryRejectPayload({ reason: "OVERBOOKING", message: `${text}\n` })).toEqual(
        sent ? Result.succeed({ reason: "OVERBOOKING", message: text }) : tooLong("message"),
      );
      expect(issuesOf({ reason: "OTHER", explanation: text, message: text })).toHaveLength(sent ? 0 : 2);
    },
  );

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
            // A field without a value is left out, not sent as undefined.
            const keys = ["reason"];
            if (reason === "OTHER") keys.push("explanation");
            if ((message ?? "").trim() !== "") keys.push("message");
            expect(Object.keys(result.success).sort()).toEqual(keys.sort());
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
