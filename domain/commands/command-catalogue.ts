// Every command the UI can make, by type. The outbox refuses a type that is not here.
import type { CommandDefinition } from "./command.ts";
import { confirmBookingRequest, rejectBookingRequest } from "./booking-request-commands.ts";

export const commandCatalogue = {
  confirmBookingRequest,
  rejectBookingRequest,
} as const;

export type CommandType = keyof typeof commandCatalogue;
export type CommandPayload<T extends CommandType> =
  (typeof commandCatalogue)[T] extends CommandDefinition<T, infer P> ? P : never;

export function commandDefinition(type: string): CommandDefinition<string, unknown> | undefined {
  return (commandCatalogue as Record<string, CommandDefinition<string, unknown>>)[type];
}
