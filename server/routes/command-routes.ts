// Every command's route, registered from the catalogue: the method, path and body schema come from
// the command's definition in domain/commands, so the server, the outbox and the OpenAPI document
// read one declaration. One generic handler does what every write shares (the caller, decoding,
// once per Idempotency-Key in one transaction, problem details); the command's own server handler,
// found by its name, does only what the server alone can (locks, rows, change sequence, notices).
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Schema } from "effect";
import { commandCatalogue, type CommandType } from "../../domain/commands/command-catalogue.ts";
import type { CommandDefinition } from "../../domain/commands/command.ts";
import type { Caller } from "../auth/authenticate.ts";
import type { Queryable } from "../db/database.ts";
import { decodeInput } from "../http/decode.ts";
import { callerOf, type RouteContext } from "./route-context.ts";
import { runCommand } from "./run-command.ts";

type Definition<T extends CommandType> = (typeof commandCatalogue)[T];

/** The decoded body of a command's call; `undefined` for a command whose call has none. */
export type CommandBody<T extends CommandType> =
  Definition<T> extends { readonly body?: Schema.Codec<infer B, unknown> } ? B : undefined;

export interface CommandInput<Body> {
  readonly caller: Caller;
  /** The path's parameters by name, each a non-empty string. */
  readonly params: Readonly<Record<string, string>>;
  readonly body: Body;
  readonly request: FastifyRequest;
}

/** The server's part of one command. */
export interface CommandHandler<Body> {
  /** What it does inside the command's transaction; its result is the answer's body. */
  readonly run: (tx: Queryable, input: CommandInput<Body>) => Promise<unknown>;
  /** The answer's shape, for the OpenAPI document. */
  readonly response?: Schema.Constraint;
}

/** One handler per command of the catalogue: a command without one does not compile. */
export type CommandHandlers = { readonly [T in CommandType]: CommandHandler<CommandBody<T>> };

export function registerCommandRoutes(
  app: FastifyInstance,
  context: RouteContext,
  handlers: CommandHandlers,
): void {
  for (const type of Object.keys(commandCatalogue) as CommandType[]) {
    const handler = handlers[type] as CommandHandler<unknown>;
    const definition = commandCatalogue[type] as CommandDefinition<string, unknown, unknown>;
    app.route({
      method: definition.method,
      url: definition.path,
      config: {
        openapi: {
          summary: definition.summary,
          params: definition.params,
          ...(definition.body === undefined ? {} : { body: definition.body }),
          ...(handler.response === undefined ? {} : { response: handler.response }),
        },
      },
      handler: async (request, reply) => {
        const caller = await callerOf(context, request);
        const params = decodeInput(definition.params, request.params, "path");
        const body =
          definition.body === undefined
            ? undefined
            : decodeInput(definition.body, request.body === undefined ? {} : request.body, "body");
        // A command without a body ignores one sent anyway, and so does its fingerprint.
        const sent = definition.body === undefined ? undefined : request.body;
        return runCommand(context, request, reply, caller, sent, (tx) =>
          handler.run(tx, { caller, params, body, request }),
        );
      },
    });
  }
}
