// A channel's messages as the conversation reads: oldest first, split into days. The day of a message
// depends on the host's time zone, so the caller passes `dayOf` (the domain reads no clock or zone).
import { compareInstants, type Instant } from "../time/instant.ts";

export interface TimelineMessage {
  readonly id: string;
  readonly sentAt: Instant;
}

/** Oldest first; messages of one instant by id, so every tab shows the same order. */
export function compareMessages(a: TimelineMessage, b: TimelineMessage): number {
  const byTime = compareInstants(a.sentAt, b.sentAt);
  if (byTime !== 0) return byTime;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export interface MessageDay<M> {
  /** What `dayOf` answered for every message of the day, e.g. YYYY-MM-DD in the host's zone. */
  readonly day: string;
  readonly messages: readonly M[];
}

/** The messages in order, grouped under a separator for each day that has any. */
export function messageDays<M extends TimelineMessage>(
  messages: readonly M[],
  dayOf: (sentAt: Instant) => string,
): MessageDay<M>[] {
  const days: Array<{ day: string; messages: M[] }> = [];
  for (const message of [...messages].sort(compareMessages)) {
    const day = dayOf(message.sentAt);
    const last = days[days.length - 1];
    if (last?.day === day) last.messages.push(message);
    else days.push({ day, messages: [message] });
  }
  return days;
}
