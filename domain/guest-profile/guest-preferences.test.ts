import { Exit, Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  chooseGuestPreference,
  guestPreferenceOptions,
  guestPreferenceQuestions,
  GuestPreferences,
  GuestPreferencesPatch,
  noGuestPreferences,
} from "./guest-preferences.ts";

describe("guest preferences", () => {
  it("decodes the answers of spec §3 and refuses unknown options", () => {
    const decoded = Schema.decodeUnknownSync(GuestPreferences)({
      bookingTimes: ["earlyBird"],
      stayDurations: ["shortStay", "longStay"],
      startOfStay: [],
      groupSizes: ["family"],
      language: "hostLanguage",
    });
    expect(decoded.language).toBe("hostLanguage");
    const exit = Schema.decodeUnknownExit(GuestPreferences)({ ...decoded, groupSizes: ["party"] });
    expect(String(exit)).toContain('"couple"');
    expect(
      Exit.isFailure(Schema.decodeUnknownExit(GuestPreferences)({ ...decoded, language: "english" })),
    ).toBe(true);
    expect(
      Exit.isFailure(
        Schema.decodeUnknownExit(GuestPreferences)({ ...decoded, startOfStay: ["weekday", "weekday"] }),
      ),
    ).toBe(true);
  });

  it("accepts a patch of one answer", () => {
    expect(Schema.decodeUnknownSync(GuestPreferencesPatch)({ language: "noPreference" })).toEqual({
      language: "noPreference",
    });
  });

  it("toggles checkboxes and replaces the language radio", () => {
    const once = chooseGuestPreference(noGuestPreferences, "groupSizes", "family");
    const twice = chooseGuestPreference(once, "groupSizes", "solo");
    expect(twice.groupSizes).toEqual(["solo", "family"]);
    expect(chooseGuestPreference(twice, "groupSizes", "solo").groupSizes).toEqual(["family"]);
    const language = chooseGuestPreference(noGuestPreferences, "language", "hostLanguage");
    expect(chooseGuestPreference(language, "language", "noPreference").language).toBe("noPreference");
    expect(chooseGuestPreference(noGuestPreferences, "groupSizes", "party")).toBe(noGuestPreferences);
  });

  it("always yields answers the schema accepts", () => {
    const click = fc
      .constantFrom(...guestPreferenceQuestions)
      .chain((question) =>
        fc.tuple(
          fc.constant(question),
          fc.constantFrom<string>(...guestPreferenceOptions[question], "unknown"),
        ),
      );
    fc.assert(
      fc.property(fc.array(click, { maxLength: 20 }), (clicks) => {
        const result = clicks.reduce((p, [q, o]) => chooseGuestPreference(p, q, o), noGuestPreferences);
        expect(Exit.isSuccess(Schema.decodeUnknownExit(GuestPreferences)(result))).toBe(true);
        expect(noGuestPreferences.groupSizes).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});
