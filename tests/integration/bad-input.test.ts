// Bad input: for every endpoint with a JSON body, 200 fast-check generated payloads that
// no schema may accept: wrong types, extra fields, strings up to and past the body limit, deep
// nesting, NUL characters, malformed JSON and unicode edge cases. None may answer 5xx, and the
// host's rows must be exactly as before after each one. Each payload is bad by construction (it
// always carries a wrong type, an unknown field, a NUL or broken JSON), so any change is a bug.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { demoAccounts, demoGuest } from "../../server/seed/demo-seed.ts";
import { apiClient, type Api } from "../support/api-client.ts";
import { hostFingerprinter } from "../support/host-rows.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let api: Api;
let anna: string;
let guest: string;
let staffAsAnna: string;
let fingerprint: () => Promise<string>;
const ids: Record<string, string> = {};

// "list" and "object": an array or object field, whose wrong types leave out arrays, or objects
// (an empty array may well be valid, and a generated object is too close to call).
type FieldType = "string" | "number" | "boolean" | "list" | "object";
interface Endpoint {
  method: "POST" | "PATCH" | "PUT" | "DELETE";
  /** Who calls: the host anna (default), a guest of hers, staff acting as her, or nobody signed in. */
  as?: "guest" | "staff" | "anonymous";
  /** The body is a list of such objects rather than one object. */
  arrayBody?: boolean;
  path: (ids: Record<string, string>) => string;
  /** A body the endpoint accepts: mutations of it stay close to what the decoder expects. */
  valid: Record<string, unknown>;
  fields: Record<string, FieldType>;
  /** Keys the decoder takes that are not fuzzed (null or a short text is valid there): never sent as unknown keys. */
  known?: readonly string[];
}

const endpoints: Record<string, Endpoint> = {
  "POST /api/app/booking-requests/{id}/reject": {
    method: "POST",
    path: (i) => `/api/app/booking-requests/${i.bookingRequest}/reject`,
    valid: { reason: "OTHER", explanation: "Fuzz" },
    fields: { reason: "string", explanation: "string", subReason: "string" },
  },
  "POST /api/app/bookings/{id}/cancel": {
    method: "POST",
    path: (i) => `/api/app/bookings/${i.booking}/cancel`,
    valid: { reason: "OTHER" },
    fields: { reason: "string", explanation: "string", subReason: "string" },
  },
  "POST /api/app/booking-inquiries/{id}/reject": {
    method: "POST",
    path: (i) => `/api/app/booking-inquiries/${i.inquiry}/reject`,
    valid: { reason: "OVERBOOKING" },
    fields: { reason: "string", explanation: "string", subReason: "string", message: "string" },
  },
  "POST /api/app/properties/{unitId}/unavailabilities/block": {
    method: "POST",
    path: (i) => `/api/app/properties/${i.unit}/unavailabilities/block`,
    valid: { dateFrom: "2048-01-01", dateTo: "2048-01-05" },
    fields: { dateFrom: "string", dateTo: "string" },
  },
  "POST /api/app/properties/{unitId}/unavailabilities/unblock": {
    method: "POST",
    path: (i) => `/api/app/properties/${i.unit}/unavailabilities/unblock`,
    valid: { dateFrom: "2000-01-01", dateTo: "2099-01-01" },
    fields: { dateFrom: "string", dateTo: "string" },
  },
  "PATCH /api/app/property-unit/{id}": {
    method: "PATCH",
    path: (i) => `/api/app/property-unit/${i.unit}`,
    valid: { title: "Fuzz" },
    fields: {
      title: "string",
      guests: "number",
      bedroomCount: "number",
      propertySize: "number",
      propertySizeMeasurementUnit: "string",
    },
  },
  "POST /api/app/property-unit/{id}/calendar-action": {
    method: "POST",
    path: (i) => `/api/app/property-unit/${i.unit}/calendar-action`,
    valid: { status: "BLOCKED" },
    fields: { status: "string" },
  },
  "PATCH /api/app/messaging/channels/{channelId}": {
    method: "PATCH",
    path: (i) => `/api/app/messaging/channels/${i.channel}`,
    valid: { favorited: true },
    fields: { archived: "boolean", unread: "boolean", favorited: "boolean" },
  },
  "POST /api/app/messaging/channels/{channelId}/messages": {
    method: "POST",
    path: (i) => `/api/app/messaging/channels/${i.channel}/messages`,
    valid: { body: "Fuzz", clientMessageId: "fuzz-message-0001" },
    fields: { body: "string", clientMessageId: "string" },
  },
  "POST /api/app/messaging/conversation": {
    method: "POST",
    path: () => "/api/app/messaging/conversation",
    valid: { bookingCode: "HBFUZZ01" },
    fields: { bookingCode: "string" },
  },
  "POST /api/guest/login": {
    method: "POST",
    as: "anonymous",
    path: () => "/api/guest/login",
    valid: { bookingCode: demoGuest.bookingCode, email: demoGuest.email },
    fields: { bookingCode: "string", email: "string" },
  },
  "POST /api/guest/chat/messages": {
    method: "POST",
    as: "guest",
    path: () => "/api/guest/chat/messages",
    valid: { body: "Fuzz", clientMessageId: "fuzz-message-0002" },
    fields: { body: "string", clientMessageId: "string" },
  },
  "POST /api/app/reviews/reply/{reviewId}": {
    method: "POST",
    path: (i) => `/api/app/reviews/reply/${i.review}`,
    valid: { text: "Fuzz" },
    fields: { text: "string" },
  },
  "POST /api/app/user/contact-form": {
    method: "POST",
    path: () => "/api/app/user/contact-form",
    valid: { topic: "general-feedback", body: "Fuzz", pageId: "/", propertyUnitId: null },
    fields: { topic: "string", body: "string", pageId: "string" },
  },
  "PATCH /api/app/user/guest-preferences": {
    method: "PATCH",
    path: () => "/api/app/user/guest-preferences",
    valid: { bookingTimes: ["earlyBird"] },
    // language is left out: null, one of its wrong types for a string, is a valid answer.
    fields: { bookingTimes: "list", stayDurations: "list", startOfStay: "list", groupSizes: "list" },
  },
  "PUT /api/app/user/interaction": {
    method: "PUT",
    arrayBody: true,
    path: () => "/api/app/user/interaction",
    valid: { interactionType: "notification:describeIdealGuest", createdAt: "2026-01-01", interacted: true },
    fields: { interactionType: "string", createdAt: "string" },
  },
  "PUT /api/app/property-unit/{id}/listing-progress": {
    method: "PUT",
    path: (i) => `/api/app/property-unit/${i.unit}/listing-progress`,
    valid: { steps: ["property"] },
    fields: { steps: "list" },
  },
  "POST /api/app/property-unit/{id}/promotion": {
    method: "POST",
    path: (i) => `/api/app/property-unit/${i.unit}/promotion`,
    valid: { type: "earlyBird", state: "ACTIVE" },
    fields: { type: "string", state: "string" },
  },
  "PATCH /api/app/property-unit/{id}/regional-requirements": {
    method: "PATCH",
    path: (i) => `/api/app/property-unit/${i.unit}/regional-requirements`,
    valid: { regionalRequirements: { ownership: { isOwner: true }, values: {} } },
    fields: { regionalRequirements: "object" },
  },
  "POST /api/app/property-units/change-booking-preference": {
    method: "POST",
    path: () => "/api/app/property-units/change-booking-preference",
    valid: { bookingType: "onLine" },
    fields: { bookingType: "string" },
  },
  "POST /api/app/subscription/{id}/change-plan": {
    method: "POST",
    path: (i) => `/api/app/subscription/${i.subscription}/change-plan`,
    valid: { planItemPriceId: "hearth-premium-EUR-monthly" },
    fields: { planItemPriceId: "string", couponCode: "string" },
  },
  "DELETE /api/app/subscription/{id}/scheduled-changes": {
    method: "DELETE",
    path: (i) => `/api/app/subscription/${i.subscription}/scheduled-changes`,
    valid: { reason: "Fuzz" },
    fields: { reason: "string" },
  },
  "DELETE /api/app/subscription": {
    method: "DELETE",
    path: () => "/api/app/subscription",
    valid: { reason: "Fuzz", subscriptionId: "sub-anna-limone" },
    fields: { reason: "string", subscriptionId: "string" },
  },
  "POST /api/app/properties": {
    method: "POST",
    path: () => "/api/app/properties",
    valid: { id: "3f1d2c4b-5a69-4e7f-8a9b-0c1d2e3f4a5b", propertyType: "multi", title: "Fuzz" },
    fields: { id: "string", propertyType: "string", title: "string" },
  },
  "PATCH /api/app/properties/{id}": {
    method: "PATCH",
    path: (i) => `/api/app/properties/${i.property}`,
    valid: { title: "Fuzz" },
    // The descriptions are left out: null, one of a string's wrong types, clears them.
    fields: { title: "string", propertyType: "string" },
    known: ["description", "restaurantDescription", "specialOfferDescription"],
  },
  "PUT /api/app/properties/{id}/location/{action}": {
    method: "PUT",
    path: (i) => `/api/app/properties/${i.property}/location/save`,
    valid: { countryCode: "IT", city: "Fuzz", street: "Via Fuzz", houseNumberOrName: "1" },
    // postalCode, state and province are left out: null is a valid answer for each.
    fields: { countryCode: "string", city: "string", street: "string", houseNumberOrName: "string" },
    known: ["postalCode", "state", "province"],
  },
  "POST /api/app/properties/{propertyId}/units": {
    method: "POST",
    path: (i) => `/api/app/properties/${i.property}/units`,
    valid: { id: "7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d" },
    fields: { id: "string" },
  },
  "PUT /api/app/property-unit/{id}/photos/order": {
    method: "PUT",
    path: (i) => `/api/app/property-unit/${i.unit}/photos/order`,
    valid: { photoIds: ["photo-fuzz"] },
    fields: { photoIds: "list" },
  },
  "POST /api/app/user/subscription/coin/boost": {
    method: "POST",
    path: () => "/api/app/user/subscription/coin/boost",
    valid: { startDate: "2031-01-01", endDate: "2031-01-08" },
    fields: { startDate: "string", endDate: "string" },
  },
  "POST /api/app/staff/kyc/decision": {
    method: "POST",
    as: "staff",
    path: () => "/api/app/staff/kyc/decision",
    valid: { outcome: "passed" },
    fields: { outcome: "string" },
  },
  "POST /api/app/user/onboarding/saveIndividualDetails": {
    method: "POST",
    path: () => "/api/app/user/onboarding/saveIndividualDetails",
    valid: { firstName: "Fuzz", lastName: "Fuzz", email: "fuzz@example.com", phoneNumber: null },
    // phoneNumber is left out: null, one of its wrong types for a string, is a valid answer.
    fields: { firstName: "string", lastName: "string", email: "string" },
  },
  "POST /api/app/user/onboarding/saveBusinessDetails": {
    method: "POST",
    path: () => "/api/app/user/onboarding/saveBusinessDetails",
    valid: { legalBusinessName: "Fuzz", accountEmail: "fuzz@example.com", phoneNumber: null },
    fields: { legalBusinessName: "string", accountEmail: "string" },
  },
  "POST /api/app/user/onboarding/saveBankAccounts": {
    method: "POST",
    path: () => "/api/app/user/onboarding/saveBankAccounts",
    valid: {
      bankAccounts: [{ accountHolder: "Fuzz", iban: "DE89370400440532013000", bic: null, currency: "EUR" }],
    },
    fields: { bankAccounts: "list" },
  },
  "PUT /api/app/user/payout-details": {
    method: "PUT",
    path: () => "/api/app/user/payout-details",
    valid: {
      bankAccounts: [{ accountHolder: "Fuzz", iban: "DE89370400440532013000", bic: null, currency: "EUR" }],
    },
    fields: { bankAccounts: "list" },
  },
  "PATCH /api/app/user/host-details": {
    method: "PATCH",
    path: () => "/api/app/user/host-details",
    valid: { aboutHost: "Fuzz" },
    fields: { hostLanguages: "list", taxIdentifications: "list", shareholders: "list" },
  },
  "PATCH /api/app/user/info": {
    method: "PATCH",
    path: () => "/api/app/user/info",
    valid: { alias: "Fuzz" },
    // alias and phone are left out: null, one of their wrong types, removes them.
    fields: { firstName: "string", lastName: "string", locale: "string" },
  },
  "PATCH /api/app/user/task/{taskType}": {
    method: "PATCH",
    path: () => "/api/app/user/task/bulk_switch_to_other_booking_type",
    valid: { status: "in_progress" },
    fields: { status: "string" },
  },
  "POST /api/app/user/init-onboarding": {
    method: "POST",
    path: () => "/api/app/user/init-onboarding",
    valid: { type: "individual", commercialModel: "commission" },
    fields: { type: "string", commercialModel: "string" },
  },
  "POST /api/app/subscription/checkout": {
    method: "POST",
    path: () => "/api/app/subscription/checkout",
    valid: { unitId: "unit-fuzz", planItemPriceId: "hearth-basic-EUR-monthly" },
    fields: { unitId: "string", planItemPriceId: "string", couponCode: "string" },
  },
  "POST /api/app/subscription/in_progress": {
    method: "POST",
    path: () => "/api/app/subscription/in_progress",
    valid: { hostedPageId: "hp-fuzz" },
    fields: { hostedPageId: "string" },
  },
};

const bodyLimit = 1024 * 1024;

// Strings that break naive handling: lone surrogates, BOM, RTL override, zero-width joiners,
// non-characters, combining marks, astral symbols, line separators, and look-alike digits.
const edgeStrings = fc.constantFrom(
  "\ud800",
  "\udfff",
  "a\ud83d",
  "\ufeff",
  "\u202eevil",
  "\u200d\u200d",
  "\uffff\ufffe",
  "e\u0301\u0301\u0301",
  "👩‍👩‍👧‍👦",
  "\u2028\u2029",
  "١٢٣",
  "𝟘𝟙",
  "\\u0000",
  "%00",
  "'; drop table units; --",
  "__proto__",
  "constructor",
);
const anyText = fc.oneof(fc.string({ unit: "binary", maxLength: 40 }), edgeStrings);
// Sizes around the 1 MiB body limit (JSON-escaped lone surrogates take six bytes each, so one of
// them lands well past it); kept to a few sizes so a run stays quick.
const hugeString = fc
  .constantFrom(64 * 1024, bodyLimit - 64, bodyLimit + 1)
  .chain((n) => fc.constantFrom("x", "é", "\ud800").map((c) => c.repeat(Math.ceil(n / 6))));
const json = fc.jsonValue({ maxDepth: 4 });

/** A value of another JSON type than the field's. */
const wrongTypeFor = (type: FieldType) =>
  type === "boolean"
    ? fc.oneof(
        anyText,
        fc.integer(),
        fc.constant(null),
        fc.constantFrom("true", "false", 0, 1),
        fc.array(json),
        fc.dictionary(anyText, json),
      )
    : type === "list"
      ? fc.oneof(
          fc.integer(),
          fc.double(),
          fc.boolean(),
          fc.constant(null),
          anyText,
          fc.dictionary(anyText, json),
        )
      : type === "string"
        ? fc.oneof(
            fc.integer(),
            fc.double(),
            fc.boolean(),
            fc.constant(null),
            fc.array(json),
            fc.dictionary(anyText, json),
          )
        : fc.oneof(
            anyText,
            fc.boolean(),
            fc.constant(null),
            fc.constantFrom("1e309", "NaN", "-0", "0x10"),
            fc.array(json),
            fc.dictionary(anyText, json),
          );

/** Raw JSON text nested `depth` deep, written as text: JSON.stringify itself would overflow. */
const deeplyNested = fc
  .tuple(fc.constantFrom(100, 1_000, 10_000, 100_000), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth),
  );

function badBodies(endpoint: Endpoint): fc.Arbitrary<string> {
  const names = Object.keys(endpoint.fields);
  const withValid = (extra: Record<string, unknown>) =>
    JSON.stringify(endpoint.arrayBody ? [{ ...endpoint.valid, ...extra }] : { ...endpoint.valid, ...extra });
  // An unknown key: strict decoding must refuse it whatever rides along.
  const extraKey = fc
    .oneof(
      fc.constantFrom("hostId", "host_id", "state", "status", "owner", "id", "seq", "deleted", "__proto__"),
      anyText,
    )
    .filter((k) => !names.includes(k) && !(endpoint.known ?? []).includes(k));
  return fc.oneof(
    // Not an object at all.
    fc
      .oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), anyText, fc.array(json))
      .map((v) => JSON.stringify(v)),
    // Extra fields, with any value: plain, unicode, huge.
    fc.tuple(extraKey, fc.oneof(json, anyText, hugeString)).map(([k, v]) => withValid({ [k]: v })),
    // A known field of the wrong type.
    fc
      .constantFrom(...names)
      .chain((name) => wrongTypeFor(endpoint.fields[name]!).map((v) => withValid({ [name]: v }))),
    // A known string field holding a huge or odd string, next to a field no schema has.
    fc
      .tuple(fc.constantFrom(...names), fc.oneof(hugeString, anyText))
      .map(([name, v]) => withValid({ [name]: v, unexpected: true })),
    // Deep nesting, as the whole body or under a field.
    deeplyNested,
    deeplyNested.map((nested) => `{"${names[0]!}":${nested}}`),
    // NUL characters anywhere: in a value, in a key, as an escape or raw.
    fc.constantFrom(...names).map((name) => withValid({ [name]: `a\u0000b` })),
    fc.constant(`{"\\u0000":1}`),
    // Broken JSON text (a leading BOM alone is not broken: the parser drops it, as RFC 8259 allows).
    fc.constantFrom("", "{", "{}}", '{"a":}', "[1,", "nul", "{'a':1}", '{"a":1,}', "\ufeff{", '{"a":"\\x"}'),
    fc.string({ unit: "binary", maxLength: 30 }).map((s) => `{${s}`),
  );
}

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  anna = (await signIn(server.url, demoAccounts.individual)).accessToken;
  staffAsAnna = (await signIn(server.url, { ...demoAccounts.staff, actAsHostId: "host-anna" })).accessToken;
  const pick = async (sql: string) => {
    const { rows } = await server.db.query<{ id: string }>(sql);
    if (!rows[0]) throw new Error(`anna has nothing for ${sql}`);
    return rows[0].id;
  };
  const live = "host_id = 'host-anna' and not deleted";
  ids.bookingRequest = await pick(
    `select id from reservations where ${live} and kind = 'booking_request' and status = 'REQUESTED' order by id limit 1`,
  );
  ids.booking = await pick(
    `select id from reservations where ${live} and kind = 'booking' and status = 'CONFIRMED' and check_in > current_date order by id limit 1`,
  );
  ids.inquiry = await pick(
    `select id from reservations where ${live} and kind = 'inquiry' order by status, id limit 1`,
  );
  ids.unit = await pick(
    "select id from units where host_id = 'host-anna' and state <> 'DELETED' order by id limit 1",
  );
  ids.property = await pick(
    "select id from properties where host_id = 'host-anna' and state <> 'DELETED' and property_type = 'multi' order by id limit 1",
  );
  ids.channel = await pick("select id from channels where host_id = 'host-anna' order by id limit 1");
  guest = await fetch(`${server.url}/api/guest/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ bookingCode: demoGuest.bookingCode, email: demoGuest.email }),
  }).then(async (r) => ((await r.json()) as { token: string }).token);
  ids.subscription = await pick(
    "select id from subscriptions where host_id = 'host-anna' order by id limit 1",
  );
  ids.review = await pick(
    "select id from reviews where host_id = 'host-anna' and reply is null order by id limit 1",
  );
  fingerprint = await hostFingerprinter(server.db, "host-anna");
});
afterAll(() => server.close());

describe("bad input to every endpoint with a JSON body", () => {
  it("covers every operation that decodes a body", async () => {
    // The document is made from the routes' own schemas: an operation with a JSON body there is a
    // route that decodes one.
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    };
    const withBody = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.requestBody?.content["application/json"] !== undefined)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(Object.keys(endpoints).sort()).toEqual(withBody.sort());
  });

  for (const [name, endpoint] of Object.entries(endpoints)) {
    it(`${name}: 200 bad payloads, no 5xx, nothing changed`, async () => {
      const before = await fingerprint();
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(badBodies(endpoint), async (body) => {
          const token =
            endpoint.as === "guest"
              ? guest
              : endpoint.as === "staff"
                ? staffAsAnna
                : endpoint.as === "anonymous"
                  ? undefined
                  : anna;
          const response = await api(token, endpoint.path(ids), { method: endpoint.method, body });
          const text = await response.text();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          expect(response.status, `${body.slice(0, 200)} → ${text.slice(0, 300)}`).toBeGreaterThanOrEqual(
            400,
          );
          expect(response.status, `${body.slice(0, 200)} → ${text.slice(0, 300)}`).toBeLessThan(500);
          expect(await fingerprint()).toBe(before);
        }),
        { numRuns: 200 },
      );
      // Refusals come from decoding (400) and the body limit (413), not from a missing row.
      expect(
        [...statuses.keys()].every((s) => s === 400 || s === 413),
        JSON.stringify([...statuses]),
      ).toBe(true);
    });
  }
});
