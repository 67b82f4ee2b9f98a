// The query side for reservations: an in-memory copy of the mirror, kept current from the store's
// change stream, with the outbox's commands applied on top. Screens filter this in memory on every
// keystroke; IndexedDB is the durable copy, not the query engine (see ARCHITECTURE.md).
import type { Observable, Subscription } from "rxjs";
import type { RxChangeEventBulk } from "rxdb";
import type { Overlaid } from "../domain/commands/apply-commands.ts";
import type { ReservationDocument } from "../domain/reservations/reservation-document.ts";
import type { LocalCollections } from "./local-database.ts";
import type { LocalReservation, OutboxEntry } from "./local-schemas.ts";
import { whenIdle } from "./when-idle.ts";
import { readStoredDocuments } from "./read-stored-documents.ts";
import { recordDerivation } from "../domain/collections/map-lineage.ts";
import { overlayCodeFor } from "./pending-overlay.ts";
import type { Outbox } from "./outbox.ts";
import { watchOverlayCommands } from "./overlay-commands.ts";

export interface ReservationsSnapshot extends Overlaid {
  /** False until the first screen's documents have been read from the local store. */
  readonly ready: boolean;
  /** True once every local document is in memory; until then tabs other than requests may be partial. */
  readonly complete: boolean;
  readonly outbox: readonly OutboxEntry[];
}

/** Shaped for React's useSyncExternalStore: both functions may be passed around unbound. */
export interface ReservationsProjection {
  readonly getSnapshot: () => ReservationsSnapshot;
  readonly subscribe: (listener: () => void) => () => void;
  close(): void;
}

const toDocument = (doc: LocalReservation): ReservationDocument => ({ ...doc, _deleted: false });

/** How many open requests the first read brings: more than a screen holds. */
const firstScreenSize = 200;

export async function openReservationsProjection(
  collections: LocalCollections,
  options: {
    waitForAll?: boolean;
    /** When the whole store is read into memory (sync/when-idle.ts; tests hold it back). */
    idle?: () => Promise<void>;
    /**
     * The outbox's commands not stored yet (taken this instant, or parked while the device is full):
     * a confirm or reject is drawn in the call that makes it, and a parked one stays drawn.
     */
    outbox?: Pick<Outbox, "unsaved" | "subscribeUnsaved">;
  } = {},
): Promise<ReservationsProjection> {
  const mirror = new Map<string, ReservationDocument>();
  let outbox: OutboxEntry[] = [];
  const listeners = new Set<() => void>();
  let snapshot: ReservationsSnapshot = {
    ready: false,
    complete: false,
    reservations: mirror,
    pendingByDocument: new Map(),
    outbox,
  };

  let ready = false;
  let complete = false;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The mirror's last copy, and what changed in the mirror since (undefined: more than change
  // events say, as after a read of the store).
  let copy: ReadonlyMap<string, ReservationDocument> | undefined;
  let changedSinceCopy: Set<string> | undefined = new Set();
  const commands = watchOverlayCommands({ getSnapshot: () => ({ outbox }) }, options.outbox, () => {
    if (!closed && ready) recompute();
  });
  const recompute = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    // Acknowledged commands stay in the overlay until the mirror has the server's answer.
    const active = commands.current();
    // A copy, made only when the mirror changed: screens memoize on the map's identity, and the
    // mirror is changed in place. A change to the outbox alone (a block in the calendar) keeps the
    // map, so nothing reading reservations recomputes; a copy records which ids it changed, so what
    // reads it can update by those (domain/collections/map-lineage.ts).
    if (copy === undefined || changedSinceCopy === undefined || changedSinceCopy.size > 0) {
      const next = new Map(mirror);
      if (copy !== undefined && changedSinceCopy !== undefined)
        recordDerivation(next, copy, changedSinceCopy);
      copy = next;
      changedSinceCopy = new Set();
    }
    const reservations = copy;
    const code = overlayCodeFor(active.length, () => {
      if (!closed) recompute();
    });
    if (code === "wait") return;
    const overlaid: Overlaid =
      code === "none"
        ? { reservations, pendingByDocument: new Map() }
        : code.applyPendingCommands(reservations, active);
    snapshot = { ready, complete, ...overlaid, outbox };
    for (const listener of listeners) listener();
  };
  // While the store is being read into memory, changes within one frame make one snapshot (the
  // read and the first pulls would otherwise copy the mirror hundreds of times). Afterwards every
  // change shows at once, so a caller that saw the store change sees it in the snapshot too. So do
  // the first reservations of an empty snapshot (a first start's first batch): on a first start the
  // page is busy storing the next batches, and a timer's turn came 400 ms late in a traced one.
  const scheduleRecompute = () => {
    if (complete || (snapshot.reservations.size === 0 && mirror.size > 0)) recompute();
    else timer ??= setTimeout(recompute, 16);
  };

  // Documents read from the store never replace what a change event already brought (newer), nor
  // bring back what one deleted while the read ran.
  const deletedSinceSubscribe = new Set<string>();
  const addRead = (docs: readonly LocalReservation[]) => {
    for (const data of docs)
      if (!mirror.has(data.id) && !deletedSinceSubscribe.has(data.id)) mirror.set(data.id, toDocument(data));
    changedSinceCopy = undefined;
  };

  const subscriptions: Subscription[] = [];
  // Subscribe before the first read so no change between the two is lost.
  subscriptions.push(
    (collections.reservations.eventBulks$ as Observable<RxChangeEventBulk<LocalReservation>>).subscribe(
      (bulk) => {
        for (const event of bulk.events) {
          if (event.operation === "DELETE") {
            mirror.delete(event.documentId);
            deletedSinceSubscribe.add(event.documentId);
          } else mirror.set(event.documentId, toDocument(event.documentData));
          changedSinceCopy?.add(event.documentId);
        }
        scheduleRecompute();
      },
    ),
  );
  subscriptions.push(
    collections.outbox.find({ sort: [{ sequence: "asc" }] }).$.subscribe((docs) => {
      outbox = docs.map((d) => d.toJSON() as OutboxEntry);
      scheduleRecompute();
    }),
  );
  // The first screen (the open requests) comes from one indexed query, so it paints before the
  // whole store is in memory; at 100,000 reservations that read takes seconds.
  addRead(
    await readStoredDocuments(
      collections.reservations.find({
        selector: { kind: "booking_request", status: "REQUESTED" },
        sort: [{ checkIn: "asc" }],
        limit: firstScreenSize,
      }),
    ),
  );
  ready = true;
  recompute();
  // The rest waits until the first screen is painted (see when-idle.ts).
  const loadAll = (options.idle ?? whenIdle)()
    .then(() =>
      readStoredDocuments(collections.reservations.find(), {
        // The values many reservations repeat: one string each, not one per reservation.
        sharedValues: ["kind", "status", "unitId", "unitTitle", "currency", "checkIn", "checkOut"],
      }),
    )
    .then((docs) => {
      addRead(docs);
      complete = true;
      recompute();
    });
  if (options.waitForAll) await loadAll;
  else void loadAll.catch(() => undefined);

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      closed = true;
      commands.close();
      for (const s of subscriptions) s.unsubscribe();
      if (timer) clearTimeout(timer);
      listeners.clear();
    },
  };
}
