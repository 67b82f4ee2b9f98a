// The overlay: the server's truth (the mirror) with the host's not-yet-confirmed commands applied
// on top, in the order they were made. Dropping a command from the list is its rollback.
import type { ReservationDocument } from "../reservations/reservation-document.ts";
import { commandDefinition } from "./command-catalogue.ts";

export interface PendingCommand {
  readonly id: string;
  readonly type: string;
  readonly payload: unknown;
}

export interface Overlaid {
  readonly reservations: ReadonlyMap<string, ReservationDocument>;
  /** Document id → ids of the commands that changed it, for "waiting for the network" marks. */
  readonly pendingByDocument: ReadonlyMap<string, readonly string[]>;
}

export function applyPendingCommands(
  mirror: ReadonlyMap<string, ReservationDocument>,
  commands: readonly PendingCommand[],
): Overlaid {
  if (commands.length === 0) return { reservations: mirror, pendingByDocument: new Map() };
  const reservations = new Map(mirror);
  const pendingByDocument = new Map<string, string[]>();
  for (const command of commands) {
    const definition = commandDefinition(command.type);
    if (!definition) continue;
    const changed = definition.apply({ reservations }, command.payload);
    for (const doc of changed.reservations ?? []) {
      reservations.set(doc.id, doc);
      pendingByDocument.set(doc.id, [...(pendingByDocument.get(doc.id) ?? []), command.id]);
    }
  }
  return { reservations, pendingByDocument };
}
