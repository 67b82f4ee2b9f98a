// Rows made ready before they scroll into view. A row drawn for the first time groups its unit's
// entries (calendarRowItems over the unit's whole history) and words each bar (item-text.ts); both
// are kept, so a row drawn again does neither. A first scroll down through 1,000 units paid that on
// about four rows a frame, and its frames were the slowest of the calendar bench (scroll down p95
// 24 ms on the first pass, 15–19 ms on later passes over the same rows). While the page is idle,
// every shown unit is grouped and the bars in the days the grid draws now are worded, a few units
// per idle slice, so the first scroll finds them made.
import { useEffect } from "react";
import type { CalendarIntervalItem } from "../../../domain/calendar/calendar-interval.ts";
import { rangesOverlap, type DateRange } from "../../../domain/calendar/date-range.ts";

/**
 * Groups and words units from `start` on while `hasTime()`; the index of the first unit not done
 * (`unitIds.length` when all are). Words only the items that overlap `days` (half-open).
 */
export function warmRows(
  unitIds: readonly string[],
  itemsOf: (unitId: string) => readonly CalendarIntervalItem[],
  textOf: (item: CalendarIntervalItem) => unknown,
  days: DateRange,
  start: number,
  hasTime: () => boolean,
): number {
  let next = start;
  while (next < unitIds.length && hasTime()) {
    for (const item of itemsOf(unitIds[next]!)) if (rangesOverlap(item, days)) textOf(item);
    next++;
  }
  return next;
}

/**
 * warmRows for every unit of `rows` while the page is idle, starting over whenever the rows, their
 * entries or the drawn days change (units done before cost a lookup then). Where there is no
 * requestIdleCallback (Safari), a timeout with a fixed budget stands in for it.
 */
export function useWarmRows(
  unitIds: readonly string[],
  itemsOf: (unitId: string) => readonly CalendarIntervalItem[],
  textOf: (item: CalendarIntervalItem) => unknown,
  days: DateRange | undefined,
): void {
  const from = days?.dateFrom;
  const to = days?.dateTo;
  useEffect(() => {
    if (from === undefined || to === undefined || unitIds.length === 0) return;
    const hasIdle = "requestIdleCallback" in window;
    let handle: number;
    let next = 0;
    const step = (deadline: IdleDeadline) => {
      next = warmRows(
        unitIds,
        itemsOf,
        textOf,
        { dateFrom: from, dateTo: to },
        next,
        () => deadline.timeRemaining() > 1,
      );
      if (next < unitIds.length) handle = schedule();
    };
    const schedule = () =>
      hasIdle
        ? window.requestIdleCallback(step)
        : window.setTimeout(() => step({ didTimeout: false, timeRemaining: () => 4 }), 50);
    handle = schedule();
    return () => (hasIdle ? window.cancelIdleCallback(handle) : window.clearTimeout(handle));
  }, [unitIds, itemsOf, textOf, from, to]);
}
