// A unit's cover photo reaches the local store with the unit (listing spec §3 `thumbnail`): the unit
// document the feed sends and the REST answer carry the address of the first photo in the host's
// order, null without photos, and each upload, reorder and delete sends the unit again with it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PropertyUnit } from "../../domain/properties/property-unit.ts";
import type { UnitDocument } from "../../domain/properties/unit-document.ts";
import { apiClient, jsonOf, type Api } from "../support/api-client.ts";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { fileUpload, realPng } from "../support/upload-bodies.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let api: Api;
let anna: string;
const unitId = "unit-lavender";
const photosPath = `/api/app/property-unit/${unitId}/photos`;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  anna = (await signIn(server.url, demoAccounts.individual)).accessToken;
});
afterAll(() => server.close());

const upload = async () =>
  jsonOf<{ id: string; url: string }>(api(anna, photosPath, fileUpload(realPng(1024, 683))));
/** The unit as the feed sends it after the checkpoint (seq, this unit), undefined when not sent again. */
const fedAfter = async (seq: number | undefined) => {
  const after = seq === undefined ? "" : `&seq=${seq}&id=${unitId}`;
  const pulled = await jsonOf<{ documents: UnitDocument[] }>(
    api(anna, `/api/app/sync/units/pull?limit=1000${after}`),
  );
  return pulled.documents.find((u) => u.id === unitId);
};
const rest = () => jsonOf<PropertyUnit>(api(anna, `/api/app/property-unit/${unitId}`));
const fedNow = async () => (await fedAfter(undefined))!;

describe("a unit's cover photo", () => {
  it("is none without photos", async () => {
    expect((await fedNow()).thumbnail).toBeNull();
    expect(await rest()).toMatchObject({ thumbnail: null, image: null });
  });

  it("is the first photo, sent again with the unit after every upload, reorder and delete", async () => {
    let seq = (await fedNow()).seq;
    /** The unit was sent again since the last look, with this cover. */
    const expectSentWith = async (url: string | null) => {
      const unit = await fedAfter(seq);
      expect(unit?.thumbnail).toBe(url);
      seq = unit!.seq;
      expect(await rest()).toMatchObject({ thumbnail: url, image: url });
    };
    const first = await upload();
    expect(first.url).toBe(`/api/public/files/${first.id}`);
    await expectSentWith(first.url);
    const second = await upload();
    await expectSentWith(first.url);

    await jsonOf(
      api(anna, `${photosPath}/order`, { method: "PUT", body: JSON.stringify({ photoIds: [second.id] }) }),
    );
    await expectSentWith(second.url);

    await jsonOf(api(anna, `${photosPath}/${second.id}`, { method: "DELETE" }));
    await expectSentWith(first.url);
    await jsonOf(api(anna, `${photosPath}/${first.id}`, { method: "DELETE" }));
    await expectSentWith(null);
  });

  it("is the image the public file route serves", async () => {
    const photo = await upload();
    const cover = (await fedNow()).thumbnail!;
    const image = await fetch(`${server.url}${cover}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(cover).toBe(photo.url);
  });
});
