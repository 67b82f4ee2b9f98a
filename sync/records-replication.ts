// Pulls the small feeds (reviews, notification entries, tasks, subscription info, guest
// preferences) into the local `records` collection through one replication with one checkpoint per
// feed (domain/sync-protocol/records-pull.ts). Like every replication, RxDB stores the checkpoint
// with the batch it belongs to, so a crash between the two can at worst pull a batch again.
import { Subject } from "rxjs";
import { replicateRxCollection } from "rxdb/plugins/replication";
import type { RxReplicationPullStreamItem } from "rxdb";
import type { RecordsCheckpoint, RecordsPullResponse } from "../domain/sync-protocol/records-pull.ts";
import type { ApiClient } from "./api-client.ts";
import type { LocalCollections } from "./local-database.ts";
import type { LocalRecord } from "./local-schemas.ts";
import type { CollectionReplication, PullProgress } from "./reservations-replication.ts";

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
  const batchSize = options.batchSize ?? recordsPullBatchSize;
  let loaded = 0;
  const state = replicateRxCollection<LocalRecord, RecordsCheckpoint>({
    collection: options.collections.records,
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
      },
    },
  });
  return {
    // The engine handles every replication alike; only the document type differs.
    state: state as unknown as CollectionReplication<LocalRecord>["state"],
    progress$,
    resync: () => stream$.next("RESYNC"),
    stop: async () => {
      await state.cancel();
      stream$.complete();
      progress$.complete();
    },
  };
}
