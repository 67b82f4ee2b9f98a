// Work that can wait for the first screen: reading a whole collection into memory competes with the
// first paint for the main thread and IndexedDB (100,000 reservations take a second or more).

/**
 * Resolves once the page is idle (after the first frames are painted), within a second at most;
 * where there is no requestIdleCallback (Node, Safari) at once: nothing to paint first in Node, and
 * Safari then behaves as before.
 */
export function whenIdle(): Promise<void> {
  if (typeof globalThis.requestIdleCallback !== "function") return Promise.resolve();
  return new Promise((resolve) => globalThis.requestIdleCallback(() => resolve(), { timeout: 1_000 }));
}
