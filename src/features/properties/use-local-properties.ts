// The host's properties from the local store with the pending commands applied, for every screen that
// names one (the properties list, the calendar's group rows, the unit selector). They come from the
// calendar's projection, which keeps them beside the units: a property made, renamed or deleted
// offline shows on every screen in the keystroke that does it, exactly as its units do.
import { useCallback, useEffect, useSyncExternalStore } from "react";
import type { PropertyDocument } from "../../../domain/properties/property-document.ts";
import { propertyNameOf } from "../../../domain/properties/property-list.ts";
import { useSession } from "../../app/session.tsx";

export interface LocalProperties {
  /** False until the store has answered once. */
  readonly ready: boolean;
  readonly byId: ReadonlyMap<string, PropertyDocument>;
}

export function useLocalProperties(): LocalProperties {
  const { engine } = useSession();
  // On screen: the projection need not wait for the first screen's idle moment (a reload here).
  useEffect(() => engine.calendar.openNow?.(), [engine]);
  const byId = useSyncExternalStore(
    engine.calendar.subscribe,
    useCallback(() => engine.calendar.getSnapshot().properties, [engine]),
  );
  const ready = useSyncExternalStore(
    engine.calendar.subscribe,
    useCallback(() => engine.calendar.getSnapshot().listingReady, [engine]),
  );
  return { ready, byId };
}

/** A property's name from the local store: its title, or its id while it has none or is not here yet. */
export function usePropertyName(): (propertyId: string) => string {
  const { byId } = useLocalProperties();
  return useCallback((propertyId: string) => propertyNameOf(byId.get(propertyId), propertyId), [byId]);
}
