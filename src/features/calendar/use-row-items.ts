import { useMemo, useRef } from "react";
import type { CalendarSnapshot } from "../../../sync/calendar-projection.ts";
import type { CalendarIntervalItem } from "../../../domain/calendar/calendar-interval.ts";
import {
  updateCalendarRowIndex,
  type CalendarRowIndex,
} from "../../../domain/calendar/calendar-row-index.ts";

const noItems: readonly CalendarIntervalItem[] = [];
const nothingYet: CalendarRowIndex["itemsOf"] = () => noItems;

/**
 * Each unit's grouped items, kept across changes: a block, a confirm or a sync regroups only the
 * units whose documents changed, and a row whose items did not change keeps the same array, so its
 * memoised component does not render again (domain/calendar/calendar-row-index.ts).
 *
 * Nothing until the snapshot is ready: the page shows its kept screen until then, and an index made
 * from the partial reads would be compared document by document with every later read (on the large
 * host two passes over 85,000 documents, 120 and 165 ms of the task that drew the live grid) where
 * one build from the ready snapshot does.
 */
export function useRowItems(snapshot: CalendarSnapshot): CalendarRowIndex["itemsOf"] {
  const previous = useRef<CalendarRowIndex | undefined>(undefined);
  const { ready } = snapshot;
  return useMemo(() => {
    if (!ready) return nothingYet;
    const index = updateCalendarRowIndex(previous.current, snapshot.reservations, snapshot.unavailabilities);
    previous.current = index;
    return index.itemsOf;
  }, [ready, snapshot.reservations, snapshot.unavailabilities]);
}
