// Cross-origin access to the API, only for the origins CORS_ORIGINS names. The app itself is
// served from the API's own origin and needs none, so by default no CORS header is ever sent.
// Calls carry bearer tokens, not cookies, so credentials are never allowed.
import type { FastifyInstance } from "fastify";

const allowedMethods = "GET, POST, PUT, PATCH, DELETE";
const allowedHeaders = "authorization, content-type, idempotency-key, x-request-id";
// What a cross-origin client may read besides the simple headers: the correlation id, whether an
// answer was a replay, and how long to wait after a 429.
const exposedHeaders = "x-request-id, idempotent-replayed, retry-after, content-disposition";

export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins.map(normaliseOrigin));
  const isApi = (url: string) => url === "/api" || url.startsWith("/api/");
  const originOf = (header: string | string[] | undefined) =>
    typeof header === "string" && allowed.has(header) ? header : undefined;

  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "OPTIONS" || !isApi(request.url)) return;
    const origin = originOf(request.headers.origin);
    if (!origin || !request.headers["access-control-request-method"]) return;
    return reply
      .code(204)
      .header("access-control-allow-origin", origin)
      .header("access-control-allow-methods", allowedMethods)
      .header("access-control-allow-headers", allowedHeaders)
      .header("access-control-max-age", "600")
      .header("vary", "Origin")
      .send();
  });

  // On send, so refusals (401, 404, 429 …) carry the headers too and the client can read them.
  app.addHook("onSend", async (request, reply, payload) => {
    if (!isApi(request.url)) return payload;
    reply.header("vary", "Origin");
    const origin = originOf(request.headers.origin);
    if (origin && !reply.hasHeader("access-control-allow-origin")) {
      reply.header("access-control-allow-origin", origin);
      reply.header("access-control-expose-headers", exposedHeaders);
    }
    return payload;
  });
}

/** `https://Host.example:443/` and `https://host.example` are one origin. */
export function normaliseOrigin(origin: string): string {
  try {
    return new URL(origin).origin;
  } catch {
    return origin;
  }
}

export function parseCorsOrigins(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((o) => o.trim())
    .filter((o) => o !== "")
    .map(normaliseOrigin);
}
