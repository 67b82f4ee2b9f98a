// The pull protocol between the server's change feed and the client's replication: documents
// changed after a checkpoint, in change order, with tombstones (`_deleted`) for deletions.
import { Schema } from "effect";

/**
 * The host's change sequence: every write takes the next number, in commit order. One write may
 * change several documents under one number, so the checkpoint also names the last id: a batch
 * that ends inside such a group resumes after that id, never skipping the rest of the group.
 */
const changeSeqChecks = [
  Schema.isInt(),
  Schema.isGreaterThanOrEqualTo(0),
  // Past this a number no longer names one integer, and the database's bigint refuses it.
  Schema.isLessThanOrEqualTo(Number.MAX_SAFE_INTEGER),
] as const;

export const Checkpoint = Schema.Struct({
  seq: Schema.Number.check(...changeSeqChecks),
  id: Schema.String,
});
export type Checkpoint = typeof Checkpoint.Type;

/** The collections the change feed serves, in the order a first start pulls them. */
export const syncCollectionNames = [
  "units",
  "reservations",
  "properties",
  "unavailabilities",
  "channels",
  "messages",
] as const;
export type SyncCollectionName = (typeof syncCollectionNames)[number];

/**
 * Every collection the server's change feed serves: the replicated ones, and the feeds of reviews,
 * notification entries, tasks, subscription info and guest preferences, which the local store does
 * not hold yet (docs/decisions.md: RxDB's collection limit).
 */
export const feedCollectionNames = [
  ...syncCollectionNames,
  "reviews",
  "notifications",
  "tasks",
  "subscriptions",
  "guestPreferences",
] as const;
export type FeedCollectionName = (typeof feedCollectionNames)[number];

export const defaultPullBatchSize = 1000;
export const maxPullBatchSize = 5000;

/** A first start's first pull is small, so the first screen shows while the rest loads. */
export const firstPullBatchSize = 250;

/** The feed's pull call for a collection: `limit` documents after the checkpoint (from the start without one). */
export function pullPath(name: SyncCollectionName, limit: number, after?: Checkpoint): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (after) {
    query.set("seq", String(after.seq));
    query.set("id", after.id);
  }
  return `/api/app/sync/${name}/pull?${query.toString()}`;
}

export const PullQuery = Schema.Struct({
  seq: Schema.optional(Schema.FiniteFromString.check(...changeSeqChecks)),
  id: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.FiniteFromString),
});

/**
 * One collection's pull answer. Each collection's documents have their own shape (its document
 * schema); here they are objects that carry `_deleted`.
 */
export const PullResponse = Schema.Struct({
  documents: Schema.Array(Schema.Record(Schema.String, Schema.Unknown)),
  /** Where the next pull starts; null when the batch is empty and no checkpoint was sent. */
  checkpoint: Schema.NullOr(Checkpoint),
  /** Documents still to come after this batch. */
  remaining: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
});
