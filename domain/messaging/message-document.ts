// The local copy of one chat message. A message the host sent is shown at once, marked pending, under
// the id the client gave it (clientMessageId): the server stores it under that same id, so when the
// mirror catches up its copy replaces the pending one instead of showing the message twice.
import { Schema } from "effect";
import { Instant } from "../time/instant.ts";
import { ChannelId } from "./channel-document.ts";

export const MessageId = Schema.String.check(Schema.isMinLength(8), Schema.isMaxLength(64)).pipe(
  Schema.brand("MessageId"),
);
export type MessageId = typeof MessageId.Type;

export const MessageAuthorRole = Schema.Literals(["host", "guest", "system"]);
export type MessageAuthorRole = typeof MessageAuthorRole.Type;

/** Our bound (the spec names none): long enough for house rules pasted into a chat. */
export const maxMessageLength = 5000;

export const MessageBody = Schema.String.check(
  Schema.isMinLength(1),
  Schema.isMaxLength(maxMessageLength),
  Schema.makeFilter((value: string) => (value.trim() === "" ? "a message needs some text" : undefined)),
);
export type MessageBody = typeof MessageBody.Type;

export const MessageDocument = Schema.Struct({
  id: MessageId,
  channelId: ChannelId,
  authorRole: MessageAuthorRole,
  body: Schema.String,
  sentAt: Instant,
  /** Only on a message the host sent that the server has not stored yet. */
  pending: Schema.optionalKey(Schema.Boolean),
  /** The host's change sequence number of the write; absent on a message only the overlay holds. */
  seq: Schema.optionalKey(Schema.Number),
});
export type MessageDocument = typeof MessageDocument.Type;
