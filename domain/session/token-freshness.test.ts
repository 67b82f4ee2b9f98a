import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  expiryCheckIntervalMs,
  isExpiryCheckDue,
  shouldRefreshBeforeCall,
  shouldRefreshOnCheck,
} from "./token-freshness.ts";

const now = Date.UTC(2025, 2, 30, 1, 30); // the night Europe moves its clocks forward

describe("token freshness (spec §4, §9)", () => {
  it("refreshes before a call when the token expires within 5 s", () => {
    expect(shouldRefreshBeforeCall(now + 5_000, now)).toBe(true);
    expect(shouldRefreshBeforeCall(now + 5_001, now)).toBe(false);
    expect(shouldRefreshBeforeCall(now - 1, now)).toBe(true);
    expect(shouldRefreshBeforeCall(null, now)).toBe(true);
  });

  it("refreshes on the periodic check with a 120 s margin", () => {
    expect(shouldRefreshOnCheck(now + 120_000, now)).toBe(true);
    expect(shouldRefreshOnCheck(now + 120_001, now)).toBe(false);
  });

  it("checks every 60 s", () => {
    expect(isExpiryCheckDue(null, now)).toBe(true);
    expect(isExpiryCheckDue(now - 59_999, now)).toBe(false);
    expect(isExpiryCheckDue(now - 60_000, now)).toBe(true);
  });

  it("never lets a token expire between two checks", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3_600_000 }),
        fc.integer({ min: 0, max: expiryCheckIntervalMs }),
        (life, wait) => {
          const expiresAt = now + life;
          // A token the check leaves alone is still valid for the whole interval to the next check.
          if (!shouldRefreshOnCheck(expiresAt, now))
            expect(shouldRefreshBeforeCall(expiresAt, now + wait)).toBe(false);
          if (!shouldRefreshOnCheck(expiresAt, now))
            expect(shouldRefreshBeforeCall(expiresAt, now)).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
