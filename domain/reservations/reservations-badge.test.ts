import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { badgeLabel, isReservationsBadgeActive } from "./reservations-badge.ts";

describe("reservations badge", () => {
  it("shows the number only when it is 10 or less (spec §9)", () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(1)).toBe("1");
    expect(badgeLabel(10)).toBe("10");
    expect(badgeLabel(11)).toBe("10+");
    expect(badgeLabel(250)).toBe("10+");
  });

  it("is active when anything is unread or pending", () => {
    expect(isReservationsBadgeActive({ unread: 0, pending: 0 })).toBe(false);
    expect(isReservationsBadgeActive({ unread: 1, pending: 0 })).toBe(true);
    expect(isReservationsBadgeActive({ unread: 0, pending: 3 })).toBe(true);
  });

  it("never shows a number above 10", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 100_000 }), (count) => {
        const label = badgeLabel(count);
        if (count <= 0) expect(label).toBeNull();
        else if (count <= 10) expect(label).toBe(String(count));
        else expect(label).toBe("10+");
      }),
      { numRuns: 1000 },
    );
  });
});
