// The small feeds through the sync engine against the real server: the records pull reads all five
// feeds after their own points in batches of any size, and a client's local `records` collection
// holds what the server has; a notification marked read and a review answered offline show at once
// in the records projection, reach the server once when back online, and stay as the server says.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import {
  recordFeedNames,
  type FeedRecord,
  type RecordsCheckpoint,
} from "../../domain/sync-protocol/records-pull.ts";
import { documentKey } from "../../domain/commands/command.ts";
import { whenStatus } from "../../sync/sync-engine.ts";
import { apiClient, jsonOf, type Api } from "../support/api-client.ts";
import { until } from "../support/host-fixtures.ts";
import { signIn } from "../support/sign-in.ts";
import { startNodeSync } from "../support/node-sync.ts";
import { startTestServer } from "../support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let api: Api;
let token: string;
const account = demoAccounts.individual;

interface RecordsAnswer {
  documents: FeedRecord[];
  checkpoint: RecordsCheckpoint;
  remaining: number;
}
interface FeedAnswer {
  documents: Array<{ seq: number }>;
  checkpoint: { seq: number; id: string } | null;
  remaining: number;
}

const pullRecords = (after: RecordsCheckpoint | undefined, limit: number) => {
  const query = new URLSearchParams({ limit: String(limit) });
  if (after) query.set("after", JSON.stringify(after));
  return jsonOf<RecordsAnswer>(api(token, `/api/app/sync/records/pull?${query.toString()}`));
};

/** Every document of one feed through its own pull, as the reference. */
const everyDocumentOf = async (feed: string) =>
  (await jsonOf<FeedAnswer>(api(token, `/api/app/sync/${feed}/pull?limit=5000`))).documents;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  token = (await signIn(server.url, account)).accessToken;
});
afterAll(() => server.close());

describe("the records pull", () => {
  it("sends every document of the five feeds once, in batches of any size, with exact remaining counts", async () => {
    const expected = new Map<string, unknown[]>();
    for (const feed of recordFeedNames)
      for (const { _deleted, ...doc } of (await everyDocumentOf(feed)) as Array<{
        _deleted: boolean;
        seq: number;
      }>)
        expected.set(feed, [...(expected.get(feed) ?? []), doc]);
    const total = [...expected.values()].reduce((n, docs) => n + docs.length, 0);
    // The demo host has something in at least three feeds, so batches cross feed boundaries.
    expect([...expected.keys()].length).toBeGreaterThanOrEqual(3);

    for (const limit of [1, 2, 3, 7, 1000]) {
      const received = new Map<string, unknown[]>();
      let checkpoint: RecordsCheckpoint | undefined;
      let sent = 0;
      for (let pulls = 0; ; pulls++) {
        expect(pulls, "pulls to drain").toBeLessThan(total + 2);
        const answer = await pullRecords(checkpoint, limit);
        sent += answer.documents.length;
        expect(answer.remaining, `remaining after ${sent} of ${total} at limit ${limit}`).toBe(total - sent);
        for (const record of answer.documents) {
          expect(record.key).toBe(`${record.feed}:${record.id}`);
          received.set(record.feed, [...(received.get(record.feed) ?? []), record.doc]);
        }
        checkpoint = answer.checkpoint;
        if (answer.documents.length < limit) break;
      }
      expect(Object.fromEntries(received), `limit ${limit}`).toEqual(Object.fromEntries(expected));
    }
  });

  it("answers a checkpoint that is not JSON of feed points with 400", async () => {
    const response = await api(token, `/api/app/sync/records/pull?after=${encodeURIComponent("{nope")}`);
    expect(response.status).toBe(400);
    const other = await api(
      token,
      `/api/app/sync/records/pull?after=${encodeURIComponent('{"tasks":{"seq":"x"}}')}`,
    );
    expect(other.status).toBe(400);
  });
});

describe("records through the sync engine", () => {
  it("mirrors the feeds, and shows offline commands at once until the server has them", async () => {
    const client = await startNodeSync({ url: server.url, accessToken: token });
    try {
      await whenStatus(client.engine, (s) => s.caughtUp);
      const records = client.engine.records;
      await until(() => records.getSnapshot().ready, "records projection open");
      for (const feed of recordFeedNames)
        expect(records.getSnapshot()[feed].size, feed).toBe((await everyDocumentOf(feed)).length);

      const unread = [...records.getSnapshot().notifications.values()].find((n) => !n.interacted);
      const review = [...records.getSnapshot().reviews.values()].find((r) => r.reply === null);
      expect(unread, "an unread notification in the demo").toBeDefined();
      expect(review, "an unanswered review in the demo").toBeDefined();

      client.engine.setOnline(false);
      const reply = "Thank you for staying with us, come back in spring!";
      await client.engine.outbox.enqueue("markNotificationsRead", {
        keys: [unread!.key],
        now: new Date().toISOString(),
      });
      await client.engine.outbox.enqueue("replyToReview", {
        reviewId: review!.publicId,
        text: reply,
      });
      // Drawn over the mirror before the server knows.
      await until(
        () => records.getSnapshot().notifications.get(unread!.key)?.interacted === true,
        "notification read offline",
      );
      expect(records.getSnapshot().reviews.get(review!.publicId)?.reply).toBe(reply);
      expect(records.getSnapshot().pendingByDocument.has(documentKey("notifications", unread!.key))).toBe(
        true,
      );
      expect(records.getSnapshot().pendingByDocument.has(documentKey("reviews", review!.publicId))).toBe(
        true,
      );

      client.engine.setOnline(true);
      await until(
        async () => (await client.db.collections.outbox.count().exec()) === 0,
        "outbox retired",
        15_000,
      );
      await until(() => records.getSnapshot().pendingByDocument.size === 0, "nothing pending");
      // Now from the mirror, as the server has it.
      expect(records.getSnapshot().notifications.get(unread!.key)?.interacted).toBe(true);
      expect(records.getSnapshot().reviews.get(review!.publicId)?.reply).toBe(reply);
      const interactions = await jsonOf<Array<{ interactionType: string; interacted: boolean }>>(
        api(token, "/api/app/user/interactions"),
      );
      expect(interactions.filter((i) => i.interactionType === unread!.key)).toEqual([
        expect.objectContaining({ interacted: true }),
      ]);
      const stored = await server.db.query<{ reply: string | null }>(
        "select reply from reviews where id = $1",
        [review!.publicId],
      );
      expect(stored.rows).toEqual([{ reply }]);
    } finally {
      await client.close();
    }
  });
});
