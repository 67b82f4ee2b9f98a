// The shapes of the messaging calls (operations spec §3, §6, §7) that the commands do not already
// define: the inbox's channel query, opening a booking's conversation, the chat token, and the
// guest side (login with booking code and email, the guest's chat). One definition serves the
// server's decoders and the client's forms.
import { Schema } from "effect";
import { Instant } from "../time/instant.ts";
import { ChannelId, ChannelType } from "./channel-document.ts";
import { MessageBody, MessageDocument, MessageId } from "./message-document.ts";

/** The spec's recent channel window (§8): the inbox lists channels active in the last 12 months. */
export const recentChannelMonths = 12;

/** The guest token cookie lasts 86,400 s (spec §6, §8); the token inside it expires with it. */
export const guestTokenSeconds = 86_400;
export const guestTokenCookie = "hearth_guest";

/** The host's chat token (GET /api/app/messaging/token) proves a chat session for 15 minutes. */
export const chatTokenSeconds = 900;

const QueryFlag = Schema.Literals(["true", "false"]);

/** GET /api/app/messaging/channels: query-string values, as text (the server adds page and limit). */
export const ChannelsQuery = Schema.Struct({
  type: Schema.optional(ChannelType),
  archived: Schema.optional(QueryFlag),
  unread: Schema.optional(QueryFlag),
  favorited: Schema.optional(QueryFlag),
  /** Matches message text, a member's name or the booking code. */
  search: Schema.optional(Schema.String.check(Schema.isMaxLength(200))),
});

/** The body of POST …/channels/{channelId}/messages and of the guest's POST /api/guest/chat/messages. */
export const SendMessageBody = Schema.Struct({ body: MessageBody, clientMessageId: MessageId });
export type SendMessageBody = typeof SendMessageBody.Type;

/** PATCH /api/app/messaging/channels/{channelId}: only the three flags; an empty patch changes nothing. */
export const ChannelFlagsPatch = Schema.Struct({
  archived: Schema.optionalKey(Schema.Boolean),
  unread: Schema.optionalKey(Schema.Boolean),
  favorited: Schema.optionalKey(Schema.Boolean),
});
export type ChannelFlagsPatch = typeof ChannelFlagsPatch.Type;

export const BookingCode = Schema.String.check(
  Schema.isMinLength(1),
  Schema.isMaxLength(32),
  Schema.isPattern(/^[A-Za-z0-9-]+$/),
);

/** POST /api/app/messaging/conversation: open (or find) the conversation of one of the host's bookings. */
export const ConversationPayload = Schema.Struct({ bookingCode: BookingCode });
export type ConversationPayload = typeof ConversationPayload.Type;

export const ChatToken = Schema.Struct({ token: Schema.String, expiresIn: Schema.Number });
export type ChatToken = typeof ChatToken.Type;

/** POST /api/guest/login. The email is compared without case. */
export const GuestLoginPayload = Schema.Struct({
  bookingCode: BookingCode,
  email: Schema.String.check(
    Schema.isMinLength(3),
    Schema.isMaxLength(254),
    Schema.isPattern(/^[^\s@]+@[^\s@]+$/),
  ),
});
export type GuestLoginPayload = typeof GuestLoginPayload.Type;

export const GuestSession = Schema.Struct({
  token: Schema.String,
  expiresIn: Schema.Number,
  channelId: ChannelId,
});
export type GuestSession = typeof GuestSession.Type;

/** What the guest sees of the booking the chat is about. */
export const GuestChatSummary = Schema.Struct({
  channelId: ChannelId,
  bookingCode: Schema.String,
  guestName: Schema.String,
  hostName: Schema.String,
  unitTitle: Schema.String,
  checkIn: Schema.String,
  checkOut: Schema.String,
});
export type GuestChatSummary = typeof GuestChatSummary.Type;

/** GET /api/guest/chat: the summary and the latest messages, oldest first. */
export const GuestChat = Schema.Struct({
  channel: GuestChatSummary,
  messages: Schema.Array(MessageDocument),
});
export type GuestChat = typeof GuestChat.Type;

/** Whether a channel counts as recent at `now`: its last activity within the last 12 months. */
export function isRecentChannel(lastActivity: Instant, now: Instant): boolean {
  const cutoff = new Date(Date.parse(now));
  cutoff.setUTCMonth(cutoff.getUTCMonth() - recentChannelMonths);
  return Date.parse(lastActivity) >= cutoff.getTime();
}
