// Whether a media query matches, followed as the window turns or resizes. Each query's list is made
// once: `window.matchMedia` parses and evaluates the query on every call, and the reservations list
// asked on every render (a trace of search keystrokes put it at a tenth of a millisecond each).
import { useCallback, useSyncExternalStore } from "react";

const lists = new Map<string, MediaQueryList>();

function mediaQueryList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (list === undefined) lists.set(query, (list = window.matchMedia(query)));
  return list;
}

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = mediaQueryList(query);
      list.addEventListener("change", listener);
      return () => list.removeEventListener("change", listener);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaQueryList(query).matches);
}
