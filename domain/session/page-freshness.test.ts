import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageReloadThresholdMs, shouldReloadOnVisible } from "./page-freshness.ts";

describe("page freshness (spec §4)", () => {
  it("reloads a page open over 12 hours (43,200,000 ms)", () => {
    const opened = Date.UTC(2025, 9, 25, 20, 0); // across the October daylight-saving change
    expect(pageReloadThresholdMs).toBe(12 * 60 * 60 * 1000);
    expect(shouldReloadOnVisible(opened, opened + 43_200_000)).toBe(false);
    expect(shouldReloadOnVisible(opened, opened + 43_200_001)).toBe(true);
    expect(shouldReloadOnVisible(opened, opened + 60_000)).toBe(false);
  });

  it("reloads exactly when more than the threshold has passed", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 0, max: 10 ** 8 }),
        (opened, elapsed) => {
          expect(shouldReloadOnVisible(opened, opened + elapsed)).toBe(elapsed > pageReloadThresholdMs);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
