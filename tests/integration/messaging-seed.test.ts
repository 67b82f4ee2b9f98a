// The inbox benchmark's opt-in seed (server/seed/large-messaging-seed.ts), at a small size against
// the real server: the rows it makes are ones the API and the feed serve like any others.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Schema } from "effect";
import { ChannelDocument } from "../../domain/messaging/channel-document.ts";
import { MessageDocument } from "../../domain/messaging/message-document.ts";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { seedLargeMessaging } from "../../server/seed/large-messaging-seed.ts";
import { apiClient, jsonOf, type Api } from "../support/api-client.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let api: Api;
let alpine: string;
const hostId = demoAccounts.company.hostId;
const before = { channels: 0, messages: 0 };

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  alpine = (await signIn(server.url, demoAccounts.company)).accessToken;
  const { rows } = await server.db.query<{ channels: string; messages: string }>(
    `select (select count(*) from channels where host_id = $1)::text as channels,
            (select count(*) from messages where host_id = $1)::text as messages`,
    [hostId],
  );
  before.channels = Number(rows[0]!.channels);
  before.messages = Number(rows[0]!.messages);
  await seedLargeMessaging(server.db, { hostId, channels: 130, messages: 1_000 });
});
afterAll(() => server.close());

interface Pull<T> {
  documents: Array<T & { _deleted: boolean }>;
  remaining: number;
}

describe("seedLargeMessaging", () => {
  it("adds the channels and messages asked for, all on the host's feed", async () => {
    const channels = await jsonOf<Pull<ChannelDocument>>(
      api(alpine, "/api/app/sync/channels/pull?limit=5000"),
    );
    const messages = await jsonOf<Pull<MessageDocument>>(
      api(alpine, "/api/app/sync/messages/pull?limit=5000"),
    );
    expect(channels.documents).toHaveLength(before.channels + 130);
    expect(messages.documents).toHaveLength(before.messages + 1_000);
    for (const { _deleted: _c, ...c } of channels.documents)
      expect(Schema.decodeUnknownSync(ChannelDocument)(c)).toEqual(c);
    for (const { _deleted: _m, ...m } of messages.documents)
      expect(Schema.decodeUnknownSync(MessageDocument)(m)).toEqual(m);
    const seqs = [...channels.documents, ...messages.documents].map((d) => d.seq ?? -1);
    const { rows } = await server.db.query<{ s: string }>(
      "select change_seq::text as s from hosts where id = $1",
      [hostId],
    );
    expect(Math.max(...seqs)).toBe(Number(rows[0]!.s));
  });

  it("ends each channel on its lastMessageAt with a guest's message, and ties channels to bookings", async () => {
    const { rows } = await server.db.query<{ bad: string; tied: string; marketing: string }>(
      `select
         (select count(*) from channels c where c.host_id = $1 and c.id like 'mch-%' and
            (c.last_message_at <> (select max(sent_at) from messages g where g.channel_id = c.id)
             or (select author_role from messages g where g.channel_id = c.id order by sent_at desc limit 1) <> 'guest'))::text as bad,
         (select count(*) from channels c join reservations r on r.id = c.reservation_id
            where c.host_id = $1 and c.id like 'mch-%' and r.booking_code = c.booking_code)::text as tied,
         (select count(*) from channels where host_id = $1 and id like 'mch-%' and type = 'marketing')::text as marketing`,
      [hostId],
    );
    expect(Number(rows[0]!.bad)).toBe(0);
    expect(Number(rows[0]!.tied)).toBeGreaterThan(0);
    expect(Number(rows[0]!.marketing)).toBe(5);
  });

  it("leaves some channels outside the 12-month window, which the inbox does not list", async () => {
    const listed = new Set<string>();
    for (let page = 1; ; page++) {
      const answer = await jsonOf<{ data: ChannelDocument[]; pagination: { next: number | null } }>(
        api(alpine, `/api/app/messaging/channels?limit=100&page=${page}`),
      );
      for (const channel of answer.data) listed.add(channel.id);
      if (answer.pagination.next === null) break;
    }
    const { rows } = await server.db.query<{ id: string; recent: boolean }>(
      "select id, last_message_at >= now() - interval '12 months' as recent from channels where host_id = $1 and id like 'mch-%'",
      [hostId],
    );
    const old = rows.filter((r) => !r.recent);
    expect(old.length).toBeGreaterThan(0);
    for (const row of rows) expect(listed.has(row.id)).toBe(row.recent);
  });
});
