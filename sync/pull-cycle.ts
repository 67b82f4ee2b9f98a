// One pull cycle of sync/pull-loop.ts: batches from the stored checkpoint until the server has nothing
// left, pipelined (docs/decisions.md, "A first load stores one batch while the next is written").
//
// Three things overlap: the server reads batch n+2 while batch n+1 is handed to the store while batch
// n is still being written. A store's write is not done when it has been handed over: IndexedDB
// copies the rows on the page's thread, then writes them in the browser's own process, and waiting
// for that before handing over the next batch left the page idle for most of each batch. What does
// not move is the checkpoint: batch n's is saved only once batch n is stored, and after batch n-1's,
// so a crash at any moment leaves a checkpoint that covers only stored batches (batch n+1 may be
// stored beyond it, which a restart pulls again: storing is idempotent).
import type { PulledBatch, PullProgress } from "./pulled-batch.ts";

/** One batch handed to the store: when its write was issued (its order is fixed), and when it is done. */
export interface StoreTicket {
  readonly issued: Promise<void>;
  readonly stored: Promise<void>;
}

export const nothingBefore: StoreTicket = { issued: Promise.resolve(), stored: Promise.resolve() };

export interface PullCycleSteps<Doc, Cp> {
  fetch(from: Cp | undefined, limit: number): Promise<PulledBatch<Doc, Cp>>;
  /**
   * Starts storing a batch that comes after `previous`'s: its write is issued only after
   * previous's, and a document in both ends as this batch has it.
   */
  store(documents: PulledBatch<Doc, Cp>["documents"], previous: StoreTicket): StoreTicket;
  saveCheckpoint(checkpoint: Cp): Promise<unknown>;
  stopped(): boolean;
  /** Resolves with the step, or undefined as soon as the loop is stopped. */
  unlessStopped<T>(step: Promise<T>): Promise<T | undefined>;
  /** Tells a failure and waits before the next try. */
  failed(error: unknown): Promise<void>;
  progress(progress: PullProgress): void;
}

export interface PullCycleState<Cp> {
  /** The last checkpoint saved: every batch up to it is stored. */
  checkpoint: Cp | undefined;
  /** Documents stored in this session. */
  stored: number;
}

/** A batch handed to the store whose checkpoint is not saved yet. */
interface InFlight<Cp> {
  readonly ticket: StoreTicket;
  readonly reached: Cp | undefined;
  readonly count: number;
  readonly remaining: number;
}

/**
 * Runs one cycle; true when the server had nothing left, false when stopped first. Every write the
 * cycle started has ended when it returns, so a stopped loop leaves nothing in flight.
 */
export async function runPullCycle<Doc, Cp>(
  steps: PullCycleSteps<Doc, Cp>,
  state: PullCycleState<Cp>,
  sizes: { readonly first: number; readonly rest: number },
  /** Batches handed to the store beyond the one being written: 0 stores one batch at a time. */
  ahead = 1,
): Promise<boolean> {
  let limit = sizes.first;
  let next: Promise<PulledBatch<Doc, Cp>> | undefined;
  // Where the next pull starts: the end of the last batch handed to the store.
  let from = state.checkpoint;
  const inFlight: Array<InFlight<Cp>> = [];
  const unsaved = () => inFlight.reduce((sum, batch) => sum + batch.count, 0);

  /** Waits for every write in flight to end, whatever its outcome, and forgets them. */
  const drain = async () => {
    await Promise.allSettled(inFlight.map((batch) => batch.ticket.stored));
    inFlight.length = 0;
  };
  /** The oldest batch in flight stored, its checkpoint saved; false when stopped first. */
  const settleOldest = async (): Promise<boolean> => {
    const batch = inFlight[0]!;
    await batch.ticket.stored;
    if (steps.stopped()) return false;
    if (batch.reached !== undefined && batch.reached !== state.checkpoint)
      await steps.saveCheckpoint(batch.reached);
    inFlight.shift();
    state.checkpoint = batch.reached;
    state.stored += batch.count;
    // What the server had after this batch: the later batches in flight are part of it.
    steps.progress({ loaded: state.stored, remaining: batch.remaining });
    return true;
  };
  /** After a failure: nothing in flight is kept, and the next pull starts from the saved checkpoint. */
  const startOver = async (error: unknown) => {
    next = undefined;
    await drain();
    from = state.checkpoint;
    await steps.failed(error);
  };

  for (;;) {
    if (steps.stopped()) return drain().then(() => false);
    let answer: PulledBatch<Doc, Cp> | undefined;
    try {
      answer = await steps.unlessStopped(next ?? steps.fetch(from, limit));
    } catch (error) {
      await startOver(error);
      continue;
    }
    if (!answer || steps.stopped()) return drain().then(() => false);
    steps.progress({
      loaded: state.stored,
      remaining: answer.remaining + answer.documents.length + unsaved(),
    });
    const reached = answer.checkpoint ?? from;
    // A batch with nothing in it ends the cycle whatever it says remains (no endless loop on a
    // count that disagrees with the feed).
    const more = answer.documents.length > 0 && answer.remaining > 0;
    // The next batch is asked for while this one is stored. A change announced meanwhile is read by
    // the next cycle.
    next = more ? steps.fetch(reached, sizes.rest) : undefined;
    next?.catch(() => undefined);
    limit = sizes.rest;
    from = reached;
    const ticket = steps.store(answer.documents, inFlight.at(-1)?.ticket ?? nothingBefore);
    ticket.stored.catch(() => undefined);
    inFlight.push({ ticket, reached, count: answer.documents.length, remaining: answer.remaining });
    try {
      // The last batch, and any beyond what may be ahead, are waited for here.
      while (inFlight.length > (more ? ahead : 0))
        if (!(await settleOldest())) return drain().then(() => false);
    } catch (error) {
      await startOver(error);
      continue;
    }
    if (!more) return true;
  }
}
