// Read state of notifications (listing spec §4): a notification is read when interacted; clicking
// marks that one read, "mark all as read" marks all. Each change also yields the interaction to send
// to PUT /api/app/user/interaction, stamped with the `now` passed in. Entries already read are left
// untouched, so their objects stay the same and a view does not re-render them.
import type { NotificationEntry, UserInteraction } from "./notification.ts";

export interface ReadChange<E extends NotificationEntry = NotificationEntry> {
  readonly entries: readonly E[];
  readonly interactions: readonly UserInteraction[];
}

export function unreadCount(entries: readonly NotificationEntry[]): number {
  return entries.filter((e) => !e.interacted).length;
}

// Generic over the entry so a local document keeps its other fields (and its type) when marked.
function markWhere<E extends NotificationEntry>(
  entries: readonly E[],
  now: Date,
  pick: (e: E) => boolean,
): ReadChange<E> {
  const createdAt = now.toISOString();
  const interactions: UserInteraction[] = [];
  const next = entries.map((entry) => {
    if (entry.interacted || !pick(entry)) return entry;
    interactions.push({ interactionType: entry.key, createdAt, interacted: true });
    return { ...entry, interacted: true };
  });
  return { entries: next, interactions };
}

export function markAsRead<E extends NotificationEntry>(
  entries: readonly E[],
  key: string,
  now: Date,
): ReadChange<E> {
  return markWhere(entries, now, (e) => e.key === key);
}

export function markAllAsRead<E extends NotificationEntry>(entries: readonly E[], now: Date): ReadChange<E> {
  return markWhere(entries, now, () => true);
}

/** Undoes an optimistic change whose call failed (spec §4): the entries it marked are unread again. */
export function undoReadChange(
  entries: readonly NotificationEntry[],
  change: Pick<ReadChange, "interactions">,
): NotificationEntry[] {
  const undone = new Set(change.interactions.map((i) => i.interactionType));
  return entries.map((e) => (undone.has(e.key) && e.interacted ? { ...e, interacted: false } : e));
}
