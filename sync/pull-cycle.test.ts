// The pipelined pull cycle against a feed and a store in memory whose every answer, write and commit
// is ordered by fast-check's scheduler: whatever the interleaving (and with pulls and writes that
// fail once), a saved checkpoint never covers a document the store does not have, checkpoints only
// move forward, and the cycle ends with everything stored once.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { PulledBatch, PullProgress } from "./pulled-batch.ts";
import { nothingBefore, runPullCycle, type PullCycleSteps, type StoreTicket } from "./pull-cycle.ts";

interface Doc {
  readonly id: string;
  readonly seq: number;
}
/** The checkpoint: the seq of the last document of a batch. */
type Cp = number;

const feedOf = (size: number): Doc[] => Array.from({ length: size }, (_, seq) => ({ id: `d${seq}`, seq }));

/** A pull of the feed after `from`: the server's answer. */
function pull(feed: readonly Doc[], from: Cp | undefined, limit: number): PulledBatch<Doc, Cp> {
  const after = feed.filter((d) => from === undefined || d.seq > from);
  const documents = after.slice(0, limit).map((d) => ({ ...d, _deleted: false }));
  return {
    documents,
    checkpoint: documents.at(-1)?.seq ?? null,
    remaining: after.length - documents.length,
  };
}

describe("runPullCycle", () => {
  it("saves a checkpoint only over stored documents, whatever the interleaving", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 2 }),
        // Batches (by the seq they start after) whose first write, or first pull, fails.
        fc.uniqueArray(fc.integer({ min: -1, max: 40 }), { maxLength: 3 }),
        fc.uniqueArray(fc.integer({ min: -1, max: 40 }), { maxLength: 2 }),
        async (s, size, first, rest, ahead, failingWrites, failingPulls) => {
          const feed = feedOf(size);
          const table = new Map<string, number>();
          let saved: Cp | undefined;
          const savedOrder: Cp[] = [];
          const progress: PullProgress[] = [];
          const problems: string[] = [];
          const writeFails = new Set(failingWrites);
          const pullFails = new Set(failingPulls);
          let failures = 0;
          const steps: PullCycleSteps<Doc, Cp> = {
            fetch: (from, limit) =>
              s.schedule(Promise.resolve(), `pull after ${from}`).then(() => {
                if (pullFails.delete(from ?? -1)) throw new Error(`pull after ${from} failed`);
                return pull(feed, from, limit);
              }),
            store(documents, previous: StoreTicket) {
              const startsAfter = (documents[0]?.seq ?? 0) - 1;
              // IndexedDB's order: created after the previous batch's transaction, committed after it.
              const issued = previous.issued.then(() =>
                s.schedule(Promise.resolve(), `issue ${startsAfter}`),
              );
              const committed = Promise.all([issued, previous.stored.catch(() => undefined)]).then(() =>
                s.schedule(Promise.resolve(), `commit ${startsAfter}`).then(() => {
                  if (writeFails.delete(startsAfter)) throw new Error(`write after ${startsAfter} failed`);
                  for (const d of documents) table.set(d.id, d.seq);
                }),
              );
              // As sync/store-after.ts: a batch counts as stored once the one before it is too.
              return { issued, stored: committed.then(() => previous.stored) };
            },
            saveCheckpoint: (checkpoint) =>
              s.schedule(Promise.resolve(), `save ${checkpoint}`).then(() => {
                // A crash right now would restart from here: everything up to it must be stored.
                const missing = feed.filter((d) => d.seq <= checkpoint && !table.has(d.id));
                if (missing.length > 0)
                  problems.push(`checkpoint ${checkpoint} saved without ${missing[0]!.id}`);
                if (saved !== undefined && checkpoint <= saved)
                  problems.push(`checkpoint went from ${saved} to ${checkpoint}`);
                saved = checkpoint;
                savedOrder.push(checkpoint);
              }),
            stopped: () => false,
            unlessStopped: (step) => step,
            failed: () => {
              failures++;
              return Promise.resolve();
            },
            progress: (p) => progress.push(p),
          };
          const state = { checkpoint: undefined as Cp | undefined, stored: 0 };
          const ended = await s.waitFor(runPullCycle(steps, state, { first, rest }, ahead));
          expect(problems).toEqual([]);
          expect(ended).toBe(true);
          expect(table.size).toBe(size);
          expect(saved).toBe(feed.at(-1)?.seq);
          expect(state).toEqual({ checkpoint: feed.at(-1)?.seq, stored: size });
          expect(progress.at(-1)).toEqual({ loaded: size, remaining: 0 });
          for (const p of progress) expect(p.remaining).toBeGreaterThanOrEqual(0);
          expect(failures).toBeLessThanOrEqual(failingWrites.length + failingPulls.length);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("hands the next batch to the store before the one before is stored, and saves neither checkpoint early", async () => {
    const feed = feedOf(9);
    const handed: number[] = [];
    const saved: Cp[] = [];
    const commits: Array<() => void> = [];
    const steps: PullCycleSteps<Doc, Cp> = {
      fetch: (from, limit) => Promise.resolve(pull(feed, from, limit)),
      store(documents, previous) {
        handed.push(documents[0]!.seq);
        const stored = new Promise<void>((resolve) => commits.push(resolve)).then(() => previous.stored);
        return { issued: previous.issued, stored };
      },
      saveCheckpoint: (checkpoint) => {
        saved.push(checkpoint);
        return Promise.resolve();
      },
      stopped: () => false,
      unlessStopped: (step) => step,
      failed: () => Promise.reject(new Error("nothing fails here")),
      progress: () => undefined,
    };
    const ended = runPullCycle(steps, { checkpoint: undefined, stored: 0 }, { first: 3, rest: 3 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The second batch is with the store while the first is still being written; the third waits.
    expect(handed).toEqual([0, 3]);
    expect(saved).toEqual([]);
    commits[0]!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(saved).toEqual([2]);
    expect(handed).toEqual([0, 3, 6]);
    commits[1]!();
    commits[2]!();
    expect(await ended).toBe(true);
    expect(saved).toEqual([2, 5, 8]);
  });

  it("stores one batch at a time when nothing may be ahead", async () => {
    const feed = feedOf(6);
    let writing = 0;
    let most = 0;
    const steps: PullCycleSteps<Doc, Cp> = {
      fetch: (from, limit) => Promise.resolve(pull(feed, from, limit)),
      store: () => {
        writing++;
        most = Math.max(most, writing);
        const stored = new Promise<void>((resolve) => setTimeout(resolve, 1)).then(() => void writing--);
        return { issued: nothingBefore.issued, stored };
      },
      saveCheckpoint: () => Promise.resolve(),
      stopped: () => false,
      unlessStopped: (step) => step,
      failed: () => Promise.reject(new Error("nothing fails here")),
      progress: () => undefined,
    };
    expect(await runPullCycle(steps, { checkpoint: undefined, stored: 0 }, { first: 2, rest: 2 }, 0)).toBe(
      true,
    );
    expect(most).toBe(1);
  });
});
