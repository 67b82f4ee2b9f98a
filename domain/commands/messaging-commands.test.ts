import { Exit, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { ChannelId } from "../messaging/channel-document.ts";
import { MessageId } from "../messaging/message-document.ts";
import { sendMessage, setChannelFlags } from "./messaging-commands.ts";
import { localDocumentsOf, sampleChannel, sampleMessage } from "./sample-documents.ts";

const channelId = ChannelId.make("c-1");
const send = {
  channelId,
  body: "Yes, in the courtyard.",
  clientMessageId: MessageId.make("msg-0001"),
  sentAt: "2025-05-02T10:30:00.000Z",
};

describe("sendMessage", () => {
  it("replays as POST /api/app/messaging/channels/{channelId}/messages with body and clientMessageId", () => {
    expect(sendMessage.toRestCall(send)).toEqual({
      method: "POST",
      path: "/api/app/messaging/channels/c-1/messages",
      body: { body: "Yes, in the courtyard.", clientMessageId: "msg-0001" },
    });
  });

  it("appends a pending message from the host and moves the channel's last message time", () => {
    const changes = sendMessage.apply(localDocumentsOf({ channels: [sampleChannel()], messages: [] }), send);
    expect(changes.messages).toEqual([
      {
        id: "msg-0001",
        channelId: "c-1",
        authorRole: "host",
        body: "Yes, in the courtyard.",
        sentAt: "2025-05-02T10:30:00.000Z",
        pending: true,
      },
    ]);
    expect(changes.channels?.[0]?.lastMessageAt).toBe("2025-05-02T10:30:00.000Z");
  });

  it("keeps a later last message time, compared as time and not as text", () => {
    const channel = sampleChannel({ lastMessageAt: "2025-05-02T10:30:00.500Z" });
    const changes = sendMessage.apply(localDocumentsOf({ channels: [channel] }), {
      ...send,
      sentAt: "2025-05-02T10:30:00Z",
    });
    expect(changes.messages).toHaveLength(1);
    expect(changes.channels).toBeUndefined();
  });

  it("adds nothing once the mirror holds the message, or without the channel", () => {
    const stored = sampleMessage({ id: MessageId.make("msg-0001"), authorRole: "host" });
    expect(
      sendMessage.apply(localDocumentsOf({ channels: [sampleChannel()], messages: [stored] }), send),
    ).toEqual({});
    expect(sendMessage.apply(localDocumentsOf({ messages: [] }), send)).toEqual({});
  });

  it("refuses a blank message and a timestamp that is not a UTC instant", () => {
    const decode = Schema.decodeUnknownExit(sendMessage.payload);
    expect(Exit.isFailure(decode({ ...send, body: "   " }))).toBe(true);
    expect(Exit.isFailure(decode({ ...send, sentAt: "2025-02-30T10:00:00Z" }))).toBe(true);
    expect(Exit.isFailure(decode({ ...send, sentAt: "2025-05-02T10:30:00+02:00" }))).toBe(true);
  });
});

describe("setChannelFlags", () => {
  it("replays as PATCH /api/app/messaging/channels/{channelId} with only the flags given", () => {
    expect(setChannelFlags.toRestCall({ channelId, archived: true, unread: false })).toEqual({
      method: "PATCH",
      path: "/api/app/messaging/channels/c-1",
      body: { archived: true, unread: false },
    });
  });

  it("sets the flags on the channel", () => {
    const [channel] =
      setChannelFlags.apply(localDocumentsOf({ channels: [sampleChannel()] }), { channelId, favorited: true })
        .channels ?? [];
    expect([channel?.favorited, channel?.unread, channel?.archived]).toEqual([true, true, false]);
    expect(
      setChannelFlags.apply(localDocumentsOf({ channels: [sampleChannel()] }), { channelId, unread: true }),
    ).toEqual({});
  });

  it("refuses a command that sets no flag", () => {
    expect(Exit.isFailure(Schema.decodeUnknownExit(setChannelFlags.payload)({ channelId: "c-1" }))).toBe(
      true,
    );
  });
});
