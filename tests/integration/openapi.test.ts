// The OpenAPI document against the real server: it parses, is OpenAPI 3.1, lists exactly the API
// routes Fastify registered, each with the operation its own registration carries (no table), and
// describes each decoded body and query with the schemas the handlers use (so a body a handler
// refuses for an unknown field is refused by the document too).
import { listingDetailsKeys } from "../../domain/properties/unit-listing-details.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiPath } from "../../server/http/openapi.ts";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

interface Operation {
  operationId: string;
  summary: string;
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

let server: Awaited<ReturnType<typeof startTestServer>>;
let document: Document;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.url, demoAccounts.individual)).accessToken;
  const response = await fetch(`${server.url}/api/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  document = JSON.parse(await response.text()) as Document;
});
afterAll(() => server.close());

const apiRoutes = () =>
  server.routes.filter((r) => r.path.startsWith("/api/")).map((r) => `${r.method} ${openApiPath(r.path)}`);

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document", () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBe("Hearth API");
    const ids = Object.values(document.paths).flatMap((p) => Object.values(p).map((o) => o.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    // Every reference points at a schema the document holds.
    for (const [, name] of JSON.stringify(document).matchAll(/"#\/components\/schemas\/([^"]+)"/g))
      expect(document.components.schemas, name).toHaveProperty([name!]);
  });

  it("lists every API route Fastify registered, and nothing else", () => {
    const listed = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(apiRoutes().sort());
    expect(listed.length).toBeGreaterThan(25);
  });

  it("documents only routes that answer (none is the server's 404 for an unknown path), and their refusals", async () => {
    const unknownRoute = /^There is nothing at /;
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(109);
    // Signed in, so the app's routes get past authentication to their own answer. The check itself can fail: a path no route has gets exactly that answer.
    const headers = { authorization: `Bearer ${token}` };
    const missing = await fetch(`${server.url}/api/app/no-such-thing`, { method: "POST", headers });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { detail: string }).detail).toMatch(unknownRoute);
    const undeclared: string[] = [];
    for (const { method, path } of operations) {
      const url = `${server.url}${path.replace(/\{[^}]+\}/g, "x-no-such-id")}`;
      const controller = new AbortController();
      // Live streams answer with headers first and never end: the status is all that is read.
      const response = await fetch(url, { method, headers, signal: controller.signal });
      const text = response.headers.get("content-type")?.includes("json") ? await response.text() : "";
      controller.abort();
      const detail = text.startsWith("{") ? (JSON.parse(text) as { detail?: string }).detail : undefined;
      expect(`${method} ${path} ${response.status} ${detail ?? ""}`).not.toMatch(/ 404 There is nothing at /);
      // A refusal the server gives is one the document declares.
      const declared = document.paths[path]?.[method.toLowerCase()]?.responses ?? {};
      if (response.status >= 400 && response.status < 500 && !(String(response.status) in declared))
        undeclared.push(`${method} ${path} ${response.status} ${detail ?? ""}`);
    }
    expect(undeclared).toEqual([]);
  });

  it("takes each operation from its own route: every API route carries its summary and schemas", () => {
    const api = server.routes.filter((r) => r.path.startsWith("/api/"));
    expect(api.filter((r) => r.doc === undefined).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    for (const route of api) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(operation?.summary, `${route.method} ${route.path}`).toBe(route.doc?.summary);
    }
  });

  it("describes each body with its decoder's schema, unknown fields refused", () => {
    const patch = document.paths["/api/app/property-unit/{id}"]?.patch;
    const schema = patch?.requestBody?.content["application/json"]?.schema;
    expect(schema).toMatchObject({ type: "object", additionalProperties: false });
    expect(Object.keys(schema?.properties as object).sort()).toEqual(
      [
        "bedroomCount",
        "guests",
        "propertySize",
        "propertySizeMeasurementUnit",
        "title",
        "bookingType",
        ...listingDetailsKeys,
      ].sort(),
    );
    // Every route's body, as its decoder sees it: each field named, nothing else taken.
    for (const { method, path, doc } of server.routes) {
      if (!path.startsWith("/api/") || doc?.body === undefined) continue;
      const body = document.paths[openApiPath(path)]?.[method.toLowerCase()]?.requestBody;
      const documented = body?.content["application/json"]?.schema;
      expect(documented, `${method} ${path}`).toBeDefined();
      const fields = (doc.body as { fields?: object }).fields;
      if (fields === undefined) continue;
      expect(documented, `${method} ${path}`).toMatchObject({ additionalProperties: false });
      expect(Object.keys(documented?.properties as object).sort(), `${method} ${path}`).toEqual(
        Object.keys(fields).sort(),
      );
    }
  });

  it("declares the problem answers each operation gives", () => {
    for (const { method, path, doc } of server.routes) {
      if (!path.startsWith("/api/")) continue;
      const responses = document.paths[openApiPath(path)]?.[method.toLowerCase()]?.responses ?? {};
      const name = `${method} ${path}`;
      expect(responses, name).toHaveProperty(["default"]);
      if (path.startsWith("/api/app/")) expect(responses, name).toHaveProperty(["401"]);
      if (doc?.query ?? doc?.body ?? doc?.params ?? doc?.multipart)
        expect(responses, name).toHaveProperty(["400"]);
      if (method !== "GET" && path.startsWith("/api/app/")) expect(responses, name).toHaveProperty(["429"]);
      for (const status of doc?.refusals ?? []) expect(responses, name).toHaveProperty([String(status)]);
    }
  });

  it("turns query schemas into query parameters and path ids into path parameters", () => {
    const list = document.paths["/api/app/booking-requests"]?.get;
    expect(list?.parameters?.filter((p) => p.in === "query").map((p) => p.name)).toEqual(
      expect.arrayContaining(["search", "state", "sorting", "page", "limit"]),
    );
    const detail = document.paths["/api/app/booking-requests/{id}"]?.get;
    expect(detail?.parameters).toEqual([expect.objectContaining({ name: "id", in: "path", required: true })]);
    expect(detail?.responses).toHaveProperty(["401"]);
  });
});
