import { useMemo, useRef } from "react";
import type { CalendarSnapshot } from "../../../sync/calendar-projection.ts";
import {
  updateCalendarRowIndex,
  type CalendarRowIndex,
} from "../../../domain/calendar/calendar-row-index.ts";

/**
 * Each unit's grouped items, kept across changes: a block, a confirm or a sync regroups only the
 * units whose documents changed, and a row whose items did not change keeps the same array, so its
 * memoised component does not render again (domain/calendar/calendar-row-index.ts).
 */
export function useRowItems(snapshot: CalendarSnapshot): CalendarRowIndex["itemsOf"] {
  const previous = useRef<CalendarRowIndex | undefined>(undefined);
  return useMemo(() => {
    const index = updateCalendarRowIndex(previous.current, snapshot.reservations, snapshot.unavailabilities);
    previous.current = index;
    return index.itemsOf;
  }, [snapshot.reservations, snapshot.unavailabilities]);
}
