// Pulls a collection of the server's change feed (units, reservations, unavailabilities, channels,
// messages …) into its local collection: the feed's pull endpoint, in the pull loop of
// sync/pull-loop.ts.
import type { RxCollection } from "rxdb";
import {
  firstPullBatchSize,
  maxPullBatchSize,
  pullPath,
  type Checkpoint,
  type SyncCollectionName,
} from "../domain/sync-protocol/pull.ts";
import type { ApiClient } from "./api-client.ts";
import type { LocalCollections } from "./local-database.ts";
import type { MetaEntry } from "./local-schemas.ts";
import { startPullLoop, type CollectionReplication } from "./pull-loop.ts";
import type { PulledBatch } from "./pulled-batch.ts";

export type ReservationsReplication = CollectionReplication;

/**
 * Batches as large as the server serves: each pull costs the server about half a second whatever
 * its size (it counts what remains), so at 1,000 a batch the large host's first start waited on the
 * server for most of two minutes, at 5,000 for a quarter of that.
 */
export const bootstrapPullBatchSize = maxPullBatchSize;

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

export function replicateCollection<Doc>(options: {
  name: SyncCollectionName;
  collection: RxCollection<Doc>;
  /** Where the checkpoint is kept (the store's meta collection). */
  meta: RxCollection<MetaEntry>;
  api: ApiClient;
  identifier: string;
  /** Tests pass one size for every pull (the crash tests cut the feed into many small batches). */
  batchSize?: number;
  /** Pulls wait for this first (the sync engine lets the first screen's collections go first). */
  startAfter?: Promise<unknown> | undefined;
  /**
   * The answer to the first pull of an empty store (no checkpoint, the first batch's size), asked
   * for before the store was open (sync/early-first-pulls.ts): taken once, by that pull alone. Should
   * it fail, that pull is sent again as usual.
   */
  earlyFirstPull?: Promise<PulledBatch<Doc, Checkpoint>> | undefined;
}): CollectionReplication {
  const batchSize = options.batchSize ?? bootstrapPullBatchSize;
  const firstBatchSize = options.batchSize ?? firstPullBatchSize;
  let early = options.earlyFirstPull;
  const pull = (checkpoint: Checkpoint | undefined, limit: number) =>
    options.api.request<PulledBatch<Doc, Checkpoint>>("GET", pullPath(options.name, limit, checkpoint));
  return startPullLoop<Doc, Checkpoint>({
    collection: options.collection,
    meta: options.meta,
    identifier: options.identifier,
    batchSize,
    firstBatchSize,
    startAfter: options.startAfter,
    fetch: (checkpoint, limit) => {
      const answer = early;
      early = undefined;
      // The early pull asked exactly this: the feed from its start, a first batch's worth.
      if (answer && checkpoint === undefined && limit === firstBatchSize)
        return answer.catch(() => pull(checkpoint, limit));
      return pull(checkpoint, limit);
    },
  });
}
