// The match label the questionnaire yields (operations spec §3, §9: six levels, "nice" twice). The
// spec does not say how a host earns a level; ours (docs/decisions.md): one level per question
// answered, so a host with no answers is a "potential" match and one who answered all five is the
// "best" match. Answering is what lets guests be matched, so more answers mean better matches.
import { guestPreferenceQuestions, isAnswered, type GuestPreferences } from "./guest-preferences.ts";

export const guestMatchLabels = ["potential", "nice", "nice", "good", "great", "best"] as const;
export type GuestMatchLabel = (typeof guestMatchLabels)[number];

/** 0 to 5: how many of the five questions have an answer. */
export function guestMatchLevel(preferences: GuestPreferences): number {
  return guestPreferenceQuestions.filter((question) => isAnswered(preferences, question)).length;
}

export function guestMatchLabel(preferences: GuestPreferences): GuestMatchLabel {
  return guestMatchLabels[guestMatchLevel(preferences)]!;
}
