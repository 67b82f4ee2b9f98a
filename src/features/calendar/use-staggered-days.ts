// The drawn days of each stagger group (staggered-day-window.ts), as arrays that keep their
// identity while a group's window stays put: a memoized row redraws only when its own group steps.
import { useRef } from "react";
import { addDays } from "../../../domain/calendar/calendar-day.ts";
import { isWeekend } from "../../../domain/calendar/calendar-window.ts";
import { dayWidth, labelWidth } from "./calendar-layout.ts";
import type { VisibleDay } from "./calendar-row.tsx";
import { staggeredDayWindow, staggerGroups } from "./staggered-day-window.ts";

export interface GroupDays {
  readonly windowStart: string;
  readonly first: number;
  readonly last: number;
  readonly days: readonly VisibleDay[];
}

const daysOf = (windowStart: string, first: number, last: number): VisibleDay[] => {
  const list: VisibleDay[] = [];
  for (let column = first; column <= last; column++) {
    const day = addDays(windowStart, column);
    list.push({ column, start: labelWidth + column * dayWidth, day, weekend: isWeekend(day) });
  }
  return list;
};

/** Each group's drawn days, reusing the previous ones of every group whose window did not move. */
export function nextStaggeredDays(
  previous: readonly GroupDays[],
  windowStart: string,
  visibleFirst: number,
  visibleLast: number,
  viewColumns: number,
  dayCount: number,
): GroupDays[] {
  const groups: GroupDays[] = [];
  for (let group = 0; group < staggerGroups; group++) {
    const { first, last } = staggeredDayWindow(group, visibleFirst, visibleLast, viewColumns, dayCount);
    const kept = previous[group];
    groups.push(
      kept && kept.windowStart === windowStart && kept.first === first && kept.last === last
        ? kept
        : { windowStart, first, last, days: daysOf(windowStart, first, last) },
    );
  }
  return groups;
}

/** Each group's drawn days, indexed by group, for the columns `visibleFirst`…`visibleLast` in view. */
export function useStaggeredDays(
  windowStart: string,
  visibleFirst: number,
  visibleLast: number,
  viewColumns: number,
  dayCount: number,
): readonly (readonly VisibleDay[])[] {
  const cache = useRef<readonly GroupDays[]>([]);
  cache.current = nextStaggeredDays(
    cache.current,
    windowStart,
    visibleFirst,
    visibleLast,
    viewColumns,
    dayCount,
  );
  return cache.current.map((group) => group.days);
}
