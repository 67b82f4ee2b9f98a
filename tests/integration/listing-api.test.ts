// The listing flow's unit calls against the real server (listing spec §3, §7): configuration per
// locale, listing progress, promotions, regional requirements and the bulk booking-type switch —
// with Idempotency-Key, tenancy, strict bodies and change numbers on the unit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Schema } from "effect";
import { Configuration } from "../../domain/configuration/configuration.ts";
import { UnitDocument } from "../../domain/properties/unit-document.ts";
import { expectInvalidParams, expectProblem, jsonOf, sendTwice, type Api } from "../support/api-client.ts";
import { startTwoHosts, type TestServer } from "../support/two-hosts.ts";

let server: TestServer;
let api: Api;
let anna: string;
let alpine: string;

/** Anna's unit in Sorrento: Italy asks for regional requirements. */
const italian = "unit-limone";
const unit = (id: string) => `/api/app/property-unit/${id}`;
const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  body: JSON.stringify(body),
  headers,
});
const unitSeq = async (id: string) =>
  Number(
    (await server.db.query<{ s: string }>("select seq::text as s from units where id = $1", [id])).rows[0]?.s,
  );
const changeSeq = async (hostId: string) =>
  Number(
    (await server.db.query<{ s: string }>("select change_seq::text as s from hosts where id = $1", [hostId]))
      .rows[0]?.s,
  );

beforeAll(async () => {
  ({ server, api, anna, alpine } = await startTwoHosts());
});
afterAll(() => server.close());

describe("GET /api/app/properties-configuration", () => {
  it("answers the configuration in the asked locale, falling back to the default", async () => {
    const decode = Schema.decodeUnknownSync(Configuration);
    const german = decode(await jsonOf(api(anna, "/api/app/properties-configuration?hl=de_DE")));
    expect(german.locale).toBe("de_DE");
    expect(german.countries.find((c) => c.code === "DE")?.name).toBe("Deutschland");
    expect(german.phonePrefixes).toContainEqual({ countryCode: "HR", prefix: "+385" });
    expect(german.propertyUnit.photosConstraints.mimeTypes).toContain("image/jpeg");
    expect(german.propertyUnit.amenities.length).toBeGreaterThan(5);
    const fallback = decode(await jsonOf(api(anna, "/api/app/properties-configuration?hl=xx")));
    expect(fallback.locale).toBe("en_US");
    expect(fallback.countries.find((c) => c.code === "DE")?.name).toBe("Germany");
    await expectProblem(api(undefined, "/api/app/properties-configuration"), 401, "/problems/unauthorized");
  });
});

describe("listing progress", () => {
  it("replaces the completed steps once per key and stamps the unit", async () => {
    expect(await jsonOf(api(anna, `${unit(italian)}/listing-progress`))).toEqual({ steps: [] });
    const before = await changeSeq("host-anna");
    const saved = await sendTwice((headers) =>
      api(
        anna,
        `${unit(italian)}/listing-progress`,
        json("PUT", { steps: ["property", "photos", "property"] }, headers),
      ),
    );
    expect(saved.body).toEqual({ steps: ["property", "photos"] });
    expect(await unitSeq(italian)).toBe(before + 1);
    expect(await jsonOf(api(anna, `${unit(italian)}/listing-progress`))).toEqual({
      steps: ["property", "photos"],
    });
  });

  it("refuses unknown steps, extra fields and another host's unit", async () => {
    await expectInvalidParams(
      api(anna, `${unit(italian)}/listing-progress`, json("PUT", { steps: ["nap"] })),
      ["steps.0"],
    );
    await expectInvalidParams(
      api(anna, `${unit(italian)}/listing-progress`, json("PUT", { steps: [], state: "PUBLISHED" })),
      ["state"],
    );
    await expectProblem(
      api(alpine, `${unit(italian)}/listing-progress`, json("PUT", { steps: [] })),
      404,
      "/problems/not-found",
    );
    expect(await jsonOf(api(anna, `${unit(italian)}/listing-progress`))).toEqual({
      steps: ["property", "photos"],
    });
  });
});

describe("promotions", () => {
  it("offers the catalogue and switches one promotion", async () => {
    const offered = await jsonOf<Array<{ type: string }>>(
      api(anna, `${unit(italian)}/promotions/configuration`),
    );
    const type = offered[0]!.type;
    const before = await jsonOf<Record<string, { state: string }>>(api(anna, `${unit(italian)}/promotions`));
    expect(Object.values(before).every((p) => p.state === "INACTIVE")).toBe(true);
    const on = await sendTwice((headers) =>
      api(anna, `${unit(italian)}/promotion`, json("POST", { type, state: "ACTIVE" }, headers)),
    );
    expect(on.body).toMatchObject({ type, state: "ACTIVE" });
    const after = await jsonOf<Record<string, { state: string }>>(api(anna, `${unit(italian)}/promotions`));
    expect(after[type]?.state).toBe("ACTIVE");
    await expectInvalidParams(
      api(anna, `${unit(italian)}/promotion`, json("POST", { type: "free", state: "ACTIVE" })),
      ["type"],
    );
    await expectProblem(
      api(alpine, `${unit(italian)}/promotion`, json("POST", { type, state: "INACTIVE" })),
      404,
      "/problems/not-found",
    );
    expect(
      (await jsonOf<Record<string, { state: string }>>(api(anna, `${unit(italian)}/promotions`)))[type]
        ?.state,
    ).toBe("ACTIVE");
  });
});

describe("regional requirements", () => {
  const complete = {
    ownership: { isOwner: true },
    values: {
      registration: {
        nationalIdentificationCode: "IT063080C2ABCDEF12",
        accommodationCategory: "casa_vacanze",
      },
    },
  };

  it("answers the unit's country's configuration and saves complete answers", async () => {
    const configuration = await jsonOf<Record<string, { fields: Array<{ name: string }> }>>(
      api(anna, `${unit(italian)}/regional-requirements/configuration`),
    );
    expect(configuration.registration?.fields.map((f) => f.name)).toContain("nationalIdentificationCode");
    expect(await jsonOf(api(anna, `${unit(italian)}/regional-requirements`))).toEqual({
      ownership: { isOwner: null },
      values: {},
    });
    const saved = await sendTwice((headers) =>
      api(
        anna,
        `${unit(italian)}/regional-requirements`,
        json("PATCH", { regionalRequirements: complete }, headers),
      ),
    );
    expect(saved.body).toEqual(complete);
    expect(await jsonOf(api(anna, `${unit(italian)}/regional-requirements`))).toEqual(complete);
  });

  it("refuses answers the configuration does not accept, and another host's unit", async () => {
    const patch = (regionalRequirements: unknown, token = anna) =>
      api(token, `${unit(italian)}/regional-requirements`, json("PATCH", { regionalRequirements }));
    await expectInvalidParams(
      patch({ ownership: { isOwner: true }, values: { registration: { accommodationCategory: "castle" } } }),
      [
        "regionalRequirements.values.registration.nationalIdentificationCode",
        "regionalRequirements.values.registration.accommodationCategory",
      ],
    );
    await expectInvalidParams(patch({ ownership: { isOwner: "true" }, values: {} }), [
      "regionalRequirements.ownership.isOwner",
    ]);
    await expectProblem(patch(complete, alpine), 404, "/problems/not-found");
    expect(await jsonOf(api(anna, `${unit(italian)}/regional-requirements`))).toEqual(complete);
  });

  it("refuses a registration number not in its country's shape, by the form's own rule", async () => {
    const patch = (code: string) =>
      api(
        anna,
        `${unit(italian)}/regional-requirements`,
        json("PATCH", {
          regionalRequirements: {
            ...complete,
            values: { registration: { ...complete.values.registration, nationalIdentificationCode: code } },
          },
        }),
      );
    await expectInvalidParams(patch("12345"), [
      "regionalRequirements.values.registration.nationalIdentificationCode",
    ]);
    expect(await jsonOf(api(anna, `${unit(italian)}/regional-requirements`))).toEqual(complete);
  });

  it("keeps a flagged unit from publishing until a new registration answer lifts the flag", async () => {
    // Studio Rosemary (Split, Croatia) is still in the listing flow; a registry flags its number.
    const rosemary = "unit-rosemary";
    await server.db.query(
      `insert into invalid_fields (id, host_id, property_id, unit_id, field)
       values ('it-flag', 'host-anna', 'prop-adriana', $1, 'registrationNumber')`,
      [rosemary],
    );
    await expectProblem(
      api(anna, `${unit(rosemary)}/publish`, { method: "PATCH" }),
      409,
      "/problems/invalid-transition",
    );
    const answer = (registrationNumber: string) =>
      api(
        anna,
        `${unit(rosemary)}/regional-requirements`,
        json("PATCH", {
          regionalRequirements: {
            ownership: { isOwner: true },
            values: { registration: { registrationNumber } },
          },
        }),
      );
    await expectInvalidParams(answer("none"), [
      "regionalRequirements.values.registration.registrationNumber",
    ]);
    const before = await unitSeq(rosemary);
    await jsonOf(answer("HR-2024-0815"));
    expect((await server.db.query("select 1 from invalid_fields where id = 'it-flag'")).rows).toEqual([]);
    expect(await unitSeq(rosemary)).toBeGreaterThan(before);
    const published = await jsonOf<{ state: string }>(
      api(anna, `${unit(rosemary)}/publish`, { method: "PATCH" }),
    );
    expect(published.state).toBe("UNDER_REVIEW");
  });
});

describe("POST /api/app/property-units/change-booking-preference", () => {
  it("gives every live unit of the caller the booking type, once", async () => {
    const first = await sendTwice((headers) =>
      api(
        anna,
        "/api/app/property-units/change-booking-preference",
        json("POST", { bookingType: "onRequest" }, headers),
      ),
    );
    const { rows } = await server.db.query<{ id: string }>(
      "select id from units where host_id = 'host-anna' and state <> 'DELETED' order by id",
    );
    expect(first.body).toEqual({ bookingType: "onRequest", changedUnitIds: rows.map((r) => r.id) });
    const { rows: theirs } = await server.db.query(
      "select 1 from units where host_id = 'host-alpine' and booking_type is not null",
    );
    expect(theirs).toHaveLength(0);
    // The same type again changes no unit.
    const again = await jsonOf<{ changedUnitIds: string[] }>(
      api(
        anna,
        "/api/app/property-units/change-booking-preference",
        json("POST", { bookingType: "onRequest" }),
      ),
    );
    expect(again.changedUnitIds).toEqual([]);
    await expectInvalidParams(
      api(
        anna,
        "/api/app/property-units/change-booking-preference",
        json("POST", { bookingType: "instant" }),
      ),
      ["bookingType"],
    );
  });
});

describe("the units feed after listing writes", () => {
  /** Anna's units as a first start pulls them. */
  const pullUnits = async () => {
    const answer = await jsonOf<{ documents: UnitDocument[] }>(
      api(anna, "/api/app/sync/units/pull?limit=5000"),
    );
    return new Map(answer.documents.map((d) => [d.id as string, d]));
  };

  it("carries the listing progress, booking type, promotions and regional requirements written", async () => {
    const type = (
      await jsonOf<Array<{ type: string }>>(api(anna, `${unit(italian)}/promotions/configuration`))
    )[0]!.type;
    await jsonOf(api(anna, `${unit(italian)}/listing-progress`, json("PUT", { steps: ["photos"] })));
    await jsonOf(api(anna, `${unit(italian)}/promotion`, json("POST", { type, state: "INACTIVE" })));
    await jsonOf(
      api(anna, "/api/app/property-units/change-booking-preference", json("POST", { bookingType: "onLine" })),
    );
    const before = (await pullUnits()).get(italian)!;
    expect(before.completedListingSteps).toEqual(["photos"]);
    expect(before.bookingType).toBe("onLine");
    expect(before.promotions[type]?.state).toBe("INACTIVE");
    expect(before.promotions).toEqual(await jsonOf(api(anna, `${unit(italian)}/promotions`)));
    expect(before.regionalRequirements).toEqual(
      await jsonOf(api(anna, `${unit(italian)}/regional-requirements`)),
    );

    await jsonOf(
      api(anna, `${unit(italian)}/listing-progress`, json("PUT", { steps: ["photos", "property"] })),
    );
    await jsonOf(api(anna, `${unit(italian)}/promotion`, json("POST", { type, state: "ACTIVE" })));
    await jsonOf(
      api(
        anna,
        "/api/app/property-units/change-booking-preference",
        json("POST", { bookingType: "onRequest" }),
      ),
    );
    const regionalRequirements = {
      ownership: { isOwner: false },
      values: {
        registration: {
          nationalIdentificationCode: "IT063080C2ZYXWVU98",
          accommodationCategory: "casa_vacanze",
        },
      },
    };
    await jsonOf(
      api(anna, `${unit(italian)}/regional-requirements`, json("PATCH", { regionalRequirements })),
    );
    const after = (await pullUnits()).get(italian)!;
    expect(after.completedListingSteps).toEqual(["photos", "property"]);
    expect(after.bookingType).toBe("onRequest");
    expect(after.promotions[type]?.state).toBe("ACTIVE");
    expect(after.regionalRequirements).toEqual(regionalRequirements);
    expect(after.seq).toBeGreaterThan(before.seq);
    // The documents are what the client's schema accepts.
    for (const document of (await pullUnits()).values())
      expect(() => Schema.decodeUnknownSync(UnitDocument)(document)).not.toThrow();
  });
});
