// The query side for the small feeds: in-memory maps of reviews, notification entries, tasks,
// subscription info and guest preferences, kept current from the `records` collection's change
// stream, with the outbox's commands on them applied on top. A notification marked read or a
// review answered shows at once, and is undone if the server refuses it (the command fails and
// leaves the overlay).
import type { Observable, Subscription } from "rxjs";
import type { RxChangeEventBulk } from "rxdb";
import type { DocumentKey } from "../domain/commands/command.ts";
import { emptyRecordMaps, type RecordsProjection, type RecordsSnapshot } from "./records-snapshot.ts";
import { recordFeedNames, type RecordFeedName } from "../domain/sync-protocol/records-pull.ts";
import type { LocalCollections } from "./local-database.ts";
import type { LocalRecord } from "./local-schemas.ts";
import type { Outbox } from "./outbox.ts";
import { overlayCodeFor } from "./pending-overlay.ts";
import { watchOverlayCommands } from "./overlay-commands.ts";
import type { ReservationsProjection } from "./reservations-projection.ts";

export async function openRecordsProjection(
  collections: LocalCollections,
  reservations: ReservationsProjection,
  outbox?: Pick<Outbox, "unsaved" | "subscribeUnsaved">,
): Promise<RecordsProjection> {
  // The mirror, by feed then id. Replaced per feed on change: screens memoize on a map's identity.
  let mirror = emptyRecordMaps();
  const listeners = new Set<() => void>();
  let ready = false;
  let closed = false;
  let snapshot: RecordsSnapshot = { ready: false, ...emptyRecordMaps(), pendingByDocument: new Map() };

  const commands = watchOverlayCommands(reservations, outbox, () => {
    if (!closed && ready) recompute();
  });
  const recompute = () => {
    const active = commands.current();
    const code = overlayCodeFor(active.length, () => {
      if (!closed) recompute();
    });
    if (code === "wait") return;
    if (code === "none") snapshot = { ready, ...mirror, pendingByDocument: new Map() };
    else {
      const overlaid = code.overlayPendingCommands(
        { reservations: reservations.getSnapshot().reservations, ...mirror },
        active,
      );
      const pendingByDocument = new Map<DocumentKey, readonly string[]>();
      for (const [key, ids] of overlaid.pendingByDocument)
        if (recordFeedNames.some((feed) => key.startsWith(`${feed}:`))) pendingByDocument.set(key, ids);
      snapshot = {
        ready,
        reviews: overlaid.reviews,
        notifications: overlaid.notifications,
        tasks: overlaid.tasks,
        subscriptions: overlaid.subscriptions,
        guestPreferences: overlaid.guestPreferences,
        pendingByDocument,
      };
    }
    for (const listener of listeners) listener();
  };

  // Applies stored records to a copy of the mirror; a deletion names the record's key.
  const apply = (changes: ReadonlyArray<{ deleted: boolean; key: string; record?: LocalRecord }>) => {
    // Typed loosely inside: each map holds its own feed's documents, by construction.
    const next = { ...mirror } as Record<RecordFeedName, Map<string, unknown>>;
    const copied = new Set<RecordFeedName>();
    const writable = (feed: RecordFeedName) => {
      if (!copied.has(feed)) {
        next[feed] = new Map(next[feed]);
        copied.add(feed);
      }
      return next[feed];
    };
    for (const change of changes) {
      const separator = change.key.indexOf(":");
      const feed = change.key.slice(0, separator) as RecordFeedName;
      if (!recordFeedNames.includes(feed)) continue;
      const id = change.key.slice(separator + 1);
      if (change.deleted || !change.record) writable(feed).delete(id);
      else writable(feed).set(id, change.record.doc);
    }
    mirror = next as typeof mirror;
  };

  const subscriptions: Subscription[] = [];
  const early: Array<{ deleted: boolean; key: string; record?: LocalRecord }> = [];
  // Subscribe before the first read so no change between the two is lost.
  subscriptions.push(
    (collections.records.eventBulks$ as Observable<RxChangeEventBulk<LocalRecord>>).subscribe((bulk) => {
      const changes = bulk.events.map((event) =>
        event.operation === "DELETE"
          ? { deleted: true, key: event.documentId }
          : { deleted: false, key: event.documentId, record: event.documentData },
      );
      if (!ready) {
        early.push(...changes);
        return;
      }
      apply(changes);
      recompute();
    }),
  );
  const stored = await collections.records.find().exec();
  if (!closed) {
    apply(stored.map((doc) => ({ deleted: false, key: doc.key, record: doc.toJSON() })));
    // Changes that arrived during the read are newer than what it found.
    apply(early.splice(0));
    ready = true;
    subscriptions.push({ unsubscribe: reservations.subscribe(recompute) } as Subscription);
    recompute();
  }

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
      listeners.clear();
    },
  };
}
