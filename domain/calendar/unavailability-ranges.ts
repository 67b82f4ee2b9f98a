// Blocking and unblocking nights of one unit (operations spec §3, §7) on a list of half-open
// ranges (date-range.ts). Results are normalised: sorted, no empty range, and no two ranges that
// overlap or touch, so [1st, 5th) plus [5th, 8th) is the one range [1st, 8th). Inputs are never
// changed; ranges that came in unsorted or overlapping are normalised too.
import type { DateRange } from "./date-range.ts";

export function normalizeRanges(ranges: readonly DateRange[]): DateRange[] {
  const sorted = ranges
    .filter((r) => r.dateFrom < r.dateTo)
    .map((r) => ({ dateFrom: r.dateFrom, dateTo: r.dateTo }))
    .sort((a, b) => (a.dateFrom < b.dateFrom ? -1 : a.dateFrom > b.dateFrom ? 1 : 0));
  const merged: DateRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last !== undefined && range.dateFrom <= last.dateTo) {
      if (range.dateTo > last.dateTo)
        merged[merged.length - 1] = { dateFrom: last.dateFrom, dateTo: range.dateTo };
    } else {
      merged.push(range);
    }
  }
  return merged;
}

/** The blocked ranges after blocking [dateFrom, dateTo). */
export function blockRange(ranges: readonly DateRange[], dateFrom: string, dateTo: string): DateRange[] {
  return normalizeRanges([...ranges, { dateFrom, dateTo }]);
}

/** The blocked ranges after unblocking [dateFrom, dateTo): ranges across its edges are cut, not dropped. */
export function unblockRange(ranges: readonly DateRange[], dateFrom: string, dateTo: string): DateRange[] {
  if (!(dateFrom < dateTo)) return normalizeRanges(ranges);
  return normalizeRanges(ranges).flatMap((range) => {
    if (range.dateTo <= dateFrom || dateTo <= range.dateFrom) return [range];
    const kept: DateRange[] = [];
    if (range.dateFrom < dateFrom) kept.push({ dateFrom: range.dateFrom, dateTo: dateFrom });
    if (dateTo < range.dateTo) kept.push({ dateFrom: dateTo, dateTo: range.dateTo });
    return kept;
  });
}
