// A unit's listing details against the real server (listing spec §3, §5, §7): PATCH
// /api/app/property-unit/{id} stores amenities, rooms, price and policies, refuses what the
// configuration does not offer with field errors, clears the invalid registration number it fixes,
// and the units feed carries all of it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Schema } from "effect";
import { PropertyUnit } from "../../domain/properties/property-unit.ts";
import type { UnitDocument } from "../../domain/properties/unit-document.ts";
import { expectInvalidParams, jsonOf, sendTwice, type Api } from "../support/api-client.ts";
import { startTwoHosts, type TestServer } from "../support/two-hosts.ts";

let server: TestServer;
let api: Api;
let anna: string;

const decodeUnit = Schema.decodeUnknownSync(PropertyUnit);
const patch = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  api(anna, `/api/app/property-unit/${id}`, { method: "PATCH", body: JSON.stringify(body), headers });
const pullUnits = async () => {
  const answer = await jsonOf<{ documents: UnitDocument[] }>(
    api(anna, "/api/app/sync/units/pull?limit=5000"),
  );
  return new Map(answer.documents.map((d) => [d.id as string, d]));
};

beforeAll(async () => {
  ({ server, api, anna } = await startTwoHosts());
});
afterAll(() => server.close());

describe("PATCH /api/app/property-unit/{id} with listing details", () => {
  it("stores the details once per key, answers them, and the feed carries them", async () => {
    const details = {
      amenities: ["wifi", "pool"],
      rooms: [
        { type: "bedroom", beds: 2 },
        { type: "bath_room", beds: 0 },
      ],
      description: "Olive trees all around.",
      accommodationType: "apartment",
      price: 135.5,
      minimumNoticeDays: 2,
      cancellationPolicy: "moderate",
      houseRules: ["noSmoking"],
      bookingType: "onLine",
    };
    const answer = await sendTwice((headers) => patch("unit-olive", details, headers));
    expect(answer.status).toBe(200);
    const unit = decodeUnit(answer.body);
    expect(unit).toMatchObject({
      ...details,
      amenities: [
        { id: "wifi", group: "essentials" },
        { id: "pool", group: "outdoor" },
      ],
    });
    const fed = (await pullUnits()).get("unit-olive");
    expect(fed).toMatchObject(details);
    // A later patch of one field leaves the others as they were.
    const later = decodeUnit(await jsonOf(patch("unit-olive", { price: 99 })));
    expect(later.price).toBe(99);
    expect(later.rooms).toEqual(details.rooms);
  });

  it("refuses what the configuration does not offer, naming each field, and changes nothing", async () => {
    const before = await pullUnits();
    await expectInvalidParams(
      patch("unit-lavender", {
        amenities: ["wifi", "helipad"],
        cancellationPolicy: "never",
        accommodationType: "castle",
        houseRules: ["noMusic"],
      }),
      ["amenities", "cancellationPolicy", "accommodationType", "houseRules"],
    );
    // On request: bathrooms are no room to price, and same-day notice is not allowed.
    await expectInvalidParams(
      patch("unit-lavender", {
        bookingType: "onRequest",
        rooms: [
          { type: "bedroom", beds: 1 },
          { type: "bath_room", beds: 0 },
        ],
        minimumNoticeDays: 0,
      }),
      ["rooms.1.type", "minimumNoticeDays"],
    );
    // Outside the schema's bounds: the decoding refuses before the handler runs.
    await expectInvalidParams(patch("unit-lavender", { price: 0 }), ["price"]);
    await expectInvalidParams(patch("unit-lavender", { price: 1_000_001 }), ["price"]);
    await expectInvalidParams(patch("unit-lavender", { minimumNoticeDays: 5 }), ["minimumNoticeDays"]);
    expect((await pullUnits()).get("unit-lavender")).toEqual(before.get("unit-lavender"));
  });

  it("clears the invalid registration number it fixes, so the unit may be published again", async () => {
    await server.db.query(
      `insert into invalid_fields (id, host_id, property_id, unit_id, field)
       values ('details-invalid', 'host-anna', 'prop-adriana', 'unit-fig', 'registrationNumber')`,
    );
    const flagged = decodeUnit(await jsonOf(api(anna, "/api/app/property-unit/unit-fig")));
    expect(flagged.availableActions).not.toContain("publish");
    expect((await pullUnits()).get("unit-fig")?.invalidFields).toHaveLength(1);
    const fixed = decodeUnit(await jsonOf(patch("unit-fig", { registrationNumber: "HR-12345" })));
    expect(fixed.registrationNumber).toBe("HR-12345");
    expect(fixed.invalidFields).toEqual([]);
    expect(fixed.availableActions).toContain("publish");
    const fed = (await pullUnits()).get("unit-fig");
    expect(fed).toMatchObject({ registrationNumber: "HR-12345", invalidFields: [] });
    await expectInvalidParams(patch("unit-fig", { registrationNumber: "  " }), ["registrationNumber"]);
  });

  it("puts the invalid fields naming a unit, or its whole property, in the unit's feed document", async () => {
    await server.db.query(
      `insert into invalid_fields (id, host_id, property_id, unit_id, field)
       values ('feed-invalid', 'host-anna', 'prop-adriana', null, 'registrationNumber')`,
    );
    // Written under a new number, as whoever flags a field does, so the feed sends the unit again.
    await jsonOf(patch("unit-lavender", { description: "Lavender fields." }));
    const flag = { field: "registrationNumber", propertyId: "prop-adriana", propertyUnitId: null };
    expect((await pullUnits()).get("unit-lavender")?.invalidFields).toEqual([flag]);
    await jsonOf(patch("unit-lavender", { registrationNumber: "HR-777" }));
    const units = await pullUnits();
    // The property-wide flag is gone from every unit of the property, each sent again.
    expect(units.get("unit-lavender")?.invalidFields).toEqual([]);
    expect(units.get("unit-olive")?.invalidFields).toEqual([]);
  });
});
