// The order of a unit's photos against the real server: a reorder puts the photos in the order named
// (the first is the cover), keeps photos it does not name after them, passes over photos since
// deleted, lists new uploads last, is applied once per Idempotency-Key, refuses bad bodies with a
// problem detail, and never reaches another host's unit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import {
  apiClient,
  expectInvalidParams,
  expectProblem,
  jsonOf,
  sendTwice,
  type Api,
} from "../support/api-client.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { fileUpload, realPng } from "../support/upload-bodies.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let api: Api;
let anna: string;
let alpine: string;
let unit: string;

const photosPath = () => `/api/app/property-unit/${unit}/photos`;
const listed = async (token = anna) =>
  (await jsonOf<{ photos: { id: string }[] }>(api(token, photosPath()))).photos.map((p) => p.id);
const upload = async () =>
  (await jsonOf<{ id: string }>(api(anna, photosPath(), fileUpload(realPng(1024, 683))))).id;
const reorder = (photoIds: unknown, token = anna, headers: Record<string, string> = {}) =>
  api(token, `${photosPath()}/order`, { method: "PUT", body: JSON.stringify({ photoIds }), headers });

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  [anna, alpine] = await Promise.all([
    signIn(server.url, demoAccounts.individual).then((t) => t.accessToken),
    signIn(server.url, demoAccounts.company).then((t) => t.accessToken),
  ]);
  unit = (
    await server.db.query<{ id: string }>(
      "select id from units where host_id = 'host-anna' and state <> 'DELETED' order by id limit 1",
    )
  ).rows[0]!.id;
});
afterAll(() => server.close());

describe("the order of a unit's photos", () => {
  it("is the order named, once per key, kept for the list; new photos come last", async () => {
    const [a, b, c] = [await upload(), await upload(), await upload()];
    expect(await listed()).toEqual([a, b, c]);
    const answer = await sendTwice((headers) => reorder([c, a, b], anna, headers));
    expect(answer).toMatchObject({ status: 200, body: { photoIds: [c, a, b] } });
    expect(await listed()).toEqual([c, a, b]);
    const d = await upload();
    expect(await listed()).toEqual([c, a, b, d]);
    // Only the cover named: the others keep their order behind it.
    await jsonOf(reorder([b]));
    expect(await listed()).toEqual([b, c, a, d]);
  });

  it("passes over a photo deleted since the reorder was made", async () => {
    const before = await listed();
    const gone = before[1]!;
    await jsonOf(api(anna, `${photosPath()}/${gone}`, { method: "DELETE" }));
    const wanted = [...before].reverse();
    const { photoIds } = await jsonOf<{ photoIds: string[] }>(reorder(wanted));
    expect(photoIds).toEqual(wanted.filter((id) => id !== gone));
    expect(await listed()).toEqual(photoIds);
  });

  it("refuses an empty order, a photo named twice or a body of another shape, changing nothing", async () => {
    const before = await listed();
    await expectInvalidParams(reorder([]), ["photoIds"]);
    await expectInvalidParams(reorder([before[0], before[0]]), ["photoIds"]);
    await expectInvalidParams(reorder("not a list"), ["photoIds"]);
    await expectInvalidParams(
      api(anna, `${photosPath()}/order`, {
        method: "PUT",
        body: JSON.stringify({ photoIds: [before[0]], cover: 1 }),
      }),
      ["cover"],
    );
    expect(await listed()).toEqual(before);
  });

  it("answers 404 for another host's unit and leaves its photos as they were", async () => {
    const before = await listed();
    await expectProblem(reorder([...before].reverse(), alpine), 404, "/problems/not-found");
    expect(await listed()).toEqual(before);
  });

  it("refuses a deleted unit's photos with a conflict", async () => {
    const { rows } = await server.db.query<{ id: string }>(
      "select id from units where host_id = 'host-anna' and state <> 'DELETED' order by id desc limit 1",
    );
    const other = rows[0]!.id;
    await server.db.query("update units set state = 'DELETED' where id = $1", [other]);
    await expectProblem(
      api(anna, `/api/app/property-unit/${other}/photos/order`, {
        method: "PUT",
        body: JSON.stringify({ photoIds: ["x"] }),
      }),
      409,
      "/problems/invalid-transition",
    );
  });
});
