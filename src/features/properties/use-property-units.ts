// The host's units with pending commands applied, from the calendar's projection of the local
// store (the unit selector reads the same map): a unit published or unpublished offline shows here
// as it does there.
import { useCallback, useEffect, useSyncExternalStore } from "react";
import type { UnitDocument } from "../../../domain/properties/unit-document.ts";
import { useSession } from "../../app/session.tsx";

export function usePropertyUnits(): { ready: boolean; units: ReadonlyMap<string, UnitDocument> } {
  const { engine } = useSession();
  // On screen: the projection need not wait for the first screen's idle moment (a reload here).
  useEffect(() => engine.calendar.openNow?.(), [engine]);
  const units = useSyncExternalStore(
    engine.calendar.subscribe,
    useCallback(() => engine.calendar.getSnapshot().units, [engine]),
  );
  const ready = useSyncExternalStore(
    engine.calendar.subscribe,
    useCallback(() => engine.calendar.getSnapshot().listingReady, [engine]),
  );
  return { ready, units };
}
