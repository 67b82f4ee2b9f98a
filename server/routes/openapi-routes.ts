// GET /api/openapi.json: the document, built once on first request from the routes registered by
// then (all of them: requests arrive only after the server is ready), each with its own operation.
import type { FastifyInstance } from "fastify";
import { documented, openApiDocument, registeredRoutes } from "../http/openapi.ts";

export function registerOpenApiRoutes(app: FastifyInstance): void {
  let document: string | undefined;
  app.get("/api/openapi.json", documented({ summary: "This document" }), async (_request, reply) => {
    document ??= JSON.stringify(openApiDocument({ routes: registeredRoutes(app), version: "0.1.0" }));
    return reply.type("application/json").send(document);
  });
}
