// The overlay: the server's truth (the mirror) with the host's not-yet-confirmed commands applied
// on top, in the order they were made. Dropping a command from the list is its rollback.
//
// A collection's map is layered (never copied) when the first command changes it, so neither a
// pending message nor a pending block costs a copy of 85,000 calendar intervals. A payload that no
// longer decodes (stored by an older version of the app, say) is skipped rather than allowed to
// break every screen; the replayer will meet the same payload and the server will refuse it, which
// marks the command failed.
import { Exit, Schema } from "effect";
import type { ReservationDocument } from "../reservations/reservation-document.ts";
import { LayeredMap } from "../collections/layered-map.ts";
import { commandDefinition } from "./command-catalogue.ts";
import {
  collectionNames,
  documentIdOf,
  documentKey,
  type CollectionName,
  type DocumentKey,
  type DocumentsByCollection,
  type LocalDocuments,
} from "./command.ts";

export interface PendingCommand {
  readonly id: string;
  readonly type: string;
  readonly payload: unknown;
}

/** The reservations-only overlay the reservations screens read (sync/reservations-projection.ts). */
export interface Overlaid {
  readonly reservations: ReadonlyMap<string, ReservationDocument>;
  /** Reservation id → ids of the commands that changed it, for "waiting for the network" marks. */
  readonly pendingByDocument: ReadonlyMap<string, readonly string[]>;
}

export type OverlaidCollections = {
  readonly [C in CollectionName]: ReadonlyMap<string, DocumentsByCollection[C]>;
};

export interface OverlaidDocuments extends OverlaidCollections {
  /** `<collection>:<id>` → ids of the commands that changed or removed that document, in order. */
  readonly pendingByDocument: ReadonlyMap<DocumentKey, readonly string[]>;
}

/** Every collection overlaid; a collection absent from `mirror` comes back as an empty map. */
export function overlayPendingCommands(
  mirror: LocalDocuments,
  commands: readonly PendingCommand[],
): OverlaidDocuments {
  // Typed loosely inside: each map holds the documents of its own collection, by construction.
  const maps = new Map<CollectionName, ReadonlyMap<string, unknown>>();
  for (const name of collectionNames) maps.set(name, mirror[name] ?? new Map<string, never>());
  const layered = new Set<CollectionName>();
  // A layer over the mirror's map, not a copy of it (collections/layered-map.ts).
  const writable = (name: CollectionName): LayeredMap<string, unknown> => {
    if (!layered.has(name)) {
      maps.set(name, new LayeredMap(maps.get(name)!));
      layered.add(name);
    }
    return maps.get(name) as LayeredMap<string, unknown>;
  };
  const pendingByDocument = new Map<DocumentKey, string[]>();
  const mark = (name: CollectionName, id: string, commandId: string) => {
    const key = documentKey(name, id);
    const ids = pendingByDocument.get(key);
    if (ids === undefined) pendingByDocument.set(key, [commandId]);
    else if (!ids.includes(commandId)) ids.push(commandId);
  };

  for (const command of commands) {
    const definition = commandDefinition(command.type);
    if (!definition) continue;
    const decoded = Schema.decodeUnknownExit(definition.payload)(command.payload);
    if (Exit.isFailure(decoded)) continue;
    const documents = Object.fromEntries(maps) as unknown as LocalDocuments;
    const changes = definition.apply(documents, decoded.value);
    for (const name of collectionNames) {
      const idOf = documentIdOf[name] as (doc: unknown) => string;
      for (const doc of changes[name] ?? []) {
        const id = idOf(doc);
        writable(name).set(id, doc);
        mark(name, id, command.id);
      }
      for (const id of changes.removed?.[name] ?? []) {
        if (!maps.get(name)?.has(id)) continue;
        writable(name).delete(id);
        mark(name, id, command.id);
      }
    }
  }
  return {
    ...(Object.fromEntries(maps) as unknown as OverlaidCollections),
    pendingByDocument,
  };
}

/**
 * The reservations overlay, as before the other collections existed: the same mirror map back when
 * nothing is pending, and pending marks keyed by the bare reservation id.
 */
export function applyPendingCommands(
  mirror: ReadonlyMap<string, ReservationDocument>,
  commands: readonly PendingCommand[],
): Overlaid {
  if (commands.length === 0) return { reservations: mirror, pendingByDocument: new Map() };
  const overlaid = overlayPendingCommands({ reservations: mirror }, commands);
  const prefix = documentKey("reservations", "");
  const pendingByDocument = new Map<string, readonly string[]>();
  for (const [key, ids] of overlaid.pendingByDocument)
    if (key.startsWith(prefix)) pendingByDocument.set(key.slice(prefix.length), ids);
  return { reservations: overlaid.reservations, pendingByDocument };
}
