// A moment in time as commands carry it: an ISO 8601 UTC timestamp, exactly what
// `Date.prototype.toISOString` writes when the outbox stamps a command. Domain code never reads the
// clock, so a command that needs "now" carries one of these. The check goes beyond the shape because
// the engines' date parsers roll 2024-02-30 over into March instead of refusing it.
import { Schema } from "effect";
import { isCalendarDay } from "../calendar/calendar-day.ts";

const shape = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,3})?Z$/;

export function isInstant(value: string): boolean {
  const match = shape.exec(value);
  if (!match) return false;
  return isCalendarDay(match[1]!) && Number(match[2]) < 24 && Number(match[3]) < 60 && Number(match[4]) < 60;
}

export const Instant = Schema.String.check(
  Schema.makeFilter((value: string) => (isInstant(value) ? undefined : `${value} is not a UTC timestamp`)),
);
export type Instant = typeof Instant.Type;

/** Milliseconds since the epoch; instants compare by this, not as text ("…00Z" sorts after "…00.5Z"). */
export function instantMillis(instant: Instant): number {
  return Date.parse(instant);
}

/**
 * Earlier first, as `instantMillis(a) - instantMillis(b)` orders them, without parsing when it can:
 * each length of an instant's text is one shape (no fraction, or 1, 2 or 3 digits of it), and texts
 * of one shape order as their digits do. Sorting 200,000 messages into their channels compared by
 * `Date.parse` twice per comparison, a long task when the inbox read its store.
 */
export function compareInstants(a: Instant, b: Instant): number {
  if (a.length === b.length) return a < b ? -1 : a > b ? 1 : 0;
  return instantMillis(a) - instantMillis(b);
}

/** The later of two instants; the first one on a tie, so an unchanged value keeps its text. */
export function laterInstant(a: Instant, b: Instant): Instant {
  return compareInstants(b, a) > 0 ? b : a;
}
