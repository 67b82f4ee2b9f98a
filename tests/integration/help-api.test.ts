// Help against the real server (operations spec §3, §5, §7): contact-form topics, the contact
// form (stored once per Idempotency-Key), and knowledge articles by category.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FeedbackCategory } from "../../domain/help/contact-form.ts";
import type { KnowledgeArticle } from "../../domain/help/knowledge-article.ts";
import { expectInvalidParams, expectProblem, jsonOf, sendTwice, type Api } from "../support/api-client.ts";
import { startTwoHosts, type TestServer } from "../support/two-hosts.ts";

let server: TestServer;
let api: Api;
let anna: string;
let alpine: string;

const messagesOf = async (hostId: string) =>
  (
    await server.db.query<{ topic: string; body: string; property_unit_id: string | null }>(
      "select topic, body, property_unit_id from contact_messages where host_id = $1 order by created_at",
      [hostId],
    )
  ).rows;

beforeAll(async () => {
  ({ server, api, anna, alpine } = await startTwoHosts());
});
afterAll(() => server.close());

describe("GET /api/app/user/contact-form/topics", () => {
  it("lists the topics as name and value", async () => {
    const topics = await jsonOf<Array<{ name: string; value: string }>>(
      api(anna, "/api/app/user/contact-form/topics?type=contact"),
    );
    expect(topics.map((t) => t.value)).toEqual([...FeedbackCategory.literals]);
    for (const topic of topics) expect(topic.name.length).toBeGreaterThan(0);
    await expectInvalidParams(api(anna, "/api/app/user/contact-form/topics?type=spam"), ["type"]);
    await expectProblem(api(undefined, "/api/app/user/contact-form/topics"), 401, "/problems/unauthorized");
  });
});

describe("POST /api/app/user/contact-form", () => {
  const send = (token: string, body: unknown, headers: Record<string, string> = {}) =>
    api(token, "/api/app/user/contact-form", { method: "POST", body: JSON.stringify(body), headers });

  it("stores the message once, under one Idempotency-Key", async () => {
    const body = {
      topic: "general-feedback",
      body: "The calendar is lovely.",
      pageId: "/calendar",
      propertyUnitId: "unit-limone",
    };
    const answer = await sendTwice((headers) => send(anna, body, headers));
    expect(answer.status).toBe(200);
    const stored = answer.body as { id: string; receivedAt: string };
    expect(stored.id).toMatch(/^contact-/);
    expect(Number.isNaN(Date.parse(stored.receivedAt))).toBe(false);
    expect(await messagesOf("host-anna")).toEqual([
      { topic: "general-feedback", body: "The calendar is lovely.", property_unit_id: "unit-limone" },
    ]);
  });

  it("refuses a missing topic or details, an unknown topic and another host's unit", async () => {
    const before = await messagesOf("host-alpine");
    await expectInvalidParams(send(alpine, { body: "x", pageId: "/", propertyUnitId: null }), ["topic"]);
    await expectInvalidParams(
      send(alpine, { topic: "new-feature", body: "", pageId: "/", propertyUnitId: null }),
      ["body"],
    );
    await expectInvalidParams(
      send(alpine, { topic: "free lunch", body: "Please", pageId: "/", propertyUnitId: null }),
      ["topic"],
    );
    await expectInvalidParams(
      send(alpine, {
        topic: "new-feature",
        body: "Hi",
        pageId: "/",
        propertyUnitId: null,
        hostId: "host-anna",
      }),
      ["hostId"],
    );
    await expectProblem(
      send(alpine, { topic: "new-feature", body: "Hi", pageId: "/", propertyUnitId: "unit-limone" }),
      404,
      "/problems/not-found",
    );
    expect(await messagesOf("host-alpine")).toEqual(before);
  });
});

describe("GET /api/app/user/knowledge-articles", () => {
  it("answers every article, or those of the chosen categories", async () => {
    const all = await jsonOf<KnowledgeArticle[]>(api(anna, "/api/app/user/knowledge-articles"));
    expect(all.length).toBeGreaterThan(5);
    const some = await jsonOf<KnowledgeArticle[]>(
      api(anna, "/api/app/user/knowledge-articles?categories=calendar,payments"),
    );
    expect(some).toEqual(all.filter((a) => a.category === "calendar" || a.category === "payments"));
    expect(some.length).toBeGreaterThan(0);
    await expectInvalidParams(api(anna, "/api/app/user/knowledge-articles?categories=taxes"), ["categories"]);
  });
});
