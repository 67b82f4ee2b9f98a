// The obvious grouping, kept as the oracle of the property tests and the baseline of
// bench/calendar-grouping.bench.ts. It reads the rule (operations spec §4, docs/decisions.md) day by
// day and shares no helper with the fast version: each interval is the set of nights it holds,
// intervals sharing a night are joined (union–find over a night-by-night occupancy map), and each
// connected set becomes the member holding every other member's nights, or else a `multi` item from
// the earliest night to the day after the latest one with every member as a child.
import { calendarEntryTypes, intervalEntryType } from "./calendar-entry-type.ts";
import type { CalendarInterval, CalendarIntervalItem } from "./calendar-interval.ts";

const dayMs = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / dayMs;

/** Every night of the interval: from its first day up to, not including, the day it ends. */
function nightsOf(interval: CalendarInterval): number[] {
  const nights: number[] = [];
  for (let day = dayOf(interval.dateFrom); day < dayOf(interval.dateTo); day++) nights.push(day);
  return nights;
}

// Spec §4: by start; on equal starts the longer first. Ties past that (docs/decisions.md): by id,
// then a stay before a block, in the order of the entry types.
function naiveOrder(a: CalendarInterval, b: CalendarInterval): number {
  const [na, nb] = [nightsOf(a), nightsOf(b)];
  return (
    na[0]! - nb[0]! ||
    nb.length - na.length ||
    (a.id === b.id ? 0 : a.id < b.id ? -1 : 1) ||
    calendarEntryTypes.indexOf(intervalEntryType(a)) - calendarEntryTypes.indexOf(intervalEntryType(b))
  );
}

export function groupCalendarIntervalsNaive(items: readonly CalendarInterval[]): CalendarIntervalItem[] {
  const nights = items.map(nightsOf);
  const parent = items.map((_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) at = parent[at]!;
    return at;
  };
  // Who holds each night: a second holder of a night joins the first one's set.
  const holderOf = new Map<number, number>();
  nights.forEach((held, index) => {
    for (const night of held) {
      const first = holderOf.get(night);
      if (first === undefined) holderOf.set(night, index);
      else parent[root(index)] = root(first);
    }
  });
  const sets = new Map<number, number[]>();
  items.forEach((_, index) => {
    const key = root(index);
    sets.set(key, [...(sets.get(key) ?? []), index]);
  });
  const grouped = [...sets.values()].map((set): CalendarIntervalItem => {
    const members = set.sort((i, j) => naiveOrder(items[i]!, items[j]!));
    const holder = members.find((candidate) => {
      const held = new Set(nights[candidate]);
      return members.every((m) => nights[m]!.every((night) => held.has(night)));
    });
    if (holder !== undefined)
      return { ...items[holder]!, children: members.filter((m) => m !== holder).map((m) => items[m]!) };
    const first = items[members[0]!]!;
    const lastNight = Math.max(...members.flatMap((m) => nights[m]!));
    return {
      id: `multi:${first.id}`,
      unitId: first.unitId,
      dateFrom: first.dateFrom,
      dateTo: new Date((lastNight + 1) * dayMs).toISOString().slice(0, 10),
      source: "multi",
      booking: null,
      bookingRequest: null,
      inquiry: null,
      external: null,
      children: members.map((m) => items[m]!),
    };
  });
  return grouped.sort((a, b) => dayOf(a.dateFrom) - dayOf(b.dateFrom));
}
