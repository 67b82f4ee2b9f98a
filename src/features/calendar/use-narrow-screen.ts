import { useSyncExternalStore } from "react";

// Below 640 px wide a timeline of days across is unusable: the calendar shows one unit's month.
const query = "(max-width: 639px)";

const subscribe = (listener: () => void) => {
  const list = window.matchMedia(query);
  list.addEventListener("change", listener);
  return () => list.removeEventListener("change", listener);
};

/** True on a phone-sized screen; follows rotation and resizing. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
