// The local copy of a notification entry (listing spec §3), keyed by its key: the prompts the host
// is shown and whether each was interacted with, which is what PUT /api/app/user/interaction records.
import { Schema } from "effect";
import { NotificationEntry } from "./notification.ts";

export const NotificationDocument = Schema.Struct({
  ...NotificationEntry.fields,
  /** The host's change sequence number of the last write to this entry. */
  seq: Schema.Number,
});
export type NotificationDocument = typeof NotificationDocument.Type;
