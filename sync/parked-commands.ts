// Where commands wait while IndexedDB refuses writes for quota: a small list in Web Storage, whose
// quota is its own (a few megabytes per origin, apart from IndexedDB's), so the host's change is
// kept, shown, and replayed once the store takes writes again, also after a reload
// (docs/decisions.md). Keyed by store, as the store is one user's.
import { Schema } from "effect";
import type { OutboxEntry } from "./local-schemas.ts";

export interface CommandParking {
  readonly storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  readonly key: string;
  /** Told how many commands are parked after each change: more than 0 means the device is full. */
  readonly onParked?: (count: number) => void;
}

/** The Web Storage key of a store's parked commands (sign-out removes it with the store). */
export function parkedCommandsKey(databaseName: string): string {
  return `hearth.parked-commands:${databaseName}`;
}

/** Between tries to move parked commands into the store. */
export const parkedRetryMs = 3_000;

/**
 * A parked command, as the outbox stores it (sync/local-schemas.ts `outboxSchema`). Web Storage is
 * shared by every script of the origin and survives app updates, so what comes back is decoded, not
 * trusted: an entry that is not a command would otherwise reach the store and the replay.
 */
const ParkedEntry = Schema.Struct({
  id: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)),
  type: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)),
  aggregateId: Schema.String.check(Schema.isMaxLength(128)),
  payload: Schema.Record(Schema.String, Schema.Unknown),
  createdAt: Schema.String,
  sequence: Schema.Number,
  state: Schema.Literals(["pending", "acknowledged", "failed"]),
  attempts: Schema.Number,
  nextAttemptAt: Schema.Number,
  failure: Schema.NullOr(
    Schema.Struct({ status: Schema.Number, message: Schema.String, conflict: Schema.Boolean }),
  ),
});

const decodeList = Schema.decodeUnknownOption(Schema.fromJsonString(Schema.Array(Schema.Unknown)));
const decodeEntry = Schema.decodeUnknownOption(ParkedEntry);

/**
 * The parked commands, oldest first. An entry that does not decode is left out (and so dropped at
 * the next write of the list): it cannot be replayed, and keeping it would block the ones after it.
 */
export function readParked(parking: CommandParking): OutboxEntry[] {
  let raw: string | null;
  try {
    raw = parking.storage.getItem(parking.key);
  } catch {
    return [];
  }
  if (raw === null) return [];
  const list = decodeList(raw);
  if (list._tag === "None") return [];
  const entries: OutboxEntry[] = [];
  for (const item of list.value) {
    const entry = decodeEntry(item);
    if (entry._tag === "Some") entries.push({ ...entry.value, payload: { ...entry.value.payload } });
  }
  return entries;
}

/** Replaces the list; false when Web Storage refused it (full too, or unavailable). */
export function writeParked(parking: CommandParking, entries: readonly OutboxEntry[]): boolean {
  try {
    if (entries.length === 0) parking.storage.removeItem(parking.key);
    else parking.storage.setItem(parking.key, JSON.stringify(entries));
    return true;
  } catch {
    return false;
  }
}
