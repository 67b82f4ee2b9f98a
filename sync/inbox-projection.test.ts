// The inbox projection follows the channels and messages mirrors, shows a message the host sends at
// once (pending) and exactly once after the server's copy arrives under the same id, overlays flag
// changes, and keeps a refused send in place, marked failed, until the host retries or discards it.
import { describe, expect, it } from "vitest";
import { getRxStorageMemory } from "rxdb/plugins/storage-memory";
import { ChannelId } from "../domain/messaging/channel-document.ts";
import { MessageId } from "../domain/messaging/message-document.ts";
import { withDevChecks } from "./dev-storage.ts";
import { openInboxProjection } from "./inbox-projection.ts";
import { openLocalDatabase } from "./local-database.ts";
import { createOutbox } from "./outbox.ts";
import { parkedCommandsKey } from "./parked-commands.ts";
import { memoryWebStorage, storageThatFillsUp } from "../tests/support/storage-that-fills-up.ts";
import { testChannel, testMessage } from "../tests/support/inbox-documents.ts";

const until = async (check: () => boolean) => {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
};

const channel = testChannel;
const message = testMessage;

async function open({ waitForAll = true } = {}) {
  const db = await openLocalDatabase({
    name: `inbox-projection-${Math.random().toString(36).slice(2)}`,
    storage: withDevChecks(getRxStorageMemory()),
    multiInstance: false,
  });
  await db.collections.channels.bulkInsert([
    channel("c1"),
    channel("c2", { lastMessageAt: "2026-11-21T10:00:00.000Z" }),
  ]);
  await db.collections.messages.bulkInsert([
    message("m-000002", "c1", "2026-11-20T10:00:00.000Z", "Where are the towels?"),
    message("m-000001", "c1", "2026-11-19T10:00:00.000Z", "Hello"),
    message("m-000003", "c2", "2026-11-21T10:00:00.000Z"),
  ]);
  const inbox = await openInboxProjection(db.collections, { waitForAll });
  let n = 0;
  const outbox = createOutbox({
    collections: db.collections,
    now: () => Date.parse("2026-11-22T12:00:00.000Z"),
    newId: () => `cmd-${String(++n).padStart(8, "0")}`,
  });
  const close = async () => {
    inbox.close();
    await db.close();
  };
  return { db, inbox, outbox, close };
}

describe("inbox projection", () => {
  it("reads channels and each channel's messages in order, and searches their text", async () => {
    const { inbox, close } = await open();
    const snapshot = inbox.getSnapshot();
    expect(snapshot.ready && snapshot.complete).toBe(true);
    expect([...snapshot.channels.keys()].sort()).toEqual(["c1", "c2"]);
    expect(snapshot.messagesOf("c1").map((m) => [m.message.id, m.state])).toEqual([
      ["m-000001", "sent"],
      ["m-000002", "sent"],
    ]);
    expect(snapshot.searchTextOf(snapshot.channels.get("c1")!)).toContain("where are the towels?");
    expect(snapshot.searchTextOf(snapshot.channels.get("c2")!)).not.toContain("towels");
    const towels = snapshot.matchingChannels("towels")!;
    expect([towels.has("c1"), towels.has("c2")]).toEqual([true, false]);
    const code = snapshot.matchingChannels("hb-c2")!;
    expect([code.has("c1"), code.has("c2")]).toEqual([false, true]);
    await close();
  });

  it("shows a sent message pending at once, then once as sent when the mirror has it", async () => {
    const { db, inbox, outbox, close } = await open();
    await outbox.enqueue("sendMessage", {
      channelId: ChannelId.make("c1"),
      body: "Under the sink",
      clientMessageId: MessageId.make("client-0001"),
      sentAt: "2026-11-22T12:00:00.000Z",
    });
    await until(() => inbox.getSnapshot().messagesOf("c1").length === 3);
    let snapshot = inbox.getSnapshot();
    expect(snapshot.messagesOf("c1").at(-1)).toMatchObject({ state: "pending", commandId: "cmd-00000001" });
    expect(snapshot.channels.get("c1")?.lastMessageAt).toBe("2026-11-22T12:00:00.000Z");
    expect(snapshot.pendingChannels.has("c1")).toBe(true);

    // The server's copy arrives (replication writes the mirror), the command is still in the outbox.
    await db.collections.messages.insert({
      ...message("client-0001", "c1", "2026-11-22T12:00:01.000Z", "Under the sink"),
      authorRole: "host",
    });
    await until(() => inbox.getSnapshot().messagesOf("c1").at(-1)?.state === "sent");
    snapshot = inbox.getSnapshot();
    expect(snapshot.messagesOf("c1").filter((m) => m.message.id === "client-0001")).toHaveLength(1);
    await close();
  });

  it("overlays flag changes and keeps a refused send, marked failed, until discarded", async () => {
    const { db, inbox, outbox, close } = await open();
    await outbox.enqueue("setChannelFlags", {
      channelId: ChannelId.make("c2"),
      archived: true,
      unread: false,
    });
    await until(() => inbox.getSnapshot().channels.get("c2")?.archived === true);
    expect(inbox.getSnapshot().channels.get("c2")?.unread).toBe(false);

    const entry = await outbox.enqueue("sendMessage", {
      channelId: ChannelId.make("c1"),
      body: "Lost",
      clientMessageId: MessageId.make("client-0002"),
      sentAt: "2026-11-22T12:00:00.000Z",
    });
    await db.collections.outbox
      .findOne(entry.id)
      .patch({ state: "failed", failure: { status: 422, message: "too late", conflict: false } });
    await until(() => inbox.getSnapshot().messagesOf("c1").at(-1)?.state === "failed");
    expect(inbox.getSnapshot().messagesOf("c1").at(-1)).toMatchObject({
      commandId: entry.id,
      failure: "too late",
    });
    expect(inbox.getSnapshot().failed.map((e) => e.id)).toEqual([entry.id]);

    await outbox.discard(entry.id);
    await until(() => inbox.getSnapshot().messagesOf("c1").length === 2);
    await close();
  });

  it("keeps a message sent while the device is full in its conversation, pending, across a reload", async () => {
    const { storage, state } = storageThatFillsUp();
    const db = await openLocalDatabase({
      name: `inbox-parked-${Math.random().toString(36).slice(2)}`,
      storage,
      multiInstance: false,
    });
    await db.collections.channels.insert(channel("c1"));
    const webStorage = memoryWebStorage();
    let n = 0;
    const openOutbox = () =>
      createOutbox({
        collections: db.collections,
        now: () => Date.parse("2026-11-22T12:00:00.000Z"),
        newId: () => `cmd-${String(++n).padStart(8, "0")}`,
        parking: { storage: webStorage, key: parkedCommandsKey(db.name) },
      });
    const outbox = openOutbox();
    const inbox = await openInboxProjection(db.collections, { waitForAll: true, outbox });
    await outbox.prepare();
    state.full = true;
    const send = {
      channelId: ChannelId.make("c1"),
      body: "Keys under the mat",
      clientMessageId: MessageId.make("client-0003"),
      sentAt: "2026-11-22T12:00:00.000Z",
    };
    const parked = await outbox.enqueue("sendMessage", send);
    expect(
      inbox
        .getSnapshot()
        .messagesOf("c1")
        .map((m) => [m.message.body, m.state, m.commandId]),
    ).toEqual([["Keys under the mat", "pending", parked.id]]);
    inbox.close();
    outbox.close();

    // A reload while the store is still full: the message is still there, once.
    const reloadedOutbox = openOutbox();
    const reloaded = await openInboxProjection(db.collections, { waitForAll: true, outbox: reloadedOutbox });
    await until(() => reloaded.getSnapshot().messagesOf("c1").length === 1);
    expect(reloaded.getSnapshot().messagesOf("c1")[0]).toMatchObject({
      state: "pending",
      commandId: parked.id,
    });
    expect(reloaded.getSnapshot().pendingChannels.has("c1")).toBe(true);
    state.full = false;
    expect(await reloadedOutbox.moveParked()).toBe(0);
    expect(webStorage.items.size).toBe(0);
    expect(await db.collections.outbox.count().exec()).toBe(1);
    expect(
      reloaded
        .getSnapshot()
        .messagesOf("c1")
        .map((m) => m.commandId),
    ).toEqual([parked.id]);
    reloaded.close();
    reloadedOutbox.close();
    await db.close();
  });

  it("reads the messages only once a screen shows the inbox, keeping any that arrived before", async () => {
    const { db, inbox, close } = await open({ waitForAll: false });
    expect(inbox.getSnapshot().ready).toBe(true);
    // Time enough for a read that was not waiting for the inbox to be shown to have finished.
    await new Promise((r) => setTimeout(r, 100));
    expect(inbox.getSnapshot().complete).toBe(false);
    expect(inbox.getSnapshot().messagesOf("c1")).toEqual([]);
    await db.collections.messages.insert(
      message("m-000004", "c1", "2026-11-22T09:00:00.000Z", "Arriving late"),
    );
    await until(() => inbox.getSnapshot().messagesOf("c1").length === 1);
    expect(inbox.getSnapshot().complete).toBe(false);
    inbox.shown!();
    await until(() => inbox.getSnapshot().complete);
    expect(
      inbox
        .getSnapshot()
        .messagesOf("c1")
        .map((m) => m.message.id),
    ).toEqual(["m-000001", "m-000002", "m-000004"]);
    expect(inbox.getSnapshot().matchingChannels("towels")?.has("c1")).toBe(true);
    await close();
  });

  it("follows new messages and channels from the mirror", async () => {
    const { db, inbox, close } = await open();
    const before = inbox.getSnapshot().channels;
    await db.collections.channels.insert(channel("c3"));
    await db.collections.messages.insert(
      message("m-000004", "c3", "2026-11-22T09:00:00.000Z", "Arriving late"),
    );
    await until(() => inbox.getSnapshot().messagesOf("c3").length === 1);
    const snapshot = inbox.getSnapshot();
    expect(snapshot.channels).not.toBe(before);
    expect(snapshot.searchTextOf(snapshot.channels.get("c3")!)).toContain("arriving late");
    // The search index follows: the new channel and message are found, a deleted message no more.
    expect(snapshot.matchingChannels("arriving late")!.has("c3")).toBe(true);
    await db.collections.messages.findOne("m-000002").remove();
    await until(() => inbox.getSnapshot().messagesOf("c1").length === 1);
    expect(inbox.getSnapshot().matchingChannels("towels")!.has("c1")).toBe(false);
    expect(inbox.getSnapshot().matchingChannels("hello")!.has("c1")).toBe(true);
    await close();
  });
});
