// What a host's typed reply becomes (operations spec §7, POST /api/app/reviews/reply/{reviewId}):
// the text trimmed, refused when nothing is left or when it is longer than a reply may be. The
// form shows the refusal beside the field; nothing reaches the outbox until the text is sendable.
import { maxPayloadTextLength, textToSend } from "../reservations/payload-text.ts";
import type { ReplyToReviewPayload } from "../commands/review-commands.ts";
import type { ReviewId } from "./review-document.ts";

export type ReviewReplyResult =
  | { readonly ok: true; readonly payload: ReplyToReviewPayload }
  | { readonly ok: false; readonly error: "empty" }
  | { readonly ok: false; readonly error: "tooLong"; readonly maxLength: number };

export function reviewReplyPayload(reviewId: ReviewId, typed: string): ReviewReplyResult {
  const text = textToSend(typed);
  if (text === undefined) return { ok: false, error: "empty" };
  if (text.length > maxPayloadTextLength)
    return { ok: false, error: "tooLong", maxLength: maxPayloadTextLength };
  return { ok: true, payload: { reviewId, text } };
}
