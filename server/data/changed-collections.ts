// Which of the client's pulls have something new between two of a host's change numbers, for the
// live stream's notices (domain/sync-protocol/change-notice.ts). Rather than have each of the many
// writers say what it touched, the stream asks the feeds themselves after the fact: commit order is
// number order (change-sequence.ts), so once number N is announced every row up to N is visible.
//
// Each feed is asked through its own pull query for one document after the lower number: the
// (host_id, seq, id) index hands back the first one, and it is in range when its number is at most
// the upper one. Asking the pull query rather than the tables keeps the answer what a pull would
// send, also for the feeds whose number is derived (subscription info takes the later of its
// subscriptions' and the host's boosts') or filtered (channels the host is a member of).
import type { Database } from "../db/database.ts";
import {
  pulledCollectionNames,
  pulledCollectionOf,
  type PulledCollectionName,
} from "../../domain/sync-protocol/change-notice.ts";
import { feedCollectionNames } from "../../domain/sync-protocol/pull.ts";
import { feedCollections, useFeedIndexes } from "./feed-collections.ts";

/** The pulls with documents numbered in (after, upTo] for this host, in the client's pull order. */
export function changedCollections(
  db: Database,
  hostId: string,
  after: number,
  upTo: number,
): Promise<PulledCollectionName[]> {
  // One transaction, so every feed is asked as of one moment, with the pulls' index plan.
  return db.transaction(async (tx) => {
    await useFeedIndexes(tx);
    const changed = new Set<PulledCollectionName>();
    for (const feed of feedCollectionNames) {
      const pulled = pulledCollectionOf(feed);
      if (changed.has(pulled)) continue;
      // Numbers are whole and every key is longer than "": (seq, key) > (after + 1, "") is seq > after.
      const [first] = await feedCollections[feed].after(tx, hostId, { seq: after + 1, id: "" }, 1);
      if (first !== undefined && first.seq <= upTo) changed.add(pulled);
    }
    return pulledCollectionNames.filter((name) => changed.has(name));
  });
}
