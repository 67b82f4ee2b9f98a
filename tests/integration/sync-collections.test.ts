// The sync engine's collections beyond reservations, the calendar and the inbox: reviews,
// notification entries, tasks, subscription info per unit and guest preferences. Against the real
// server: the local store holds what the REST reads answer, only of the signed-in host, and a change
// on the server reaches the local store through the live stream.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { whenStatus } from "../../sync/sync-engine.ts";
import { tasksOf } from "../../domain/tasks/task-document.ts";
import type { Task } from "../../domain/tasks/task.ts";
import type { UserInteraction } from "../../domain/notifications/notification.ts";
import type { ReviewDocument } from "../../domain/reviews/review-document.ts";
import { apiClient, jsonOf, type Api } from "../support/api-client.ts";
import { until } from "../support/host-fixtures.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { startNodeSync } from "../support/node-sync.ts";

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

type Client = Awaited<ReturnType<typeof startNodeSync>>;
const docs = async <T>(client: Client, name: keyof Client["db"]["collections"]) =>
  (await client.db.collections[name].find().exec()).map((d) => d.toJSON() as T);

describe("sync engine: reviews, notifications, tasks, subscriptions, guest preferences", () => {
  it("mirrors what the REST reads answer, and only the signed-in host's documents", async () => {
    const client = await startNodeSync({ url: server.url, accessToken: anna });
    try {
      await whenStatus(client.engine, (s) => s.caughtUp);

      const reviews = await docs<ReviewDocument>(client, "reviews");
      expect(reviews.map((r) => r.publicId).sort()).toEqual(
        await idsOf("select id from reviews where host_id = $1", "host-anna"),
      );
      expect(reviews.length).toBeGreaterThan(0);
      const unitId = reviews[0]!.unitId;
      const page = await json<{ items: ReviewDocument[] }>(anna, `/api/app/reviews/${unitId}?limit=100`);
      expect(
        reviews.filter((r) => r.unitId === unitId).sort((a, b) => a.publicId.localeCompare(b.publicId)),
      ).toEqual([...page.items].sort((a, b) => a.publicId.localeCompare(b.publicId)));

      const notifications = await docs<{ key: string; interacted: boolean; createdAt: string }>(
        client,
        "notifications",
      );
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

      const tasks = await docs<{ type: Task["type"]; status: Task["status"] }>(client, "tasks");
      expect(tasksOf(tasks)).toEqual(await json<Task[]>(anna, "/api/app/user/tasks"));

      const subscriptions = await docs<{ unitId: string; scheduledChange: unknown }>(client, "subscriptions");
      expect(subscriptions.map((s) => s.unitId).sort()).toEqual(
        await idsOf("select distinct unit_id as id from subscriptions where host_id = $1", "host-anna"),
      );
      expect(subscriptions.length).toBeGreaterThan(0);
      for (const local of subscriptions) {
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

      const [preferences] = await docs<{ id: string }>(client, "guestPreferences");
      expect(preferences).toEqual(await json(anna, "/api/app/user/guest-preferences"));
    } finally {
      await client.close();
    }
  });

  it("keeps each host's documents to that host", async () => {
    const client = await startNodeSync({ url: server.url, accessToken: alpine });
    try {
      await whenStatus(client.engine, (s) => s.caughtUp);
      const reviews = await docs<ReviewDocument>(client, "reviews");
      const alpineReviews = await idsOf("select id from reviews where host_id = $1", "host-alpine");
      expect(reviews.map((r) => r.publicId).sort()).toEqual(alpineReviews);
      const annaReviews = new Set(await idsOf("select id from reviews where host_id = $1", "host-anna"));
      expect(reviews.filter((r) => annaReviews.has(r.publicId))).toEqual([]);
      // Anna pays for units; Alpine pays for none, so nothing of Anna's subscriptions shows here.
      expect(await client.db.collections.subscriptions.count().exec()).toBe(0);
      const notifications = await docs<{ key: string }>(client, "notifications");
      expect(notifications.map((n) => n.key).sort()).toEqual(
        await idsOf("select interaction_type as id from user_interactions where host_id = $1", "host-alpine"),
      );
    } finally {
      await client.close();
    }
  });

  it("brings a server change of each collection into the local store through the live stream", async () => {
    const client = await startNodeSync({ url: server.url, accessToken: anna });
    try {
      await whenStatus(client.engine, (s) => s.caughtUp && s.streamConnected);
      const write = (method: string, path: string, body: unknown) =>
        json(anna, path, {
          method,
          body: JSON.stringify(body),
          headers: { "idempotency-key": crypto.randomUUID() },
        });

      const unanswered = (await docs<ReviewDocument>(client, "reviews")).find((r) => r.reply === null)!;
      await write("POST", `/api/app/reviews/reply/${unanswered.publicId}`, {
        text: "Thank you, come again!",
      });
      const [notification] = await docs<{ key: string; createdAt: string; interacted: boolean }>(
        client,
        "notifications",
      );
      await write("PUT", "/api/app/user/interaction", [
        {
          interactionType: notification!.key,
          createdAt: notification!.createdAt,
          interacted: !notification!.interacted,
        },
      ]);
      await write("PATCH", "/api/app/user/task/bulk_switch_to_instant_booking", { status: "in_progress" });
      await write("DELETE", "/api/app/subscription", {
        reason: "Moving on",
        subscriptionId: "sub-anna-limone",
      });
      await write("PATCH", "/api/app/user/guest-preferences", { language: "noPreference" });

      const one = async <T>(name: keyof Client["db"]["collections"], id: string) =>
        (await client.db.collections[name].findOne(id).exec())?.toJSON() as T | undefined;
      await until(
        async () =>
          (await one<ReviewDocument>("reviews", unanswered.publicId))?.reply === "Thank you, come again!",
        "the reply",
      );
      await until(
        async () =>
          (await one<{ interacted: boolean }>("notifications", notification!.key))?.interacted ===
          !notification!.interacted,
        "the notification's new state",
      );
      await until(
        async () =>
          (await one<{ status: string }>("tasks", "bulk_switch_to_instant_booking"))?.status ===
          "in_progress",
        "the task",
      );
      await until(
        async () =>
          (
            await one<{ currentPlan: { isCancellationScheduled: boolean } | null }>(
              "subscriptions",
              "unit-limone",
            )
          )?.currentPlan?.isCancellationScheduled === true,
        "the cancellation",
      );
      await until(
        async () =>
          (await one<{ language: string | null }>("guestPreferences", "guest-preferences"))?.language ===
          "noPreference",
        "the guest preferences",
      );
    } finally {
      await client.close();
    }
  });
});
