// The host's messaging against the real server (operations spec §3, §6, §7): the inbox's
// channel list with its filters, search and 12-month window, the three flags, sending with
// clientMessageId and Idempotency-Key, opening a booking's conversation, the chat token, the sync
// feed of channels and messages, and tenancy (another host's channel is a 404).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { Schema } from "effect";
import { ChannelDocument } from "../../domain/messaging/channel-document.ts";
import { MessageDocument } from "../../domain/messaging/message-document.ts";
import { expectInvalidParams, expectProblem, jsonOf, sendTwice, type Api } from "../support/api-client.ts";
import { startTwoHosts, type TestServer } from "../support/two-hosts.ts";

let server: TestServer;
let api: Api;
let anna: string;
let alpine: string;

interface Page<T> {
  data: T[];
  pagination: { current: number; next: number | null };
}
interface Pull<T> {
  documents: Array<T & { _deleted: boolean }>;
  checkpoint: { seq: number; id: string } | null;
  remaining: number;
}

const decodeChannel = Schema.decodeUnknownSync(ChannelDocument);
const decodeMessage = Schema.decodeUnknownSync(MessageDocument);
const channels = (query = "", token = anna) =>
  jsonOf<Page<ChannelDocument>>(api(token, `/api/app/messaging/channels?limit=100&${query}`));
const send = (channelId: string, body: unknown, headers: Record<string, string> = {}, token = anna) =>
  api(token, `/api/app/messaging/channels/${channelId}/messages`, {
    method: "POST",
    body: JSON.stringify(body),
    headers,
  });
const patch = (channelId: string, body: unknown, token = anna) =>
  api(token, `/api/app/messaging/channels/${channelId}`, { method: "PATCH", body: JSON.stringify(body) });
const pull = <T>(collection: string, after?: { seq: number; id: string }, token = anna) =>
  jsonOf<Pull<T>>(
    api(
      token,
      `/api/app/sync/${collection}/pull?limit=5000${after ? `&seq=${after.seq}&id=${after.id}` : ""}`,
    ),
  );
const annaChannel = async (offset = 0) => {
  const { rows } = await server.db.query<{ id: string }>(
    "select id from channels where host_id = 'host-anna' order by id limit 1 offset $1",
    [offset],
  );
  return rows[0]!.id;
};
const messageRows = async (id: string) =>
  (await server.db.query("select * from messages where id = $1", [id])).rows.length;

beforeAll(async () => {
  ({ server, api, anna, alpine } = await startTwoHosts());
});
afterAll(() => server.close());

describe("GET /api/app/messaging/channels", () => {
  it("lists the host's channels in the domain's shape, newest first, and none of another host's", async () => {
    const page = await channels();
    expect(page.data.length).toBeGreaterThan(3);
    for (const channel of page.data) expect(decodeChannel(channel)).toEqual(channel);
    const times = page.data.map((c) => Date.parse(c.lastMessageAt!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const { rows } = await server.db.query<{ id: string }>(
      "select id from channels where host_id = 'host-anna'",
    );
    const annaIds = new Set(rows.map((r) => r.id));
    expect(page.data.every((c) => annaIds.has(c.id))).toBe(true);
    const theirs = await channels("", alpine);
    expect(theirs.data.some((c) => annaIds.has(c.id))).toBe(false);
  });

  it("shows only channels the host is a member of", async () => {
    const id = await annaChannel(1);
    expect((await channels()).data.some((c) => c.id === id)).toBe(true);
    await server.db.query("delete from channel_members where channel_id = $1 and member_kind = 'host'", [id]);
    try {
      expect((await channels()).data.some((c) => c.id === id)).toBe(false);
      await expectProblem(patch(id, { favorited: true }), 404, "/problems/not-found");
    } finally {
      await server.db.query(
        "insert into channel_members (channel_id, host_id, member_kind, member_id, display_name) values ($1, 'host-anna', 'host', 'host-anna', 'Anna Berger')",
        [id],
      );
    }
  });

  it("keeps to channels active in the last 12 months", async () => {
    const id = await annaChannel(2);
    const at = async (interval: string) => {
      await server.db.query(
        `update channels set last_message_at = now() - interval '${interval}' where id = $1`,
        [id],
      );
      return (await channels()).data.some((c) => c.id === id);
    };
    expect(await at("11 months")).toBe(true);
    expect(await at("12 months 1 day")).toBe(false);
    expect(await at("1 day")).toBe(true);
  });

  it("filters by flag and type", async () => {
    const id = await annaChannel(3);
    expect((await jsonOf<ChannelDocument>(patch(id, { favorited: true, archived: true }))).favorited).toBe(
      true,
    );
    const favourites = await channels("favorited=true");
    expect(favourites.data.map((c) => c.id)).toContain(id);
    expect(favourites.data.every((c) => c.favorited)).toBe(true);
    expect((await channels("archived=false")).data.some((c) => c.id === id)).toBe(false);
    expect((await channels("archived=true&type=messaging")).data.map((c) => c.id)).toContain(id);
    expect((await channels("type=marketing")).data).toEqual([]);
    const unread = await channels("unread=true");
    expect(unread.data.every((c) => c.unread)).toBe(true);
    await expectInvalidParams(api(anna, "/api/app/messaging/channels?unread=yes"), ["unread"]);
    await expectInvalidParams(api(anna, "/api/app/messaging/channels?type=sms"), ["type"]);
  });

  it("searches message text, member names and the booking code", async () => {
    const id = await annaChannel(4);
    const { rows } = await server.db.query<{ booking_code: string; guest_name: string }>(
      "select booking_code, guest_name from channels where id = $1",
      [id],
    );
    const channel = rows[0]!;
    const word = `zebra${randomUUID().slice(0, 8)}`;
    await jsonOf(send(id, { body: `Do you allow a ${word} in the garden?`, clientMessageId: randomUUID() }));
    const found = async (search: string) =>
      (await channels(`search=${encodeURIComponent(search)}`)).data.map((c) => c.id);
    expect(await found(word.toUpperCase())).toEqual([id]);
    expect(await found(channel.booking_code.toLowerCase())).toContain(id);
    expect(await found(channel.guest_name)).toContain(id);
    // The host is a member of every channel: searching the host's name finds them all.
    expect((await found("Anna Berger")).length).toBe((await channels()).data.length);
    expect(await found("no such words anywhere")).toEqual([]);
    // ILIKE wildcards are searched for, not obeyed.
    expect(await found("%")).toEqual([]);
  });
});

describe("sending a message", () => {
  it("stores it once under its clientMessageId, moves the channel up and bumps the change sequence", async () => {
    const id = await annaChannel(5);
    const clientMessageId = randomUUID();
    const first = await jsonOf<MessageDocument>(send(id, { body: "See you on Friday!", clientMessageId }));
    expect(decodeMessage(first)).toEqual(first);
    expect(first).toMatchObject({
      id: clientMessageId,
      channelId: id,
      authorRole: "host",
      body: "See you on Friday!",
    });
    // Resent without an Idempotency-Key (a retry after a lost answer): the same message, once.
    const again = await jsonOf<MessageDocument>(send(id, { body: "See you on Friday!", clientMessageId }));
    expect(again).toEqual(first);
    expect(await messageRows(clientMessageId)).toBe(1);
    const channel = (await channels()).data.find((c) => c.id === id)!;
    expect(channel.lastMessageAt).toBe(first.sentAt);
    expect(channel.seq).toBe(first.seq);
    // The same id with another text is refused, in the problem shape, and changes nothing.
    await expectProblem(send(id, { body: "Something else", clientMessageId }), 409, "/problems/conflict");
    expect(await messageRows(clientMessageId)).toBe(1);
  });

  it("replays under one Idempotency-Key to the byte, and refuses the key with another body", async () => {
    const id = await annaChannel(5);
    const body = { body: "Keys are in the box by the door.", clientMessageId: randomUUID() };
    const first = await sendTwice((headers) => send(id, body, headers));
    expect(first.status).toBe(200);
    const key = randomUUID();
    await jsonOf(send(id, { body: "One", clientMessageId: randomUUID() }, { "idempotency-key": key }));
    await expectProblem(
      send(id, { body: "Two", clientMessageId: randomUUID() }, { "idempotency-key": key }),
      422,
      "/problems/idempotency-key-reused",
    );
  });

  it("refuses an empty, blank or too long text and an unknown field", async () => {
    const id = await annaChannel(5);
    await expectInvalidParams(send(id, { body: "", clientMessageId: randomUUID() }), ["body"]);
    await expectInvalidParams(send(id, { body: "   ", clientMessageId: randomUUID() }), ["body"]);
    await expectInvalidParams(send(id, { body: "x".repeat(5001), clientMessageId: randomUUID() }), ["body"]);
    await expectInvalidParams(send(id, { body: "Hi", clientMessageId: "short" }), ["clientMessageId"]);
    await expectInvalidParams(send(id, { body: "Hi", clientMessageId: randomUUID(), authorRole: "guest" }), [
      "authorRole",
    ]);
  });
});

describe("PATCH /api/app/messaging/channels/{channelId}", () => {
  it("sets only the three flags, and refuses anything else", async () => {
    const id = await annaChannel(6);
    const before = (await channels()).data.find((c) => c.id === id)!;
    const marked = await jsonOf<ChannelDocument>(patch(id, { unread: true }));
    expect(marked).toMatchObject({
      id,
      unread: true,
      archived: before.archived,
      favorited: before.favorited,
    });
    expect(marked.seq).toBeGreaterThan(before.seq);
    const read = await jsonOf<ChannelDocument>(patch(id, { unread: false }));
    expect(read.unread).toBe(false);
    // Nothing to change: the same channel, no new change number.
    expect(await jsonOf<ChannelDocument>(patch(id, { unread: false }))).toEqual(read);
    await expectInvalidParams(patch(id, { guestName: "Mallory" }), ["guestName"]);
    await expectInvalidParams(patch(id, { unread: "yes" }), ["unread"]);
    await expectInvalidParams(patch(id, { hostId: "host-alpine", archived: true }), ["hostId"]);
    const after = (await channels("archived=false")).data.find((c) => c.id === id)!;
    expect(after.guestName).toBe(before.guestName);
  });
});

describe("tenancy", () => {
  it("answers 404 for another host's channel, whatever the call", async () => {
    const id = await annaChannel(0);
    await expectProblem(
      api(alpine, `/api/app/messaging/channels/${id}/messages`),
      404,
      "/problems/not-found",
    );
    await expectProblem(patch(id, { archived: true }, alpine), 404, "/problems/not-found");
    const clientMessageId = randomUUID();
    await expectProblem(
      send(id, { body: "Hello from elsewhere", clientMessageId }, {}, alpine),
      404,
      "/problems/not-found",
    );
    expect(await messageRows(clientMessageId)).toBe(0);
    const { rows } = await server.db.query<{ booking_code: string }>(
      "select booking_code from reservations where host_id = 'host-anna' order by id limit 1",
    );
    await expectProblem(
      api(alpine, "/api/app/messaging/conversation", {
        method: "POST",
        body: JSON.stringify({ bookingCode: rows[0]!.booking_code }),
      }),
      404,
      "/problems/not-found",
    );
  });
});

describe("GET /api/app/messaging/channels/{channelId}/messages", () => {
  it("pages the channel's messages newest first", async () => {
    const id = await annaChannel(7);
    for (const body of ["one", "two", "three"])
      await jsonOf(send(id, { body, clientMessageId: randomUUID() }));
    const first = await jsonOf<Page<MessageDocument>>(
      api(anna, `/api/app/messaging/channels/${id}/messages?limit=2`),
    );
    expect(first.data.map((m) => m.body)).toEqual(["three", "two"]);
    expect(first.pagination).toEqual({ current: 1, next: 2 });
    const second = await jsonOf<Page<MessageDocument>>(
      api(anna, `/api/app/messaging/channels/${id}/messages?limit=2&page=2`),
    );
    expect(second.data[0]?.body).toBe("one");
    for (const message of [...first.data, ...second.data]) expect(decodeMessage(message)).toEqual(message);
  });
});

describe("POST /api/app/messaging/conversation", () => {
  it("opens the conversation of a booking once, with a first system message, and finds it after", async () => {
    const { rows } = await server.db.query<{ booking_code: string; guest_name: string }>(
      `select r.booking_code, r.guest_name from reservations r where r.host_id = 'host-anna'
       and not exists (select 1 from channels c where c.reservation_id = r.id) order by r.id limit 1`,
    );
    const booking = rows[0]!;
    const open = () =>
      api(anna, "/api/app/messaging/conversation", {
        method: "POST",
        body: JSON.stringify({ bookingCode: booking.booking_code }),
      });
    const opened = await jsonOf<ChannelDocument>(open());
    expect(decodeChannel(opened)).toEqual(opened);
    expect(opened).toMatchObject({
      bookingCode: booking.booking_code,
      guestName: booking.guest_name,
      type: "messaging",
    });
    expect(opened.lastMessageAt).not.toBeNull();
    expect((await jsonOf<ChannelDocument>(open())).id).toBe(opened.id);
    const messages = await jsonOf<Page<MessageDocument>>(
      api(anna, `/api/app/messaging/channels/${opened.id}/messages`),
    );
    expect(messages.data.map((m) => m.authorRole)).toEqual(["system"]);
    await expectProblem(
      api(anna, "/api/app/messaging/conversation", {
        method: "POST",
        body: JSON.stringify({ bookingCode: "HBNOPE99" }),
      }),
      404,
      "/problems/not-found",
    );
    await expectInvalidParams(
      api(anna, "/api/app/messaging/conversation", {
        method: "POST",
        body: JSON.stringify({ bookingCode: "" }),
      }),
      ["bookingCode"],
    );
  });
});

describe("GET /api/app/messaging/token", () => {
  it("gives a short-lived token that is no key to the API", async () => {
    const { token, expiresIn } = await jsonOf<{ token: string; expiresIn: number }>(
      api(anna, "/api/app/messaging/token"),
    );
    expect(expiresIn).toBe(900);
    expect(token.split(".")).toHaveLength(3);
    await expectProblem(api(token, "/api/app/messaging/channels"), 401, "/problems/unauthorized");
    await expectProblem(api(token, "/api/guest/chat"), 401, "/problems/unauthorized");
    await expectProblem(api(undefined, "/api/app/messaging/token"), 401, "/problems/unauthorized");
  });
});

describe("the sync feed of channels and messages", () => {
  it("pulls them from a checkpoint, and a new message brings its channel and itself after it", async () => {
    const allChannels = await pull<ChannelDocument>("channels");
    const allMessages = await pull<MessageDocument>("messages");
    expect(allChannels.remaining).toBe(0);
    const { rows } = await server.db.query<{ channels: string; messages: string }>(
      `select (select count(*) from channels where host_id = 'host-anna')::text as channels,
              (select count(*) from messages where host_id = 'host-anna')::text as messages`,
    );
    expect(allChannels.documents).toHaveLength(Number(rows[0]!.channels));
    expect(allMessages.documents).toHaveLength(Number(rows[0]!.messages));
    for (const { _deleted, ...doc } of allChannels.documents) {
      expect(_deleted).toBe(false);
      expect(decodeChannel(doc)).toEqual(doc);
      expect(doc.lastMessageAt).not.toBeNull();
    }
    for (const { _deleted: _d, ...doc } of allMessages.documents.slice(0, 50))
      expect(decodeMessage(doc)).toEqual(doc);
    // In batches: the checkpoint resumes exactly after the last document.
    const firstBatch = await jsonOf<Pull<MessageDocument>>(api(anna, "/api/app/sync/messages/pull?limit=3"));
    expect(firstBatch.documents).toHaveLength(3);
    expect(firstBatch.remaining).toBe(allMessages.documents.length - 3);

    const id = await annaChannel(8);
    const sent = await jsonOf<MessageDocument>(
      send(id, { body: "Fresh towels are in the cupboard.", clientMessageId: randomUUID() }),
    );
    const newChannels = await pull<ChannelDocument>("channels", allChannels.checkpoint!);
    const newMessages = await pull<MessageDocument>("messages", allMessages.checkpoint!);
    expect(newChannels.documents.map((c) => c.id)).toEqual([id]);
    expect(newMessages.documents.map((m) => m.id)).toEqual([sent.id]);
    // Another host's feed carries none of it.
    const theirs = await pull<MessageDocument>("messages", undefined, alpine);
    expect(theirs.documents.some((m) => m.id === sent.id)).toBe(false);
  });
});
