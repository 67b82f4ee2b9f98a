// What a channel row says while its messages are still being read, and after: "loading", the kept
// first screen's last message, the live last message, or "no messages yet". Every combination of the
// inputs that decide it is checked.
import { describe, expect, it } from "vitest";
import { ChannelId, type ChannelDocument } from "../../../domain/messaging/channel-document.ts";
import { MessageId } from "../../../domain/messaging/message-document.ts";
import type { InboxMessage } from "../../../sync/inbox-projection.ts";
import { channelRowView, messagesStillLoading } from "./channel-row-view.ts";

const channel = (lastMessageAt: string | null): ChannelDocument => ({
  id: ChannelId.make("ch-1"),
  type: "messaging",
  bookingCode: "HB-1",
  guestName: "Ana",
  archived: false,
  unread: false,
  favorited: false,
  lastMessageAt,
  seq: 1,
});

const message = (body: string): InboxMessage => ({
  message: {
    id: MessageId.make("msg-0001"),
    channelId: ChannelId.make("ch-1"),
    authorRole: "guest",
    body,
    sentAt: "2026-11-20T10:00:00.000Z",
  },
  state: "sent",
});

const snapshot = (complete: boolean, messages: readonly InboxMessage[]) => ({
  complete,
  messagesOf: () => messages,
  pendingChannels: new Set<string>(),
});

const kept = new Map([["ch-1", "See you at noon (kept)"]]);
const time = () => "20 Nov";

describe("a channel row while its messages are read", () => {
  const cases = [
    // All messages read; the channel has a last message's time; its messages in memory; a kept copy.
    { complete: false, lastAt: true, inMemory: false, keptCopy: false, loading: true, last: "" },
    {
      complete: false,
      lastAt: true,
      inMemory: false,
      keptCopy: true,
      loading: true,
      last: "See you at noon (kept)",
    },
    { complete: false, lastAt: true, inMemory: true, keptCopy: true, loading: true, last: "Live body" },
    { complete: false, lastAt: false, inMemory: false, keptCopy: false, loading: false, last: "" },
    {
      complete: false,
      lastAt: false,
      inMemory: false,
      keptCopy: true,
      loading: false,
      last: "See you at noon (kept)",
    },
    // Once every message is read, the kept copy may be stale: only the live messages count.
    { complete: true, lastAt: true, inMemory: false, keptCopy: true, loading: false, last: "" },
    { complete: true, lastAt: true, inMemory: true, keptCopy: true, loading: false, last: "Live body" },
    { complete: true, lastAt: false, inMemory: false, keptCopy: false, loading: false, last: "" },
  ] as const;

  for (const c of cases)
    it(`complete ${c.complete}, last message time ${c.lastAt}, in memory ${c.inMemory}, kept ${c.keptCopy}`, () => {
      const doc = channel(c.lastAt ? "2026-11-20T10:00:00.000Z" : null);
      const snap = snapshot(c.complete, c.inMemory ? [message("Older"), message("Live body")] : []);
      const view = channelRowView(doc, snap, time, c.keptCopy ? kept : undefined);
      expect(messagesStillLoading(doc, snap)).toBe(c.loading);
      expect(view.lastMessage).toBe(c.last);
    });

  it("marks a channel with a command waiting as pending", () => {
    const snap = { ...snapshot(true, []), pendingChannels: new Set(["ch-1"]) };
    expect(channelRowView(channel(null), snap, time).pending).toBe(true);
    expect(channelRowView(channel(null), snapshot(true, []), time).pending).toBe(false);
  });
});
