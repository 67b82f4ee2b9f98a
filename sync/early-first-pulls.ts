// A first start's first pulls, sent before the local store is open. Opening the store (a Dexie
// database per collection, each created on a first start) took 180 ms of the traced cold start, and
// the sync engine's network start waits for it and for the shell's first render: the first pull went
// out 550 ms after navigation, when the token to send it with was known at 220. Sent at once, the
// first screen's first batches arrive while the store opens.
//
// Each is exactly the pull the collection's replication makes first on an empty store (no checkpoint,
// a first batch's size), and only that pull takes it (sync/collection-replication.ts): a store that
// turns out to hold data pulls from its checkpoint and the early answer is dropped. The answer is as
// old as its request; the replication's catch-up after the change stream connects reads whatever
// changed since.
import {
  firstPullBatchSize,
  pullPath,
  type Checkpoint,
  type SyncCollectionName,
} from "../domain/sync-protocol/pull.ts";
import type { ApiClient } from "./api-client.ts";
import type { PulledBatch } from "./pulled-batch.ts";

export type EarlyFirstPulls = Partial<Record<SyncCollectionName, Promise<PulledBatch<unknown, Checkpoint>>>>;

export function startEarlyFirstPulls(api: ApiClient, names: readonly SyncCollectionName[]): EarlyFirstPulls {
  const pulls: EarlyFirstPulls = {};
  for (const name of names) {
    const answer = api.request<PulledBatch<unknown, Checkpoint>>("GET", pullPath(name, firstPullBatchSize));
    // A failure is the replication's to meet (it sends the pull again); none is left unhandled here.
    answer.catch(() => undefined);
    pulls[name] = answer;
  }
  return pulls;
}
