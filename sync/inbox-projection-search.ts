// Search as the host types. Once every message is in memory the projection's search index answers
// any search, narrowing or not (a deleted letter, replaced text), without reading the channels'
// texts (domain/messaging/channel-search-index.ts). Until then, each keystroke that only adds to the
// text searched before looks in the previous matches alone, since a text containing "towel" contains
// "towe" too, and anything else (a deleted letter, a changed view, a new snapshot of the store)
// scans the whole view again.
//
// Within one view of one snapshot the rows found for each search are kept: a deleted letter goes
// back to a search typed a moment ago and shows its rows again without filtering the view's
// thousands of channels, and a letter added filters the previous rows only (the index's answer is
// exact, so filtering fewer rows with it changes nothing but the work).
//
// The rows are positions in the view (an Int32Array), not an array of channels: a short search ("t")
// matches nearly all of the view's thousands of channels, and the list paints about twenty of them
// and the count. The view's channels are numbered by the index once per view, so a keystroke reads
// two typed arrays per channel instead of looking each channel's id up in a Map, and keeps no array
// of thousands of pointers alive for the collector to copy and promote (docs/decisions.md, "The
// inbox's search answers positions").
import type { ChannelDocument } from "../domain/messaging/channel-document.ts";
import type { ChannelListQuery } from "../domain/messaging/channel-filter.ts";
import type { ChannelMatches } from "../domain/messaging/channel-search-index.ts";
import { foldSearchText } from "../domain/reservations/reservation-list.ts";

/** The channels a search lists, in list order, read a row at a time. */
export interface ChannelRows {
  readonly length: number;
  /** The row at `index`; undefined outside 0 to length - 1. */
  at(index: number): ChannelDocument | undefined;
  /** Where the channel is among the rows; -1 when it is not one of them. */
  indexOf(channelId: string): number;
  /** The rows from `start` up to `end` (not included), as an array. */
  slice(start: number, end: number): ChannelDocument[];
}

/** Rows of a list that is already an array: a view with no search, or a first screen's. */
export function channelRowsOf(channels: readonly ChannelDocument[]): ChannelRows {
  return {
    length: channels.length,
    at: (index) => channels[index],
    indexOf: (channelId) => channels.findIndex((c) => c.id === channelId),
    slice: (start, end) => channels.slice(start, end),
  };
}

/** The rows at `positions` (ascending) of `view`. */
function rowsAt(view: readonly ChannelDocument[], positions: Int32Array): ChannelRows {
  const at = (index: number) =>
    index >= 0 && index < positions.length ? view[positions[index]!] : undefined;
  return {
    length: positions.length,
    at,
    indexOf(channelId) {
      for (let i = 0; i < positions.length; i++) if (view[positions[i]!]!.id === channelId) return i;
      return -1;
    },
    slice(start, end) {
      const rows: ChannelDocument[] = [];
      for (let i = Math.max(0, start); i < Math.min(end, positions.length); i++) rows.push(at(i)!);
      return rows;
    },
  };
}

export type ChannelSearch = (
  /** The view's channels, listed with the query's filters and no search (channel-filter.ts `listChannels`). */
  view: readonly ChannelDocument[],
  query: ChannelListQuery,
  /** What the matches were computed from: a new snapshot of the store starts afresh. */
  source: object,
) => ChannelRows;

/** How many searches' rows are kept per view and snapshot: a few words typed and deleted. */
const keptSearches = 64;

interface Found {
  /** Positions in the view, ascending. */
  readonly positions: Int32Array;
  readonly rows: ChannelRows;
}

export function createChannelSearch(
  searchTextOf: (channel: ChannelDocument) => string,
  matchingChannels: (foldedSearch: string) => ChannelMatches | undefined = () => undefined,
): ChannelSearch {
  let whole: { readonly view: readonly ChannelDocument[]; readonly rows: ChannelRows } | undefined;
  let kept:
    | {
        readonly view: readonly ChannelDocument[];
        readonly source: object;
        /** Found by folded search, oldest first. */
        readonly found: Map<string, Found>;
        last: { needle: string; found: Found } | undefined;
        /** The view's channels numbered by the index, while its numbering stays. */
        ordinals: { readonly generation: number; readonly ordinals: Int32Array } | undefined;
      }
    | undefined;
  return (view, query, source) => {
    const needle = foldSearchText(query.search);
    if (needle === "") {
      if (whole?.view !== view) whole = { view, rows: channelRowsOf(view) };
      return whole.rows;
    }
    if (kept === undefined || kept.view !== view || kept.source !== source)
      kept = { view, source, found: new Map(), last: undefined, ordinals: undefined };
    let found = kept.found.get(needle);
    if (found) kept.found.delete(needle);
    else {
      const last = kept.last;
      const within = last !== undefined && needle.includes(last.needle) ? last.found.positions : undefined;
      const indexed = matchingChannels(needle);
      let positions: Int32Array;
      if (indexed) {
        if (kept.ordinals?.generation !== indexed.generation)
          kept.ordinals = { generation: indexed.generation, ordinals: indexed.ordinalsOf(view) };
        positions = indexed.select(kept.ordinals.ordinals, within);
      } else {
        // The matching rule of channel-filter.ts `listChannels`; the view is filtered and in list
        // order already, so the positions that match, in order, are its answer.
        const size = within ? within.length : view.length;
        const matched = new Int32Array(size);
        let count = 0;
        for (let i = 0; i < size; i++) {
          const position = within ? within[i]! : i;
          if (searchTextOf(view[position]!).includes(needle)) matched[count++] = position;
        }
        positions = matched.subarray(0, count);
      }
      found = { positions, rows: rowsAt(view, positions) };
      if (kept.found.size >= keptSearches) kept.found.delete(kept.found.keys().next().value!);
    }
    kept.found.set(needle, found);
    kept.last = { needle, found };
    return found.rows;
  };
}
