// Pulls the small feeds (reviews, notification entries, tasks, subscription info, guest
// preferences) into the local `records` collection with one checkpoint per feed
// (domain/sync-protocol/records-pull.ts), in the pull loop every collection uses (sync/pull-loop.ts).
import type { RecordsCheckpoint, RecordsPullResponse } from "../domain/sync-protocol/records-pull.ts";
import type { ApiClient } from "./api-client.ts";
import type { LocalCollections } from "./local-database.ts";
import type { LocalRecord } from "./local-schemas.ts";
import { startPullLoop, type CollectionReplication } from "./pull-loop.ts";

/** A host has a few dozen of these; one batch holds them all. */
export const recordsPullBatchSize = 1000;

export function replicateRecords(options: {
  collections: LocalCollections;
  api: ApiClient;
  identifier: string;
  batchSize?: number;
  startAfter?: Promise<unknown> | undefined;
}): CollectionReplication {
  const batchSize = options.batchSize ?? recordsPullBatchSize;
  return startPullLoop<LocalRecord, RecordsCheckpoint>({
    collection: options.collections.records,
    meta: options.collections.meta,
    identifier: options.identifier,
    batchSize,
    firstBatchSize: batchSize,
    startAfter: options.startAfter,
    fetch: async (checkpoint, limit) => {
      const query = new URLSearchParams({ limit: String(limit) });
      if (checkpoint) query.set("after", JSON.stringify(checkpoint));
      const answer = await options.api.request<RecordsPullResponse>(
        "GET",
        `/api/app/sync/records/pull?${query.toString()}`,
      );
      // The schema's arrays are read-only; the store takes its own copies.
      return {
        documents: answer.documents.map((record) => ({ ...record, doc: { ...record.doc } })),
        checkpoint: answer.checkpoint,
        remaining: answer.remaining,
      };
    },
  });
}
