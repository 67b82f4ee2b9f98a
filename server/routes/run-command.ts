// The write path every command endpoint shares: once per Idempotency-Key, in one transaction, and
// answered with the stored text so a replay is the same to the byte.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Caller } from "../auth/authenticate.ts";
import type { Queryable } from "../db/database.ts";
import { requestFingerprint, runOnce } from "../http/idempotency.ts";
import type { RouteContext } from "./route-context.ts";

export async function runCommand(
  context: RouteContext,
  request: FastifyRequest,
  reply: FastifyReply,
  caller: Caller,
  body: unknown,
  command: (tx: Queryable) => Promise<unknown>,
): Promise<FastifyReply> {
  const header = request.headers["idempotency-key"];
  const answer = await runOnce(
    context.db,
    {
      hostId: caller.hostId,
      key: Array.isArray(header) ? header[0] : header,
      fingerprint: requestFingerprint(request.method, request.url, body),
    },
    command,
  );
  return reply
    .code(answer.status)
    .type(answer.status >= 400 ? "application/problem+json" : "application/json")
    .header("idempotent-replayed", String(answer.replayed))
    .send(answer.body);
}
