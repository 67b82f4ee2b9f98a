// The local copy of the host's guest preferences (operations spec §3). There is one per host; it is
// kept under a fixed id so that it is a document like any other for the overlay and its pending marks.
import { Schema } from "effect";
import { GuestPreferences } from "./guest-preferences.ts";

export const guestPreferencesDocumentId = "guest-preferences";

export const GuestPreferencesDocument = Schema.Struct({
  id: Schema.Literal(guestPreferencesDocumentId),
  ...GuestPreferences.fields,
  /** The host's change sequence number of the last write. */
  seq: Schema.Number,
});
export type GuestPreferencesDocument = typeof GuestPreferencesDocument.Type;
