// What the notifications dropdown lists (listing spec §3, §4): the entries whose key is a
// notification key (the interactions table also records other things the host did, such as closing
// the welcome tour, which are not notifications), newest first, with their type and unit read from
// the key. The unread badge counts exactly the entries listed.
import { parseNotificationKey } from "./notification-key.ts";
import type { NotificationEntry, NotificationType } from "./notification.ts";

export interface NotificationItem {
  readonly key: string;
  readonly type: NotificationType;
  readonly unitId: string | undefined;
  readonly interacted: boolean;
  readonly createdAt: string;
}

export function notificationItems(entries: Iterable<NotificationEntry>): NotificationItem[] {
  const items: NotificationItem[] = [];
  for (const entry of entries) {
    const parts = parseNotificationKey(entry.key);
    if (!parts) continue;
    items.push({
      key: entry.key,
      type: parts.type,
      unitId: parts.unitId,
      interacted: entry.interacted,
      createdAt: entry.createdAt,
    });
  }
  // ISO instants compare as text; the key breaks ties so the order never depends on the input's.
  return items.sort((a, b) =>
    a.createdAt === b.createdAt ? (a.key < b.key ? -1 : 1) : a.createdAt < b.createdAt ? 1 : -1,
  );
}

/** The badge's number: unread entries among those listed. */
export function unreadNotificationCount(items: readonly NotificationItem[]): number {
  return items.filter((item) => !item.interacted).length;
}
