// The query side for reservations: an in-memory copy of the mirror, kept current from the store's
// change stream, with the outbox's commands applied on top. Screens filter this in memory on every
// keystroke; IndexedDB is the durable copy, not the query engine (see ARCHITECTURE.md).
import type { Observable, Subscription } from "rxjs";
import type { RxChangeEventBulk } from "rxdb";
import { applyPendingCommands, type Overlaid } from "../domain/commands/apply-commands.ts";
import type { ReservationDocument } from "../domain/reservations/reservation-document.ts";
import type { LocalCollections } from "./local-database.ts";
import type { LocalReservation, OutboxEntry } from "./local-schemas.ts";

export interface ReservationsSnapshot extends Overlaid {
  /** False until the local store has been read once. */
  readonly ready: boolean;
  readonly outbox: readonly OutboxEntry[];
}

/** Shaped for React's useSyncExternalStore: both functions may be passed around unbound. */
export interface ReservationsProjection {
  readonly getSnapshot: () => ReservationsSnapshot;
  readonly subscribe: (listener: () => void) => () => void;
  close(): void;
}

const toDocument = (doc: LocalReservation): ReservationDocument => ({ ...doc, _deleted: false });

export async function openReservationsProjection(
  collections: LocalCollections,
): Promise<ReservationsProjection> {
  const mirror = new Map<string, ReservationDocument>();
  let outbox: OutboxEntry[] = [];
  const listeners = new Set<() => void>();
  let snapshot: ReservationsSnapshot = {
    ready: false,
    reservations: mirror,
    pendingByDocument: new Map(),
    outbox,
  };

  const recompute = () => {
    // Acknowledged commands stay in the overlay until the mirror has the server's answer.
    const active = outbox.filter((e) => e.state !== "failed");
    snapshot = { ready: true, ...applyPendingCommands(new Map(mirror), active), outbox };
    for (const listener of listeners) listener();
  };

  const subscriptions: Subscription[] = [];
  // Subscribe before the first read so no change between the two is lost.
  subscriptions.push(
    (collections.reservations.eventBulks$ as Observable<RxChangeEventBulk<LocalReservation>>).subscribe(
      (bulk) => {
        for (const event of bulk.events) {
          if (event.operation === "DELETE") mirror.delete(event.documentId);
          else mirror.set(event.documentId, toDocument(event.documentData));
        }
        recompute();
      },
    ),
  );
  for (const doc of await collections.reservations.find().exec())
    mirror.set(doc.id, toDocument(doc.toJSON()));
  subscriptions.push(
    collections.outbox.find({ sort: [{ sequence: "asc" }] }).$.subscribe((docs) => {
      outbox = docs.map((d) => d.toJSON() as OutboxEntry);
      recompute();
    }),
  );
  recompute();

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      for (const s of subscriptions) s.unsubscribe();
      listeners.clear();
    },
  };
}
