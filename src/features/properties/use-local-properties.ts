// The host's properties from the local store, for every screen that names one (the properties
// list, the calendar's group rows, the unit selector). One live query per store, shared by every
// screen that reads it and closed when none does: properties are few (one per building), so the
// store's reactive query is current enough without a projection of its own.
import { useCallback, useSyncExternalStore } from "react";
import type { Subscription } from "rxjs";
import type { PropertyDocument } from "../../../domain/properties/property-document.ts";
import { propertyNameOf } from "../../../domain/properties/property-list.ts";
import type { LocalDatabase } from "../../../sync/local-database.ts";
import { useSession } from "../../app/session.tsx";

export interface LocalProperties {
  /** False until the store has answered once. */
  readonly ready: boolean;
  readonly byId: ReadonlyMap<string, PropertyDocument>;
}

interface SharedQuery {
  snapshot: LocalProperties;
  listeners: Set<() => void>;
  subscription: Subscription | undefined;
}

const notReady: LocalProperties = { ready: false, byId: new Map() };
const queries = new WeakMap<LocalDatabase, SharedQuery>();

function sharedQuery(db: LocalDatabase): SharedQuery {
  let shared = queries.get(db);
  if (shared === undefined) {
    shared = { snapshot: notReady, listeners: new Set(), subscription: undefined };
    queries.set(db, shared);
  }
  return shared;
}

function subscribeTo(db: LocalDatabase, listener: () => void): () => void {
  const shared = sharedQuery(db);
  shared.listeners.add(listener);
  shared.subscription ??= db.collections.properties.find().$.subscribe((docs) => {
    // The stored documents carry no _deleted: a tombstone removes the document from the store.
    shared.snapshot = {
      ready: true,
      byId: new Map(docs.map((d) => [d.id, d.toJSON() as unknown as PropertyDocument])),
    };
    for (const each of shared.listeners) each();
  });
  return () => {
    shared.listeners.delete(listener);
    if (shared.listeners.size > 0) return;
    shared.subscription?.unsubscribe();
    shared.subscription = undefined;
  };
}

export function useLocalProperties(): LocalProperties {
  const { db } = useSession();
  return useSyncExternalStore(
    useCallback((listener: () => void) => subscribeTo(db, listener), [db]),
    useCallback(() => sharedQuery(db).snapshot, [db]),
  );
}

/** A property's name from the local store: its title, or its id while it has none or is not here yet. */
export function usePropertyName(): (propertyId: string) => string {
  const { byId } = useLocalProperties();
  return useCallback((propertyId: string) => propertyNameOf(byId.get(propertyId), propertyId), [byId]);
}
