// The change feed's reviews, notifications, tasks, subscriptions and guest preferences collections
// (server/data/feed-operations.ts), against the real server: a pull from scratch sends what the REST
// reads answer, only of the caller's host, and a pull after the last checkpoint sends exactly the
// documents a write changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { tasksOf } from "../../domain/tasks/task-document.ts";
import type { Task } from "../../domain/tasks/task.ts";
import type { UserInteraction } from "../../domain/notifications/notification.ts";
import type { ReviewDocument } from "../../domain/reviews/review-document.ts";
import type { Checkpoint } from "../../domain/sync-protocol/pull.ts";
import { apiClient, jsonOf, type Api } from "../support/api-client.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let api: Api;
let anna: string;
let alpine: string;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  anna = (await signIn(server.url, demoAccounts.individual)).accessToken;
  alpine = (await signIn(server.url, demoAccounts.company)).accessToken;
});
afterAll(() => server.close());

const idsOf = async (sql: string, hostId: string) =>
  (await server.db.query<{ id: string }>(sql, [hostId])).rows.map((r) => r.id).sort();

const json = <T>(token: string, path: string, init?: RequestInit) => jsonOf<T>(api(token, path, init));

interface Pulled<T> {
  documents: Array<T & { _deleted: boolean }>;
  checkpoint: Checkpoint | null;
}

/** Pulls a collection in small batches from `after` until the feed is drained. */
async function pullAll<T>(token: string, name: string, after?: Checkpoint | null): Promise<Pulled<T>> {
  const documents: Array<T & { _deleted: boolean }> = [];
  let checkpoint = after ?? null;
  for (;;) {
    const query = new URLSearchParams({ limit: "2" });
    if (checkpoint) {
      query.set("seq", String(checkpoint.seq));
      query.set("id", checkpoint.id);
    }
    const answer = await json<{
      documents: Array<T & { _deleted: boolean }>;
      checkpoint: Checkpoint | null;
      remaining: number;
    }>(token, `/api/app/sync/${name}/pull?${query.toString()}`);
    documents.push(...answer.documents);
    checkpoint = answer.checkpoint ?? checkpoint;
    if (answer.documents.length < 2 && answer.remaining === 0) return { documents, checkpoint };
  }
}

const strip = <T extends { _deleted: boolean }>(doc: T): Omit<T, "_deleted"> => {
  const { _deleted, ...rest } = doc;
  expect(_deleted).toBe(false);
  return rest;
};

describe("change feed: reviews, notifications, tasks, subscriptions, guest preferences", () => {
  it("sends what the REST reads answer, in batches, and only the caller's documents", async () => {
    const reviews = (await pullAll<ReviewDocument>(anna, "reviews")).documents.map(strip);
    expect(reviews.map((r) => r.publicId).sort()).toEqual(
      await idsOf("select id from reviews where host_id = $1", "host-anna"),
    );
    expect(reviews.length).toBeGreaterThan(2);
    const unitId = reviews[0]!.unitId;
    const page = await json<{ items: ReviewDocument[] }>(anna, `/api/app/reviews/${unitId}?limit=100`);
    const byId = (a: ReviewDocument, b: ReviewDocument) => a.publicId.localeCompare(b.publicId);
    expect(reviews.filter((r) => r.unitId === unitId).sort(byId)).toEqual([...page.items].sort(byId));

    const notifications = (
      await pullAll<{ key: string; interacted: boolean; createdAt: string }>(anna, "notifications")
    ).documents;
    const interactions = await json<UserInteraction[]>(anna, "/api/app/user/interactions");
    expect(interactions.length).toBeGreaterThan(0);
    expect(
      notifications.map((n) => ({
        interactionType: n.key,
        createdAt: n.createdAt,
        interacted: n.interacted,
      })),
    ).toEqual(expect.arrayContaining(interactions));
    expect(notifications).toHaveLength(interactions.length);

    const tasks = (await pullAll<{ type: Task["type"]; status: Task["status"] }>(anna, "tasks")).documents;
    expect(tasksOf(tasks)).toEqual(await json<Task[]>(anna, "/api/app/user/tasks"));

    const subscriptions = (await pullAll<{ unitId: string; _deleted: boolean }>(anna, "subscriptions"))
      .documents;
    expect(subscriptions.map((s) => s.unitId).sort()).toEqual(
      await idsOf("select distinct unit_id as id from subscriptions where host_id = $1", "host-anna"),
    );
    expect(subscriptions.length).toBeGreaterThan(0);
    for (const local of subscriptions.map(strip)) {
      const info = await json<{ currentPlan: { subscriptionId: string } | null }>(
        anna,
        `/api/app/subscription/info/${local.unitId}`,
      );
      const scheduled = info.currentPlan
        ? await json<{ scheduledChange: unknown }>(
            anna,
            `/api/app/subscription/${info.currentPlan.subscriptionId}/scheduled-changes`,
          )
        : { scheduledChange: null };
      expect(local).toEqual({
        unitId: local.unitId,
        ...info,
        scheduledChange: scheduled.scheduledChange,
        seq: expect.any(Number) as number,
      });
    }

    const preferences = (await pullAll<{ id: string }>(anna, "guestPreferences")).documents.map(strip);
    expect(preferences).toEqual([await json(anna, "/api/app/user/guest-preferences")]);

    // Another host sees none of it.
    const alpineReviews = (await pullAll<ReviewDocument>(alpine, "reviews")).documents;
    expect(alpineReviews.map((r) => r.publicId).sort()).toEqual(
      await idsOf("select id from reviews where host_id = $1", "host-alpine"),
    );
    const annaReviews = new Set(reviews.map((r) => r.publicId));
    expect(alpineReviews.filter((r) => annaReviews.has(r.publicId))).toEqual([]);
    expect((await pullAll(alpine, "subscriptions")).documents).toEqual([]);
    expect(
      (await pullAll<{ key: string }>(alpine, "notifications")).documents.map((n) => n.key).sort(),
    ).toEqual(
      await idsOf("select interaction_type as id from user_interactions where host_id = $1", "host-alpine"),
    );
  });

  it("sends after the last checkpoint exactly the documents a write changed", async () => {
    const names = ["reviews", "notifications", "tasks", "subscriptions", "guestPreferences"] as const;
    const before = new Map<string, Pulled<Record<string, unknown>>>();
    for (const name of names) before.set(name, await pullAll(anna, name));
    const write = (method: string, path: string, body: unknown) =>
      json(anna, path, {
        method,
        body: JSON.stringify(body),
        headers: { "idempotency-key": crypto.randomUUID() },
      });

    const unanswered = (before.get("reviews")!.documents as unknown as ReviewDocument[]).find(
      (r) => r.reply === null,
    )!;
    await write("POST", `/api/app/reviews/reply/${unanswered.publicId}`, { text: "Thank you, come again!" });
    const notification = before.get("notifications")!.documents[0] as unknown as {
      key: string;
      createdAt: string;
      interacted: boolean;
    };
    await write("PUT", "/api/app/user/interaction", [
      {
        interactionType: notification.key,
        createdAt: notification.createdAt,
        interacted: !notification.interacted,
      },
    ]);
    await write("PATCH", "/api/app/user/task/bulk_switch_to_instant_booking", { status: "in_progress" });
    await write("DELETE", "/api/app/subscription", {
      reason: "Moving on",
      subscriptionId: "sub-anna-limone",
    });
    await write("PATCH", "/api/app/user/guest-preferences", { language: "noPreference" });

    const after = async <T>(name: (typeof names)[number]) =>
      (await pullAll<T>(anna, name, before.get(name)!.checkpoint)).documents;
    expect((await after<ReviewDocument>("reviews")).map((r) => [r.publicId, r.reply])).toEqual([
      [unanswered.publicId, "Thank you, come again!"],
    ]);
    expect(
      (await after<{ key: string; interacted: boolean }>("notifications")).map((n) => [n.key, n.interacted]),
    ).toEqual([[notification.key, !notification.interacted]]);
    expect((await after<{ type: string; status: string }>("tasks")).map((t) => [t.type, t.status])).toEqual([
      ["bulk_switch_to_instant_booking", "in_progress"],
    ]);
    const changedSubscriptions = await after<{
      unitId: string;
      currentPlan: { isCancellationScheduled: boolean };
    }>("subscriptions");
    expect(changedSubscriptions.map((s) => [s.unitId, s.currentPlan.isCancellationScheduled])).toEqual([
      ["unit-limone", true],
    ]);
    expect((await after<{ language: string | null }>("guestPreferences")).map((p) => p.language)).toEqual([
      "noPreference",
    ]);
  });
});
