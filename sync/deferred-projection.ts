// A projection the first screen does not read (the calendar's, the inbox's): its code and its
// first read come once the first screen has painted. Until then it answers a not-ready snapshot,
// which the screens already show as loading (docs/decisions.md, "The first screen's JavaScript").
import { whenIdle } from "./when-idle.ts";

export interface Projection<S> {
  readonly getSnapshot: () => S;
  readonly subscribe: (listener: () => void) => () => void;
  /** A screen shows it: prepare what only its screen needs (the inbox's search index). */
  readonly shown?: () => void;
  close(): void;
}

export interface DeferredProjection<S> extends Projection<S> {
  /**
   * Opens it now instead of after the first paint: called by the screen that shows it, as that
   * screen is then the first one (a reload of /calendar), and waiting for an idle moment on a page
   * busy reading its store only delays its first row.
   */
  openNow(): void;
  /**
   * Once it has opened (or failed to), if a screen asked for it with `openNow`; at once if none has.
   * What no one is looking at waits for it (sync/sync-engine.ts): on a reload of /calendar the
   * inbox's read of every channel and message would take turns with the calendar's on the main thread.
   */
  whenShown(): Promise<void>;
}

export function deferredProjection<S>(
  notReady: S,
  open: () => Promise<Projection<S>>,
  /** What must happen first (the first screen's rows); then the page's next idle moment. */
  after: Promise<unknown> = Promise.resolve(),
): DeferredProjection<S> {
  let opened: Projection<S> | undefined;
  let closed = false;
  let started = false;
  let askedFor = false;
  let opening: Promise<void> = Promise.resolve();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const start = () => {
    if (started || closed) return;
    started = true;
    opening = open().then(
      (projection) => {
        if (closed) return projection.close();
        opened = projection;
        if (askedFor) projection.shown?.();
        projection.subscribe(notify);
        notify();
      },
      // The chunk could not load (offline before it was cached): the screen stays loading.
      () => undefined,
    );
  };
  void after.then(whenIdle).then(start, start);
  return {
    openNow() {
      askedFor = true;
      start();
      opened?.shown?.();
    },
    whenShown: () => (askedFor ? opening : Promise.resolve()),
    getSnapshot: () => (opened ? opened.getSnapshot() : notReady),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      closed = true;
      opened?.close();
      listeners.clear();
    },
  };
}
