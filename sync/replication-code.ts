// RxDB's replication (and its protocol) is code of its own, loaded only once the first screen's
// collections have loaded (issue 6, initial JavaScript). Every replication of the engine loads it
// the same way and waits out failures the same way, from here.
import { BehaviorSubject, filter, firstValueFrom, type Subject } from "rxjs";

/** How long a failed pull, write or code load waits before it is tried again. */
export const replicationRetryMs = 5_000;

/** Tried again on the next call when it failed (offline before the chunk was cached). */
let replicationCode: Promise<typeof import("rxdb/plugins/replication")> | undefined;
export const loadReplicationCode = () =>
  (replicationCode ??= import("rxdb/plugins/replication").catch((error: unknown) => {
    replicationCode = undefined;
    throw error;
  }));

/**
 * Runs `step` until it succeeds or the replication stops (then undefined); each failure is told on
 * `error$` and tried again after `replicationRetryMs`.
 */
export async function retryUntilStopped<T>(
  step: () => Promise<T>,
  stopped: () => boolean,
  error$: Subject<Error>,
): Promise<T | undefined> {
  while (!stopped()) {
    try {
      return await step();
    } catch (error) {
      error$.next(error as Error);
      await new Promise((resolve) => setTimeout(resolve, replicationRetryMs));
    }
  }
  return undefined;
}

/**
 * Counts a replication's pulls, so that a catch-up can wait for one that started after it was
 * asked for. RxDB's own awaitInSync also waits for the whole database to be idle (no query or
 * write of any collection in flight), which is right for a replication that pushes local writes
 * but starves while a projection reads its stored documents: a confirmed command then waited
 * 30 s and more to retire on a large host. These replications only pull, so a pull that started
 * after the call, and the store's write of what it brought, is all a catch-up needs.
 */
export interface PullTracker {
  /** Wraps the pull handler: counts the call when it starts and when it answers. */
  track<T>(pull: () => Promise<T>): Promise<T>;
  /** Pulls started so far. */
  started(): number;
  /** Resolves once a pull numbered above `since` has answered. */
  answeredAfter(since: number): Promise<void>;
}

export function createPullTracker(): PullTracker {
  let started = 0;
  const answered$ = new BehaviorSubject(0);
  return {
    async track(pull) {
      const number = ++started;
      const answer = await pull();
      if (number > answered$.value) answered$.next(number);
      return answer;
    },
    started: () => started,
    answeredAfter: async (since) => {
      await firstValueFrom(answered$.pipe(filter((n) => n > since)));
    },
  };
}

/**
 * Resyncs and resolves once a pull that started after the call has answered and its documents are
 * stored: the handler's answer is written inside RxDB's downstream task, which its stream queue
 * holds until the write (and any further batch) is done.
 */
export async function pullAfterNow(
  tracker: PullTracker,
  resync: () => void,
  live: Promise<{
    readonly internalReplicationState?: {
      readonly streamQueue: { readonly down: Promise<unknown> };
      readonly checkpointQueue: Promise<unknown>;
    };
  }>,
): Promise<void> {
  const since = tracker.started();
  resync();
  const state = await live;
  await tracker.answeredAfter(since);
  const internal = state.internalReplicationState;
  if (internal) await Promise.all([internal.streamQueue.down, internal.checkpointQueue]);
}
