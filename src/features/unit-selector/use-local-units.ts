import { useCallback, useMemo, useSyncExternalStore } from "react";
import type { UnitDocument } from "../../../domain/properties/unit-document.ts";
import { useSession } from "../../app/session.tsx";

/** The host's units from the local store (with pending commands applied), for the unit selector. */
export function useLocalUnits(): readonly UnitDocument[] {
  const { engine } = useSession();
  // Only the units map: a screen with a unit selector (reservations) does not render again for
  // every change of the calendar's other data (a batch of pulled unavailabilities, a reservation).
  const units = useSyncExternalStore(
    engine.calendar.subscribe,
    useCallback(() => engine.calendar.getSnapshot().units, [engine]),
  );
  return useMemo(() => [...units.values()], [units]);
}
