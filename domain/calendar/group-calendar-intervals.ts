// Calendar grouping (operations spec §4). Intervals of one unit are sorted by start, longer first on
// equal starts, then by id, then by what they stand for (a reservation and a block come from two
// collections whose ids may coincide), so the result never depends on input order. One sweep then keeps a
// group whose span grows while the next interval starts before the span ends (ranges are half-open,
// so a stay ending on the day the next begins starts a new group). A group whose members all lie
// inside its first interval becomes that interval with the others as children; a group where any
// member reaches past the span so far becomes one `multi` item from the earliest start to the
// latest end with every member as a child. Children are one level deep: a block inside a stay inside
// a longer block is a child of the longest, which is what the calendar's popover lists.
// Sort O(n log n) plus one linear sweep; group-calendar-intervals-naive.ts is the day-by-day oracle.
import { calendarEntryTypes, intervalEntryType } from "./calendar-entry-type.ts";
import type { CalendarInterval, CalendarIntervalItem } from "./calendar-interval.ts";

// Ids are unique within a collection, not across them: a stay and a block may share one. The entry
// types' order settles such a tie, and puts stays first, since the guest is what the host looks for.
const kindRank = (interval: CalendarInterval) => calendarEntryTypes.indexOf(intervalEntryType(interval));

/** Start ascending, longer first on equal starts, then id, then kind (stays before blocks). */
export function compareIntervals(a: CalendarInterval, b: CalendarInterval): number {
  if (a.dateFrom !== b.dateFrom) return a.dateFrom < b.dateFrom ? -1 : 1;
  if (a.dateTo !== b.dateTo) return a.dateTo > b.dateTo ? -1 : 1;
  if (a.id !== b.id) return a.id < b.id ? -1 : 1;
  return kindRank(a) - kindRank(b);
}

/** The merged item for members that overlap without one holding all the others. */
export function multiItem(members: readonly CalendarInterval[], dateTo: string): CalendarIntervalItem {
  const first = members[0]!;
  return {
    id: `multi:${first.id}`,
    unitId: first.unitId,
    dateFrom: first.dateFrom,
    dateTo,
    source: "multi",
    booking: null,
    bookingRequest: null,
    inquiry: null,
    external: null,
    children: members,
  };
}

// Fields are copied by name rather than spread: spreading each head cost three times the whole
// sort in bench/calendar-grouping.bench.ts, and it would also carry stray keys into the item.
function withChildren(head: CalendarInterval, children: CalendarInterval[]): CalendarIntervalItem {
  return {
    id: head.id,
    unitId: head.unitId,
    dateFrom: head.dateFrom,
    dateTo: head.dateTo,
    source: head.source,
    booking: head.booking,
    bookingRequest: head.bookingRequest,
    inquiry: head.inquiry,
    external: head.external,
    children,
  };
}

/** Groups one unit's intervals for the calendar; the input is left untouched. */
export function groupCalendarIntervals(items: readonly CalendarInterval[]): CalendarIntervalItem[] {
  const sorted = [...items].sort(compareIntervals);
  const grouped: CalendarIntervalItem[] = [];
  let start = 0;
  while (start < sorted.length) {
    const head = sorted[start]!;
    let end = head.dateTo;
    let merged = false;
    let next = start + 1;
    for (; next < sorted.length; next++) {
      const interval = sorted[next]!;
      if (interval.dateFrom >= end) break;
      if (interval.dateTo > end) {
        end = interval.dateTo;
        merged = true;
      }
    }
    grouped.push(
      merged ? multiItem(sorted.slice(start, next), end) : withChildren(head, sorted.slice(start + 1, next)),
    );
    start = next;
  }
  return grouped;
}
