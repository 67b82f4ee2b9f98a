// Work that may wait: caches a screen will want soon (search texts, a calendar bar's words), done in
// slices while the page is idle, so a key or a click waits for one slice at most.

/** A slice of work: do some while `timeRemaining()` allows; true while more remains. */
export type IdleSlice = (deadline: IdleDeadline) => boolean;

/**
 * Runs `slice` in idle periods, after `settleMs` without being stopped (a first load keeps
 * replacing what the work would read, so it starts once that has settled), until it says it is
 * done. Returns a function that stops it.
 */
export function whileIdle(slice: IdleSlice, settleMs: number): () => void {
  // Safari has no requestIdleCallback: a short timeout with a fixed budget stands in for it.
  const hasIdle = "requestIdleCallback" in window;
  const idle = (run: (deadline: IdleDeadline) => void): number =>
    hasIdle
      ? window.requestIdleCallback(run)
      : window.setTimeout(() => run({ didTimeout: false, timeRemaining: () => 8 }), 50);
  const cancelIdle = (handle: number) =>
    hasIdle ? window.cancelIdleCallback(handle) : window.clearTimeout(handle);
  let handle: number | undefined;
  let stopped = false;
  const step = (deadline: IdleDeadline) => {
    if (stopped) return;
    if (slice(deadline)) handle = idle(step);
  };
  const settle = window.setTimeout(() => {
    handle = idle(step);
  }, settleMs);
  return () => {
    stopped = true;
    window.clearTimeout(settle);
    if (handle !== undefined) cancelIdle(handle);
  };
}
