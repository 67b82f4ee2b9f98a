// Property writes against the real server (listing spec §7): create a property under the device's id,
// change it, save its location, delete it, and add units to it; each once per Idempotency-Key, refused
// for another host's ids with nothing changed, and refused with a reason while units or stays hold it.
import { randomUUID } from "node:crypto";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Property } from "../../domain/properties/property.ts";
import { PropertyUnit } from "../../domain/properties/property-unit.ts";
import { expectInvalidParams, expectProblem, jsonOf, sendTwice, type Api } from "../support/api-client.ts";
import { hostFingerprint } from "../support/host-rows.ts";
import { startTwoHosts, type TestServer } from "../support/two-hosts.ts";

let server: TestServer;
let api: Api;
let anna: string;
let alpine: string;

beforeAll(async () => {
  ({ server, api, anna, alpine } = await startTwoHosts());
});
afterAll(() => server.close());

interface Page<T> {
  data: T[];
  pagination: { current: number; next: number | null };
}

const send = (
  method: string,
  path: string,
  body?: unknown,
  token = anna,
  headers: Record<string, string> = {},
) => api(token, path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
const create = (body: unknown, token = anna, headers: Record<string, string> = {}) =>
  send("POST", "/api/app/properties", body, token, headers);
const property = (id: string, token = anna) => api(token, `/api/app/properties/${id}`);
const rowsOf = async (table: "properties" | "units", id: string) =>
  (
    await server.db.query<{ host_id: string; state: string }>(
      `select host_id, state from ${table} where id = $1`,
      [id],
    )
  ).rows;
const pulledProperties = async (token = anna) =>
  (
    await jsonOf<{ documents: Array<{ id: string; title: string | null; _deleted: boolean }> }>(
      api(token, "/api/app/sync/properties/pull?limit=1000"),
    )
  ).documents;

async function madeProperty(
  propertyType: "single" | "multi" = "multi",
  title = "Casa Nova",
): Promise<string> {
  const id = randomUUID();
  expect(await jsonOf(create({ id, propertyType, title }))).toEqual({ id });
  return id;
}

describe("POST /api/app/properties", () => {
  it("takes the device's id once: the property answers at once, in the list and in the feed", async () => {
    const id = randomUUID();
    const made = await sendTwice((headers) =>
      create({ id, propertyType: "multi", title: "Casa Nova" }, anna, headers),
    );
    expect(made).toMatchObject({ status: 200, body: { id } });
    // The same request again without its key (a lost answer and a client without the key): unchanged.
    expect(await jsonOf(create({ id, propertyType: "multi", title: "Casa Nova" }))).toEqual({ id });
    expect(await rowsOf("properties", id)).toHaveLength(1);

    const answered = await jsonOf<Property>(property(id));
    expect(Schema.decodeUnknownSync(Property)(answered)).toEqual(answered);
    expect(answered).toMatchObject({
      id,
      propertyType: "multi",
      title: "Casa Nova",
      state: "IN_PROGRESS",
      unitIds: [],
      addressForm: { countryCode: "", city: "", street: "", houseNumberOrName: "" },
    });
    const list = await jsonOf<Page<Property>>(
      api(anna, `/api/app/properties?criteria%5Bsearch%5D=casa%20nova`),
    );
    expect(list.data.map((p) => p.id)).toContain(id);
    expect((await pulledProperties()).find((p) => p.id === id)).toMatchObject({
      title: "Casa Nova",
      _deleted: false,
    });
  });

  it("makes an id when none is sent", async () => {
    const { id } = await jsonOf<{ id: string }>(create({ propertyType: "single", title: "Studio" }));
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await jsonOf<Property>(property(id))).propertyType).toBe("single");
  });

  it("refuses another host's id with a conflict, and changes nothing of theirs", async () => {
    const id = await madeProperty();
    const before = await hostFingerprint(server.db, "host-anna");
    const refused = await expectProblem(
      create({ id, propertyType: "single", title: "Mine" }, alpine),
      409,
      "/problems/conflict",
    );
    expect(refused.detail).toMatch(/already taken/);
    expect(await hostFingerprint(server.db, "host-anna")).toEqual(before);
    expect((await rowsOf("properties", id))[0]?.host_id).toBe("host-anna");
  });

  it("names each bad field of a bad body, and writes nothing", async () => {
    const id = randomUUID();
    await expectInvalidParams(create({ id: "prop-1", propertyType: "triple", title: "  " }), [
      "id",
      "propertyType",
      "title",
    ]);
    await expectInvalidParams(create({ id, propertyType: "multi", title: "Villa", state: "PUBLISHED" }), [
      "state",
    ]);
    await expectInvalidParams(create({ id, title: "Villa" }), ["propertyType"]);
    expect(await rowsOf("properties", id)).toEqual([]);
  });
});

describe("GET /api/app/properties", () => {
  it("pages the host's live properties in the property shape, from page 1", async () => {
    const first = await jsonOf<Page<Property>>(api(anna, "/api/app/properties"));
    expect(first.pagination.current).toBe(1);
    for (const p of first.data) expect(Schema.decodeUnknownSync(Property)(p)).toEqual(p);
    expect(first.data.map((p) => p.id)).toContain("prop-adriana");
    expect(
      (await jsonOf<Page<Property>>(api(alpine, "/api/app/properties"))).data.map((p) => p.id),
    ).not.toContain("prop-adriana");
    await expectInvalidParams(api(anna, "/api/app/properties?page=0&limit=5"), ["page", "limit"]);
  });
});

describe("PATCH /api/app/properties/{id}", () => {
  it("changes the fields sent, clears a description sent as null, once per key", async () => {
    const id = await madeProperty();
    await jsonOf(send("PATCH", `/api/app/properties/${id}`, { description: "Old stone house" }));
    const changed = await sendTwice((headers) =>
      send(
        "PATCH",
        `/api/app/properties/${id}`,
        { title: "Casa Vecchia", description: null, restaurantDescription: "Trattoria" },
        anna,
        headers,
      ),
    );
    expect(changed.body).toMatchObject({
      title: "Casa Vecchia",
      description: null,
      restaurantDescription: "Trattoria",
    });
    expect(await jsonOf<Property>(property(id))).toEqual(changed.body);
    expect((await pulledProperties()).find((p) => p.id === id)?.title).toBe("Casa Vecchia");
  });

  it("refuses an empty or bad change, another host's property, and single-unit for several units", async () => {
    const id = await madeProperty();
    await expectProblem(send("PATCH", `/api/app/properties/${id}`, {}), 400, "/problems/bad-request");
    await expectInvalidParams(send("PATCH", `/api/app/properties/${id}`, { title: "", state: "PUBLISHED" }), [
      "title",
      "state",
    ]);
    const before = await hostFingerprint(server.db, "host-anna");
    await expectProblem(
      send("PATCH", "/api/app/properties/prop-adriana", { title: "Taken" }, alpine),
      404,
      "/problems/not-found",
    );
    expect(await hostFingerprint(server.db, "host-anna")).toEqual(before);
    const refused = await expectProblem(
      send("PATCH", "/api/app/properties/prop-adriana", { propertyType: "single" }),
      409,
      "/problems/conflict",
    );
    expect(refused.detail).toMatch(/units/);
    expect((await jsonOf<Property>(property("prop-adriana"))).propertyType).toBe("multi");
  });
});

describe("PUT /api/app/properties/{id}/location/{action}", () => {
  const location = {
    countryCode: "IT",
    city: "Lecce",
    street: "Via Roma",
    houseNumberOrName: "3",
    state: "LE",
  };

  it("saves the whole address on the save action", async () => {
    const id = await madeProperty();
    const saved = await sendTwice((headers) =>
      send("PUT", `/api/app/properties/${id}/location/save`, location, anna, headers),
    );
    expect((saved.body as Property).addressForm).toEqual({ ...location, postalCode: null, province: null });
  });

  it("keeps the map's pin the address step does not send, and replaces it when the map step does", async () => {
    const id = await madeProperty();
    const pinOf = async () =>
      (await pulledProperties()).find((p) => p.id === id) as unknown as {
        latitude: number | null;
        longitude: number | null;
      };
    await jsonOf(send("PUT", `/api/app/properties/${id}/location/save`, location));
    expect(await pinOf()).toMatchObject({ latitude: null, longitude: null });
    await jsonOf(
      send("PUT", `/api/app/properties/${id}/location/save`, {
        ...location,
        latitude: 40.3515,
        longitude: 18.175,
      }),
    );
    await jsonOf(
      send("PUT", `/api/app/properties/${id}/location/save`, { ...location, street: "Via Trinchese" }),
    );
    expect(await pinOf()).toMatchObject({ latitude: 40.3515, longitude: 18.175 });
    await expectInvalidParams(
      send("PUT", `/api/app/properties/${id}/location/save`, { ...location, latitude: 91, longitude: -181 }),
      ["latitude", "longitude"],
    );
  });

  it("names the empty required fields and a state longer than 3, and knows no other action", async () => {
    const id = await madeProperty();
    await expectInvalidParams(
      send("PUT", `/api/app/properties/${id}/location/save`, {
        ...location,
        city: " ",
        street: "",
        state: "Apulia",
      }),
      ["city", "street", "state"],
    );
    await expectInvalidParams(
      send("PUT", `/api/app/properties/${id}/location/save`, { countryCode: "Italy", city: "Lecce" }),
      ["countryCode", "street", "houseNumberOrName"],
    );
    await expectProblem(
      send("PUT", `/api/app/properties/${id}/location/geocode`, location),
      404,
      "/problems/not-found",
    );
    expect((await jsonOf<Property>(property(id))).addressForm?.city).toBe("");
  });

  it("answers 404 for another host's property and changes nothing", async () => {
    const before = await hostFingerprint(server.db, "host-anna");
    await expectProblem(
      send("PUT", "/api/app/properties/prop-adriana/location/save", location, alpine),
      404,
      "/problems/not-found",
    );
    expect(await hostFingerprint(server.db, "host-anna")).toEqual(before);
  });
});

describe("POST /api/app/properties/{propertyId}/units", () => {
  it("adds an empty unit in progress under the device's id, once", async () => {
    const propertyId = await madeProperty();
    const id = randomUUID();
    const made = await sendTwice((headers) =>
      send("POST", `/api/app/properties/${propertyId}/units`, { id }, anna, headers),
    );
    const unit = Schema.decodeUnknownSync(PropertyUnit)(made.body);
    expect(unit).toMatchObject({
      propertyUnitPublicId: id,
      propertyId,
      title: null,
      state: "IN_PROGRESS",
      guests: null,
      bedroomCount: null,
      propertySize: null,
    });
    // Every device gets it through the units feed, as empty as it was made.
    const pulled = await jsonOf<{
      documents: Array<{ id: string; title: string | null; propertySize: number | null }>;
    }>(api(anna, "/api/app/sync/units/pull?limit=1000"));
    expect(pulled.documents.find((u) => u.id === id)).toMatchObject({ title: null, propertySize: null });
    expect(await jsonOf(send("POST", `/api/app/properties/${propertyId}/units`, { id }))).toEqual(made.body);
    expect(await rowsOf("units", id)).toHaveLength(1);
    expect((await jsonOf<Property>(property(propertyId))).unitIds).toEqual([id]);
    // The spec's empty body: the server makes the id.
    const other = await jsonOf<PropertyUnit>(send("POST", `/api/app/properties/${propertyId}/units`, {}));
    expect(other.propertyUnitPublicId).not.toBe(id);
  });

  it("refuses a second unit of a single-unit property, another host's property, and a bad id", async () => {
    const single = await madeProperty("single");
    await jsonOf(send("POST", `/api/app/properties/${single}/units`, {}));
    const full = await expectProblem(
      send("POST", `/api/app/properties/${single}/units`, {}),
      409,
      "/problems/conflict",
    );
    expect(full.detail).toMatch(/single-unit/);
    const before = await hostFingerprint(server.db, "host-anna");
    await expectProblem(
      send("POST", "/api/app/properties/prop-adriana/units", {}, alpine),
      404,
      "/problems/not-found",
    );
    expect(await hostFingerprint(server.db, "host-anna")).toEqual(before);
    await expectInvalidParams(send("POST", `/api/app/properties/${single}/units`, { id: "unit-x" }), ["id"]);
  });
});

describe("DELETE /api/app/properties/{id}", () => {
  it("refuses a property with live units, naming them, and deletes it once they are gone", async () => {
    const propertyId = await madeProperty();
    const unit = await jsonOf<PropertyUnit>(send("POST", `/api/app/properties/${propertyId}/units`, {}));
    const refused = await expectProblem(
      send("DELETE", `/api/app/properties/${propertyId}`),
      409,
      "/problems/conflict",
    );
    expect(refused.detail).toMatch(/still has 1 unit\. Delete its units first/);
    expect((await rowsOf("properties", propertyId))[0]?.state).toBe("IN_PROGRESS");

    await jsonOf(send("DELETE", `/api/app/property-unit/${unit.propertyUnitPublicId}`));
    const deleted = await sendTwice((headers) =>
      send("DELETE", `/api/app/properties/${propertyId}`, undefined, anna, headers),
    );
    expect(deleted.body).toMatchObject({ id: propertyId, state: "DELETED" });
    await expectProblem(property(propertyId), 404, "/problems/not-found");
    await expectProblem(send("DELETE", `/api/app/properties/${propertyId}`), 404, "/problems/not-found");
    await expectProblem(
      send("POST", `/api/app/properties/${propertyId}/units`, {}),
      404,
      "/problems/not-found",
    );
    expect(
      (await jsonOf<Page<Property>>(api(anna, "/api/app/properties"))).data.map((p) => p.id),
    ).not.toContain(propertyId);
    // Every device drops it: the feed sends it as a tombstone.
    expect((await pulledProperties()).find((p) => p.id === propertyId)?._deleted).toBe(true);
  });

  it("answers 404 for another host's property and deletes nothing", async () => {
    const before = await hostFingerprint(server.db, "host-anna");
    await expectProblem(
      send("DELETE", "/api/app/properties/prop-adriana", undefined, alpine),
      404,
      "/problems/not-found",
    );
    expect(await hostFingerprint(server.db, "host-anna")).toEqual(before);
  });
});

describe("DELETE /api/app/property-unit/{id} with stays ahead", () => {
  it("refuses a unit with a confirmed booking not yet over, saying why", async () => {
    const { rows } = await server.db.query<{ unit_id: string }>(
      `select unit_id from reservations where host_id = 'host-anna' and kind = 'booking' and status = 'CONFIRMED'
       and not deleted and check_out > current_date order by unit_id limit 1`,
    );
    const unitId = rows[0]!.unit_id;
    const refused = await expectProblem(
      send("DELETE", `/api/app/property-unit/${unitId}`),
      409,
      "/problems/conflict",
    );
    expect(refused.detail).toMatch(/upcoming stay/);
    expect((await rowsOf("units", unitId))[0]?.state).not.toBe("DELETED");
  });
});
