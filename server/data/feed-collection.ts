// One collection of the change feed: its documents of a host changed after a checkpoint, in
// (seq, key) order, and how many remain after a point. The collections are in feed-collections.ts.
import type { Queryable } from "../db/database.ts";

export interface FeedPoint {
  readonly seq: number;
  readonly id: string;
}

/** A batch as JSON text: `documents` is the inside of a JSON array, `""` when empty. */
export interface JsonFeedBatch {
  readonly documents: string;
  readonly count: number;
  readonly last: FeedPoint | undefined;
}

export interface FeedCollection {
  after(
    db: Queryable,
    hostId: string,
    after: FeedPoint,
    limit: number,
  ): Promise<ReadonlyArray<{ seq: number }>>;
  /** The same batch as JSON text, for the collections that keep their documents as text. */
  afterAsJson?(db: Queryable, hostId: string, after: FeedPoint, limit: number): Promise<JsonFeedBatch>;
  countAfter(db: Queryable, hostId: string, after: FeedPoint): Promise<number>;
  /** The document's key in the feed's (seq, key) order, which the checkpoint names: `id` unless said. */
  idOf?(document: { seq: number }): string;
}

/** The key of a feed document, which its checkpoint names. */
export function feedIdOf(collection: FeedCollection, document: { seq: number }): string {
  return collection.idOf ? collection.idOf(document) : (document as unknown as { id: string }).id;
}

/** A batch as JSON text: read as text where the collection keeps it, else serialised here. */
export async function feedBatchAsJson(
  collection: FeedCollection,
  db: Queryable,
  hostId: string,
  after: FeedPoint,
  limit: number,
): Promise<JsonFeedBatch> {
  if (collection.afterAsJson) return collection.afterAsJson(db, hostId, after, limit);
  const documents = await collection.after(db, hostId, after, limit);
  const last = documents.at(-1);
  return {
    documents: JSON.stringify(documents).slice(1, -1),
    count: documents.length,
    last: last ? { seq: last.seq, id: feedIdOf(collection, last) } : undefined,
  };
}
