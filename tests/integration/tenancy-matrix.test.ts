// Tenancy matrix, generated from the served OpenAPI document: every operation whose path has an id
// parameter is called by host-alpine, with its own token, on host-anna's ids, under its documented
// method with a body the route takes (and under every other method too). The only answer allowed to
// a documented operation is a refusal that reveals nothing, 404 or 403; anna's rows and stored
// files are the same afterwards, to the byte. A new route is in the matrix as soon as the document
// lists it; what a route needs beyond its document (whose ids it takes, a body its schema cannot
// say) is looked up by name below, and a route the lookup cannot serve fails, naming itself.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { apiClient, type Api } from "../support/api-client.ts";
import { hostFingerprint } from "../support/host-rows.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { storedFiles } from "../support/test-file-store.ts";
import { fileUpload, realPng } from "../support/upload-bodies.ts";

interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
}
interface Operation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: SchemaObject }>;
  requestBody?: { content: Record<string, { schema: SchemaObject }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, SchemaObject> };
}

let server: Awaited<ReturnType<typeof startTestServer>>;
let api: Api;
let alpine: string;
let document: Document;
/** One of anna's ids per kind, chosen so that a leaked write would succeed. */
const annaIds: Record<string, string> = {};

/**
 * Operations with an id in their path whose ids are not a host's: each with why it is left out.
 */
const notTenantScoped: Record<string, string> = {
  "GET /api/public/files/{id}":
    "images are public by their unguessable id (an <img> sends no token); documents are never served",
};

/** The kind of id a path parameter takes: by its name, or for a bare `id` by the segment before it. */
const idKindByName: Record<string, string> = {
  unitId: "unit",
  propertyId: "property",
  channelId: "channel",
  reviewId: "review",
  photoId: "photo",
};
const idKindBySegment: Record<string, string> = {
  "booking-requests": "bookingRequest",
  bookings: "booking",
  "booking-inquiries": "inquiry",
  properties: "property",
  "property-unit": "unit",
  subscription: "subscription",
};
/** Path parameters that name no row (an action, a collection): the value the route takes. */
const plainParameters: Record<string, string> = { action: "save" };

const isIdParameter = (name: string) => name === "id" || /Id$/.test(name);

/**
 * Bodies the schema alone cannot make valid (dates in order, a catalogue's names, anna's own ids):
 * without them the route would refuse the body, which proves nothing about tenancy.
 */
const bodies: Record<string, () => unknown> = {
  "POST /api/app/properties/{unitId}/unavailabilities/block": () => ({
    dateFrom: "2047-03-01",
    dateTo: "2047-03-05",
  }),
  "POST /api/app/properties/{unitId}/unavailabilities/unblock": () => ({
    dateFrom: "2000-01-01",
    dateTo: "2099-01-01",
  }),
  "POST /api/app/booking-requests/{id}/reject": () => ({ reason: "OTHER", explanation: "Tenancy check" }),
  "POST /api/app/bookings/{id}/cancel": () => ({ reason: "OTHER" }),
  "POST /api/app/booking-inquiries/{id}/reject": () => ({ reason: "OVERBOOKING" }),
  "PUT /api/app/properties/{id}/location/{action}": () => ({
    countryCode: "AT",
    city: "Wien",
    street: "Ring",
    houseNumberOrName: "1",
  }),
  "POST /api/app/property-unit/{id}/promotion": () => ({ type: "earlyBird", state: "ACTIVE" }),
  "PATCH /api/app/property-unit/{id}/regional-requirements": () => ({
    regionalRequirements: { ownership: { isOwner: true }, values: {} },
  }),
  "POST /api/app/messaging/channels/{channelId}/messages": () => ({
    body: "Taken over",
    clientMessageId: "7d3f4c1e-tenancy-matrix-message",
  }),
  "POST /api/app/subscription/{id}/change-plan": () => ({ planItemPriceId: "hearth-premium-EUR-monthly" }),
  "PUT /api/app/property-unit/{id}/photos/order": () => ({ photoIds: [annaIds.photo] }),
  "PATCH /api/app/property-unit/{id}": () => ({ title: "Taken over" }),
  "PATCH /api/app/properties/{id}": () => ({ title: "Taken over" }),
};

/** Queries likewise: a date window in order. */
const queries: Record<string, string> = {
  "GET /api/app/properties/{unitId}/unavailabilities": "dateFrom=2020-01-01&dateTo=2030-01-01",
};

const resolve = (schema: SchemaObject): SchemaObject =>
  schema.$ref
    ? resolve(document.components.schemas[schema.$ref.replace("#/components/schemas/", "")]!)
    : schema;

/** The smallest value the schema takes: required fields only, enums' first, bounds' least. */
function sample(schema: SchemaObject): unknown {
  const s = resolve(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const member = [...(s.anyOf ?? []), ...(s.oneOf ?? [])].find((m) => resolve(m).type !== "null");
  if (member) return sample(member);
  const type = [s.type].flat().find((t) => t !== "null");
  switch (type) {
    case "object":
      return Object.fromEntries((s.required ?? []).map((name) => [name, sample(s.properties![name]!)]));
    case "array":
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}));
    case "string":
      return "x".repeat(Math.max(1, s.minLength ?? 1));
    case "integer":
    case "number":
      return Math.min(Math.max(1, s.minimum ?? 1), s.maximum ?? Number.MAX_SAFE_INTEGER);
    case "boolean":
      return true;
    default:
      return {};
  }
}

interface Call {
  readonly operation: string;
  readonly method: string;
  readonly path: string;
  readonly init: RequestInit;
}

/** The call host-alpine makes for one documented operation on anna's ids, or why it cannot. */
function callFor(method: string, template: string, operation: Operation): Call | string {
  const name = `${method} ${template}`;
  const segments = template.split("/");
  const filled: string[] = [];
  for (const [at, segment] of segments.entries()) {
    const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
    if (parameter === undefined) {
      filled.push(segment);
      continue;
    }
    const kind = isIdParameter(parameter)
      ? (idKindByName[parameter] ??
        (parameter === "id" ? idKindBySegment[segments[at - 1] ?? ""] : undefined))
      : undefined;
    const value = kind !== undefined ? annaIds[kind] : plainParameters[parameter];
    if (value === undefined) return `${name}: no value for {${parameter}}`;
    filled.push(encodeURIComponent(value));
  }
  const content = operation.requestBody?.content ?? {};
  const query =
    queries[name] ??
    new URLSearchParams(
      (operation.parameters ?? [])
        .filter((p) => p.in === "query" && p.required === true)
        .map((p) => [p.name, String(sample(p.schema ?? {}))]),
    ).toString();
  const path = filled.join("/") + (query === "" ? "" : `?${query}`);
  if (content["multipart/form-data"])
    return { operation: name, method, path, init: { ...fileUpload(realPng(1024, 683)), method } };
  const json = content["application/json"];
  const body = bodies[name]?.() ?? (json ? sample(json.schema) : undefined);
  return {
    operation: name,
    method,
    path,
    init: { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
  };
}

/** Every documented operation with an id in its path, but those not scoped to a host. */
function operationsWithIds(): Array<{ method: string; template: string; operation: Operation }> {
  return Object.entries(document.paths).flatMap(([template, operations]) =>
    Object.entries(operations)
      .map(([method, operation]) => ({ method: method.toUpperCase(), template, operation }))
      .filter(
        ({ method, template, operation }) =>
          (operation.parameters ?? []).some((p) => p.in === "path" && isIdParameter(p.name)) &&
          notTenantScoped[`${method} ${template}`] === undefined,
      ),
  );
}

const allMethods = ["GET", "POST", "PUT", "PATCH", "DELETE"];

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  alpine = (await signIn(server.url, demoAccounts.company)).accessToken;
  document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Document;
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
  // A review without a reply: a leaked reply would change it.
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
}, 60_000);
afterAll(() => server.close());

describe("tenancy matrix from the OpenAPI document: host-alpine with host-anna's ids", () => {
  it("finds the operations with ids in the document, and a call for each", () => {
    const operations = operationsWithIds();
    // The document lists the routes the server registered (tests/integration/openapi.test.ts):
    // a route with an id the document lacked would be missed here, so check the two agree.
    const registered = server.routes
      .filter((r) => r.path.startsWith("/api/app/") && /\/:\w*[iI]d(\/|$)/.test(r.path))
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, "{$1}")}`);
    expect(operations.map((o) => `${o.method} ${o.template}`).sort()).toEqual(
      expect.arrayContaining(registered),
    );
    expect(registered.length).toBeGreaterThan(0);
    const unserved = operations
      .map((o) => callFor(o.method, o.template, o.operation))
      .filter((call): call is string => typeof call === "string");
    expect(unserved).toEqual([]);
    // Every exclusion, body and query names a documented operation, so none outlives its route.
    for (const named of [...Object.keys(notTenantScoped), ...Object.keys(bodies), ...Object.keys(queries)]) {
      const [method, template] = named.split(" ") as [string, string];
      expect(document.paths[template]?.[method.toLowerCase()], named).toBeDefined();
    }
  });

  it("answers 404 or 403 to every documented call and anything else to the rest, changing nothing of anna's", async () => {
    const before = {
      rows: await hostFingerprint(server.db, "host-anna"),
      files: storedFiles(server.dataDir),
    };
    const leaks: string[] = [];
    const calls = operationsWithIds()
      .map((o) => callFor(o.method, o.template, o.operation))
      .filter((call): call is Call => typeof call !== "string");
    const documented = new Set(calls.map((c) => `${c.method} ${c.path}`));
    const triedOtherMethods = new Set<string>();
    for (const call of calls) {
      const response = await api(alpine, call.path, call.init);
      const text = await response.text();
      // A 400 would mean the body was refused before the id was looked at, which proves nothing:
      // the operation needs a body of its own in `bodies`.
      if (![403, 404].includes(response.status))
        leaks.push(`${call.operation} as ${call.path}: ${response.status} ${text.slice(0, 300)}`);
      // The same path under a method it does not document must not reach another route with anna's id.
      if (triedOtherMethods.has(call.path)) continue;
      triedOtherMethods.add(call.path);
      for (const method of allMethods.filter((m) => !documented.has(`${m} ${call.path}`))) {
        const other = await api(alpine, call.path, { method, ...(method === "GET" ? {} : { body: "{}" }) });
        const otherText = await other.text();
        if (![400, 403, 404, 405].includes(other.status))
          leaks.push(`${method} ${call.path} (undocumented): ${other.status} ${otherText.slice(0, 300)}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(calls.length).toBeGreaterThan(40);
    expect({
      rows: await hostFingerprint(server.db, "host-anna"),
      files: storedFiles(server.dataDir),
    }).toEqual(before);
  });
});
