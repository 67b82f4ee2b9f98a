// A lazy screen that can be fetched ahead of its first render. React.lazy starts its import only when
// it first renders, so even a module already fetched makes it suspend once: its Suspense boundary shows
// the fallback, and React holds back the content that replaces a fallback for up to 300 ms (its
// throttle on revealing content), which was most of a unit page's first open. This one reads its
// import with `use`, which returns a settled promise's value in the same pass: once `preload` has
// finished, the first render neither suspends nor waits. Retries as lazyWithRetry does.
import { createElement, use, type ComponentType } from "react";
import { importWithRetry } from "./lazy-with-retry.ts";

type Loaded<P> = { default: ComponentType<P> };
/** The fields React's `use` reads to tell a settled promise without waiting for it. */
type Tracked<P> = Promise<Loaded<P>> & { status?: string; value?: Loaded<P>; reason?: unknown };

export function lazyWithPreload<P extends object>(load: () => Promise<Loaded<P>>) {
  let loading: Tracked<P> | undefined;
  const preload = (): Tracked<P> => {
    if (loading) return loading;
    const started: Tracked<P> = importWithRetry(load);
    started.then(
      (module) => {
        started.status = "fulfilled";
        started.value = module;
      },
      (error: unknown) => {
        started.status = "rejected";
        started.reason = error;
        // The failed-to-load page shows; a later render or preload starts again.
        if (loading === started) loading = undefined;
      },
    );
    loading = started;
    return started;
  };
  function Preloadable(props: P) {
    const pending: Promise<Loaded<P>> = preload();
    return createElement(use(pending).default, props);
  }
  return Object.assign(Preloadable, { preload });
}
