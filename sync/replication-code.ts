// RxDB's replication (and its protocol) is code of its own, loaded only once the first screen's
// collections have loaded (issue 6, initial JavaScript). Every replication of the engine loads it
// the same way and waits out failures the same way, from here.
import type { Subject } from "rxjs";

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
