// The host's ideal-guest answers (operations spec §3), read and written at
// /api/app/user/guest-preferences. Four questions take several options; language takes one.
import { Schema } from "effect";

export const guestPreferenceOptions = {
  bookingTimes: ["earlyBird", "onSchedule", "lastMinute"],
  stayDurations: ["shortStay", "mediumStay", "longStay"],
  startOfStay: ["weekday", "weekend"],
  groupSizes: ["solo", "couple", "family", "group"],
  language: ["hostLanguage", "noPreference"],
} as const;

export type MultipleChoiceQuestion = "bookingTimes" | "stayDurations" | "startOfStay" | "groupSizes";
export type GuestPreferenceQuestion = MultipleChoiceQuestion | "language";
export const guestPreferenceQuestions: readonly GuestPreferenceQuestion[] = [
  "bookingTimes",
  "stayDurations",
  "startOfStay",
  "groupSizes",
  "language",
];

function uniqueOptions<const Options extends readonly [string, ...string[]]>(options: Options) {
  return Schema.Array(Schema.Literals(options)).check(
    Schema.makeFilter((values: readonly string[]) =>
      new Set(values).size === values.length ? undefined : "an option is chosen at most once",
    ),
  );
}

export const LanguagePreference = Schema.Literals(guestPreferenceOptions.language);
export type LanguagePreference = typeof LanguagePreference.Type;

const answers = {
  bookingTimes: uniqueOptions(guestPreferenceOptions.bookingTimes),
  stayDurations: uniqueOptions(guestPreferenceOptions.stayDurations),
  startOfStay: uniqueOptions(guestPreferenceOptions.startOfStay),
  groupSizes: uniqueOptions(guestPreferenceOptions.groupSizes),
  /** Single choice; null until answered. */
  language: Schema.NullOr(LanguagePreference),
};

export const GuestPreferences = Schema.Struct(answers);
export type GuestPreferences = typeof GuestPreferences.Type;

/** PATCH body: each step sends only its own answer. */
export const GuestPreferencesPatch = Schema.Struct({
  bookingTimes: Schema.optional(answers.bookingTimes),
  stayDurations: Schema.optional(answers.stayDurations),
  startOfStay: Schema.optional(answers.startOfStay),
  groupSizes: Schema.optional(answers.groupSizes),
  language: Schema.optional(answers.language),
});
export type GuestPreferencesPatch = typeof GuestPreferencesPatch.Type;

export const noGuestPreferences: GuestPreferences = {
  bookingTimes: [],
  stayDurations: [],
  startOfStay: [],
  groupSizes: [],
  language: null,
};

export function isAnswered(preferences: GuestPreferences, question: GuestPreferenceQuestion): boolean {
  return question === "language" ? preferences.language !== null : preferences[question].length > 0;
}

/**
 * The answers after the host clicks `option`: a checkbox toggles (options stay in the order the
 * step lists them), the language radio replaces.
 */
export function chooseGuestPreference(
  preferences: GuestPreferences,
  question: GuestPreferenceQuestion,
  option: string,
): GuestPreferences {
  if (question === "language") {
    return Schema.is(LanguagePreference)(option) ? { ...preferences, language: option } : preferences;
  }
  const listed: readonly string[] = guestPreferenceOptions[question];
  if (!listed.includes(option)) return preferences;
  const chosen: readonly string[] = preferences[question];
  const next = chosen.includes(option) ? chosen.filter((o) => o !== option) : [...chosen, option];
  return { ...preferences, [question]: listed.filter((o) => next.includes(o)) };
}
