// Property units against the real server (listing spec §3, §4, §7): detail, partial update,
// publish, unpublish and delete through the domain's state machine, with tenancy and replays.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Schema } from "effect";
import { PropertyUnit } from "../../domain/properties/property-unit.ts";
import { expectInvalidParams, expectProblem, jsonOf, sendTwice, type Api } from "../support/api-client.ts";
import { startTwoHosts, type TestServer } from "../support/two-hosts.ts";

let server: TestServer;
let api: Api;
let anna: string;
let alpine: string;

const decodeUnit = Schema.decodeUnknownSync(PropertyUnit);
const changeSeq = async () =>
  Number(
    (await server.db.query<{ s: string }>("select change_seq::text as s from hosts where id = 'host-anna'"))
      .rows[0]?.s,
  );
const rowOf = async (id: string) =>
  (
    await server.db.query(
      `select title, state, guests, bedroom_count, property_size::text as size, property_size_measurement_unit as measured_in,
         calendar_status, seq::int as seq from units where id = $1`,
      [id],
    )
  ).rows[0];
const unit = (id: string, token = anna) => jsonOf<PropertyUnit>(api(token, `/api/app/property-unit/${id}`));
const patch = (id: string, body: unknown, token = anna, headers: Record<string, string> = {}) =>
  api(token, `/api/app/property-unit/${id}`, { method: "PATCH", body: JSON.stringify(body), headers });
const transition = (
  id: string,
  action: "publish" | "unpublish" | "delete",
  token = anna,
  headers: Record<string, string> = {},
) =>
  action === "delete"
    ? api(token, `/api/app/property-unit/${id}`, { method: "DELETE", headers })
    : api(token, `/api/app/property-unit/${id}/${action}`, { method: "PATCH", headers });

beforeAll(async () => {
  ({ server, api, anna, alpine } = await startTwoHosts());
});
afterAll(() => server.close());

describe("GET /api/app/property-unit/{id}", () => {
  it("answers the unit in the domain's shape, with the actions its state allows", async () => {
    const limone = await unit("unit-limone");
    expect(decodeUnit(limone)).toEqual(limone);
    expect(limone).toMatchObject({
      propertyUnitPublicId: "unit-limone",
      propertyId: "prop-limone",
      title: "Casa Limone",
      state: "PUBLISHED",
      availableActions: ["unpublish", "delete"],
      propertySize: 85,
      propertySizeMeasurementUnit: "metric",
      calendarAvailability: { status: "AVAILABLE" },
      guests: 4,
      bedroomCount: 2,
      invalidFields: [],
    });
    expect((await unit("unit-rosemary")).availableActions).toEqual(["publish", "delete"]);
  });

  it("answers 404 for another host's unit and an unknown id", async () => {
    await expectProblem(api(alpine, "/api/app/property-unit/unit-limone"), 404, "/problems/not-found");
    await expectProblem(api(anna, "/api/app/property-unit/unit-zugspitze"), 404, "/problems/not-found");
    await expectProblem(api(anna, "/api/app/property-unit/nope"), 404, "/problems/not-found");
  });
});

describe("PATCH /api/app/property-unit/{id}", () => {
  it("changes only the fields sent, once per Idempotency-Key, and answers the unit", async () => {
    const seqBefore = await changeSeq();
    const answer = await sendTwice((headers) =>
      patch("unit-olive", { title: "Apartment Olive Tree", guests: 5 }, anna, headers),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ...(await unit("unit-olive")), title: "Apartment Olive Tree", guests: 5 });
    expect(await rowOf("unit-olive")).toMatchObject({
      title: "Apartment Olive Tree",
      guests: 5,
      bedroom_count: 2,
      size: "62.00",
      seq: seqBefore + 1,
    });
    expect(await changeSeq()).toBe(seqBefore + 1);
  });

  it("keeps the area when only the measurement unit changes, and rounds sizes as the domain says", async () => {
    const imperial = await jsonOf<PropertyUnit>(
      patch("unit-lavender", { propertySizeMeasurementUnit: "imperial" }),
    );
    expect(imperial).toMatchObject({ propertySize: 441.32, propertySizeMeasurementUnit: "imperial" });
    const back = await jsonOf<PropertyUnit>(
      patch("unit-lavender", { propertySizeMeasurementUnit: "metric" }),
    );
    expect(back).toMatchObject({ propertySize: 41, propertySizeMeasurementUnit: "metric" });
    expect((await jsonOf<PropertyUnit>(patch("unit-lavender", { propertySize: 43.6 }))).propertySize).toBe(
      44,
    );
    const sent = await jsonOf<PropertyUnit>(
      patch("unit-lavender", {
        propertySize: 500.126,
        propertySizeMeasurementUnit: "imperial",
        bedroomCount: 2,
      }),
    );
    expect(sent).toMatchObject({
      propertySize: 500.13,
      propertySizeMeasurementUnit: "imperial",
      bedroomCount: 2,
    });
  });

  it("answers an empty patch with the unit and takes no change number", async () => {
    const seqBefore = await changeSeq();
    expect(await jsonOf(patch("unit-fig", {}))).toEqual(await unit("unit-fig"));
    expect(await changeSeq()).toBe(seqBefore);
  });

  it("answers 400 for fields it does not take and values the domain refuses, and changes nothing", async () => {
    const before = await rowOf("unit-fig");
    const seqBefore = await changeSeq();
    await expectInvalidParams(patch("unit-fig", { title: "x", state: "PUBLISHED" }), ["state"]);
    await expectInvalidParams(patch("unit-fig", { calendarAvailability: { status: "BLOCKED" } }), [
      "calendarAvailability",
    ]);
    await expectInvalidParams(patch("unit-fig", { guests: -1, bedroomCount: 1.5, title: null }), [
      "guests",
      "bedroomCount",
      "title",
    ]);
    await expectInvalidParams(patch("unit-fig", { guests: 1e12, propertySize: 1e9 }), [
      "guests",
      "propertySize",
    ]);
    await expectInvalidParams(patch("unit-fig", { propertySizeMeasurementUnit: "acres" }), [
      "propertySizeMeasurementUnit",
    ]);
    expect((await api(anna, "/api/app/property-unit/unit-fig", { method: "PATCH", body: "{" })).status).toBe(
      400,
    );
    expect(await rowOf("unit-fig")).toEqual(before);
    expect(await changeSeq()).toBe(seqBefore);
  });

  it("answers 404 to another host and changes nothing", async () => {
    const before = await rowOf("unit-limone");
    await expectProblem(patch("unit-limone", { title: "Mine now" }, alpine), 404, "/problems/not-found");
    expect(await rowOf("unit-limone")).toEqual(before);
  });
});

describe("publish, unpublish and delete", () => {
  it("moves the unit through the domain's state machine, once per Idempotency-Key", async () => {
    const seqBefore = await changeSeq();
    const unpublished = await sendTwice((headers) => transition("unit-limone", "unpublish", anna, headers));
    expect(unpublished.body).toMatchObject({ state: "UNPUBLISHED", availableActions: ["publish", "delete"] });
    expect(await changeSeq()).toBe(seqBefore + 1);
    const published = await sendTwice((headers) => transition("unit-limone", "publish", anna, headers));
    expect(published.body).toMatchObject({ state: "PUBLISHED" });
    expect(await rowOf("unit-limone")).toMatchObject({ state: "PUBLISHED", seq: seqBefore + 2 });
    // A listing finished for the first time goes to review, not straight live.
    expect(await jsonOf(transition("unit-rosemary", "publish"))).toMatchObject({ state: "UNDER_REVIEW" });
  });

  it("refuses with 409 what the state does not allow", async () => {
    await expectProblem(transition("unit-limone", "publish"), 409, "/problems/invalid-transition");
    await expectProblem(transition("unit-rosemary", "unpublish"), 409, "/problems/invalid-transition");
    expect((await rowOf("unit-limone"))?.state).toBe("PUBLISHED");
  });

  it("refuses with 409 to publish a unit an invalid registration number blocks, until it is fixed", async () => {
    expect((await jsonOf<PropertyUnit>(transition("unit-fig", "publish"))).state).toBe("PUBLISHED");
    expect((await jsonOf<PropertyUnit>(transition("unit-fig", "unpublish"))).state).toBe("UNPUBLISHED");
    // Flagged for the whole property, it blocks every unit of it.
    await server.db.query(
      `insert into invalid_fields (id, host_id, property_id, unit_id, field)
       values ('test-invalid', 'host-anna', 'prop-adriana', null, 'registrationNumber')`,
    );
    const flagged = await unit("unit-fig");
    expect(flagged.invalidFields).toEqual([
      { field: "registrationNumber", propertyId: "prop-adriana", propertyUnitId: null },
    ]);
    expect(flagged.availableActions).toEqual(["delete"]);
    const refused = await expectProblem(
      transition("unit-fig", "publish"),
      409,
      "/problems/invalid-transition",
    );
    expect(refused.detail).toMatch(/registration number/);
    expect((await rowOf("unit-fig"))?.state).toBe("UNPUBLISHED");
    await server.db.query("delete from invalid_fields where id = 'test-invalid'");
    expect((await jsonOf<PropertyUnit>(transition("unit-fig", "publish"))).state).toBe("PUBLISHED");
  });

  it("deletes a unit: it still answers as DELETED, and nothing changes it afterwards", async () => {
    const deleted = await sendTwice((headers) => transition("unit-fig", "delete", anna, headers));
    expect(deleted.body).toMatchObject({ state: "DELETED", availableActions: [] });
    expect(await unit("unit-fig")).toEqual(deleted.body);
    await expectProblem(transition("unit-fig", "delete"), 409, "/problems/invalid-transition");
    await expectProblem(transition("unit-fig", "publish"), 409, "/problems/invalid-transition");
    await expectProblem(patch("unit-fig", { guests: 3 }), 409, "/problems/invalid-transition");
    await expectProblem(
      api(anna, "/api/app/property-unit/unit-fig/calendar-action", {
        method: "POST",
        body: JSON.stringify({ status: "BLOCKED" }),
      }),
      409,
      "/problems/invalid-transition",
    );
    await expectProblem(
      api(anna, "/api/app/properties/unit-fig/unavailabilities/block", {
        method: "POST",
        body: JSON.stringify({ dateFrom: "2046-01-01", dateTo: "2046-01-03" }),
      }),
      409,
      "/problems/invalid-transition",
    );
  });

  it("answers 404 to another host for every transition and changes nothing", async () => {
    const before = await rowOf("unit-lavender");
    const seqBefore = await changeSeq();
    for (const action of ["unpublish", "publish", "delete"] as const) {
      await expectProblem(transition("unit-lavender", action, alpine), 404, "/problems/not-found");
    }
    expect(await rowOf("unit-lavender")).toEqual(before);
    expect(await changeSeq()).toBe(seqBefore);
  });
});
