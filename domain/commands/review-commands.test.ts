import { Exit, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { UnitId } from "../ids.ts";
import { ReviewId, unitsWithNewReviews } from "../reviews/review-document.ts";
import { markReviewsSeen, replyToReview } from "./review-commands.ts";
import { localDocumentsOf, sampleReview } from "./sample-documents.ts";

const reviewId = ReviewId.make("rv-1");
const unitId = UnitId.make("u-1");

describe("replyToReview", () => {
  it("replays as POST /api/app/reviews/reply/{reviewId} with the text", () => {
    expect(replyToReview.toRestCall({ reviewId, text: "Thank you!" })).toEqual({
      method: "POST",
      path: "/api/app/reviews/reply/rv-1",
      body: { text: "Thank you!" },
    });
  });

  it("shows the reply on a review without one, and never replaces a reply", () => {
    expect(
      replyToReview.apply(localDocumentsOf({ reviews: [sampleReview()] }), { reviewId, text: "Thank you!" })
        .reviews?.[0]?.reply,
    ).toBe("Thank you!");
    expect(
      replyToReview.apply(localDocumentsOf({ reviews: [sampleReview({ reply: "Thanks" })] }), {
        reviewId,
        text: "Thank you!",
      }),
    ).toEqual({});
  });

  it("refuses an empty or untrimmed reply", () => {
    const decode = Schema.decodeUnknownExit(replyToReview.payload);
    expect(Exit.isFailure(decode({ reviewId: "rv-1", text: "" }))).toBe(true);
    expect(Exit.isFailure(decode({ reviewId: "rv-1", text: "Thanks " }))).toBe(true);
  });
});

describe("markReviewsSeen", () => {
  it("replays as PUT /api/app/reviews/new/{unitId} and clears the unit's new reviews", () => {
    expect(markReviewsSeen.toRestCall({ unitId })).toEqual({
      method: "PUT",
      path: "/api/app/reviews/new/u-1",
      body: undefined,
    });
    const reviews = [
      sampleReview(),
      sampleReview({ publicId: ReviewId.make("rv-2"), isNew: false }),
      sampleReview({ publicId: ReviewId.make("rv-3"), unitId: UnitId.make("u-2") }),
    ];
    const seen = markReviewsSeen.apply(localDocumentsOf({ reviews }), { unitId }).reviews ?? [];
    expect(seen.map((r) => [r.publicId, r.isNew])).toEqual([["rv-1", false]]);
    expect(unitsWithNewReviews([...seen, ...reviews.slice(1)])).toEqual(["u-2"]);
    expect(markReviewsSeen.apply(localDocumentsOf({}), { unitId })).toEqual({});
  });
});
