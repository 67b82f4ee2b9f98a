import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Schema } from "effect";
import { ReplyToReviewPayload } from "../commands/review-commands.ts";
import { ReviewId } from "./review-document.ts";
import { reviewReplyPayload } from "./review-reply.ts";

const id = ReviewId.make("rv-1");

describe("reviewReplyPayload", () => {
  it("sends the text trimmed", () => {
    expect(reviewReplyPayload(id, "  Thank you!\n")).toEqual({
      ok: true,
      payload: { reviewId: id, text: "Thank you!" },
    });
  });

  it("refuses an empty or too long reply", () => {
    expect(reviewReplyPayload(id, " \n\t ")).toEqual({ ok: false, error: "empty" });
    expect(reviewReplyPayload(id, "a".repeat(2001))).toEqual({
      ok: false,
      error: "tooLong",
      maxLength: 2000,
    });
  });

  it("builds only payloads the command's schema accepts, and refuses only texts it would refuse", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2100 }), (typed) => {
        const result = reviewReplyPayload(id, typed);
        const decoded = Schema.decodeUnknownExit(ReplyToReviewPayload)({ reviewId: id, text: typed.trim() });
        expect(result.ok).toBe(decoded._tag === "Success");
        if (result.ok)
          expect(Schema.decodeUnknownSync(ReplyToReviewPayload)(result.payload)).toEqual(result.payload);
      }),
      { numRuns: 1000 },
    );
  });
});
