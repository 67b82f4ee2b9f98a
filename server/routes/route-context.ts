// What every route module receives: the database, the caller resolution, the change hub.
import type { FastifyRequest } from "fastify";
import type { Database } from "../db/database.ts";
import type { Authenticator, Caller } from "../auth/authenticate.ts";
import { Unauthenticated } from "../auth/authenticate.ts";
import { unauthorized } from "../http/problem.ts";
import type { ChangeHub } from "../sync/change-hub.ts";

export interface RouteContext {
  readonly db: Database;
  readonly authenticator: Authenticator;
  readonly changes: ChangeHub;
}

export async function callerOf(context: RouteContext, request: FastifyRequest): Promise<Caller> {
  try {
    return await context.authenticator.authenticate(request.headers.authorization);
  } catch (error) {
    if (error instanceof Unauthenticated) throw unauthorized();
    throw error;
  }
}
