// Every refusal leaves in one shape. Handlers throw HttpProblem, and the error handler answers
// Fastify's own refusals as problem details; this is the net under both, for a route that sends a
// plain JSON error itself: a 4xx or 5xx answered as application/json is restated as a problem
// detail (its own type, title and detail kept when it has them), so a client reads one shape.
import type { FastifyInstance } from "fastify";
import { STATUS_CODES } from "node:http";
import { problemTypes } from "../../domain/errors/error-body.ts";
import { tooManyRequestsType } from "./rate-limit.ts";

const typeByStatus: Record<number, string> = {
  400: problemTypes.badRequest,
  401: problemTypes.unauthorized,
  403: problemTypes.forbidden,
  404: problemTypes.notFound,
  405: problemTypes.methodNotAllowed,
  409: problemTypes.conflict,
  413: problemTypes.payloadTooLarge,
  422: problemTypes.unprocessable,
  429: tooManyRequestsType,
  503: problemTypes.serviceUnavailable,
};

export function problemShape(status: number, payload: string): string {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(payload);
    if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed))
      body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON after all: the problem says only what the status says.
  }
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const detail = text(body.detail) ?? text(body.message) ?? text(body.error);
  return JSON.stringify({
    ...body,
    type:
      text(body.type) ??
      typeByStatus[status] ??
      (status >= 500 ? problemTypes.internal : problemTypes.badRequest),
    title: text(body.title) ?? STATUS_CODES[status] ?? "Error",
    status,
    ...(detail === undefined ? {} : { detail }),
  });
}

export function answerRefusalsAsProblems(app: FastifyInstance): void {
  app.addHook("onSend", async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== "string") return payload;
    const type = String(reply.getHeader("content-type") ?? "");
    if (!type.startsWith("application/json")) return payload;
    reply.header("content-type", "application/problem+json; charset=utf-8");
    return problemShape(reply.statusCode, payload);
  });
}
