// Pulls a collection of the server's change feed into the local store: checkpointed batches,
// a pull on every change the stream announces, and a full catch-up after every reconnect.
// The checkpoint is stored by RxDB together with the batch it belongs to, so a crash between
// the two can at worst pull a batch again (writes are idempotent), never skip one.
import { BehaviorSubject, Subject, type Observable } from "rxjs";
import type { RxReplicationState } from "rxdb/plugins/replication";
import type { BulkWriteRow, RxCollection, RxReplicationPullStreamItem } from "rxdb";
import { maxPullBatchSize, type Checkpoint, type SyncCollectionName } from "../domain/sync-protocol/pull.ts";
import type { ApiClient } from "./api-client.ts";
import type { LocalCollections } from "./local-database.ts";
import type { LocalReservation, MetaEntry } from "./local-schemas.ts";
import {
  createPullTracker,
  loadReplicationCode,
  pullAfterNow,
  replicationRetryMs,
  retryUntilStopped,
} from "./replication-code.ts";

export interface PullProgress {
  /** Documents received in this session. */
  readonly loaded: number;
  /** Documents the server still has after the last batch. */
  readonly remaining: number;
}

export type ReservationsReplication = CollectionReplication<LocalReservation>;

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
    meta: options.collections.meta,
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
  readonly progress$: Subject<PullProgress>;
  /** True while a pull is running (the first load's batches included). */
  readonly active$: Observable<boolean>;
  readonly error$: Observable<Error>;
  /** True once stopped. */
  readonly canceled$: Observable<boolean>;
  /** Resolves once the first load and the first pull after it have ended. */
  awaitInitialReplication(): Promise<void>;
  /** Resolves once everything the server had when called is stored (never, once stopped). */
  awaitInSync(): Promise<void>;
  /**
   * Pulls now, and resolves once a pull that started after the call has stored its answer (never,
   * once stopped). Unlike awaitInSync it does not wait for the whole store to be idle.
   */
  awaitPull(): Promise<void>;
  isStopped(): boolean;
  resync(): void;
  stop(): Promise<void>;
  /** The RxDB replication of live changes, once the first load has ended. */
  readonly live: Promise<RxReplicationState<Doc, Checkpoint>>;
}

/** Where a collection's first load keeps its progress, in the meta collection (see firstLoad). */
const firstLoadKey = (identifier: string) => `first-load:${identifier}`;

interface FirstLoadState {
  /** The last batch stored; written only after that batch's documents. */
  readonly checkpoint: Checkpoint | null;
  readonly done: boolean;
}

/**
 * The rows that put one pulled batch into the store as RxDB's replication would (the same
 * collection storage, so the same validation, change events and revisions), in one bulk write.
 */
const toWriteRows = <Doc>(documents: ReadonlyArray<Doc & { _deleted: boolean }>) =>
  documents.map((doc) => ({
    document: { ...doc, _attachments: {}, _meta: { lwt: 0 }, _rev: "" },
  }));

/**
 * Stores one batch of a first load. Every row is first written as an insert (nothing to read
 * first on an empty store: RxDB's replication reads each document from the store, and its own
 * pull metadata, before writing, three reads per document that cost as much as the write); the
 * ones the store already had (a first load resumed after a crash, or a change stored since) come
 * back as conflicts carrying the stored document and are written again as updates of it.
 */
async function storeBatch<Doc>(
  collection: RxCollection<Doc>,
  documents: ReadonlyArray<Doc & { _deleted: boolean }>,
): Promise<void> {
  const rows: Array<BulkWriteRow<Doc>> = toWriteRows(documents);
  for (let attempt = 0; rows.length > 0; attempt++) {
    const { error } = await collection.storageInstance.bulkWrite(rows, firstLoadWriteContext);
    const retry: Array<BulkWriteRow<Doc>> = [];
    for (const failure of error) {
      if (failure.status !== 409 || !failure.documentInDb || attempt > 3)
        throw new Error(`storing a pulled batch failed: ${failure.status} on ${failure.documentId}`);
      retry.push({ previous: failure.documentInDb, document: failure.writeRow.document });
    }
    rows.splice(0, rows.length, ...retry);
  }
}

const firstLoadWriteContext = "hearth-first-load";

/**
 * Pulls one collection of the change feed into its local collection. A store that has never
 * finished loading the collection first loads it in its own loop (firstLoad), batch after batch
 * with the next one fetched while one is stored; RxDB's replication then takes over from where
 * that ended, for live changes and catch-ups (docs/decisions.md).
 */
export function replicateCollection<Doc>(options: {
  name: SyncCollectionName;
  collection: RxCollection<Doc>;
  /** Where the first load keeps its checkpoint (the store's meta collection). */
  meta: RxCollection<MetaEntry>;
  api: ApiClient;
  identifier: string;
  batchSize?: number;
  /** Pulls wait for this first (the sync engine lets the first screen's collections go first). */
  startAfter?: Promise<unknown> | undefined;
}): CollectionReplication<Doc> {
  const stream$ = new Subject<RxReplicationPullStreamItem<Doc, Checkpoint>>();
  const progress$ = new Subject<PullProgress>();
  const active$ = new BehaviorSubject<boolean>(false);
  const error$ = new Subject<Error>();
  const canceled$ = new BehaviorSubject<boolean>(false);
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
  const stopped = () => canceled$.value;

  /**
   * The first load: batches stored straight into the collection's storage, each batch's checkpoint
   * saved after it, so a crash resumes from the last stored batch (at worst pulling one again,
   * which conflicts and is written as updates). Returns the checkpoint it ended at, or undefined
   * when there is nothing to do or it was stopped.
   */
  const firstLoad = async (): Promise<Checkpoint | undefined> => {
    const key = firstLoadKey(options.identifier);
    const entry = await options.meta.findOne(key).exec();
    let state = entry?.toJSON().value as FirstLoadState | undefined;
    // A store filled before first loads existed: RxDB's replication has its own checkpoint.
    if (!state && (await options.collection.count().exec()) > 0) return undefined;
    if (state?.done) return state.checkpoint ?? undefined;
    // Marked before the first batch is stored, so a crash right after it is not taken for such a store.
    if (!state) await options.meta.upsert({ key, value: (state = { checkpoint: null, done: false }) });
    let checkpoint = state?.checkpoint ?? undefined;
    let limit = !checkpoint && options.batchSize === undefined ? firstPullBatchSize : batchSize;
    let next: Promise<PullAnswer<Doc>> | undefined;
    active$.next(true);
    try {
      for (;;) {
        if (stopped()) return undefined;
        let answer: PullAnswer<Doc>;
        try {
          answer = await (next ?? fetchBatch(checkpoint, limit));
        } catch (error) {
          next = undefined;
          error$.next(error as Error);
          active$.next(false);
          await new Promise((resolve) => setTimeout(resolve, replicationRetryMs));
          active$.next(true);
          continue;
        }
        loaded += answer.documents.length;
        progress$.next({ loaded, remaining: answer.remaining });
        const reached = answer.checkpoint ?? checkpoint;
        const more = answer.documents.length > 0 && answer.remaining > 0;
        // The next batch is asked for while this one is stored.
        next = more ? fetchBatch(reached, batchSize) : undefined;
        next?.catch(() => undefined);
        limit = batchSize;
        if (stopped()) return undefined;
        if (answer.documents.length > 0) await storeBatch(options.collection, answer.documents);
        state = { checkpoint: reached ?? null, done: !more };
        if (stopped()) return undefined;
        await options.meta.upsert({ key, value: state });
        checkpoint = reached;
        if (!more) return checkpoint ?? { seq: -1, id: "" };
      }
    } finally {
      active$.next(false);
    }
  };

  // While RxDB stores a full batch, the next one is already asked for from the checkpoint that
  // batch ends at, so the server's work and the browser's writes overlap instead of taking turns
  // (a first start of the large host is twenty batches). Only a fetch asking exactly what the next
  // pull asks is used, and only if no change was announced since it went out: an announced change
  // must be read by a pull that starts after the announcement. The checkpoint is still stored by
  // RxDB after its batch, so a crash can at worst pull a batch again (writes are idempotent).
  let announced = 0;
  let ahead: { key: string; announced: number; answer: Promise<PullAnswer<Doc>> } | undefined;
  const pulls = createPullTracker();
  const resync = () => {
    announced += 1;
    stream$.next("RESYNC");
  };
  const keyOf = (checkpoint: Checkpoint | undefined, limit: number) =>
    checkpoint ? `${checkpoint.seq}|${checkpoint.id}|${limit}` : `start|${limit}`;
  const startLive = (
    replicateRxCollection: typeof import("rxdb/plugins/replication").replicateRxCollection,
    initialCheckpoint: Checkpoint | undefined,
  ) => {
    const state: RxReplicationState<Doc, Checkpoint> = replicateRxCollection<Doc, Checkpoint>({
      collection: options.collection,
      replicationIdentifier: options.identifier,
      live: true,
      retryTime: replicationRetryMs,
      waitForLeadership: true,
      autoStart: true,
      pull: {
        batchSize,
        stream$,
        // Used only while RxDB has no checkpoint of its own: where the first load ended.
        ...(initialCheckpoint ? { initialCheckpoint } : {}),
        handler: (checkpoint) =>
          pulls.track(async () => {
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
          }),
      },
    });
    state.active$.subscribe((active) => active$.next(active));
    state.error$.subscribe((error) => error$.next(error));
    return state;
  };

  const live: Promise<RxReplicationState<Doc, Checkpoint>> = (async () => {
    await options.startAfter;
    // A failed step (a write refused for quota, the live code not loaded while offline) is told
    // and tried again; the first load then resumes from its last stored batch.
    const from = await retryUntilStopped(firstLoad, stopped, error$);
    // RxDB's replication (and its protocol) is code of its own, loaded once the first load is
    // over: a first start's first rows do not wait for it (issue 6, initial JavaScript).
    const code = await retryUntilStopped(loadReplicationCode, stopped, error$);
    // Stopped: never resolves, as RxDB's own awaitInSync does for a cancelled replication.
    if (stopped() || !code) return new Promise<never>(() => undefined);
    return startLive(code.replicateRxCollection, from);
  })();
  live.catch(() => undefined);

  return {
    progress$,
    active$,
    error$,
    canceled$,
    live,
    awaitInitialReplication: async () => (await live).awaitInitialReplication(),
    awaitInSync: async () => {
      await (await live).awaitInSync();
    },
    awaitPull: () => pullAfterNow(pulls, resync, live),
    isStopped: () => stopped(),
    resync,
    stop: async () => {
      ahead = undefined;
      canceled$.next(true);
      // A first load still running stops at its next step; a started replication is cancelled.
      const started = await Promise.race([live, Promise.resolve(undefined)]);
      await started?.cancel();
      stream$.complete();
      progress$.complete();
    },
  };
}
