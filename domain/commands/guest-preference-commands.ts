// Saving the host's guest preferences (operations spec §4, §7): each step of the guest-profile flow
// sends only its own answer in PATCH /api/app/user/guest-preferences.
import { Schema } from "effect";
import { guestPreferencesDocumentId } from "../guest-profile/guest-preferences-document.ts";
import { GuestPreferencesPatch, guestPreferenceQuestions } from "../guest-profile/guest-preferences.ts";
import { documentKey, defineCommand } from "./command.ts";
import { hasAnyKey, pickDefined, sameList, updateDocument } from "./document-update.ts";

export const UpdateGuestPreferencesPayload = GuestPreferencesPatch.check(
  Schema.makeFilter((patch) =>
    hasAnyKey(patch, guestPreferenceQuestions) ? undefined : "no answer to save",
  ),
);
export type UpdateGuestPreferencesPayload = typeof UpdateGuestPreferencesPayload.Type;

export const updateGuestPreferences = defineCommand({
  type: "updateGuestPreferences",
  payload: UpdateGuestPreferencesPayload,
  summary: "Change the guests the host prefers",
  method: "PATCH",
  path: "/api/app/user/guest-preferences",
  body: UpdateGuestPreferencesPayload,
  bodyOf: (p) => pickDefined(p, guestPreferenceQuestions),
  aggregateOf: () => documentKey("guestPreferences", guestPreferencesDocumentId),
  apply: (documents, p) => {
    const doc = documents.guestPreferences?.get(guestPreferencesDocumentId);
    if (!doc) return {};
    // An answer equal to the stored one is left alone, so a saved step marks nothing pending.
    const next = updateDocument(doc, (draft) => {
      if (p.bookingTimes !== undefined && !sameList(doc.bookingTimes, p.bookingTimes))
        draft.bookingTimes = [...p.bookingTimes];
      if (p.stayDurations !== undefined && !sameList(doc.stayDurations, p.stayDurations))
        draft.stayDurations = [...p.stayDurations];
      if (p.startOfStay !== undefined && !sameList(doc.startOfStay, p.startOfStay))
        draft.startOfStay = [...p.startOfStay];
      if (p.groupSizes !== undefined && !sameList(doc.groupSizes, p.groupSizes))
        draft.groupSizes = [...p.groupSizes];
      if (p.language !== undefined) draft.language = p.language;
    });
    return next ? { guestPreferences: [next] } : {};
  },
});
