// What the records projection answers (sync/records-projection.ts), apart from its code: the sync
// engine hands out a not-ready snapshot until the projection's chunk has loaded after the first paint.
import type { DocumentKey, DocumentsByCollection } from "../domain/commands/command.ts";
import type { RecordFeedName } from "../domain/sync-protocol/records-pull.ts";

export type RecordMaps = { readonly [F in RecordFeedName]: ReadonlyMap<string, DocumentsByCollection[F]> };

export interface RecordsSnapshot extends RecordMaps {
  /** False until the local store has been read once. */
  readonly ready: boolean;
  /** `<feed>:<id>` → ids of the commands still changing that document. */
  readonly pendingByDocument: ReadonlyMap<DocumentKey, readonly string[]>;
}

export interface RecordsProjection {
  readonly getSnapshot: () => RecordsSnapshot;
  readonly subscribe: (listener: () => void) => () => void;
  close(): void;
}

export const emptyRecordMaps = (): { [F in RecordFeedName]: Map<string, DocumentsByCollection[F]> } => ({
  reviews: new Map(),
  notifications: new Map(),
  tasks: new Map(),
  subscriptions: new Map(),
  guestPreferences: new Map(),
});

export function notReadyRecords(): RecordsSnapshot {
  return { ready: false, ...emptyRecordMaps(), pendingByDocument: new Map() };
}
