// The small feeds (reviews, notification entries, tasks, subscription info, guest preferences) are
// pulled together, into one keyed local collection: each holds a few dozen documents per host, so
// one request and one local collection serve all five, where five replications would cost five
// pulls on every change the stream announces and five of the local store's limited collections
// (docs/decisions.md, "One local collection for the small feeds").
//
// The checkpoint is one point per feed. A pull reads the feeds in the order below, each after its
// own point, until the batch is full: a batch shorter than asked for has drained every feed.
import { Schema } from "effect";
import { Checkpoint } from "./pull.ts";

export const recordFeedNames = [
  "reviews",
  "notifications",
  "tasks",
  "subscriptions",
  "guestPreferences",
] as const;
export type RecordFeedName = (typeof recordFeedNames)[number];

export const RecordFeedName = Schema.Literals(recordFeedNames);

/** Each feed's point; a feed not named has not been pulled yet. */
export const RecordsCheckpoint = Schema.Struct({
  reviews: Schema.optional(Checkpoint),
  notifications: Schema.optional(Checkpoint),
  tasks: Schema.optional(Checkpoint),
  subscriptions: Schema.optional(Checkpoint),
  guestPreferences: Schema.optional(Checkpoint),
});
export type RecordsCheckpoint = typeof RecordsCheckpoint.Type;

export const RecordsPullQuery = Schema.Struct({
  /** The checkpoint as JSON; absent on a first pull. */
  after: Schema.optional(Schema.fromJsonString(RecordsCheckpoint)),
  limit: Schema.optional(Schema.FiniteFromString),
});

/** One document of a small feed, as the records pull sends it and the local store keeps it. */
export const FeedRecord = Schema.Struct({
  /** `<feed>:<id>`: ids are unique within a feed only. */
  key: Schema.String,
  feed: RecordFeedName,
  id: Schema.String,
  seq: Schema.Number,
  /** The feed's own document (the same shape its per-collection pull sends). */
  doc: Schema.Record(Schema.String, Schema.Unknown),
  _deleted: Schema.Boolean,
});
export type FeedRecord = typeof FeedRecord.Type;

export const RecordsPullResponse = Schema.Struct({
  documents: Schema.Array(FeedRecord),
  checkpoint: RecordsCheckpoint,
  /** Documents still to come after this batch, over all five feeds, for first-start progress. */
  remaining: Schema.Number,
});
export type RecordsPullResponse = typeof RecordsPullResponse.Type;

export function recordKey(feed: RecordFeedName, id: string): string {
  return `${feed}:${id}`;
}
