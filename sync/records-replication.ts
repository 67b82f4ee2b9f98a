// Pulls the small feeds (reviews, notification entries, tasks, subscription info, guest
// preferences) into the local `records` collection through one replication with one checkpoint per
// feed (domain/sync-protocol/records-pull.ts). Like every replication, RxDB stores the checkpoint
// with the batch it belongs to, so a crash between the two can at worst pull a batch again. A host
// has a few dozen of these, so there is no first-load path (sync/reservations-replication.ts):
// RxDB's replication, and its code, start once the first screen's collections have loaded.
import { BehaviorSubject, Subject } from "rxjs";
import type { RxReplicationPullStreamItem } from "rxdb";
import type { RxReplicationState } from "rxdb/plugins/replication";
import type { RecordsCheckpoint, RecordsPullResponse } from "../domain/sync-protocol/records-pull.ts";
import type { ApiClient } from "./api-client.ts";
import type { LocalCollections } from "./local-database.ts";
import type { LocalRecord } from "./local-schemas.ts";
import type { CollectionReplication, PullProgress } from "./reservations-replication.ts";
import {
  createPullTracker,
  loadReplicationCode,
  pullAfterNow,
  replicationRetryMs,
  retryUntilStopped,
} from "./replication-code.ts";

/** A host has a few dozen of these; one batch holds them all. */
export const recordsPullBatchSize = 1000;

export function replicateRecords(options: {
  collections: LocalCollections;
  api: ApiClient;
  identifier: string;
  batchSize?: number;
  startAfter?: Promise<unknown> | undefined;
}): CollectionReplication<LocalRecord> {
  const stream$ = new Subject<RxReplicationPullStreamItem<LocalRecord, RecordsCheckpoint>>();
  const progress$ = new Subject<PullProgress>();
  const active$ = new BehaviorSubject(false);
  const error$ = new Subject<Error>();
  const canceled$ = new BehaviorSubject(false);
  const batchSize = options.batchSize ?? recordsPullBatchSize;
  let loaded = 0;
  const stopped = () => canceled$.value;
  const pulls = createPullTracker();
  const resync = () => stream$.next("RESYNC");

  const live = (async (): Promise<RxReplicationState<LocalRecord, RecordsCheckpoint>> => {
    await options.startAfter;
    const code = await retryUntilStopped(loadReplicationCode, stopped, error$);
    // Stopped: never resolves, as RxDB's own awaitInSync does for a cancelled replication.
    if (!code || stopped()) return new Promise<never>(() => undefined);
    const state = code.replicateRxCollection<LocalRecord, RecordsCheckpoint>({
      collection: options.collections.records,
      replicationIdentifier: options.identifier,
      live: true,
      retryTime: replicationRetryMs,
      waitForLeadership: true,
      autoStart: true,
      pull: {
        batchSize,
        stream$,
        handler: (checkpoint) =>
          pulls.track(async () => {
            const query = new URLSearchParams({ limit: String(batchSize) });
            if (checkpoint) query.set("after", JSON.stringify(checkpoint));
            const answer = await options.api.request<RecordsPullResponse>(
              "GET",
              `/api/app/sync/records/pull?${query.toString()}`,
            );
            loaded += answer.documents.length;
            progress$.next({ loaded, remaining: answer.remaining });
            return {
              documents: answer.documents.map((record) => ({ ...record, doc: { ...record.doc } })),
              checkpoint: answer.checkpoint,
            };
          }),
      },
    });
    state.active$.subscribe((active) => active$.next(active));
    state.error$.subscribe((error) => error$.next(error));
    return state;
  })();
  live.catch(() => undefined);

  return {
    progress$,
    active$,
    error$,
    canceled$,
    // The engine handles every replication alike; only the checkpoint's shape differs.
    live: live as unknown as CollectionReplication<LocalRecord>["live"],
    awaitInitialReplication: async () => (await live).awaitInitialReplication(),
    awaitInSync: async () => {
      await (await live).awaitInSync();
    },
    awaitPull: () => pullAfterNow(pulls, resync, live),
    isStopped: stopped,
    resync,
    stop: async () => {
      canceled$.next(true);
      const started = await Promise.race([live, Promise.resolve(undefined)]);
      await started?.cancel();
      stream$.complete();
      progress$.complete();
    },
  };
}
