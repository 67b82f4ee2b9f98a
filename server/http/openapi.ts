// The OpenAPI 3.1 document, built from the routes Fastify actually registered (an onRoute hook
// collects them, so no route can be missing from the document), each carrying its own operation in
// its options (`documented(...)`, or the command catalogue for commands): the Effect schemas its
// handler decodes with and answers in, beside the handler. The schemas are turned into JSON Schema
// by Effect itself (Schema.toJsonSchemaDocument, then JsonSchema.toMultiDocumentOpenApi3_1 for the
// #/components/schemas references), so the document and the decoders cannot drift apart.
import type { FastifyInstance } from "fastify";
import { JsonSchema, Schema } from "effect";
import { ProblemDetail } from "../../domain/errors/error-body.ts";
import { writeMethods } from "./rate-limit.ts";

/** The refusals a route may declare beyond those the document works out itself (see refusalsOf). */
const refusalDescriptions = {
  400: "The request is not valid; a problem detail names each bad field",
  401: "Not authenticated: a missing, invalid or expired token (at guest login, a wrong code or email)",
  403: "Authenticated, but the caller's role may not do this (staff-only routes)",
  404: "Nothing of the caller's at this path",
  409: "Not allowed in the current state",
  413: "The body is larger than the route takes",
  429: "Too many requests; Retry-After says when to try again",
} as const;
export type Refusal = keyof typeof refusalDescriptions;

/** What a route says about itself for the document, given in its own `config.openapi`. */
export interface RouteDoc {
  readonly summary: string;
  /** The path's parameters as a struct, one field per `:name`; absent, each is a plain string. */
  readonly params?: Schema.Constraint;
  readonly query?: Schema.Constraint;
  readonly body?: Schema.Constraint;
  readonly response?: Schema.Constraint;
  /** A multipart/form-data body (uploads): each part's name, a file or a text field. */
  readonly multipart?: Readonly<Record<string, "file" | "text">>;
  /** Answers other than JSON (server-sent events, HTML). */
  readonly produces?: string;
  /** The route answers 204 with no body. */
  readonly noContent?: true;
  /** Problem-detail refusals the route gives that refusalsOf cannot see from the rest. */
  readonly refusals?: readonly Refusal[];
}

/**
 * A route's options carrying its operation, so the schemas sit next to the handler that decodes
 * with them: `app.get(path, documented({ summary, query, response }), handler)`.
 */
export function documented(doc: RouteDoc): { config: { openapi: RouteDoc } } {
  return { config: { openapi: doc } };
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route's operation in the OpenAPI document, next to the handler that decodes with it. */
    openapi?: RouteDoc;
  }
}

export interface RegisteredRoute {
  readonly method: string;
  readonly path: string;
  readonly doc?: RouteDoc | undefined;
}

const routesByApp = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Starts collecting the routes registered on `app` from now on. */
export function collectRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  routesByApp.set(app, routes);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      // Fastify adds HEAD for every GET by itself; it is not an operation of ours.
      if (method !== "HEAD") routes.push({ method, path: route.url, doc: route.config?.openapi });
    }
  });
}

/** Every route registered on `app` since collectRoutes, in registration order. */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return routesByApp.get(app) ?? [];
}

/**
 * Who may call an operation: a host's bearer token for the app's API, the guest chat's own token
 * for the guest chat (its sign-in aside), and anyone for the public routes.
 */
function securityOf(path: string): Json[] {
  if (path.startsWith("/api/app/")) return [{ bearer: [] }];
  if (path.startsWith("/api/guest/") && path !== "/api/guest/login") return [{ guestChat: [] }];
  return [];
}

/**
 * Effect writes an optional nullable field as `anyOf: [T, null, null]`: the same member twice says
 * nothing more and linters call it illogical, so repeats go, and a single member stands alone.
 */
function withoutRepeatedMembers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRepeatedMembers);
  if (value === null || typeof value !== "object") return value;
  const out: Json = {};
  for (const [key, child] of Object.entries(value)) out[key] = withoutRepeatedMembers(child);
  for (const keyword of ["anyOf", "oneOf"] as const) {
    const members = out[keyword];
    if (!Array.isArray(members)) continue;
    const seen = new Set<string>();
    const kept = members.filter((member) => {
      const text = JSON.stringify(member);
      if (seen.has(text)) return false;
      seen.add(text);
      return true;
    });
    if (kept.length === 1 && Object.keys(out).length === 1) return kept[0];
    out[keyword] = kept;
  }
  return out;
}

/** `/api/app/property-unit/:id` → `/api/app/property-unit/{id}` */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

type Json = Record<string, unknown>;

/** An upload's body: the parts by name, files as binary (their type is checked by content). */
function multipartBody(parts: Readonly<Record<string, "file" | "text">>): Json {
  const properties = Object.fromEntries(
    Object.entries(parts).map(([name, kind]) => [
      name,
      kind === "file" ? { type: "string", contentMediaType: "application/octet-stream" } : { type: "string" },
    ]),
  );
  return {
    required: true,
    content: {
      "multipart/form-data": { schema: { type: "object", properties, additionalProperties: false } },
    },
  };
}

/**
 * The problem-detail refusals of an operation: 400 when it decodes any input (decode.ts refuses bad
 * input so), 401 when it needs a token, 404 when its path names an id, 429 for a host's writes
 * (rate-limit.ts holds each host to a rate), and those the route declares itself (409 for a state
 * that forbids it, 413 for a body too large …).
 */
function refusalsOf(method: string, path: string, operation: RouteDoc | undefined): Refusal[] {
  const refusals = new Set<Refusal>(operation?.refusals ?? []);
  if (operation?.params ?? operation?.query ?? operation?.body ?? operation?.multipart) refusals.add(400);
  if (securityOf(path).length > 0) refusals.add(401);
  // Every query is scoped to the caller's host: an id that is not the caller's answers 404.
  if (/:(id|[A-Za-z]+Id)(\/|$)/.test(path)) refusals.add(404);
  if (writeMethods.has(method) && path.startsWith("/api/app/")) refusals.add(429);
  return [...refusals].sort((a, b) => a - b);
}

export function openApiDocument(options: { routes: readonly RegisteredRoute[]; version: string }): Json {
  const definitions: Record<string, JsonSchema.JsonSchema> = {};
  const roots: JsonSchema.JsonSchema[] = [];
  /** Adds a schema's JSON Schema to the pool; returns its index among the roots. */
  const add = (schema: Schema.Constraint) => {
    const document = Schema.toJsonSchemaDocument(schema, { onExcessProperty: "error" });
    for (const [name, definition] of Object.entries(document.definitions)) {
      const known = definitions[name];
      if (known !== undefined && JSON.stringify(known) !== JSON.stringify(definition))
        throw new Error(`two different schemas are both named ${name}`);
      definitions[name] = definition;
    }
    roots.push(document.schema);
    return roots.length - 1;
  };
  // Named, so the many refusals refer to one schema in components rather than repeating it.
  const problem = add(ProblemDetail.annotate({ identifier: "ProblemDetail" }));
  const planned = options.routes
    .filter((route) => route.path.startsWith("/api/"))
    .map((route) => {
      const operation = route.doc;
      return {
        route,
        operation,
        params: operation?.params ? add(operation.params) : undefined,
        query: operation?.query ? add(operation.query) : undefined,
        body: operation?.body ? add(operation.body) : undefined,
        response: operation?.response ? add(operation.response) : undefined,
      };
    });
  const converted = JsonSchema.toMultiDocumentOpenApi3_1({
    dialect: "draft-2020-12",
    schemas: [roots[0]!, ...roots.slice(1)],
    definitions,
  });
  const root = (index: number) => converted.schemas[index] as Json;
  const problemContent = { "application/problem+json": { schema: root(problem) } };

  const paths: Record<string, Record<string, Json>> = {};
  for (const { route, operation, params, query, body, response } of planned) {
    const paramSchemas = params === undefined ? {} : (root(params).properties as Record<string, Json>);
    const parameters: Json[] = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => ({
      name: m[1],
      in: "path",
      required: true,
      schema: paramSchemas[m[1]!] ?? { type: "string" },
    }));
    if (query !== undefined) {
      const schema = root(query);
      const required = new Set((schema.required as string[] | undefined) ?? []);
      for (const [name, property] of Object.entries((schema.properties as Record<string, Json>) ?? {}))
        parameters.push({ name, in: "query", required: required.has(name), schema: property });
    }
    const ok: Json =
      response !== undefined
        ? { description: "OK", content: { "application/json": { schema: root(response) } } }
        : { description: "OK", content: { [operation?.produces ?? "application/json"]: { schema: {} } } };
    const refusals = refusalsOf(route.method, route.path, operation).map((status) => [
      String(status),
      { description: refusalDescriptions[status], content: problemContent },
    ]);
    paths[openApiPath(route.path)] = {
      ...paths[openApiPath(route.path)],
      [route.method.toLowerCase()]: {
        operationId: `${route.method.toLowerCase()}${openApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c?: string) => (c ? c.toUpperCase() : ""))}`,
        summary: operation?.summary ?? `${route.method} ${route.path}`,
        ...(parameters.length > 0 ? { parameters } : {}),
        ...(body !== undefined
          ? { requestBody: { required: true, content: { "application/json": { schema: root(body) } } } }
          : {}),
        ...(operation?.multipart !== undefined ? { requestBody: multipartBody(operation.multipart) } : {}),
        security: securityOf(route.path),
        responses: {
          ...(operation?.noContent ? { "204": { description: "Done; no content" } } : { "200": ok }),
          ...Object.fromEntries(refusals),
          default: { description: "An error, as a problem detail", content: problemContent },
        },
      },
    };
  }

  return withoutRepeatedMembers({
    openapi: "3.1.0",
    info: {
      title: "Hearth API",
      version: options.version,
      description:
        "The API of Hearth, the local-first app for holiday-rental hosts. Every write accepts an Idempotency-Key.",
    },
    servers: [{ url: "/", description: "The server that serves this document" }],
    paths,
    components: {
      schemas: converted.definitions,
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        guestChat: {
          type: "http",
          scheme: "bearer",
          description: "The guest chat's own token, from POST /api/guest/login (also sent as a cookie)",
        },
      },
    },
  }) as Json;
}
