// Properties against the real server (listing spec §3, §7): one property with its units' ids and
// counts, a property's units, and the property list with its search.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Schema } from "effect";
import { Property, PropertyListItem } from "../../domain/properties/property.ts";
import { PropertyUnit } from "../../domain/properties/property-unit.ts";
import { expectInvalidParams, expectProblem, jsonOf, type Api } from "../support/api-client.ts";
import { startTwoHosts, type TestServer } from "../support/two-hosts.ts";

let server: TestServer;
let api: Api;
let anna: string;
let alpine: string;

interface Page<T> {
  data: T[];
  pagination: { current: number; next: number | null };
}
type ListItem = PropertyListItem & Pick<Property, "unitIds" | "unitSummary">;

const units = (query: string, token = anna, property = "prop-adriana") =>
  api(token, `/api/app/properties/${property}/units?${query}`);
const propertyList = (query: string, token = anna) => api(token, `/api/app/property-list?${query}`);
const search = (term: string) => `criteria%5Bsearch%5D=${encodeURIComponent(term)}`;

beforeAll(async () => {
  ({ server, api, anna, alpine } = await startTwoHosts());
});
afterAll(() => server.close());

describe("GET /api/app/properties/{id}", () => {
  it("answers the property with its live units' ids, first units and counts", async () => {
    const adriana = await jsonOf<Property>(api(anna, "/api/app/properties/prop-adriana"));
    expect(Schema.decodeUnknownSync(Property)(adriana)).toEqual(adriana);
    expect(adriana).toMatchObject({
      id: "prop-adriana",
      propertyType: "multi",
      title: "Villa Adriana",
      unitIds: ["unit-fig", "unit-lavender", "unit-olive", "unit-rosemary"],
      firstFinishedUnitId: "unit-fig",
      firstInProgressUnitId: "unit-rosemary",
      unitSummary: { total: 4, published: 2, inProgress: 1 },
      addressForm: { countryCode: "HR", city: "Split" },
      invalidFields: [],
    });
    // A deleted unit leaves the property's ids and counts.
    expect((await api(anna, "/api/app/property-unit/unit-fig", { method: "DELETE" })).status).toBe(200);
    const after = await jsonOf<Property>(api(anna, "/api/app/properties/prop-adriana"));
    expect(after.unitIds).toEqual(["unit-lavender", "unit-olive", "unit-rosemary"]);
    expect(after.firstFinishedUnitId).toBe("unit-lavender");
    expect(after.unitSummary).toEqual({ total: 3, published: 2, inProgress: 1 });
  });

  it("answers 404 for another host's property", async () => {
    await expectProblem(api(alpine, "/api/app/properties/prop-adriana"), 404, "/problems/not-found");
    await expectProblem(api(anna, "/api/app/properties/prop-edelweiss"), 404, "/problems/not-found");
  });
});

describe("GET /api/app/properties/{propertyId}/units", () => {
  it("pages the property's live units in the unit shape, searched by title", async () => {
    const all = await jsonOf<Page<PropertyUnit>>(units(""));
    expect(all.data.map((u) => u.propertyUnitPublicId)).toEqual([
      "unit-lavender",
      "unit-olive",
      "unit-rosemary",
    ]);
    for (const u of all.data) expect(Schema.decodeUnknownSync(PropertyUnit)(u)).toEqual(u);
    const first = await jsonOf<Page<PropertyUnit>>(units("limit=2"));
    expect(first.pagination).toEqual({ current: 1, next: 2 });
    const second = await jsonOf<Page<PropertyUnit>>(units("limit=2&page=2"));
    expect(second.data.map((u) => u.propertyUnitPublicId)).toEqual(["unit-rosemary"]);
    expect(second.pagination).toEqual({ current: 2, next: null });
    const found = await jsonOf<Page<PropertyUnit>>(units(search("  apartment   OLIVE ")));
    expect(found.data.map((u) => u.propertyUnitPublicId)).toEqual(["unit-olive"]);
    expect((await jsonOf<Page<PropertyUnit>>(units(search("_")))).data).toEqual([]);
  });

  it("answers 400 for a bad query and 404 for another host's property", async () => {
    await expectInvalidParams(units("page=0&limit=abc&criteria%5Bfilter%5D=x"), [
      "page",
      "limit",
      "criteria[filter]",
    ]);
    await expectProblem(units("", alpine), 404, "/problems/not-found");
  });
});

describe("GET /api/app/property-list", () => {
  it("lists the host's properties with their units, searched by title, city or unit title", async () => {
    const all = await jsonOf<Page<ListItem>>(propertyList(""));
    expect(all.pagination).toEqual({ current: 1, next: null });
    expect(all.data.map((p) => p.id)).toEqual(["prop-limone", "prop-adriana"]);
    for (const item of all.data) expect(item).toMatchObject(Schema.decodeUnknownSync(PropertyListItem)(item));
    const limone = all.data[0]!;
    expect(limone).toMatchObject({
      title: "Casa Limone",
      propertyType: "single",
      units: [{ propertyUnitPublicId: "unit-limone", title: "Casa Limone", state: "PUBLISHED" }],
      unitIds: ["unit-limone"],
      unitSummary: { total: 1, published: 1, inProgress: 0 },
    });

    const byUnit = await jsonOf<Page<ListItem>>(propertyList(search("rosemary")));
    expect(byUnit.data.map((p) => p.id)).toEqual(["prop-adriana"]);
    const byCity = await jsonOf<Page<ListItem>>(propertyList(search("sorrento")));
    expect(byCity.data.map((p) => p.id)).toEqual(["prop-limone"]);
    expect((await jsonOf<Page<ListItem>>(propertyList(search("Zugspitze")))).data).toEqual([]);

    const paged = await jsonOf<Page<ListItem>>(propertyList("limit=1&page=2"));
    expect(paged.data.map((p) => p.id)).toEqual(["prop-adriana"]);
    expect(paged.pagination).toEqual({ current: 2, next: null });

    const theirs = await jsonOf<Page<ListItem>>(propertyList("", alpine));
    expect(theirs.data.map((p) => p.id).sort()).toEqual(["prop-bergblick", "prop-edelweiss"]);
  });

  it("answers 400 for a bad query", async () => {
    await expectInvalidParams(propertyList(`page=-1&${search("x".repeat(201))}`), [
      "page",
      "criteria[search]",
    ]);
  });
});
