// The query side for the calendar: in-memory copies of the units, properties and unavailabilities
// mirrors, kept current from the store's change stream, with the outbox's commands applied on top,
// next to the reservations the reservations projection already overlays. The properties screens read
// the same units and properties, so a property or unit made offline shows on every screen at once.
// The calendar reads this on every keystroke and scroll frame; IndexedDB is the durable copy, not the
// query engine (ARCHITECTURE.md).
import type { Observable, Subscription } from "rxjs";
import type { RxChangeEventBulk } from "rxdb";
import { documentKey, type DocumentKey } from "../domain/commands/command.ts";
import type { UnavailabilityDocument } from "../domain/calendar/unavailability-document.ts";
import type { PropertyDocument } from "../domain/properties/property-document.ts";
import type { UnitDocument } from "../domain/properties/unit-document.ts";
import type { ReservationDocument } from "../domain/reservations/reservation-document.ts";
import type { LocalCollections } from "./local-database.ts";
import type { LocalProperty, LocalUnavailability, LocalUnit, OutboxEntry } from "./local-schemas.ts";
import type { ReservationsProjection } from "./reservations-projection.ts";
import { overlayCodeFor } from "./pending-overlay.ts";
import type { Outbox } from "./outbox.ts";
import { watchOverlayCommands } from "./overlay-commands.ts";
import { readStoredDocuments } from "./read-stored-documents.ts";
import { recordDerivation } from "../domain/collections/map-lineage.ts";

export interface CalendarSnapshot {
  /** False until the local store has been read once: units, blocks and every reservation. */
  readonly ready: boolean;
  /**
   * False until units, properties and blocks have been read once, with the commands applied: all the
   * portfolio screens need. They do not wait for every reservation, which at 100,000 takes seconds.
   */
  readonly listingReady: boolean;
  readonly units: ReadonlyMap<string, UnitDocument>;
  readonly properties: ReadonlyMap<string, PropertyDocument>;
  readonly unavailabilities: ReadonlyMap<string, UnavailabilityDocument>;
  readonly reservations: ReadonlyMap<string, ReservationDocument>;
  /** `<collection>:<id>` → ids of the commands still changing that document. */
  readonly pendingByDocument: ReadonlyMap<DocumentKey, readonly string[]>;
  readonly outbox: readonly OutboxEntry[];
}

/** Shaped for React's useSyncExternalStore: both functions may be passed around unbound. */
export interface CalendarProjection {
  readonly getSnapshot: () => CalendarSnapshot;
  readonly subscribe: (listener: () => void) => () => void;
  /** Where the projection waits for the first paint (sync/deferred-projection.ts): open it now. */
  readonly openNow?: () => void;
  close(): void;
}

export async function openCalendarProjection(
  collections: LocalCollections,
  reservations: ReservationsProjection,
  /** The outbox's commands not stored yet: drawn the moment the host makes them (a block, an unblock). */
  outbox?: Pick<Outbox, "unsaved" | "subscribeUnsaved">,
): Promise<CalendarProjection> {
  // Replaced, not mutated, on every change: screens memoize on a map's identity.
  let units = new Map<string, UnitDocument>();
  let properties = new Map<string, PropertyDocument>();
  let unavailabilities = new Map<string, UnavailabilityDocument>();
  const listeners = new Set<() => void>();
  let ready = false;
  let snapshot: CalendarSnapshot = {
    ready,
    listingReady: ready,
    units,
    properties,
    unavailabilities,
    reservations: new Map(),
    pendingByDocument: new Map(),
    outbox: [],
  };

  let closed = false;
  const commands = watchOverlayCommands(reservations, outbox, () => {
    if (!closed && ready) recompute();
  });
  const recompute = () => {
    const overlaid = reservations.getSnapshot();
    // Acknowledged commands stay in the overlay until the mirror has the server's answer.
    const active = commands.current();
    // The reservations are overlaid already; they go in only so a command reading them sees the
    // host's view, and the result's reservations are not taken (that would apply them twice).
    const code = overlayCodeFor(active.length, () => {
      if (!closed) recompute();
    });
    if (code === "wait") return;
    const calendar =
      code === "none"
        ? {
            units,
            properties,
            unavailabilities,
            pendingByDocument: new Map<DocumentKey, readonly string[]>(),
          }
        : code.overlayPendingCommands(
            { reservations: overlaid.reservations, units, properties, unavailabilities },
            active,
          );
    const pendingByDocument = new Map<DocumentKey, readonly string[]>();
    for (const [key, ids] of calendar.pendingByDocument)
      if (!key.startsWith(documentKey("reservations", ""))) pendingByDocument.set(key, ids);
    for (const [id, ids] of overlaid.pendingByDocument)
      pendingByDocument.set(documentKey("reservations", id), ids);
    snapshot = {
      // Every reservation, not only the open requests the first screen reads first: a grid drawn
      // before the whole read would show free nights where confirmed stays are, and a reload of
      // /calendar would swap the kept screen's full rows for that (docs/decisions.md).
      ready: ready && overlaid.complete,
      listingReady: ready,
      units: calendar.units,
      properties: calendar.properties,
      unavailabilities: calendar.unavailabilities,
      reservations: overlaid.reservations,
      pendingByDocument,
      outbox: overlaid.outbox,
    };
    for (const listener of listeners) listener();
  };

  const subscriptions: Subscription[] = [];
  // Ids deleted by a change event before the first read finished: the read may still hold them.
  const deletedBeforeRead = new Set<string>();
  const applyBulk = <T, D>(mirror: Map<string, D>, bulk: RxChangeEventBulk<T>, toDocument: (doc: T) => D) => {
    const next = new Map(mirror);
    // Screens holding the old map then regroup only the documents changed here.
    recordDerivation(next, mirror, new Set(bulk.events.map((event) => event.documentId)));
    for (const event of bulk.events) {
      if (event.operation === "DELETE") {
        next.delete(event.documentId);
        if (!ready) deletedBeforeRead.add(event.documentId);
      } else next.set(event.documentId, toDocument(event.documentData));
    }
    return next;
  };
  // Subscribe before the first read so no change between the two is lost.
  subscriptions.push(
    (collections.units.eventBulks$ as Observable<RxChangeEventBulk<LocalUnit>>).subscribe((bulk) => {
      units = applyBulk(units, bulk, (doc): UnitDocument => ({ ...doc }));
      if (ready) recompute();
    }),
    (collections.properties.eventBulks$ as Observable<RxChangeEventBulk<LocalProperty>>).subscribe((bulk) => {
      properties = applyBulk(properties, bulk, (doc): PropertyDocument => ({ ...doc }));
      if (ready) recompute();
    }),
    (
      collections.unavailabilities.eventBulks$ as Observable<RxChangeEventBulk<LocalUnavailability>>
    ).subscribe((bulk) => {
      unavailabilities = applyBulk(unavailabilities, bulk, (doc): UnavailabilityDocument => ({ ...doc }));
      if (ready) recompute();
    }),
  );
  let unsubscribeReservations = () => {};
  const read = async () => {
    // Straight from the storage, as plain objects: no RxDocument made and cached for each of
    // thousands of blocks the projection copies anyway.
    const [unitDocs, propertyDocs, unavailabilityDocs] = await Promise.all([
      readStoredDocuments(collections.units.find()),
      readStoredDocuments(collections.properties.find()),
      readStoredDocuments(collections.unavailabilities.find(), {
        sharedValues: ["unitId", "dateFrom", "dateTo", "source", "provider"],
      }),
    ]);
    if (closed) return;
    // A change event that arrived during the read is newer than what the read found. New maps, not
    // the old ones filled in: screens memoize on a map's identity, and the first snapshot holds the
    // old (empty) ones.
    const merged = <D>(docs: readonly unknown[], key: (doc: D) => string, events: Map<string, D>) => {
      const next = new Map<string, D>();
      for (const found of docs) {
        const doc = found as D;
        if (!deletedBeforeRead.has(key(doc))) next.set(key(doc), doc);
      }
      for (const [id, doc] of events) next.set(id, doc);
      return next;
    };
    units = merged<UnitDocument>(unitDocs, (doc) => doc.id, units);
    properties = merged<PropertyDocument>(propertyDocs, (doc) => doc.id, properties);
    unavailabilities = merged<UnavailabilityDocument>(unavailabilityDocs, (doc) => doc.id, unavailabilities);
    ready = true;
    unsubscribeReservations = reservations.subscribe(recompute);
    recompute();
  };
  // The sync engine opens this projection only after the first paint (sync/deferred-projection.ts),
  // so the read waits for nothing here and the projection opens ready.
  await read();

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      closed = true;
      unsubscribeReservations();
      commands.close();
      for (const s of subscriptions) s.unsubscribe();
      listeners.clear();
    },
  };
}
