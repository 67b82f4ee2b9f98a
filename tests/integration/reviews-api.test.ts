// Reviews against the real server (operations spec §3, §7): a unit's reviews paged, its rating, the
// one public reply, and new reviews marked seen — with Idempotency-Key, tenancy and change numbers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Schema } from "effect";
import { ReviewDocument } from "../../domain/reviews/review-document.ts";
import { expectInvalidParams, expectProblem, jsonOf, sendTwice, type Api } from "../support/api-client.ts";
import { startTwoHosts, type TestServer } from "../support/two-hosts.ts";

let server: TestServer;
let api: Api;
let anna: string;
let alpine: string;
let unitId: string;

interface Page {
  items: ReviewDocument[];
  pagination: { current: number; next: number | null };
}

const decodeReview = Schema.decodeUnknownSync(ReviewDocument);
const changeSeq = async (hostId: string) =>
  Number(
    (await server.db.query<{ s: string }>("select change_seq::text as s from hosts where id = $1", [hostId]))
      .rows[0]?.s,
  );

beforeAll(async () => {
  ({ server, api, anna, alpine } = await startTwoHosts());
  const { rows } = await server.db.query<{ unit_id: string }>(
    "select unit_id from reviews where host_id = 'host-anna' group by unit_id having count(*) >= 3 order by unit_id limit 1",
  );
  unitId = rows[0]!.unit_id;
});
afterAll(() => server.close());

describe("GET /api/app/reviews/{unitId}", () => {
  it("pages a unit's reviews newest first, in the domain's shape", async () => {
    const first = await jsonOf<Page>(api(anna, `/api/app/reviews/${unitId}?page=1&limit=2`));
    expect(first.items).toHaveLength(2);
    expect(first.pagination).toEqual({ current: 1, next: 2 });
    for (const review of first.items) {
      expect(decodeReview(review)).toEqual(review);
      expect(review.unitId).toBe(unitId);
    }
    expect(first.items[0]!.createdAt >= first.items[1]!.createdAt).toBe(true);
    const second = await jsonOf<Page>(api(anna, `/api/app/reviews/${unitId}?page=2&limit=2`));
    const ids = new Set([...first.items, ...second.items].map((r) => r.publicId));
    expect(ids.size).toBe(first.items.length + second.items.length);
  });

  it("refuses bad paging and another host's unit", async () => {
    await expectInvalidParams(api(anna, `/api/app/reviews/${unitId}?page=0&limit=1000`), ["page", "limit"]);
    await expectProblem(api(alpine, `/api/app/reviews/${unitId}`), 404, "/problems/not-found");
    await expectProblem(api(undefined, `/api/app/reviews/${unitId}`), 401, "/problems/unauthorized");
  });
});

describe("GET /api/app/reviews/rating/{unitId}", () => {
  it("averages the unit's stars", async () => {
    const { rows } = await server.db.query<{ rating: number }>(
      "select rating from reviews where host_id = 'host-anna' and unit_id = $1",
      [unitId],
    );
    const rating = await jsonOf<{ average: number; count: number; distribution: Record<string, number> }>(
      api(anna, `/api/app/reviews/rating/${unitId}`),
    );
    expect(rating.count).toBe(rows.length);
    const mean = rows.reduce((sum, r) => sum + r.rating, 0) / rows.length;
    expect(Math.abs(rating.average - mean)).toBeLessThanOrEqual(0.05);
    expect(Object.values(rating.distribution).reduce((a, b) => a + b, 0)).toBe(rows.length);
    await expectProblem(api(alpine, `/api/app/reviews/rating/${unitId}`), 404, "/problems/not-found");
  });
});

describe("POST /api/app/reviews/reply/{reviewId}", () => {
  it("replies once, under one Idempotency-Key, and takes a change number", async () => {
    const page = await jsonOf<Page>(api(anna, `/api/app/reviews/${unitId}?limit=100`));
    const open = page.items.find((r) => r.reply === null)!;
    const before = await changeSeq("host-anna");
    const answer = await sendTwice((headers) =>
      api(anna, `/api/app/reviews/reply/${open.publicId}`, {
        method: "POST",
        body: JSON.stringify({ text: "Thank you, come back soon!" }),
        headers,
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ publicId: open.publicId, reply: "Thank you, come back soon!" });
    expect(await changeSeq("host-anna")).toBe(before + 1);
    // A second reply, under a new key, is refused: a public reply is not rewritten.
    await expectProblem(
      api(anna, `/api/app/reviews/reply/${open.publicId}`, {
        method: "POST",
        body: JSON.stringify({ text: "Edited" }),
      }),
      409,
      "/problems/invalid-transition",
    );
    const after = await jsonOf<Page>(api(anna, `/api/app/reviews/${unitId}?limit=100`));
    expect(after.items.find((r) => r.publicId === open.publicId)?.reply).toBe("Thank you, come back soon!");
  });

  it("refuses empty, untrimmed or extra fields, and another host's review", async () => {
    const { rows } = await server.db.query<{ id: string }>(
      "select id from reviews where host_id = 'host-anna' and reply is null order by id limit 1",
    );
    const id = rows[0]!.id;
    const post = (body: unknown, token = anna) =>
      api(token, `/api/app/reviews/reply/${id}`, { method: "POST", body: JSON.stringify(body) });
    await expectInvalidParams(post({ text: "" }), ["text"]);
    await expectInvalidParams(post({ text: " padded " }), ["text"]);
    await expectInvalidParams(post({ text: "Hi", reply: "x" }), ["reply"]);
    await expectProblem(post({ text: "Mine now" }, alpine), 404, "/problems/not-found");
    const { rows: still } = await server.db.query("select 1 from reviews where id = $1 and reply is null", [
      id,
    ]);
    expect(still).toHaveLength(1);
  });
});

describe("new reviews", () => {
  it("lists units with unseen reviews and marks a unit seen once", async () => {
    const { unitIds } = await jsonOf<{ unitIds: string[] }>(api(anna, "/api/app/reviews/new"));
    const { rows } = await server.db.query<{ unit_id: string }>(
      "select distinct unit_id from reviews where host_id = 'host-anna' and is_new order by unit_id",
    );
    expect(unitIds).toEqual(rows.map((r) => r.unit_id));
    expect(unitIds.length).toBeGreaterThan(0);
    const target = unitIds[0]!;
    // Another host cannot mark them seen.
    await expectProblem(
      api(alpine, `/api/app/reviews/new/${target}`, { method: "PUT" }),
      404,
      "/problems/not-found",
    );
    const before = await changeSeq("host-anna");
    const answer = await sendTwice((headers) =>
      api(anna, `/api/app/reviews/new/${target}`, { method: "PUT", headers }),
    );
    expect(answer.body).toMatchObject({ unitId: target });
    expect(await changeSeq("host-anna")).toBe(before + 1);
    const after = await jsonOf<{ unitIds: string[] }>(api(anna, "/api/app/reviews/new"));
    expect(after.unitIds).not.toContain(target);
    // Marking again changes nothing and takes no number.
    const again = await jsonOf<{ seen: number }>(
      api(anna, `/api/app/reviews/new/${target}`, { method: "PUT" }),
    );
    expect(again.seen).toBe(0);
    expect(await changeSeq("host-anna")).toBe(before + 1);
  });
});
