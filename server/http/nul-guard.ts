// PostgreSQL text cannot hold the NUL character: a %00 in a path or query, or "\u0000" in a JSON
// string, would fail inside a query and answer 500. Every request is checked once, before any
// handler, and refused as bad input instead.
import type { FastifyInstance } from "fastify";
import { badRequest } from "./problem.ts";

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  // Raw bodies (uploads) are bytes, not text: a NUL is an ordinary byte of an image.
  if (depth > 64 || value === null || typeof value !== "object" || value instanceof Uint8Array) return false;
  return Object.entries(value).some(([key, inner]) => key.includes("\u0000") || holdsNul(inner, depth + 1));
}

export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (/%00/i.test(request.url) || holdsNul(request.body)) {
      throw badRequest("Text may not contain the NUL character (U+0000).");
    }
  });
}
