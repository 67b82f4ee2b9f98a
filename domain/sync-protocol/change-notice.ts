// What the live stream announces, and which of the client's pulls a notice wakes. The server names
// the collections that changed since its last notice to that stream, so one new guest message makes
// the messages and channels pulls run, not all six (docs/decisions.md, "Change notices name their
// collections"). A notice without names (the first one on a connection, an older server, or a
// server whose look-up failed) wakes every pull: the client never misses a change for lack of a name.
import { Schema } from "effect";
import { syncCollectionNames, type FeedCollectionName } from "./pull.ts";
import { recordFeedNames, type RecordFeedName } from "./records-pull.ts";

/**
 * The collections the client pulls, each under `/api/app/sync/<name>/pull`: the replicated feeds,
 * and `records`, the one pull for the five small feeds (records-pull.ts). Notices use these names.
 */
export const pulledCollectionNames = [...syncCollectionNames, "records"] as const;
export type PulledCollectionName = (typeof pulledCollectionNames)[number];

/**
 * A change announced on the live stream: the host's sequence moved to `seq`, and `collections`
 * have documents changed since the stream's previous notice. Names are plain strings, so a client
 * reads a notice naming a collection it does not know (a newer server's) and skips that name.
 */
export const ChangeNotice = Schema.Struct({
  seq: Schema.Number,
  collections: Schema.optional(Schema.Array(Schema.String)),
});
export type ChangeNotice = typeof ChangeNotice.Type;

const recordFeeds: ReadonlySet<string> = new Set(recordFeedNames);

/** The pull that brings a feed's documents to the client: the small feeds come with `records`. */
export function pulledCollectionOf(feed: FeedCollectionName): PulledCollectionName {
  return recordFeeds.has(feed) ? "records" : (feed as Exclude<FeedCollectionName, RecordFeedName>);
}

/**
 * The replications a notice wakes, in the order given: those it names, or every one when it names
 * none (`undefined`: the connection's first notice, an older server, or a fallback). An empty list
 * is a change to nothing the client pulls, and wakes nothing.
 */
export function replicationsWokenBy<N extends string>(
  collections: readonly string[] | undefined,
  replications: readonly N[],
): readonly N[] {
  if (collections === undefined) return replications;
  const named = new Set(collections);
  return replications.filter((name) => named.has(name));
}

/**
 * The stream's last event when its access token runs out: the server closes the stream after it,
 * and the client reconnects at once with a renewed token rather than after a backoff.
 */
export const tokenExpiredEvent = "token-expired";
