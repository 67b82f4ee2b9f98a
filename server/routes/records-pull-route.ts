// The small feeds pulled together (domain/sync-protocol/records-pull.ts): one request reads the
// reviews, notification entries, tasks, subscription info and guest preferences changed after
// each feed's own point, in feed order, until the batch is full.
import type { FastifyInstance } from "fastify";
import { defaultPullBatchSize, maxPullBatchSize } from "../../domain/sync-protocol/pull.ts";
import {
  recordFeedNames,
  recordKey,
  RecordsPullQuery,
  type FeedRecord,
  type RecordsCheckpoint,
  RecordsPullResponse,
} from "../../domain/sync-protocol/records-pull.ts";
import { decodeInput } from "../http/decode.ts";
import { feedCollections, useFeedIndexes } from "../data/feed-collections.ts";
import { feedIdOf } from "../data/feed-collection.ts";
import { callerOf, type RouteContext } from "./route-context.ts";
import { documented } from "../http/openapi.ts";

export const recordsPullPath = "/api/app/sync/records/pull";

export function registerRecordsPullRoute(app: FastifyInstance, context: RouteContext): void {
  app.get(
    recordsPullPath,
    documented({
      summary:
        "Reviews, notification entries, tasks, subscription info and guest preferences after a checkpoint",
      query: RecordsPullQuery,
      response: RecordsPullResponse,
    }),
    async (request): Promise<RecordsPullResponse> => {
      const caller = await callerOf(context, request);
      const query = decodeInput(RecordsPullQuery, request.query, "query");
      const limit = Math.min(Math.max(1, Math.floor(query.limit ?? defaultPullBatchSize)), maxPullBatchSize);
      const checkpoint: { -readonly [F in keyof RecordsCheckpoint]: RecordsCheckpoint[F] } = {
        ...query.after,
      };
      // One transaction: the five feeds are read as of one moment.
      return context.db.transaction(async (tx) => {
        await useFeedIndexes(tx);
        const documents: FeedRecord[] = [];
        let remaining = 0;
        for (const feed of recordFeedNames) {
          const collection = feedCollections[feed];
          const after = checkpoint[feed] ?? { seq: -1, id: "" };
          const left = limit - documents.length;
          if (left === 0) {
            // The batch is full: what this feed holds after its point is still to come.
            remaining += await collection.countAfter(tx, caller.hostId, after);
            continue;
          }
          const read = await collection.after(tx, caller.hostId, after, left);
          for (const found of read) {
            const { _deleted, ...doc } = found as { seq: number; _deleted: boolean };
            const id = feedIdOf(collection, found);
            documents.push({ key: recordKey(feed, id), feed, id, seq: found.seq, doc, _deleted });
          }
          const last = read.at(-1);
          if (last) checkpoint[feed] = { seq: last.seq, id: feedIdOf(collection, last) };
          // A feed that sent all it was asked for may hold more.
          if (read.length === left && last)
            remaining += await collection.countAfter(tx, caller.hostId, checkpoint[feed]!);
        }
        return { documents, checkpoint, remaining };
      });
    },
  );
}
