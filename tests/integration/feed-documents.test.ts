// The feed documents the database keeps per row (migration 011-feed-documents.sql) against the real
// server: each pulled document is the one the REST answers' row mappers make of the same row, field
// for field, and renaming a unit sends its reservations again with the new title.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import {
  channelColumns,
  channelDocument,
  hostIsMember,
  messageColumns,
  messageDocument,
  type ChannelRow,
  type MessageRow,
} from "../../server/data/channel-rows.ts";
import { unavailabilityColumns, unavailabilityOf } from "../../server/data/unavailability-rows.ts";
import { apiClient, jsonOf, type Api } from "../support/api-client.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let api: Api;
const tokens = new Map<string, string>();
const hosts = [demoAccounts.individual, demoAccounts.company, demoAccounts.migrated];

interface Answer<T> {
  documents: T[];
  checkpoint: { seq: number; id: string } | null;
  remaining: number;
}

/** Every document of a collection, pulled in small batches so that batches meet at checkpoints. */
async function pullAll<T>(
  hostId: string,
  collection: string,
  after: { seq: number; id: string } | null = null,
): Promise<{ documents: T[]; checkpoint: { seq: number; id: string } | null }> {
  const documents: T[] = [];
  let checkpoint = after;
  for (;;) {
    const query = new URLSearchParams({ limit: "7" });
    if (checkpoint) {
      query.set("seq", String(checkpoint.seq));
      query.set("id", checkpoint.id);
    }
    const answer = await jsonOf<Answer<T>>(
      api(tokens.get(hostId), `/api/app/sync/${collection}/pull?${query.toString()}`),
    );
    documents.push(...answer.documents);
    checkpoint = answer.checkpoint;
    if (answer.documents.length < 7 && answer.remaining === 0) return { documents, checkpoint };
  }
}

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  for (const host of hosts) tokens.set(host.hostId, (await signIn(server.url, host)).accessToken);
});
afterAll(() => server.close());

describe("feed documents kept by the database", () => {
  it("are the channels the messaging answers are made of, in feed order", async () => {
    let seen = 0;
    for (const { hostId } of hosts) {
      const { documents } = await pullAll(hostId, "channels");
      const { rows } = await server.db.query<ChannelRow>(
        `select ${channelColumns} from channels c where c.host_id = $1 and ${hostIsMember} order by c.seq, c.id`,
        [hostId],
      );
      expect(documents).toEqual(rows.map((row) => ({ ...channelDocument(row), _deleted: false })));
      seen += documents.length;
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("are the messages the messaging answers are made of, in feed order", async () => {
    let seen = 0;
    for (const { hostId } of hosts) {
      const { documents } = await pullAll(hostId, "messages");
      const { rows } = await server.db.query<MessageRow>(
        `select ${messageColumns} from messages g where g.host_id = $1 and exists (select 1 from channel_members m
           where m.channel_id = g.channel_id and m.member_kind = 'host' and m.member_id = g.host_id)
         order by g.seq, g.id`,
        [hostId],
      );
      expect(documents).toEqual(rows.map((row) => ({ ...messageDocument(row), _deleted: false })));
      seen += documents.length;
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("are the unavailabilities the calendar answers are made of, tombstones included", async () => {
    const { hostId } = demoAccounts.company;
    const { rows } = await server.db.query<{ id: string; unit_id: string } & Record<string, string>>(
      `select ${unavailabilityColumns} from unavailabilities a where a.host_id = $1 order by a.seq, a.id`,
      [hostId],
    );
    expect(rows.length).toBeGreaterThan(0);
    // One is deleted here, so a tombstone is among the documents compared.
    await server.db.query("update unavailabilities set deleted = true, seq = seq where id = $1", [
      rows[0]!.id,
    ]);
    const { rows: after } = await server.db.query<Parameters<typeof unavailabilityOf>[0]>(
      `select ${unavailabilityColumns} from unavailabilities a where a.host_id = $1 order by a.seq, a.id`,
      [hostId],
    );
    const { documents } = await pullAll(hostId, "unavailabilities");
    expect(documents).toEqual(
      after.map((row) => ({
        ...unavailabilityOf(row),
        provider: null,
        seq: Number(row.seq),
        _deleted: row.deleted,
      })),
    );
    expect(documents.filter((d) => (d as { _deleted: boolean })._deleted)).toHaveLength(1);
  });

  it("send a renamed unit's reservations again, with the new title, and nothing for an unchanged title", async () => {
    const { hostId } = demoAccounts.company;
    const token = tokens.get(hostId);
    const { checkpoint } = await pullAll<{ id: string }>(hostId, "reservations");
    const { rows } = await server.db.query<{ unit_id: string; n: string }>(
      `select unit_id, count(*)::text as n from reservations where host_id = $1
       group by unit_id order by count(*) desc, unit_id limit 1`,
      [hostId],
    );
    const unitId = rows[0]!.unit_id;
    expect(Number(rows[0]!.n)).toBeGreaterThan(1);

    // Another field changes: the unit is sent again, its reservations are not.
    await jsonOf(
      api(token, `/api/app/property-unit/${unitId}`, {
        method: "PATCH",
        body: JSON.stringify({ guests: 3 }),
      }),
    );
    const untouched = await pullAll<{ id: string }>(hostId, "reservations", checkpoint);
    expect(untouched.documents).toEqual([]);

    await jsonOf(
      api(token, `/api/app/property-unit/${unitId}`, {
        method: "PATCH",
        body: JSON.stringify({ title: 'Chalet « Edelweiss » "north"' }),
      }),
    );
    const resent = await pullAll<{ id: string; unitId: string; unitTitle: string }>(
      hostId,
      "reservations",
      untouched.checkpoint,
    );
    expect(resent.documents).toHaveLength(Number(rows[0]!.n));
    for (const document of resent.documents) {
      expect(document.unitId).toBe(unitId);
      expect(document.unitTitle).toBe('Chalet « Edelweiss » "north"');
    }
  });
});
