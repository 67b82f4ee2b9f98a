// The local copy of a chat channel (operations spec §3, §4): one conversation of the host's inbox.
// The host only ever holds channels they are a member of (spec §6), so members are not kept; the
// guest's name and the booking code are what the inbox lists and searches.
import { Schema } from "effect";
import { Instant } from "../time/instant.ts";

export const ChannelId = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)).pipe(
  Schema.brand("ChannelId"),
);
export type ChannelId = typeof ChannelId.Type;

export const ChannelType = Schema.Literals(["marketing", "messaging"]);
export type ChannelType = typeof ChannelType.Type;

export const ChannelDocument = Schema.Struct({
  id: ChannelId,
  type: ChannelType,
  /** The booking the conversation is about; null for marketing channels and open questions. */
  bookingCode: Schema.NullOr(Schema.String),
  guestName: Schema.String,
  archived: Schema.Boolean,
  unread: Schema.Boolean,
  favorited: Schema.Boolean,
  /** Null for a channel without messages yet. */
  lastMessageAt: Schema.NullOr(Instant),
  /** The host's change sequence number of the last write to this channel. */
  seq: Schema.Number,
});
export type ChannelDocument = typeof ChannelDocument.Type;

/** The flags a host sets on a channel from the inbox. */
export const ChannelFlag = Schema.Literals(["archived", "unread", "favorited"]);
export type ChannelFlag = typeof ChannelFlag.Type;
