// The obvious quadratic grouping, kept as the oracle of the property tests and the baseline of
// bench/calendar-grouping.bench.ts: join every pair of overlapping intervals (union–find), then for
// each connected set either find one member holding all the others or merge them into `multi`.
// It shares only the ordering and the multi item with the fast version, not the sweep.
import type { CalendarInterval, CalendarIntervalItem } from "./calendar-interval.ts";
import { rangeContains, rangesOverlap } from "./date-range.ts";
import { compareIntervals, multiItem } from "./group-calendar-intervals.ts";

export function groupCalendarIntervalsNaive(items: readonly CalendarInterval[]): CalendarIntervalItem[] {
  const parent = items.map((_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) at = parent[at]!;
    return at;
  };
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      if (rangesOverlap(items[i]!, items[j]!)) parent[root(j)] = root(i);
    }
  }
  const sets = new Map<number, CalendarInterval[]>();
  items.forEach((item, index) => {
    const key = root(index);
    const set = sets.get(key);
    if (set === undefined) sets.set(key, [item]);
    else set.push(item);
  });
  const grouped = [...sets.values()].map((set): CalendarIntervalItem => {
    const members = [...set].sort(compareIntervals);
    const holder = members.find((candidate) => members.every((m) => rangeContains(candidate, m)));
    if (holder !== undefined) return { ...holder, children: members.filter((m) => m !== holder) };
    return multiItem(
      members,
      members.reduce((end, m) => (m.dateTo > end ? m.dateTo : end), ""),
    );
  });
  return grouped.sort((a, b) => (a.dateFrom < b.dateFrom ? -1 : a.dateFrom > b.dateFrom ? 1 : 0));
}
