// What every route module receives: the database, the caller resolution, the change hub.
import type { FastifyRequest } from "fastify";
import type { Database } from "../db/database.ts";
import type { Authenticator, Caller } from "../auth/authenticate.ts";
import { Unauthenticated } from "../auth/authenticate.ts";
import { unauthorized } from "../http/problem.ts";
import type { ChangeHub } from "../data/change-hub.ts";

export interface RouteContext {
  readonly db: Database;
  readonly authenticator: Authenticator;
  readonly changes: ChangeHub;
}

// One verification per request: the write rate limit resolves the caller before the handler does.
const callers = new WeakMap<FastifyRequest, Promise<Caller>>();

export function callerOf(context: RouteContext, request: FastifyRequest): Promise<Caller> {
  let caller = callers.get(request);
  if (!caller) {
    caller = context.authenticator.authenticate(request.headers.authorization).catch((error: unknown) => {
      if (error instanceof Unauthenticated) throw unauthorized();
      throw error;
    });
    callers.set(request, caller);
  }
  return caller;
}
