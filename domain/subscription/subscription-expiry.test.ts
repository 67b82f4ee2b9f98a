import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSubscriptionAboutToExpire, isSubscriptionExpired } from "./subscription-expiry.ts";

const now = new Date("2025-03-10T12:00:00Z");

describe("subscription expiry (listing spec §4)", () => {
  it("is expired once the expiration date is past", () => {
    expect(isSubscriptionExpired("2025-03-10T11:59:59Z", now)).toBe(true);
    expect(isSubscriptionExpired("2025-03-10T12:00:00Z", now)).toBe(false);
    expect(isSubscriptionExpired(null, now)).toBe(false);
  });

  it("is about to expire within 3 days", () => {
    expect(isSubscriptionAboutToExpire("2025-03-13T12:00:00Z", now)).toBe(true);
    expect(isSubscriptionAboutToExpire("2025-03-13T12:00:01Z", now)).toBe(false);
    expect(isSubscriptionAboutToExpire("2025-03-11", now)).toBe(true);
    expect(isSubscriptionAboutToExpire("2025-03-09", now)).toBe(false);
  });

  it("is never both expired and about to expire, and is one of them exactly up to 3 days ahead", () => {
    const offsetMs = fc.integer({ min: -10 * 86_400_000, max: 10 * 86_400_000 });
    fc.assert(
      fc.property(offsetMs, (offset) => {
        const date = new Date(now.getTime() + offset).toISOString();
        const expired = isSubscriptionExpired(date, now);
        const soon = isSubscriptionAboutToExpire(date, now);
        return !(expired && soon) && (expired || soon) === offset <= 3 * 86_400_000;
      }),
      { numRuns: 1000 },
    );
  });
});
