import { useMediaQuery } from "../../ui/use-media-query.ts";

// Below 640 px wide a timeline of days across is unusable: the calendar shows one unit's month.
const query = "(max-width: 639px)";

/** True on a phone-sized screen; follows rotation and resizing. */
export function useNarrowScreen(): boolean {
  return useMediaQuery(query);
}
