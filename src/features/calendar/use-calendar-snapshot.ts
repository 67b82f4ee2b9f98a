import { useSyncExternalStore } from "react";
import type { CalendarSnapshot } from "../../../sync/calendar-projection.ts";
import { useSession } from "../../app/session.tsx";

/** Units, blocks and reservations with the host's pending commands applied; re-renders on every change. */
export function useCalendarSnapshot(): CalendarSnapshot {
  const { engine } = useSession();
  return useSyncExternalStore(engine.calendar.subscribe, engine.calendar.getSnapshot);
}
