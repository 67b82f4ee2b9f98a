// A published unit's links (listing spec §3, §4): the seed's published units have them once the
// server has started, publishing writes them and unpublishing empties them in the same write (REST
// answer and change feed alike), the page they name shows the listing only while it is published, and
// a new public origin gives every published unit links that name it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PropertyUnit } from "../../domain/properties/property-unit.ts";
import type { UnitDocument } from "../../domain/properties/unit-document.ts";
import { repairUnitLinks } from "../../server/data/unit-links.ts";
import { jsonOf, sendTwice, type Api } from "../support/api-client.ts";
import { startTwoHosts, type TestServer } from "../support/two-hosts.ts";

let server: TestServer;
let api: Api;
let anna: string;

beforeAll(async () => {
  ({ server, api, anna } = await startTwoHosts());
});
afterAll(() => server.close());

const unit = (id: string) => jsonOf<PropertyUnit>(api(anna, `/api/app/property-unit/${id}`));
const transition = (id: string, action: "publish" | "unpublish", headers: Record<string, string> = {}) =>
  api(anna, `/api/app/property-unit/${id}/${action}`, { method: "PATCH", headers });
const fedUnits = async () =>
  (await jsonOf<{ documents: UnitDocument[] }>(api(anna, "/api/app/sync/units/pull?limit=1000"))).documents;
const fedUnit = async (id: string) => (await fedUnits()).find((u) => u.id === id);
const listingPage = (id: string) => fetch(`${server.url}/stays/${id}`);
const hostSeq = async () =>
  Number(
    (await server.db.query<{ s: string }>("select change_seq::text as s from hosts where id = 'host-anna'"))
      .rows[0]?.s,
  );

describe("a unit's links", () => {
  it("are the listing page on this server for every seeded published unit, and none for the others", async () => {
    const units = await fedUnits();
    expect(units.length).toBeGreaterThan(2);
    for (const u of units) {
      const expected =
        u.state === "PUBLISHED" ? [{ name: "Hearth", url: `${server.url}/stays/${u.id}` }] : [];
      expect(u.links, u.id).toEqual(expected);
      expect((await unit(u.id)).links, u.id).toEqual(expected);
    }
    expect(units.some((u) => u.state === "PUBLISHED")).toBe(true);
    expect(units.some((u) => u.state !== "PUBLISHED")).toBe(true);
  });

  it("are emptied by unpublishing and written again by publishing, in the answer and the feed", async () => {
    const unpublished = await sendTwice((headers) => transition("unit-limone", "unpublish", headers));
    expect(unpublished.body).toMatchObject({ state: "UNPUBLISHED", links: [] });
    expect((await fedUnit("unit-limone"))?.links).toEqual([]);
    expect((await listingPage("unit-limone")).status).toBe(404);

    const published = await sendTwice((headers) => transition("unit-limone", "publish", headers));
    const links = [{ name: "Hearth", url: `${server.url}/stays/unit-limone` }];
    expect(published.body).toMatchObject({ state: "PUBLISHED", links });
    expect((await fedUnit("unit-limone"))?.links).toEqual(links);
  });

  it("stay empty for a unit that publishing sends to review", async () => {
    expect(await jsonOf(transition("unit-rosemary", "publish"))).toMatchObject({
      state: "UNDER_REVIEW",
      links: [],
    });
  });

  it("name a page that shows the published listing in the host's words, escaped", async () => {
    const title = `Casa <b>"Limone"</b> & sea`;
    const patched = await api(anna, "/api/app/property-unit/unit-limone", {
      method: "PATCH",
      body: JSON.stringify({ title, description: "Lemon trees.\n\nA terrace <script>x</script>" }),
    });
    expect(patched.status).toBe(200);
    const [link] = (await unit("unit-limone")).links;
    const page = await fetch(link!.url);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain("<h1>Casa &lt;b&gt;&quot;Limone&quot;&lt;/b&gt; &amp; sea</h1>");
    expect(html).toContain("Sorrento");
    expect(html).toContain("<p>A terrace &lt;script&gt;x&lt;/script&gt;</p>");
    expect(html).not.toContain("<script>");
    expect((await listingPage("unit-rosemary")).status).toBe(404);
    expect((await listingPage("no-such-unit")).status).toBe(404);
  });

  it("follow a new public origin once, each host's changed units taking one new change number", async () => {
    const before = await hostSeq();
    const origin = "https://stays.example";
    const changed = await repairUnitLinks(server.db, origin);
    const published = (await fedUnits()).filter((u) => u.state === "PUBLISHED");
    expect(changed).toBeGreaterThanOrEqual(published.length);
    expect(await hostSeq()).toBe(before + 1);
    for (const u of published) {
      expect(u.links).toEqual([{ name: "Hearth", url: `${origin}/stays/${u.id}` }]);
      expect(u.seq).toBe(before + 1);
    }
    expect(await repairUnitLinks(server.db, origin)).toBe(0);
    expect(await hostSeq()).toBe(before + 1);
    // A unit that is not published keeps no links, whatever wrote them.
    await server.db.query(`update units set links = $1 where id = 'unit-fig'`, [
      JSON.stringify([{ name: "Hearth", url: `${origin}/stays/unit-fig` }]),
    ]);
    expect(await repairUnitLinks(server.db, origin)).toBe(1);
    expect((await fedUnits()).find((u) => u.id === "unit-fig")).toMatchObject({
      state: "UNPUBLISHED",
      links: [],
    });
    await repairUnitLinks(server.db, server.url);
  });
});
