import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { reviewRatingSummary } from "./review-rating.ts";

describe("reviewRatingSummary", () => {
  it("has no average without reviews", () => {
    expect(reviewRatingSummary([])).toEqual({
      average: null,
      count: 0,
      distribution: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 },
    });
  });

  it("rounds the mean to one decimal", () => {
    expect(reviewRatingSummary([5, 4, 4]).average).toBe(4.3);
    expect(reviewRatingSummary([5, 5, 4, 4]).average).toBe(4.5);
  });

  it("counts every review once, within 1 to 5 stars", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 50 }), (ratings) => {
        const summary = reviewRatingSummary(ratings);
        const counted = Object.values(summary.distribution).reduce((a, b) => a + b, 0);
        expect(counted).toBe(ratings.length);
        expect(summary.count).toBe(ratings.length);
        if (summary.average !== null) {
          expect(summary.average).toBeGreaterThanOrEqual(Math.min(...ratings));
          expect(summary.average).toBeLessThanOrEqual(Math.max(...ratings));
        }
      }),
      { numRuns: 1000 },
    );
  });
});
