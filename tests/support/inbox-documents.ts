// For tests: a channel and a message as the mirrors hold them, with what a test does not set at
// plain defaults (an unread conversation, a guest's message).
import { ChannelId, type ChannelDocument } from "../../domain/messaging/channel-document.ts";
import { MessageId, type MessageDocument } from "../../domain/messaging/message-document.ts";

export const testChannel = (id: string, over: Partial<ChannelDocument> = {}): ChannelDocument => ({
  id: ChannelId.make(id),
  type: "messaging",
  bookingCode: `HB-${id}`,
  guestName: `Guest ${id}`,
  archived: false,
  unread: true,
  favorited: false,
  lastMessageAt: "2026-11-20T10:00:00.000Z",
  seq: 1,
  ...over,
});

export const testMessage = (
  id: string,
  channelId: string,
  sentAt: string,
  body = `body ${id}`,
): MessageDocument => ({
  id: MessageId.make(id),
  channelId: ChannelId.make(channelId),
  authorRole: "guest",
  body,
  sentAt,
  seq: 1,
});
