// The local copy of a guest's review of a unit (operations spec §3), with the host's public reply.
// A review takes one reply: the spec shows a reply call but no edit, and a reply is public, so a
// second one is refused rather than silently replacing the first. New reviews are tracked per unit
// (GET /api/app/reviews/new); here each review says whether it is new, and a unit has new reviews
// while any of its reviews does.
import { Schema } from "effect";
import { UnitId } from "../ids.ts";
import { PayloadText } from "../reservations/payload-text.ts";
import { IsoDateTime } from "../subscription/subscription.ts";

export const ReviewId = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)).pipe(
  Schema.brand("ReviewId"),
);
export type ReviewId = typeof ReviewId.Type;

/** Stars, 1 to 5; the spec does not show the scale, this is the usual one and ours. */
export const ReviewRating = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 5 }));
export type ReviewRating = typeof ReviewRating.Type;

/** The text of a host's reply: trimmed, 1 to 2,000 characters, like the other texts a host sends. */
export const ReviewReplyText = PayloadText;
export type ReviewReplyText = typeof ReviewReplyText.Type;

export const ReviewDocument = Schema.Struct({
  publicId: ReviewId,
  unitId: UnitId,
  rating: ReviewRating,
  text: Schema.String,
  /** The host's reply; null until the host answers. */
  reply: Schema.NullOr(Schema.String),
  /** Not yet seen by the host: the unit is listed under "new reviews" until they are marked seen. */
  isNew: Schema.Boolean,
  createdAt: IsoDateTime,
  /** The host's change sequence number of the last write to this review. */
  seq: Schema.Number,
});
export type ReviewDocument = typeof ReviewDocument.Type;

export function canReplyToReview(review: Pick<ReviewDocument, "reply">): boolean {
  return review.reply === null;
}

/** The units with new reviews, as GET /api/app/reviews/new answers them, from the local reviews. */
export function unitsWithNewReviews(reviews: Iterable<Pick<ReviewDocument, "unitId" | "isNew">>): UnitId[] {
  const units = new Set<UnitId>();
  for (const review of reviews) if (review.isNew) units.add(review.unitId);
  return [...units];
}
