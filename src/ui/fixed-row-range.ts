// A virtualized list of rows of one fixed height (the inbox's channels): which rows are in view is
// arithmetic on the scroll position, so nothing is kept per row. A general virtualizer
// (@tanstack/react-virtual) keeps a measurement object for every row and makes them all again when
// the count changes, which a search does on every keystroke: 10,000 objects per key for the inbox,
// kept until the next key, for rows whose height never varies.
import { useCallback, useLayoutEffect, useState, type RefObject } from "react";

/** The rows to draw, `start` included and `end` not: those in view and `overscan` more each side. */
export function fixedRowRange(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  count: number,
  overscan: number,
): { readonly start: number; readonly end: number } {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + Math.max(0, viewportHeight)) / rowHeight);
  return { start: Math.min(count, Math.max(0, first - overscan)), end: Math.min(count, last + overscan) };
}

/** Where to scroll so row `index` is wholly in view, moving as little as possible; undefined if it is. */
export function scrollTopToShow(
  index: number,
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
): number | undefined {
  const top = index * rowHeight;
  const bottom = top + rowHeight;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewportHeight) return Math.max(0, bottom - viewportHeight);
  return undefined;
}

/** The rows of `count` in view of `scroller`, kept current as it scrolls and resizes. */
export function useFixedRows(
  scroller: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan: number,
) {
  const [view, setView] = useState({ top: 0, height: 0 });
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    // Read when the list scrolls or resizes (laid out then), not in the state updater: React runs a
    // queued updater in its next render, which may be a keystroke's with the page's changes not laid
    // out yet, and reading the scroll position there forces that layout.
    const update = () => {
      const top = element.scrollTop;
      const height = element.clientHeight;
      setView((seen) => (seen.top === top && seen.height === height ? seen : { top, height }));
    };
    update();
    element.addEventListener("scroll", update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(element);
    return () => {
      element.removeEventListener("scroll", update);
      resized.disconnect();
    };
  }, [scroller]);
  const scrollToIndex = useCallback(
    (index: number) => {
      const element = scroller.current;
      if (!element) return;
      const to = scrollTopToShow(index, element.scrollTop, element.clientHeight, rowHeight);
      if (to !== undefined) element.scrollTop = to;
    },
    [scroller, rowHeight],
  );
  return {
    range: fixedRowRange(view.top, view.height, rowHeight, count, overscan),
    totalHeight: count * rowHeight,
    scrollToIndex,
  };
}
