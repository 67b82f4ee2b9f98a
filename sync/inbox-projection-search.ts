// Search as the host types. Once every message is in memory the projection's search index answers
// any search, narrowing or not (a deleted letter, replaced text), without reading the channels'
// texts (domain/messaging/channel-search-index.ts). Until then, each keystroke that only adds to the
// text searched before looks in the previous matches alone, since a text containing "towel" contains
// "towe" too, and anything else (a deleted letter, a changed view, a new snapshot of the store)
// scans the whole view again.
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

export function createChannelSearch(
  searchTextOf: (channel: ChannelDocument) => string,
  matchingChannels: (foldedSearch: string) => ChannelMatches | undefined = () => undefined,
): ChannelSearch {
  let last:
    { view: readonly ChannelDocument[]; source: object; needle: string; rows: ChannelDocument[] } | undefined;
  return (view, query, source) => {
    const needle = foldSearchText(query.search);
    if (needle === "") return view;
    const indexed = matchingChannels(needle);
    if (indexed) {
      // The view is in list order already: keeping it is cheaper than sorting the matches again.
      const rows = view.filter((channel) => indexed.has(channel.id));
      last = undefined;
      return rows;
    }
    const narrowing =
      last !== undefined && last.view === view && last.source === source && needle.includes(last.needle);
    const rows = listChannels(narrowing ? last!.rows : view, query, searchTextOf);
    last = { view, source, needle, rows };
    return rows;
  };
}
