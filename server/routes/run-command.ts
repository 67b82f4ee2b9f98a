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
  return replyWithAnswer(reply, answer);
}

/**
 * Sends a write's stored answer: a refusal as a problem detail, and whether it is a replay. Every
 * write answers through here, the guest chat's and the uploads' (their keys and fingerprints are
 * their own) as much as the commands'.
 */
export function replyWithAnswer(
  reply: FastifyReply,
  answer: Awaited<ReturnType<typeof runOnce>>,
): FastifyReply {
  return reply
    .code(answer.status)
    .type(answer.status >= 400 ? "application/problem+json" : "application/json")
    .header("idempotent-replayed", String(answer.replayed))
    .send(answer.body);
}
