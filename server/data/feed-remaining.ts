// How many documents of a collection remain after a pull, without counting them on every pull.
// The count is only for first-start progress, but the client also reads `remaining > 0` as "more
// to pull" after a short batch (sync/collection-replication.ts), so it is 0 exactly when the
// feed is drained and never negative.
//
// Counting what follows a checkpoint costs a scan of everything after it, so a first start that
// pulled 100,000 documents in 5,000-document batches scanned about a million rows for the counts
// alone. Instead the feed counts once (at the first pull, or whenever it cannot vouch for its
// memo) and then subtracts what each batch sends. The memo is keyed by the point the next pull
// will start from and remembers the host's change sequence at counting time: every write to a
// host's data takes the next change number (change-sequence.ts), so an unchanged number means the
// documents after that point are the ones counted, and a changed one means count again.
import type { Queryable } from "../db/database.ts";
import type { FeedCollection, FeedPoint } from "./feed-collection.ts";

interface Memo {
  /** Documents after the memo's point, as counted (or derived) under `changeSeq`. */
  readonly remaining: number;
  readonly changeSeq: number;
}

/** Memos kept per server; the oldest go first. A bootstrapping client needs one at a time. */
const maxMemos = 10_000;

export class FeedRemaining {
  readonly #memos = new Map<string, Memo>();

  /**
   * The documents remaining after a batch that started after `from` and sent `sent` documents
   * ending at `last`. Call inside the transaction that read the batch, with the host's change
   * sequence read before the batch.
   */
  async after(
    db: Queryable,
    collection: { name: string; feed: FeedCollection },
    hostId: string,
    changeSeq: number,
    from: FeedPoint,
    batch: { sent: number; last: FeedPoint | undefined; full: boolean },
  ): Promise<number> {
    const { last } = batch;
    // A batch shorter than asked for read everything there was: nothing remains.
    if (!last || !batch.full) return 0;
    const fromKey = keyOf(hostId, collection.name, from);
    const memo = this.#memos.get(fromKey);
    this.#memos.delete(fromKey);
    const remaining =
      memo && memo.changeSeq === changeSeq
        ? Math.max(0, memo.remaining - batch.sent)
        : await collection.feed.countAfter(db, hostId, last);
    if (remaining > 0) this.#remember(keyOf(hostId, collection.name, last), { remaining, changeSeq });
    return remaining;
  }

  #remember(key: string, memo: Memo): void {
    this.#memos.set(key, memo);
    if (this.#memos.size > maxMemos) {
      const oldest = this.#memos.keys().next().value;
      if (oldest !== undefined) this.#memos.delete(oldest);
    }
  }
}

function keyOf(hostId: string, collection: string, point: FeedPoint): string {
  return JSON.stringify([hostId, collection, point.seq, point.id]);
}
