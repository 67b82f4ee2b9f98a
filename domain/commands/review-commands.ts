// Review writes (operations spec §3, §7): the host's public reply, and marking a unit's new reviews seen.
import { Schema } from "effect";
import { UnitId } from "../ids.ts";
import {
  canReplyToReview,
  ReviewId,
  ReviewReplyText,
  type ReviewDocument,
} from "../reviews/review-document.ts";
import { documentKey, type CommandDefinition } from "./command.ts";
import { updateDocument } from "./document-update.ts";

export const ReplyToReviewPayload = Schema.Struct({ reviewId: ReviewId, text: ReviewReplyText });
export type ReplyToReviewPayload = typeof ReplyToReviewPayload.Type;

export const replyToReview: CommandDefinition<"replyToReview", ReplyToReviewPayload> = {
  type: "replyToReview",
  payload: ReplyToReviewPayload,
  aggregateOf: (p) => documentKey("reviews", p.reviewId),
  toRestCall: (p) => ({
    method: "POST",
    path: `/api/app/reviews/reply/${encodeURIComponent(p.reviewId)}`,
    body: { text: p.text },
  }),
  apply: (documents, p) => {
    const review = documents.reviews?.get(p.reviewId);
    if (!review || !canReplyToReview(review)) return {};
    const next = updateDocument(review, (draft) => {
      draft.reply = p.text;
    });
    return next ? { reviews: [next] } : {};
  },
};

export const MarkReviewsSeenPayload = Schema.Struct({ unitId: UnitId });
export type MarkReviewsSeenPayload = typeof MarkReviewsSeenPayload.Type;

export const markReviewsSeen: CommandDefinition<"markReviewsSeen", MarkReviewsSeenPayload> = {
  type: "markReviewsSeen",
  payload: MarkReviewsSeenPayload,
  aggregateOf: (p) => `new-reviews:${p.unitId}`,
  toRestCall: (p) => ({
    method: "PUT",
    path: `/api/app/reviews/new/${encodeURIComponent(p.unitId)}`,
    body: undefined,
  }),
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
};
