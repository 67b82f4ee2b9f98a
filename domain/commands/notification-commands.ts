// Marking notifications read (listing spec §4, §7): PUT /api/app/user/interaction with the list of
// interactions. One command serves a click on one notification and "mark all as read".
//
// The command names the notifications it marks instead of meaning "all": it is replayed later, over
// a mirror that may by then hold notifications that arrived after the click, and those were never
// seen. The interactions sent are the ones markAllAsRead stamps for exactly those keys.
import { Schema } from "effect";
import type { NotificationDocument } from "../notifications/notification-document.ts";
import { markAllAsRead } from "../notifications/notification-read-state.ts";
import { UserInteraction, type NotificationEntry } from "../notifications/notification.ts";
import { Instant } from "../time/instant.ts";
import { defineCommand } from "./command.ts";

export const MarkNotificationsReadPayload = Schema.Struct({
  keys: Schema.Array(Schema.String.check(Schema.isMinLength(1))).check(
    Schema.isMinLength(1),
    Schema.isUnique(),
  ),
  /** When the host marked them, from the command's timestamp; stamped on each interaction. */
  now: Instant,
});
export type MarkNotificationsReadPayload = typeof MarkNotificationsReadPayload.Type;

/** The payload for "mark all as read": every notification the host sees unread right now. */
export function markAllNotificationsReadPayload(
  entries: readonly NotificationEntry[],
  now: Instant,
): MarkNotificationsReadPayload | undefined {
  const keys = entries.filter((entry) => !entry.interacted).map((entry) => entry.key);
  return keys.length === 0 ? undefined : { keys: [...new Set(keys)], now };
}

/** At most this many interactions per PUT: "mark all as read" over a long list still fits. */
export const maxInteractionsPerCall = 500;

export const InteractionsPayload = Schema.Array(
  UserInteraction.mapFields((fields) => ({
    ...fields,
    interactionType: fields.interactionType.check(Schema.isMaxLength(200)),
  })),
).check(Schema.isMinLength(1), Schema.isMaxLength(maxInteractionsPerCall));

export const markNotificationsRead = defineCommand({
  type: "markNotificationsRead",
  payload: MarkNotificationsReadPayload,
  summary: "Mark notifications as read",
  method: "PUT",
  path: "/api/app/user/interaction",
  body: InteractionsPayload,
  bodyOf: (p) =>
    markAllAsRead(
      p.keys.map((key) => ({ key, interacted: false, createdAt: p.now })),
      new Date(p.now),
    ).interactions,
  aggregateOf: () => "notifications",
  apply: (documents, p) => {
    const targets: NotificationDocument[] = [];
    for (const key of p.keys) {
      const doc = documents.notifications?.get(key);
      if (doc) targets.push(doc);
    }
    // markAllAsRead hands back entries already read as the same objects: only the others changed.
    const marked = markAllAsRead(targets, new Date(p.now)).entries.filter((entry, i) => entry !== targets[i]);
    return marked.length === 0 ? {} : { notifications: marked };
  },
});
