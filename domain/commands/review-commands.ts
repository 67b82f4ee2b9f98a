// Review writes (operations spec §3, §7): the host's public reply, and marking a unit's new reviews seen.
import { Schema } from "effect";
import { UnitId } from "../ids.ts";
import {
  canReplyToReview,
  ReviewId,
  ReviewReplyText,
  type ReviewDocument,
} from "../reviews/review-document.ts";
import { documentKey, defineCommand } from "./command.ts";
import { updateDocument } from "./document-update.ts";

export const ReplyToReviewPayload = Schema.Struct({ reviewId: ReviewId, text: ReviewReplyText });
export type ReplyToReviewPayload = typeof ReplyToReviewPayload.Type;

/** The body of POST …/reviews/reply/:reviewId. */
export const ReviewReplyPayload = Schema.Struct({ text: ReviewReplyText });

export const replyToReview = defineCommand({
  type: "replyToReview",
  payload: ReplyToReviewPayload,
  summary: "Reply to a guest's review",
  method: "POST",
  path: "/api/app/reviews/reply/:reviewId",
  paramsOf: (p) => ({ reviewId: p.reviewId }),
  body: ReviewReplyPayload,
  bodyOf: (p) => ({ text: p.text }),
  aggregateOf: (p) => documentKey("reviews", p.reviewId),
  apply: (documents, p) => {
    const review = documents.reviews?.get(p.reviewId);
    if (!review || !canReplyToReview(review)) return {};
    const next = updateDocument(review, (draft) => {
      draft.reply = p.text;
    });
    return next ? { reviews: [next] } : {};
  },
});

export const MarkReviewsSeenPayload = Schema.Struct({ unitId: UnitId });
export type MarkReviewsSeenPayload = typeof MarkReviewsSeenPayload.Type;

export const markReviewsSeen = defineCommand({
  type: "markReviewsSeen",
  payload: MarkReviewsSeenPayload,
  summary: "Mark a unit's new reviews as seen",
  method: "PUT",
  path: "/api/app/reviews/new/:unitId",
  paramsOf: (p) => ({ unitId: p.unitId }),
  aggregateOf: (p) => `new-reviews:${p.unitId}`,
  apply: (documents, p) => {
    const seen: ReviewDocument[] = [];
    for (const review of documents.reviews?.values() ?? []) {
      if (review.unitId !== p.unitId || !review.isNew) continue;
      const next = updateDocument(review, (draft) => {
        draft.isNew = false;
      });
      if (next) seen.push(next);
    }
    return seen.length === 0 ? {} : { reviews: seen };
  },
});
