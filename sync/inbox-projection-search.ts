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
import type { ChannelDocument } from "../domain/messaging/channel-document.ts";
import { listChannels, type ChannelListQuery } from "../domain/messaging/channel-filter.ts";
import type { ChannelMatches } from "../domain/messaging/channel-search-index.ts";
import { foldSearchText } from "../domain/reservations/reservation-list.ts";

export type ChannelSearch = (
  /** The view's channels, listed with the query's filters and no search. */
  view: readonly ChannelDocument[],
  query: ChannelListQuery,
  /** What the matches were computed from: a new snapshot of the store starts afresh. */
  source: object,
) => readonly ChannelDocument[];

/** How many searches' rows are kept per view and snapshot: a few words typed and deleted. */
const keptSearches = 64;

export function createChannelSearch(
  searchTextOf: (channel: ChannelDocument) => string,
  matchingChannels: (foldedSearch: string) => ChannelMatches | undefined = () => undefined,
): ChannelSearch {
  let kept:
    | {
        readonly view: readonly ChannelDocument[];
        readonly source: object;
        /** Rows by folded search, oldest first. */
        readonly rows: Map<string, readonly ChannelDocument[]>;
        last: { needle: string; rows: readonly ChannelDocument[] } | undefined;
      }
    | undefined;
  return (view, query, source) => {
    const needle = foldSearchText(query.search);
    if (needle === "") return view;
    if (kept === undefined || kept.view !== view || kept.source !== source)
      kept = { view, source, rows: new Map(), last: undefined };
    let rows = kept.rows.get(needle);
    if (rows) kept.rows.delete(needle);
    else {
      const last = kept.last;
      const from = last !== undefined && needle.includes(last.needle) ? last.rows : view;
      const indexed = matchingChannels(needle);
      // The view is in list order already, and so are the previous rows: keeping that order is
      // cheaper than sorting the matches again.
      rows = indexed
        ? from.filter((channel) => indexed.has(channel.id))
        : listChannels(from, query, searchTextOf);
      if (kept.rows.size >= keptSearches) kept.rows.delete(kept.rows.keys().next().value!);
    }
    kept.rows.set(needle, rows);
    kept.last = { needle, rows };
    return rows;
  };
}
