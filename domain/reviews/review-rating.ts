// A unit's rating as GET /api/app/reviews/rating/{unitId} answers it (operations spec §7; the shape
// is not shown, so it is ours): the mean of the stars rounded to one decimal, as review sites show
// it, the number of reviews, and how many reviews gave each number of stars.
import { Schema } from "effect";
import type { ReviewRating } from "./review-document.ts";

export const ReviewRatingSummary = Schema.Struct({
  /** Null while the unit has no review: an average of nothing is not zero stars. */
  average: Schema.NullOr(Schema.Number),
  count: Schema.Int,
  /** Reviews per number of stars, "1" to "5", each present. */
  distribution: Schema.Struct({
    "1": Schema.Int,
    "2": Schema.Int,
    "3": Schema.Int,
    "4": Schema.Int,
    "5": Schema.Int,
  }),
});
export type ReviewRatingSummary = typeof ReviewRatingSummary.Type;

export function reviewRatingSummary(ratings: readonly ReviewRating[]): ReviewRatingSummary {
  const distribution = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
  let sum = 0;
  for (const rating of ratings) {
    distribution[String(rating) as keyof typeof distribution]++;
    sum += rating;
  }
  const count = ratings.length;
  return {
    average: count === 0 ? null : Math.round((sum / count) * 10) / 10,
    count,
    distribution,
  };
}
