// The change feed the sync engine replicates from: checkpointed pull per collection, and one
// server-sent-events stream per session that says "these collections changed, pull them"
// (server/data/change-announcer.ts).
import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import {
  defaultPullBatchSize,
  maxPullBatchSize,
  PullQuery,
  PullResponse,
  feedCollectionNames,
  type FeedCollectionName,
} from "../../domain/sync-protocol/pull.ts";
import { decodeInput } from "../http/decode.ts";
import { feedCollections, useFeedIndexes } from "../data/feed-collections.ts";
import { feedBatchAsJson } from "../data/feed-collection.ts";
import { FeedRemaining } from "../data/feed-remaining.ts";
import { notFound } from "../http/problem.ts";
import { callerOf, type RouteContext } from "./route-context.ts";
import { registerRecordsPullRoute } from "./records-pull-route.ts";
import { tokenExpiredEvent, type ChangeNotice } from "../../domain/sync-protocol/change-notice.ts";
import { announceChanges } from "../data/change-announcer.ts";
import { changedCollections } from "../data/changed-collections.ts";
import { documented } from "../http/openapi.ts";

const heartbeatMs = 20_000;
// setTimeout's longest wait (about 24 days): a stream whose token names no expiry is ended then.
const maxTimerMs = 2 ** 31 - 1;

export function registerSyncFeedRoutes(app: FastifyInstance, context: RouteContext): void {
  const remainingAfter = new FeedRemaining();
  registerRecordsPullRoute(app, context);
  app.get<{ Params: { collection: string } }>(
    "/api/app/sync/:collection/pull",
    documented({
      summary:
        "One collection's documents changed after a checkpoint (seq, id), in change order, deletions marked _deleted",
      params: Schema.Struct({ collection: Schema.Literals(feedCollectionNames) }),
      query: PullQuery,
      response: PullResponse,
      // A collection the feed does not serve is not there.
      refusals: [404],
    }),
    async (request, reply) => {
      const caller = await callerOf(context, request);
      const name = request.params.collection;
      if (!(feedCollectionNames as readonly string[]).includes(name))
        throw notFound(`The sync collection ${name}`);
      const collection = feedCollections[name as FeedCollectionName];
      const query = decodeInput(PullQuery, request.query, "query");
      const after = { seq: query.seq ?? -1, id: query.id ?? "" };
      const limit = Math.min(Math.max(1, Math.floor(query.limit ?? defaultPullBatchSize)), maxPullBatchSize);
      // One transaction: the change number, the batch and what follows it are read together.
      const answer = await context.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ change_seq: string }>(
          "select change_seq::text from hosts where id = $1",
          [caller.hostId],
        );
        await useFeedIndexes(tx);
        const batch = await feedBatchAsJson(collection, tx, caller.hostId, after, limit);
        const checkpoint = batch.last ?? (query.seq === undefined ? null : after);
        const remaining = await remainingAfter.after(
          tx,
          { name, feed: collection },
          caller.hostId,
          Number(rows[0]?.change_seq ?? 0),
          after,
          { sent: batch.count, last: batch.last, full: batch.count === limit },
        );
        return { batch, checkpoint, remaining };
      });
      // The documents are JSON text already (stored-feed-documents.ts): the answer is written around
      // them rather than parsed and serialised again. Its shape is domain/sync-protocol/pull.ts's.
      reply.type("application/json; charset=utf-8");
      return `{"documents":[${answer.batch.documents}],"checkpoint":${JSON.stringify(answer.checkpoint)},"remaining":${answer.remaining}}`;
    },
  );

  app.get(
    "/api/app/sync/stream",
    documented({
      summary:
        "Server-sent events: `change` with data {seq, collections?}, the sync pulls (units, reservations, unavailabilities, channels, messages, records) with new documents; without collections, pull every one",
      produces: "text/event-stream",
    }),
    async (request, reply) => {
      const caller = await callerOf(context, request);
      const { rows } = await context.db.query<{ change_seq: string }>(
        "select change_seq::text from hosts where id = $1",
        [caller.hostId],
      );
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      const send = (notice: ChangeNotice) => res.write(`event: change\ndata: ${JSON.stringify(notice)}\n\n`);
      // The first event names no collection: the client pulls everything on (re)connecting anyway.
      const connectedAt = Number(rows[0]?.change_seq ?? 0);
      send({ seq: connectedAt });
      const announcer = announceChanges({
        announced: connectedAt,
        probe: (after, upTo) => changedCollections(context.db, caller.hostId, after, upTo),
        send,
        onProbeError: (error) =>
          request.log.warn({ err: error }, "change notice sent without its collections: the probe failed"),
      });
      const unsubscribe = context.changes.subscribe(caller.hostId, (seq) => announcer.changed(seq));
      const heartbeat = setInterval(() => res.write(": keep-alive\n\n"), heartbeatMs);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        announcer.close();
      };
      // The stream lives no longer than its token: a token that ran out (or a session signed out
      // since, whose next pull is refused) must not go on hearing of changes. The client renews its
      // token and reconnects; the first event of the new stream makes it pull from its checkpoints,
      // so whatever changed in between is read then.
      const expiry = setTimeout(
        () => {
          res.write(`event: ${tokenExpiredEvent}\ndata: {}\n\n`);
          res.end();
          end();
        },
        Math.min(maxTimerMs, Math.max(0, (caller.expiresAt ?? Infinity) - Date.now())),
      );
      request.raw.on("close", end);
      res.on("close", end);
    },
  );
}
