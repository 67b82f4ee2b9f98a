// The words of one channel row, from the live projection: what the list draws and what its first
// screen keeps (one definition, so the kept copy looks exactly like the live row it stands for).
import { useMemo } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { ChannelDocument } from "../../../domain/messaging/channel-document.ts";
import type { ChannelRowView } from "../../../domain/first-screen/first-screen.ts";
import type { InboxSnapshot } from "../../../sync/inbox-projection.ts";
import { intlLocale } from "../../i18n/i18n.ts";

/**
 * The channel has messages that are not in memory yet: the projection reads them once a screen shows
 * the inbox (sync/inbox-projection.ts), so until then an empty conversation is "loading", not "none".
 */
export function messagesStillLoading(
  channel: ChannelDocument,
  snapshot: Pick<InboxSnapshot, "complete">,
): boolean {
  return !snapshot.complete && channel.lastMessageAt !== null;
}

export function channelRowView(
  channel: ChannelDocument,
  snapshot: Pick<InboxSnapshot, "messagesOf" | "pendingChannels" | "complete">,
  time: (channel: ChannelDocument) => string,
  keptLastMessages?: ReadonlyMap<string, string>,
): ChannelRowView {
  const messages = snapshot.messagesOf(channel.id);
  // The channels are read before their messages: until those are in memory, the row keeps the last
  // message its kept first screen showed rather than flashing "no messages yet".
  const last =
    messages[messages.length - 1]?.message.body ??
    (snapshot.complete ? undefined : keptLastMessages?.get(channel.id)) ??
    "";
  return {
    id: channel.id,
    guestName: channel.guestName,
    unread: channel.unread,
    favorited: channel.favorited,
    bookingCode: channel.bookingCode,
    lastMessage: last,
    time: time(channel),
    pending: snapshot.pendingChannels.has(channel.id),
  };
}

/**
 * The row's day in the chosen language. Each channel's time is formatted once per language
 * (documents are replaced on change, so the WeakMap never serves a stale one): a keystroke redraws
 * the rows in view, mostly ones seen before.
 */
export function useChannelTimeFormat(): (channel: ChannelDocument) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(intlLocale(i18n.language), { day: "numeric", month: "short" });
    const formatted = new WeakMap<ChannelDocument, string>();
    return (channel: ChannelDocument) => {
      let text = formatted.get(channel);
      if (text === undefined) {
        text = channel.lastMessageAt === null ? "" : format.format(Date.parse(channel.lastMessageAt));
        formatted.set(channel, text);
      }
      return text;
    };
  }, [i18n.language]);
}
