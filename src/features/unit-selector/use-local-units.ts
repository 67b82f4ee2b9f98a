import { useMemo, useSyncExternalStore } from "react";
import type { UnitDocument } from "../../../domain/properties/unit-document.ts";
import { useSession } from "../../app/session.tsx";

/** The host's units from the local store (with pending commands applied), for the unit selector. */
export function useLocalUnits(): readonly UnitDocument[] {
  const { engine } = useSession();
  const snapshot = useSyncExternalStore(engine.calendar.subscribe, engine.calendar.getSnapshot);
  return useMemo(() => [...snapshot.units.values()], [snapshot.units]);
}
