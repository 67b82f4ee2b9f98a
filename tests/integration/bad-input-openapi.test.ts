// Hostile bodies for every write operation the OpenAPI document lists, generated from the document
// itself, so a new endpoint is covered without writing its test. Per operation, 200 bodies from a
// seeded generator: wrong types for each field the document names, huge strings, prototype keys,
// wrong and broken content types, deep nesting, impossible dates and lone surrogates, sent as the
// demo host (as the demo guest for the guest chat, as nobody to guest login). None may answer 5xx,
// every 4xx must be a problem detail (application/problem+json), and the server must still answer
// after each operation. Path parameters are real ids of the demo data.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GuestSession } from "../../domain/messaging/messaging-api.ts";
import { demoAccounts, demoGuest } from "../../server/seed/demo-seed.ts";
import { jsonOf } from "../support/api-client.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, SchemaObject>;
  items?: SchemaObject;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  allOf?: SchemaObject[];
}
interface Operation {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema: SchemaObject }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, SchemaObject> };
}
interface Probe {
  contentType: string | undefined;
  body: string;
}

const writeMethods = ["post", "put", "patch", "delete"];
const bodiesPerOperation = 200;
const bodyLimit = 1024 * 1024;

let server: Awaited<ReturnType<typeof startTestServer>>;
let document: Document;
let host: string;
let guest: GuestSession;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  host = (await signIn(server.url, demoAccounts.individual)).accessToken;
  guest = await jsonOf<GuestSession>(
    fetch(`${server.url}/api/guest/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ bookingCode: demoGuest.bookingCode, email: demoGuest.email }),
    }),
  );
  document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Document;
  const pick = async (sql: string) => {
    const { rows } = await server.db.query<{ id: string }>(sql);
    if (!rows[0]) throw new Error(`the demo host has nothing for ${sql}`);
    return rows[0].id;
  };
  const live = "host_id = 'host-anna' and not deleted";
  ids["booking-requests"] = await pick(
    `select id from reservations where ${live} and kind = 'booking_request' and status = 'REQUESTED' order by id limit 1`,
  );
  ids.bookings = await pick(
    `select id from reservations where ${live} and kind = 'booking' and status = 'CONFIRMED' order by id limit 1`,
  );
  ids["booking-inquiries"] = await pick(
    `select id from reservations where ${live} and kind = 'inquiry' order by status, id limit 1`,
  );
  ids.unit = await pick(
    "select id from units where host_id = 'host-anna' and state <> 'DELETED' order by id limit 1",
  );
  ids.channels = await pick("select id from channels where host_id = 'host-anna' order by id limit 1");
  ids.reply = await pick("select id from reviews where host_id = 'host-anna' order by id limit 1");
  ids.subscription = await pick(
    "select id from subscriptions where host_id = 'host-anna' order by id limit 1",
  );
}, 60_000);
afterAll(() => server.close());

/** A real id for the path parameter, chosen by the segment before it; anything else is made up. */
function fillPath(path: string): string {
  const segments = path.split("/");
  return segments
    .map((segment, at) => {
      const param = /^\{(.+)\}$/.exec(segment)?.[1];
      if (!param) return segment;
      const before = segments[at - 1] ?? "";
      if (param === "unitId" || before === "property-unit" || before === "new") return ids.unit!;
      if (param === "taskType") return "bulk_switch_to_other_booking_type";
      return ids[before] ?? `made-up-${param}`;
    })
    .join("/");
}

/** The fields of the body schema, following references and unions; `list` when the body is an array. */
function fieldsOf(
  schema: SchemaObject | undefined,
  seen = new Set<string>(),
): { names: string[]; list: boolean } {
  if (!schema) return { names: [], list: false };
  if (schema.$ref) {
    const name = schema.$ref.replace("#/components/schemas/", "");
    if (seen.has(name)) return { names: [], list: false };
    return fieldsOf(document.components.schemas[name], new Set([...seen, name]));
  }
  if (schema.type === "array") return { names: fieldsOf(schema.items, seen).names, list: true };
  const names = Object.keys(schema.properties ?? {});
  for (const member of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    names.push(...fieldsOf(member, seen).names);
  return { names: [...new Set(names)], list: false };
}

const loneSurrogates = ["\\ud800", "x\\udfff", "\\udc00\\ud800", "a\\ud83d"];
const impossibleDates = [
  "2026-02-30",
  "2026-13-01",
  "2026-11-01T25:61:00Z",
  "0000-00-00",
  "2026-02-29T10:00:00Z",
];
const anyJson = fc.jsonValue({ maxDepth: 3 });
const wrongValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 30 }),
  fc.array(anyJson, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 4 }),
  fc.constantFrom(-1, 0, 2 ** 53, 1e308, -1e308, "NaN", "", " ", "1e400"),
);
// Mostly below the limit (decoded, then refused by the schema), a few past it (refused unread).
const hugeString = fc
  .constantFrom(64 * 1024, 256 * 1024, bodyLimit - 100, bodyLimit + 10)
  .map((n) => "x".repeat(n));
const nestedText = fc
  .tuple(fc.constantFrom(65, 1_000, 5_000, 100_000), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth),
  );
const wrongContentTypes = [
  "text/plain",
  "application/xml",
  "multipart/form-data",
  "multipart/form-data; boundary=x",
  "application/x-www-form-urlencoded",
  "application/json; charset=utf-16",
  "application/octet-stream",
  "application/json-patch+json",
  undefined,
];

function probes(names: string[], list: boolean): fc.Arbitrary<Probe> {
  const fields = names.length > 0 ? names : ["value"];
  const field = fc.constantFrom(...fields);
  const json = (body: string): Probe => ({ contentType: "application/json", body });
  const wrap = (object: string) => json(list ? `[${object}]` : object);
  const withField = (value: string) => field.map((name) => wrap(`{${JSON.stringify(name)}:${value}}`));
  return fc.oneof(
    // A field of the wrong type, or every field at once.
    fc.tuple(field, wrongValue).map(([name, value]) => wrap(JSON.stringify({ [name]: value }))),
    fc
      .array(wrongValue, { minLength: fields.length, maxLength: fields.length })
      .map((values) => wrap(JSON.stringify(Object.fromEntries(fields.map((n, i) => [n, values[i]]))))),
    // Not the body's shape at all.
    fc.oneof(anyJson, wrongValue).map((value) => json(JSON.stringify(value) ?? "null")),
    // Huge strings.
    fc.tuple(field, hugeString).map(([name, value]) => wrap(JSON.stringify({ [name]: value }))),
    // Prototype keys, which a merge into an object must never take for its prototype.
    fc
      .constantFrom(
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"isAdmin":true}}}',
        '{"prototype":{"hostId":"host-alpine"}}',
        '{"__proto__":null,"hostId":"host-alpine"}',
      )
      .map(wrap),
    field.chain((name) =>
      fc.constantFrom(
        wrap(`{${JSON.stringify(name)}:{"__proto__":{"x":1}}}`),
        wrap(`{${JSON.stringify(name)}:"x","constructor":{"prototype":{"x":1}}}`),
      ),
    ),
    // Deep nesting, as the body or under a field.
    nestedText.map(json),
    fc.tuple(field, nestedText).map(([name, nested]) => wrap(`{${JSON.stringify(name)}:${nested}}`)),
    // Impossible dates in every field.
    fc.constantFrom(...impossibleDates).chain((date) => withField(JSON.stringify(date))),
    // Lone surrogates, in a value and in a key.
    fc.constantFrom(...loneSurrogates).chain((text) => withField(`"${text}"`)),
    fc.constantFrom(...loneSurrogates).map((text) => wrap(`{"${text}":1}`)),
    // Wrong content types, with a plausible body.
    fc
      .tuple(fc.constantFrom(...wrongContentTypes), field)
      .map(([contentType, name]) => ({ contentType, body: JSON.stringify({ [name]: "x" }) })),
    // Broken JSON text and stray bytes.
    fc
      .constantFrom("", "{", "{}}", '{"a":}', "[1,", "nul", "{'a':1}", '{"a":1,}', '{"a":"\\x"}', "\u0000")
      .map(json),
    fc.string({ unit: "binary", maxLength: 30 }).map((s) => json(`{${s}`)),
  );
}

/** Who calls: the demo host under /api/app, the demo guest for its chat, nobody to log in. */
function tokenFor(path: string): string | undefined {
  if (path.startsWith("/api/app/")) return host;
  if (path.startsWith("/api/guest/") && path !== "/api/guest/login") return guest.token;
  return undefined;
}

/** Operations in the document's order, those that end a session or delete a unit last. */
function writeOperations(): Array<{ method: string; path: string; operation: Operation }> {
  const found = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => writeMethods.includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
  const last = (o: { method: string; path: string }) =>
    o.path.endsWith("/logout") || (o.method === "DELETE" && o.path === "/api/app/property-unit/{id}") ? 1 : 0;
  return found.sort((a, b) => last(a) - last(b));
}

/** A simple string hash, so each operation has its own fixed seed. */
const seedOf = (text: string) => [...text].reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) | 0, 7);

describe("generated bad input to every write operation of the OpenAPI document", () => {
  it("answers every body with a refusal in the problem shape or a success, never a 5xx", async () => {
    const operations = writeOperations();
    expect(operations.length).toBeGreaterThan(40);
    const started = Date.now();
    const report: string[] = [];
    for (const { method, path, operation } of operations) {
      const schema = operation.requestBody?.content["application/json"]?.schema;
      const { names, list } = fieldsOf(schema);
      const bodies = fc.sample(probes(names, list), {
        seed: seedOf(`${method} ${path}`),
        numRuns: bodiesPerOperation,
      });
      const url = `${server.url}${fillPath(path)}`;
      const token = tokenFor(path);
      const failures: string[] = [];
      const statuses = new Set<number>();
      // Four at a time: a client's burst, and the run stays within its time on two cores.
      for (let at = 0; at < bodies.length; at += 4) {
        await Promise.all(
          bodies.slice(at, at + 4).map(async ({ contentType, body }) => {
            const response = await fetch(url, {
              method,
              headers: {
                ...(token ? { authorization: `Bearer ${token}` } : {}),
                ...(contentType ? { "content-type": contentType } : {}),
              },
              body,
            });
            const text = await response.text();
            statuses.add(response.status);
            const type = response.headers.get("content-type") ?? "";
            const sent = `${contentType ?? "no content type"} ${body.slice(0, 120)}`;
            if (response.status >= 500)
              failures.push(`${response.status} for ${sent}: ${text.slice(0, 200)}`);
            else if (response.status >= 400 && !type.includes("application/problem+json"))
              failures.push(`${response.status} as ${type} for ${sent}: ${text.slice(0, 200)}`);
          }),
        );
      }
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status, `the server after ${method} ${path}`).toBe(200);
      if (failures.length > 0) report.push(`${method} ${path}: ${failures.length} × ${failures[0]}`);
      // The bodies reach decoding: an operation that decodes a JSON body refuses some with a 400
      // (not only 401s or 404s before it, which would leave its decoding untested).
      if (schema && !statuses.has(400))
        report.push(`${method} ${path}: no 400 among ${[...statuses].join(", ")}`);
    }
    expect(report).toEqual([]);
    // Kept within about two minutes on a two-core machine; printed so a slower run is noticed.
    process.stdout.write(
      `bad input: ${operations.length} operations × ${bodiesPerOperation} bodies in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
  }, 300_000);

  it("answers hostile query parameters of every read operation without a 5xx, refusals as problem details", async () => {
    // Already encoded: out-of-range and fractional numbers, broken percent-escapes, a lone
    // surrogate's bytes, NUL, impossible dates, a long string, prototype names, JSON out of range.
    const values = [
      "99999999999999999999",
      "9223372036854775807",
      "1e20",
      "-99999999999999999999",
      "1.5",
      "-1",
      "NaN",
      "Infinity",
      "",
      "%ED%A0%80",
      "%",
      "%00",
      "2026-02-30",
      "x".repeat(5_000),
      "__proto__",
      encodeURIComponent('{"reviews":{"seq":1e20,"id":"x"}}'),
      encodeURIComponent('{"__proto__":{"seq":1}}'),
      "%5B".repeat(3_000),
    ];
    const reads = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => method === "get")
        .map(([, operation]) => ({
          path,
          params: (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
        }))
        .filter((o) => o.params.length > 0),
    );
    // The per-collection pulls are one route with the collection in the path.
    for (const collection of ["units", "reservations", "unavailabilities", "channels", "messages"])
      reads.push({ path: `/api/app/sync/${collection}/pull`, params: ["seq", "id", "limit"] });
    expect(reads.length).toBeGreaterThan(10);
    const report: string[] = [];
    for (const { path, params } of reads) {
      const queries = params.flatMap((name) => [
        ...values.map((value) => `${encodeURIComponent(name)}=${value}`),
        `${encodeURIComponent(name)}=1&${encodeURIComponent(name)}=2`,
      ]);
      const token = tokenFor(path);
      for (let at = 0; at < queries.length; at += 4) {
        await Promise.all(
          queries.slice(at, at + 4).map(async (query) => {
            const response = await fetch(`${server.url}${fillPath(path)}?${query}`, {
              headers: token ? { authorization: `Bearer ${token}` } : {},
            });
            const text = await response.text();
            const type = response.headers.get("content-type") ?? "";
            if (response.status >= 500)
              report.push(`GET ${path}?${query.slice(0, 80)}: ${response.status} ${text}`);
            else if (response.status >= 400 && !type.includes("application/problem+json"))
              report.push(`GET ${path}?${query.slice(0, 80)}: ${response.status} as ${type}`);
          }),
        );
      }
      expect((await fetch(`${server.url}/api/health`)).status, `the server after ${path}`).toBe(200);
    }
    expect(report).toEqual([]);
  }, 120_000);
});
