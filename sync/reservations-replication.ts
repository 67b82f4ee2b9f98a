// Pulls a collection of the server's change feed into the local store: checkpointed batches,
// a pull on every change the stream announces, and a full catch-up after every reconnect.
// The checkpoint is stored by RxDB together with the batch it belongs to, so a crash between
// the two can at worst pull a batch again (writes are idempotent), never skip one.
import { Subject } from "rxjs";
import { replicateRxCollection, type RxReplicationState } from "rxdb/plugins/replication";
import type { RxCollection, RxReplicationPullStreamItem } from "rxdb";
import { maxPullBatchSize, type Checkpoint, type SyncCollectionName } from "../domain/sync-protocol/pull.ts";
import type { ApiClient } from "./api-client.ts";
import type { LocalCollections } from "./local-database.ts";
import type { LocalReservation } from "./local-schemas.ts";

export interface PullProgress {
  /** Documents received in this session. */
  readonly loaded: number;
  /** Documents the server still has after the last batch. */
  readonly remaining: number;
}

export interface ReservationsReplication {
  readonly state: RxReplicationState<LocalReservation, Checkpoint>;
  readonly progress$: Subject<PullProgress>;
  /** Pull now (a change was announced, or the connection came back). */
  resync(): void;
  stop(): Promise<void>;
}

interface PullAnswer<Doc> {
  documents: Array<Doc & { _deleted: boolean }>;
  checkpoint: Checkpoint | null;
  remaining: number;
}

export function replicateReservations(options: {
  collections: LocalCollections;
  api: ApiClient;
  identifier: string;
  batchSize?: number;
}): ReservationsReplication {
  return replicateCollection({
    ...options,
    name: "reservations",
    collection: options.collections.reservations,
  });
}

/**
 * Batches as large as the server serves: each pull costs the server about half a second whatever
 * its size (it counts what remains), so at 1,000 a batch the large host's first start waited on the
 * server for most of two minutes, at 5,000 for a quarter of that.
 */
export const bootstrapPullBatchSize = maxPullBatchSize;

/** A first start's first pull is small, so the first screen shows while the rest loads. */
export const firstPullBatchSize = 250;

export interface CollectionReplication<Doc> {
  readonly state: RxReplicationState<Doc, Checkpoint>;
  readonly progress$: Subject<PullProgress>;
  resync(): void;
  stop(): Promise<void>;
}

/** Pulls one collection of the change feed into its local collection. */
export function replicateCollection<Doc>(options: {
  name: SyncCollectionName;
  collection: RxCollection<Doc>;
  api: ApiClient;
  identifier: string;
  batchSize?: number;
  /** Pulls wait for this first (the sync engine lets the first screen's collections go first). */
  startAfter?: Promise<unknown> | undefined;
}): CollectionReplication<Doc> {
  const stream$ = new Subject<RxReplicationPullStreamItem<Doc, Checkpoint>>();
  const progress$ = new Subject<PullProgress>();
  let loaded = 0;
  // Tests pass one size for every pull (the crash tests cut the feed into many small batches).
  const batchSize = options.batchSize ?? bootstrapPullBatchSize;
  const fetchBatch = (checkpoint: Checkpoint | undefined, limit: number) => {
    const query = new URLSearchParams({ limit: String(limit) });
    if (checkpoint) {
      query.set("seq", String(checkpoint.seq));
      query.set("id", checkpoint.id);
    }
    return options.api.request<PullAnswer<Doc>>(
      "GET",
      `/api/app/sync/${options.name}/pull?${query.toString()}`,
    );
  };
  // While RxDB stores a full batch, the next one is already asked for from the checkpoint that
  // batch ends at, so the server's work and the browser's writes overlap instead of taking turns
  // (a first start of the large host is twenty batches). Only a fetch asking exactly what the next
  // pull asks is used, and only if no change was announced since it went out: an announced change
  // must be read by a pull that starts after the announcement. The checkpoint is still stored by
  // RxDB after its batch, so a crash can at worst pull a batch again (docs/decisions.md).
  let announced = 0;
  let ahead: { key: string; announced: number; answer: Promise<PullAnswer<Doc>> } | undefined;
  const keyOf = (checkpoint: Checkpoint | undefined, limit: number) =>
    checkpoint ? `${checkpoint.seq}|${checkpoint.id}|${limit}` : `start|${limit}`;
  const state = replicateRxCollection<Doc, Checkpoint>({
    collection: options.collection,
    replicationIdentifier: options.identifier,
    live: true,
    retryTime: 5_000,
    waitForLeadership: true,
    autoStart: true,
    pull: {
      batchSize,
      stream$,
      handler: async (checkpoint) => {
        await options.startAfter;
        const limit = !checkpoint && options.batchSize === undefined ? firstPullBatchSize : batchSize;
        const key = keyOf(checkpoint, limit);
        const prefetched = ahead?.key === key && ahead.announced === announced ? ahead.answer : undefined;
        ahead = undefined;
        // A failed fetch ahead is asked again now, as any pull would be.
        const answer = await (prefetched?.catch(() => fetchBatch(checkpoint, limit)) ??
          fetchBatch(checkpoint, limit));
        loaded += answer.documents.length;
        progress$.next({ loaded, remaining: answer.remaining });
        const next = answer.checkpoint ?? checkpoint ?? { seq: -1, id: "" };
        if (answer.documents.length === limit && answer.remaining > 0 && !state.isStopped()) {
          const promise = fetchBatch(next, batchSize);
          promise.catch(() => undefined);
          ahead = { key: keyOf(next, batchSize), announced, answer: promise };
        }
        // RxDB ends a resync at a batch shorter than its batch size (the small first one): when
        // the server says more remain, start the next resync from the stored checkpoint.
        if (answer.documents.length < batchSize && answer.remaining > 0)
          queueMicrotask(() => stream$.next("RESYNC"));
        return { documents: answer.documents, checkpoint: next };
      },
    },
  });
  return {
    state,
    progress$,
    resync: () => {
      announced += 1;
      stream$.next("RESYNC");
    },
    stop: async () => {
      ahead = undefined;
      await state.cancel();
      stream$.complete();
      progress$.complete();
    },
  };
}
