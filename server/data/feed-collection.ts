// One collection of the change feed: its documents of a host changed after a checkpoint, in
// (seq, key) order, and how many remain after a point. The collections are in feed-collections.ts.
import type { Queryable } from "../db/database.ts";

export interface FeedPoint {
  readonly seq: number;
  readonly id: string;
}

export interface FeedCollection {
  after(
    db: Queryable,
    hostId: string,
    after: FeedPoint,
    limit: number,
  ): Promise<ReadonlyArray<{ seq: number }>>;
  countAfter(db: Queryable, hostId: string, after: FeedPoint): Promise<number>;
  /** The document's key in the feed's (seq, key) order, which the checkpoint names: `id` unless said. */
  idOf?(document: { seq: number }): string;
}

/** The key of a feed document, which its checkpoint names. */
export function feedIdOf(collection: FeedCollection, document: { seq: number }): string {
  return collection.idOf ? collection.idOf(document) : (document as unknown as { id: string }).id;
}
