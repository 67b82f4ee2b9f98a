import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { guestMatchLabel, guestMatchLabels, guestMatchLevel } from "./guest-match-label.ts";
import { GuestPreferences, noGuestPreferences } from "./guest-preferences.ts";
import { Schema } from "effect";

describe("guest match label", () => {
  it("has the six levels of spec §3 in order", () => {
    expect(guestMatchLabels).toEqual(["potential", "nice", "nice", "good", "great", "best"]);
  });

  it("rises one level per answered question", () => {
    expect(guestMatchLabel(noGuestPreferences)).toBe("potential");
    expect(guestMatchLabel({ ...noGuestPreferences, language: "noPreference" })).toBe("nice");
    expect(guestMatchLabel({ ...noGuestPreferences, language: "noPreference", groupSizes: ["solo"] })).toBe(
      "nice",
    );
    expect(
      guestMatchLabel({
        ...noGuestPreferences,
        language: "noPreference",
        groupSizes: ["solo"],
        startOfStay: ["weekend"],
      }),
    ).toBe("good");
    expect(
      guestMatchLabel({
        bookingTimes: ["earlyBird"],
        stayDurations: ["longStay"],
        startOfStay: ["weekday", "weekend"],
        groupSizes: ["solo"],
        language: "hostLanguage",
      }),
    ).toBe("best");
  });

  it("never falls when an answer is added", () => {
    const preferences = fc
      .record({
        bookingTimes: fc.subarray(["earlyBird", "onSchedule", "lastMinute"] as const),
        stayDurations: fc.subarray(["shortStay", "mediumStay", "longStay"] as const),
        startOfStay: fc.subarray(["weekday", "weekend"] as const),
        groupSizes: fc.subarray(["solo", "couple", "family", "group"] as const),
        language: fc.constantFrom("hostLanguage", "noPreference", null),
      })
      .map((p) => Schema.decodeUnknownSync(GuestPreferences)(p));
    fc.assert(
      fc.property(preferences, (p) => {
        const level = guestMatchLevel(p);
        expect(guestMatchLabel(p)).toBe(guestMatchLabels[level]);
        const more =
          p.language === null
            ? { ...p, language: "hostLanguage" as const }
            : { ...p, groupSizes: ["group" as const] };
        expect(guestMatchLevel(more)).toBeGreaterThanOrEqual(level);
      }),
      { numRuns: 1000 },
    );
  });
});
