// What the inbox lists (operations spec §2, §4, §7): the channel status of the route (/messages/all or
// /messages/archived), the unread and favorited filters of the query string, the host's search on
// text, member name and booking code, and only channels active in the last 12 months (§8 "Recent
// channel window"). Pure, so the list filters in memory on every keystroke and a property test can
// compare it with a naive scan.
//
// "all" lists the channels not archived: archiving is how a host clears a conversation out of the
// inbox, as in every mail and chat inbox; the archived view holds them (docs/decisions.md).
import { Schema } from "effect";
import { foldSearchText } from "../reservations/reservation-list.ts";
import { instantMillis } from "../time/instant.ts";
import type { ChannelDocument } from "./channel-document.ts";
import { recentChannelMonths } from "./messaging-api.ts";

export const ChannelStatus = Schema.Literals(["all", "archived"]);
export type ChannelStatus = typeof ChannelStatus.Type;

export interface ChannelListQuery {
  readonly status: ChannelStatus;
  /** `?unread=true`: only channels with unread messages. */
  readonly unread: boolean;
  /** `?favorited=true`: only the host's favourites. */
  readonly favorited: boolean;
  readonly search: string;
  /** Milliseconds since the epoch; the domain never reads the clock. */
  readonly now: number;
}

/**
 * The earliest last-message time still inside the recent window: the same day 12 months back, UTC.
 * The server's `isRecentChannel` (messaging-api.ts) is this rule for one channel; the list computes
 * the cutoff once instead of once per channel, and a property test keeps the two in agreement.
 */
export function recentChannelCutoff(now: number): number {
  const date = new Date(now);
  const cutoff = new Date(now);
  cutoff.setUTCMonth(date.getUTCMonth() - recentChannelMonths);
  // 29 February back to a year without one rolls over to 1 March; one day more in the window is harmless.
  return cutoff.getTime();
}

/**
 * A channel with no message yet was opened for a booking just made, so it is recent; otherwise its
 * last message must fall inside the window.
 */
export function isRecentChannel(channel: ChannelDocument, now: number): boolean {
  return channel.lastMessageAt === null || instantMillis(channel.lastMessageAt) >= recentChannelCutoff(now);
}

/** What a search looks in: the guest's name, the booking code and the bodies of the messages, folded. */
export function channelSearchText(channel: ChannelDocument, messageBodies: Iterable<string>): string {
  let text = `${channel.guestName} ${channel.bookingCode ?? ""}`;
  for (const body of messageBodies) text += ` ${body}`;
  return foldSearchText(text);
}

export function channelMatchesFilters(
  channel: ChannelDocument,
  query: Omit<ChannelListQuery, "search">,
): boolean {
  if (channel.archived !== (query.status === "archived")) return false;
  if (query.unread && !channel.unread) return false;
  if (query.favorited && !channel.favorited) return false;
  return isRecentChannel(channel, query.now);
}

/**
 * `searchTextOf` lets a caller that filters on every keystroke fold each channel once and keep it
 * (the messages of 10,000 channels are far too many to fold per keystroke).
 */
export function listChannels(
  channels: Iterable<ChannelDocument>,
  query: ChannelListQuery,
  searchTextOf: (channel: ChannelDocument) => string = (c) => channelSearchText(c, []),
): ChannelDocument[] {
  const needle = foldSearchText(query.search);
  // Each channel's time is parsed once, not on every comparison of the sort (thousands of matches).
  const matches: Array<{ channel: ChannelDocument; at: number }> = [];
  for (const channel of channels) {
    if (!channelMatchesFilters(channel, query)) continue;
    const at = channel.lastMessageAt === null ? -Infinity : instantMillis(channel.lastMessageAt);
    if (needle && !searchTextOf(channel).includes(needle)) continue;
    matches.push({ channel, at });
  }
  // Newest conversation first; channels without messages after those with, then by id, so the order is stable.
  matches.sort((a, b) => {
    if (a.at !== b.at) return b.at > a.at ? 1 : -1;
    return a.channel.id < b.channel.id ? -1 : a.channel.id > b.channel.id ? 1 : 0;
  });
  return matches.map((m) => m.channel);
}

/** The unread conversations of the inbox (not archived, recent): what the nav badge and title count. */
export function unreadChannelCount(channels: Iterable<ChannelDocument>, now: number): number {
  let count = 0;
  for (const channel of channels)
    if (
      channel.unread &&
      channelMatchesFilters(channel, { status: "all", unread: true, favorited: false, now })
    )
      count += 1;
  return count;
}

/** The filters of the query string: `unread` and `favorited` count as set when "true" (or "1"). */
export function channelFiltersOf(params: URLSearchParams): { unread: boolean; favorited: boolean } {
  const on = (name: string) => ["true", "1"].includes(params.get(name) ?? "");
  return { unread: on("unread"), favorited: on("favorited") };
}
