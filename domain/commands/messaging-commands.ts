// Inbox writes (operations spec §3, §4): sending a message and setting a channel's flags.
//
// The spec names no REST call for either: its chat runs on a third-party client (GET
// /api/app/messaging/token, POST api/app/messaging/conversation with a body it does not show). Ours
// keep the inbox in the same local-first store as everything else, so they are plain API calls under
// that same /api/app/messaging prefix:
//   POST  /api/app/messaging/channels/{channelId}/messages  { body, clientMessageId }
//   PATCH /api/app/messaging/channels/{channelId}           { archived?, unread?, favorited? }
import { Schema } from "effect";
import { ChannelId } from "../messaging/channel-document.ts";
import { MessageBody, MessageId, type MessageDocument } from "../messaging/message-document.ts";
import { ChannelFlagsPatch, SendMessageBody } from "../messaging/messaging-api.ts";
import { Instant, laterInstant } from "../time/instant.ts";
import { documentKey, defineCommand } from "./command.ts";
import { hasAnyKey, pickDefined, updateDocument } from "./document-update.ts";

export const SendMessagePayload = Schema.Struct({
  channelId: ChannelId,
  body: MessageBody,
  /** Made by the client once per message; the server stores the message under it (message-document.ts). */
  clientMessageId: MessageId,
  /** When the host pressed send, from the command's timestamp. */
  sentAt: Instant,
});
export type SendMessagePayload = typeof SendMessagePayload.Type;

export const sendMessage = defineCommand({
  type: "sendMessage",
  payload: SendMessagePayload,
  summary: "Send a message in a channel",
  method: "POST",
  path: "/api/app/messaging/channels/:channelId/messages",
  paramsOf: (p) => ({ channelId: p.channelId }),
  body: SendMessageBody,
  bodyOf: (p) => ({ body: p.body, clientMessageId: p.clientMessageId }),
  aggregateOf: (p) => documentKey("channels", p.channelId),
  apply: (documents, p) => {
    const channel = documents.channels?.get(p.channelId);
    // Once the mirror holds the message under its id, the server has it: nothing is pending.
    if (!channel || documents.messages?.has(p.clientMessageId)) return {};
    const message: MessageDocument = {
      id: p.clientMessageId,
      channelId: p.channelId,
      authorRole: "host",
      body: p.body,
      sentAt: p.sentAt,
      pending: true,
    };
    const lastMessageAt =
      channel.lastMessageAt === null ? p.sentAt : laterInstant(channel.lastMessageAt, p.sentAt);
    const next = updateDocument(channel, (draft) => {
      draft.lastMessageAt = lastMessageAt;
    });
    return { messages: [message], ...(next ? { channels: [next] } : {}) };
  },
});

const channelFlagKeys = ["archived", "unread", "favorited"] as const;

export const SetChannelFlagsPayload = Schema.Struct({
  channelId: ChannelId,
  archived: Schema.optionalKey(Schema.Boolean),
  unread: Schema.optionalKey(Schema.Boolean),
  favorited: Schema.optionalKey(Schema.Boolean),
}).check(Schema.makeFilter((p) => (hasAnyKey(p, channelFlagKeys) ? undefined : "no flag to set")));
export type SetChannelFlagsPayload = typeof SetChannelFlagsPayload.Type;

export const setChannelFlags = defineCommand({
  type: "setChannelFlags",
  payload: SetChannelFlagsPayload,
  summary: "Archive, favourite or mark a channel unread",
  method: "PATCH",
  path: "/api/app/messaging/channels/:channelId",
  paramsOf: (p) => ({ channelId: p.channelId }),
  body: ChannelFlagsPatch,
  bodyOf: (p) => pickDefined(p, channelFlagKeys),
  aggregateOf: (p) => documentKey("channels", p.channelId),
  apply: (documents, p) => {
    const channel = documents.channels?.get(p.channelId);
    if (!channel) return {};
    const next = updateDocument(channel, (draft) => {
      if (p.archived !== undefined) draft.archived = p.archived;
      if (p.unread !== undefined) draft.unread = p.unread;
      if (p.favorited !== undefined) draft.favorited = p.favorited;
    });
    return next ? { channels: [next] } : {};
  },
});
