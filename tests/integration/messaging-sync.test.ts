// Messaging through the real sync engine (on the server's contract): channels and messages
// replicate into the local store, a host's sendMessage command reaches the server exactly once
// under its clientMessageId (also when sent offline), and a guest's message arrives live, with the
// channel marked unread.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { demoAccounts, demoGuest } from "../../server/seed/demo-seed.ts";
import type { GuestSession } from "../../domain/messaging/messaging-api.ts";
import type { MessageId } from "../../domain/messaging/message-document.ts";
import { whenStatus } from "../../sync/sync-engine.ts";
import { apiClient, jsonOf } from "../support/api-client.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { startNodeSync } from "../support/node-sync.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let token: string;
let guest: GuestSession;

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.url, demoAccounts.individual)).accessToken;
  guest = await jsonOf<GuestSession>(
    fetch(`${server.url}/api/guest/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ bookingCode: demoGuest.bookingCode, email: demoGuest.email }),
    }),
  );
});
afterAll(() => server.close());

const until = async (check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};
const serverCount = async (sql: string, params: unknown[] = []) =>
  Number((await server.db.query<{ n: string }>(sql, params)).rows[0]?.n);

describe("messaging through the sync engine", () => {
  it("replicates the host's channels and messages into the local store", async () => {
    const client = await startNodeSync({ url: server.url, accessToken: token });
    try {
      await whenStatus(client.engine, (s) => s.caughtUp);
      expect(await client.db.collections.channels.count().exec()).toBe(
        await serverCount("select count(*)::text as n from channels where host_id = 'host-anna'"),
      );
      expect(await client.db.collections.messages.count().exec()).toBe(
        await serverCount("select count(*)::text as n from messages where host_id = 'host-anna'"),
      );
      const ordered = await client.db.collections.messages
        .find({ selector: { channelId: guest.channelId }, sort: [{ channelId: "asc" }, { sentAt: "asc" }] })
        .exec();
      expect(ordered.length).toBeGreaterThan(0);
    } finally {
      await client.close();
    }
  });

  it("sends a message once under its clientMessageId, also when it was written offline", async () => {
    const client = await startNodeSync({ url: server.url, accessToken: token, online: false });
    try {
      const id = randomUUID() as MessageId;
      await client.engine.outbox.enqueue("sendMessage", {
        channelId: guest.channelId,
        body: "Written on the train, sent when back online.",
        clientMessageId: id,
        sentAt: new Date().toISOString(),
      });
      client.engine.setOnline(true);
      await until(
        async () => (await client.db.collections.messages.findOne(id).exec()) !== null,
        "mirrored message",
      );
      await until(async () => (await client.db.collections.outbox.count().exec()) === 0, "outbox retired");
      const mirrored = (await client.db.collections.messages.findOne(id).exec())!.toJSON();
      expect(mirrored).toMatchObject({ id, authorRole: "host", channelId: guest.channelId });
      expect(mirrored.pending).toBeUndefined();
      expect(await serverCount("select count(*)::text as n from messages where id = $1", [id])).toBe(1);
    } finally {
      await client.close();
    }
  });

  it("receives a guest's message live, with the channel marked unread", async () => {
    const client = await startNodeSync({ url: server.url, accessToken: token });
    try {
      await whenStatus(client.engine, (s) => s.caughtUp && s.streamConnected);
      const api = apiClient(server.url);
      await jsonOf(
        api(token, `/api/app/messaging/channels/${guest.channelId}`, {
          method: "PATCH",
          body: JSON.stringify({ unread: false }),
        }),
      );
      await until(
        async () => (await client.db.collections.channels.findOne(guest.channelId).exec())?.unread === false,
        "read channel",
      );
      const id = randomUUID();
      await jsonOf(
        api(guest.token, "/api/guest/chat/messages", {
          method: "POST",
          body: JSON.stringify({ body: "Is there parking nearby?", clientMessageId: id }),
        }),
      );
      await until(
        async () => (await client.db.collections.messages.findOne(id).exec()) !== null,
        "guest message",
      );
      await until(
        async () => (await client.db.collections.channels.findOne(guest.channelId).exec())?.unread === true,
        "unread channel",
      );
      const channel = (await client.db.collections.channels.findOne(guest.channelId).exec())!;
      const message = (await client.db.collections.messages.findOne(id).exec())!;
      expect(channel.lastMessageAt).toBe(message.sentAt);
    } finally {
      await client.close();
    }
  });
});
