// Tenancy matrix: every /api/app route with an id in its path, called by host-alpine with
// host-anna's ids under every method. The only answers allowed are refusals that reveal nothing
// (404, or 400/405), and anna's rows are the same afterwards, to the byte.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { apiClient, type Api } from "../support/api-client.ts";
import { hostFingerprint } from "../support/host-rows.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { fileUpload, realPng } from "../support/upload-bodies.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let api: Api;
let alpine: string;
/** One of anna's ids per kind of path parameter, chosen so that a leaked write would succeed. */
const annaIds: Record<string, string> = {};

type Kind =
  "bookingRequest" | "booking" | "inquiry" | "property" | "unit" | "channel" | "review" | "subscription";

/** A valid upload for routes that take multipart bodies: a photo within the constraints. */
const photoUpload = Symbol("photo upload");

/**
 * Every /api/app route with an id in its path, the kind of id it takes, and a valid body for each
 * write: a body the decoder refuses would prove nothing about tenancy.
 */
const routes: ReadonlyArray<{ path: string; kind: Kind; methods: Record<string, unknown>; query?: string }> =
  [
    { path: "/api/app/booking-requests/:id", kind: "bookingRequest", methods: { GET: undefined } },
    { path: "/api/app/booking-requests/:id/confirm", kind: "bookingRequest", methods: { POST: undefined } },
    {
      path: "/api/app/booking-requests/:id/reject",
      kind: "bookingRequest",
      methods: { POST: { reason: "OTHER", explanation: "Tenancy check" } },
    },
    { path: "/api/app/bookings/:id", kind: "booking", methods: { GET: undefined } },
    { path: "/api/app/bookings/:id/cancel", kind: "booking", methods: { POST: { reason: "OTHER" } } },
    { path: "/api/app/booking-inquiries/:id", kind: "inquiry", methods: { GET: undefined } },
    {
      path: "/api/app/booking-inquiries/:id/overlapping-unavailabilities",
      kind: "inquiry",
      methods: { GET: undefined },
    },
    { path: "/api/app/booking-inquiries/:id/confirm", kind: "inquiry", methods: { POST: undefined } },
    {
      path: "/api/app/booking-inquiries/:id/reject",
      kind: "inquiry",
      methods: { POST: { reason: "OVERBOOKING" } },
    },
    { path: "/api/app/properties/:id", kind: "property", methods: { GET: undefined } },
    { path: "/api/app/properties/:propertyId/units", kind: "property", methods: { GET: undefined } },
    {
      path: "/api/app/properties/:unitId/unavailabilities",
      kind: "unit",
      methods: { GET: undefined },
      query: "?dateFrom=2020-01-01&dateTo=2030-01-01",
    },
    {
      path: "/api/app/properties/:unitId/unavailabilities/block",
      kind: "unit",
      methods: { POST: { dateFrom: "2047-03-01", dateTo: "2047-03-05" } },
    },
    {
      path: "/api/app/properties/:unitId/unavailabilities/unblock",
      kind: "unit",
      methods: { POST: { dateFrom: "2000-01-01", dateTo: "2099-01-01" } },
    },
    {
      path: "/api/app/property-unit/:id",
      kind: "unit",
      methods: { GET: undefined, PATCH: { title: "Taken over" }, DELETE: undefined },
    },
    { path: "/api/app/property-unit/:id/publish", kind: "unit", methods: { PATCH: undefined } },
    { path: "/api/app/property-unit/:id/unpublish", kind: "unit", methods: { PATCH: undefined } },
    {
      path: "/api/app/property-unit/:id/calendar-action",
      kind: "unit",
      methods: { POST: { status: "BLOCKED" } },
    },
    {
      path: "/api/app/messaging/channels/:channelId",
      kind: "channel",
      methods: { PATCH: { archived: true, unread: true, favorited: true } },
    },
    {
      path: "/api/app/messaging/channels/:channelId/messages",
      kind: "channel",
      methods: {
        GET: undefined,
        POST: { body: "Taken over", clientMessageId: "7d3f4c1e-tenancy-matrix-message" },
      },
    },
    {
      path: "/api/app/property-unit/:id/listing-progress",
      kind: "unit",
      methods: { GET: undefined, PUT: { steps: ["property"] } },
    },
    {
      path: "/api/app/property-unit/:id/promotions/configuration",
      kind: "unit",
      methods: { GET: undefined },
    },
    { path: "/api/app/property-unit/:id/promotions", kind: "unit", methods: { GET: undefined } },
    {
      path: "/api/app/property-unit/:id/promotion",
      kind: "unit",
      methods: { POST: { type: "earlyBird", state: "ACTIVE" } },
    },
    {
      path: "/api/app/property-unit/:id/regional-requirements/configuration",
      kind: "unit",
      methods: { GET: undefined },
    },
    {
      path: "/api/app/property-unit/:id/regional-requirements",
      kind: "unit",
      methods: {
        GET: undefined,
        PATCH: { regionalRequirements: { ownership: { isOwner: true }, values: {} } },
      },
    },
    { path: "/api/app/subscription/info/:unitId", kind: "unit", methods: { GET: undefined } },
    { path: "/api/app/subscription/self-renewal/plans/:unitId", kind: "unit", methods: { GET: undefined } },
    {
      path: "/api/app/subscription/:id/scheduled-changes",
      kind: "subscription",
      methods: { GET: undefined, DELETE: { reason: "Tenancy check" } },
    },
    {
      path: "/api/app/subscription/:id/change-plan",
      kind: "subscription",
      methods: { POST: { planItemPriceId: "hearth-premium-EUR-monthly" } },
    },
    { path: "/api/app/reviews/:unitId", kind: "unit", methods: { GET: undefined } },
    { path: "/api/app/reviews/rating/:unitId", kind: "unit", methods: { GET: undefined } },
    { path: "/api/app/reviews/new/:unitId", kind: "unit", methods: { PUT: undefined } },
    {
      path: "/api/app/property-unit/:id/photos",
      kind: "unit",
      methods: { GET: undefined, POST: photoUpload },
    },
    // The second id is anna's own photo, so a leaked delete would remove it.
    { path: "/api/app/property-unit/:id/photos/:photoId", kind: "unit", methods: { DELETE: undefined } },
    {
      path: "/api/app/reviews/reply/:reviewId",
      kind: "review",
      methods: { POST: { text: "Tenancy check" } },
    },
  ];

// Besides the methods each route serves, every route is also tried with the others: a method the
// route lacks must not reach another route's handler with anna's id either.
const allMethods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  alpine = (await signIn(server.url, demoAccounts.company)).accessToken;
  const pick = async (sql: string) => {
    const { rows } = await server.db.query<{ id: string }>(sql);
    if (!rows[0]) throw new Error(`anna has nothing for ${sql}`);
    return rows[0].id;
  };
  const anna = "host_id = 'host-anna' and not deleted";
  annaIds.bookingRequest = await pick(
    `select id from reservations where ${anna} and kind = 'booking_request' and status = 'REQUESTED' order by id limit 1`,
  );
  annaIds.booking = await pick(
    `select id from reservations where ${anna} and kind = 'booking' and status = 'CONFIRMED' and check_in > current_date order by id limit 1`,
  );
  annaIds.inquiry = await pick(
    `select id from reservations where ${anna} and kind = 'inquiry' order by status, id limit 1`,
  );
  annaIds.property = await pick("select id from properties where host_id = 'host-anna' order by id limit 1");
  annaIds.unit = await pick(
    "select id from units where host_id = 'host-anna' and state <> 'DELETED' order by id limit 1",
  );
  annaIds.channel = await pick("select id from channels where host_id = 'host-anna' order by id limit 1");
  annaIds.subscription = await pick(
    "select id from subscriptions where host_id = 'host-anna' and status = 'active' order by id limit 1",
  );
  // A unit with new reviews and a review without a reply: a leaked write would change them.
  annaIds.review = await pick(
    "select id from reviews where host_id = 'host-anna' and reply is null order by id limit 1",
  );
  const annaToken = (await signIn(server.url, demoAccounts.individual)).accessToken;
  const photo = await api(
    annaToken,
    `/api/app/property-unit/${annaIds.unit}/photos`,
    fileUpload(realPng(1024, 683)),
  );
  if (!photo.ok) throw new Error(`anna's photo upload failed: ${photo.status} ${await photo.text()}`);
  annaIds.photo = ((await photo.json()) as { id: string }).id;
});
afterAll(() => server.close());

describe("tenancy matrix: host-alpine with host-anna's ids", () => {
  it("lists every /api/app route with an id in its path", () => {
    // From the routes the server registered, so a new route with an id fails here until it joins.
    const registered = new Set(
      server.routes
        // Ids only: a parameter such as the sync feed's `:collection` names no row of anyone's.
        .filter((r) => r.path.startsWith("/api/app/") && /\/:\w*[iI]d(\/|$)/.test(r.path))
        .map((r) => `${r.method} ${r.path}`),
    );
    const covered = new Set(routes.flatMap((r) => Object.keys(r.methods).map((m) => `${m} ${r.path}`)));
    expect([...registered].sort()).toEqual([...covered].sort());
  });

  it("answers only 404, 400 or 405, and anna's rows stay the same", async () => {
    const before = await hostFingerprint(server.db, "host-anna");
    const leaks: string[] = [];
    let calls = 0;
    for (const route of routes) {
      const path =
        route.path.replace(":photoId", annaIds.photo!).replace(/:[A-Za-z]+/, annaIds[route.kind]!) +
        (route.query ?? "");
      for (const method of allMethods) {
        const served = method in route.methods;
        const body = served ? route.methods[method] : method === "GET" ? undefined : {};
        const response = await api(
          alpine,
          path,
          body === photoUpload
            ? { ...fileUpload(realPng(1024, 683)), method }
            : { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
        );
        const text = await response.text();
        calls++;
        if (![400, 404, 405].includes(response.status))
          leaks.push(`${method} ${path}: ${response.status} ${text}`);
        // A refusal must not echo anna's data either (titles, guest names: anything keyed by her id).
        else if (served && response.status !== 404)
          leaks.push(`${method} ${path}: ${response.status} ${text}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(calls).toBe(routes.length * allMethods.length);
    expect(await hostFingerprint(server.db, "host-anna")).toEqual(before);
  });
});
