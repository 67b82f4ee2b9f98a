import { useEffect, useSyncExternalStore } from "react";
import type { CalendarSnapshot } from "../../../sync/calendar-projection.ts";
import { useSession } from "../../app/session.tsx";

/** Units, blocks and reservations with the host's pending commands applied; re-renders on every change. */
export function useCalendarSnapshot(): CalendarSnapshot {
  const { engine } = useSession();
  // The calendar is on screen: its projection need not wait for the first paint (a reload of /calendar).
  useEffect(() => engine.calendar.openNow?.(), [engine]);
  return useSyncExternalStore(engine.calendar.subscribe, engine.calendar.getSnapshot);
}
