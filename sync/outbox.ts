// The outbox: every write the host makes is a command stored here first (it survives reloads,
// crashes and days offline), shown at once through the overlay, and replayed to the server by
// the leader tab in order per aggregate. Its id is the Idempotency-Key, so a replay after a lost
// answer is applied once.
import { Schema } from "effect";
import type * as CommandCatalogue from "../domain/commands/command-catalogue.ts";
import type { CommandPayload, CommandType } from "../domain/commands/command-catalogue.ts";
import type { LocalCollections } from "./local-database.ts";
import type { OutboxEntry } from "./local-schemas.ts";
import { isQuotaError, StorageFull } from "./storage-errors.ts";
import { parkedRetryMs, readParked, writeParked, type CommandParking } from "./parked-commands.ts";
import { loadOverlayCode } from "./pending-overlay.ts";

/**
 * The catalogue (every command's schema) loads with the first command, not with the first screen.
 * The overlay's code loads with it, so the projections show the new command at once.
 */
const loadCatalogue = () =>
  Promise.all([import("../domain/commands/command-catalogue.ts"), loadOverlayCode()]).then(
    ([module]) => (catalogue = module.commandCatalogue),
  );
/** Once loaded: a command can then be checked and shown in the same call that takes it. */
let catalogue: typeof CommandCatalogue.commandCatalogue | undefined;

export class InvalidCommand extends Error {}

export interface Outbox {
  enqueue<T extends CommandType>(type: T, payload: CommandPayload<T>): Promise<OutboxEntry>;
  /** A refused command, tried again under a new key (the host chose to retry). */
  retry(id: string): Promise<void>;
  discard(id: string): Promise<void>;
  /**
   * Commands taken by `enqueue` whose write to the store has not finished, oldest first, with the
   * ids they are stored under. Projections draw them at once (domain/commands/commands-to-overlay.ts)
   * instead of after the IndexedDB write; a failed write drops the command from here and rejects
   * the enqueue, so the screen rolls it back and shows the error.
   */
  unsaved(): readonly OutboxEntry[];
  /**
   * Called whenever `unsaved` changes, with the commands whose write just finished: those are in
   * the store now, though a projection's copy of the store may not have them yet.
   */
  subscribeUnsaved(listener: (stored: readonly OutboxEntry[]) => void): () => void;
  /** Loads the catalogue ahead of the first command (a screen that takes commands, once painted). */
  prepare(): Promise<void>;
  /**
   * Moves commands parked while the store refused writes into the store (at start, after a
   * reload, and every few seconds while any wait). Resolves with how many still wait.
   */
  moveParked(): Promise<number>;
  close(): void;
}

export function createOutbox(options: {
  collections: LocalCollections;
  now: () => number;
  newId: () => string;
  parking?: CommandParking;
}): Outbox {
  const { outbox } = options.collections;
  const { parking } = options;
  let lastSequence = 0;
  /**
   * Above every stored command's, so a command replays after all those made before it, also an
   * earlier session's when the device clock has gone back since (the clock alone did not keep
   * that order). The clock keeps numbers close to the time made, across tabs.
   */
  const nextSequence = async () => {
    const newest = await outbox.findOne({ selector: {}, sort: [{ sequence: "desc" }] }).exec();
    lastSequence = Math.max(lastSequence + 1, (newest?.sequence ?? 0) + 1, options.now() * 1000);
    return lastSequence;
  };
  // One write at a time, so sequence numbers follow the order of the calls.
  let writes: Promise<unknown> = Promise.resolve();
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const result = writes.then(task);
    writes = result.catch(() => undefined);
    return result;
  };
  let unsaved: readonly OutboxEntry[] = [];
  const unsavedListeners = new Set<(stored: readonly OutboxEntry[]) => void>();
  const setUnsaved = (next: readonly OutboxEntry[], stored: readonly OutboxEntry[]) => {
    unsaved = next;
    for (const listener of unsavedListeners) listener(stored);
  };
  /** The entry a command is stored as, or InvalidCommand; its sequence is set when it is written. */
  const entryOf = (
    commands: NonNullable<typeof catalogue>,
    id: string,
    type: CommandType,
    payload: unknown,
  ): OutboxEntry => {
    const definition = commands[type];
    const decoded = Schema.decodeUnknownExit(definition.payload)(payload);
    if (decoded._tag === "Failure")
      throw new InvalidCommand(`Invalid ${type} command: ${String(decoded.cause)}`);
    return {
      id,
      type,
      aggregateId: (definition.aggregateOf as (p: unknown) => string)(payload),
      payload: payload as Record<string, unknown>,
      createdAt: new Date(options.now()).toISOString(),
      sequence: 0,
      state: "pending",
      attempts: 0,
      nextAttemptAt: 0,
      failure: null,
    };
  };
  // Commands of this tab's `unsaved` that wait parked, to drop them once moved (here or elsewhere).
  const parkedIds = new Set<string>();
  let retry: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  const park = (entry: OutboxEntry): boolean => {
    if (!parking) return false;
    if (!writeParked(parking, [...readParked(parking), entry])) return false;
    parkedIds.add(entry.id);
    if (!unsaved.some((e) => e.id === entry.id)) setUnsaved([...unsaved, entry], []);
    parking.onParked?.(readParked(parking).length);
    scheduleMove();
    return true;
  };
  const scheduleMove = () => {
    if (closed || retry !== undefined) return;
    retry = setTimeout(() => {
      retry = undefined;
      void serially(moveParkedNow).catch(() => undefined);
    }, parkedRetryMs);
  };
  /** In the write queue: oldest first, stopping at the first refusal (order per aggregate). */
  const moveParkedNow = async (): Promise<number> => {
    if (!parking) return 0;
    const waiting = readParked(parking);
    let moved = 0;
    for (const entry of waiting) {
      try {
        await outbox.insert(entry);
      } catch (error) {
        if (isQuotaError(error)) break;
        // Already there: another tab moved it first (same id). Anything else: kept for a retry.
        if ((error as { code?: unknown }).code !== "CONFLICT" && !(await outbox.findOne(entry.id).exec()))
          break;
      }
      moved++;
    }
    // Read again: another tab may have parked one meanwhile.
    const movedIds = new Set(waiting.slice(0, moved).map((e) => e.id));
    const left = readParked(parking).filter((e) => !movedIds.has(e.id));
    if (moved > 0) writeParked(parking, left);
    const leftIds = new Set(left.map((e) => e.id));
    const done = [...parkedIds].filter((id) => !leftIds.has(id));
    for (const id of done) parkedIds.delete(id);
    if (done.length > 0)
      setUnsaved(
        unsaved.filter((e) => !done.includes(e.id)),
        waiting.filter((e) => done.includes(e.id)),
      );
    if (waiting.length > 0) parking.onParked?.(left.length);
    if (left.length > 0) scheduleMove();
    return left.length;
  };
  if (parking) {
    // Parked before a reload (or by another tab): shown at once, moved when the store takes them.
    const earlier = readParked(parking);
    for (const entry of earlier) parkedIds.add(entry.id);
    if (earlier.length > 0) setUnsaved(earlier, []);
  }
  return {
    moveParked: () => serially(moveParkedNow),
    close() {
      closed = true;
      clearTimeout(retry);
    },
    enqueue: (type, payload) => {
      const id = options.newId();
      // With the catalogue loaded (every command after the first), the command is checked and
      // shown before this call returns; the write follows in the queue.
      let shown: OutboxEntry | undefined;
      if (catalogue) {
        try {
          shown = entryOf(catalogue, id, type, payload);
        } catch (error) {
          return Promise.reject(error instanceof Error ? error : new Error(String(error)));
        }
        setUnsaved([...unsaved, shown], []);
      }
      // Inside the queue, so commands keep the order of the calls while the catalogue loads.
      const written = serially(async () => {
        const entry = { ...(shown ?? entryOf(await loadCatalogue(), id, type, payload)) };
        // Parked ones first: they were made before this one.
        if (parking && parkedIds.size > 0) await moveParkedNow();
        entry.sequence = await nextSequence();
        try {
          await outbox.insert(entry);
        } catch (error) {
          if (!isQuotaError(error)) throw error;
          if (!park(entry)) throw new StorageFull();
          // Kept: it stays shown (unsaved) until it is moved into the store.
          return { entry, parked: true };
        }
        return { entry, parked: false };
      });
      if (!shown) return written.then(({ entry }) => entry);
      const drop = (stored: readonly OutboxEntry[]) =>
        setUnsaved(
          unsaved.filter((e) => e.id !== id),
          stored,
        );
      return written.then(
        ({ entry, parked }) => {
          if (!parked) drop([entry]);
          return entry;
        },
        (error: unknown) => {
          drop([]);
          throw error;
        },
      );
    },
    unsaved: () => unsaved,
    prepare: () => loadCatalogue().then(() => undefined),
    subscribeUnsaved(listener) {
      unsavedListeners.add(listener);
      return () => unsavedListeners.delete(listener);
    },
    retry: (id) =>
      serially(async () => {
        const doc = await outbox.findOne(id).exec();
        if (!doc || doc.state !== "failed") return;
        const data = doc.toMutableJSON();
        await doc.remove();
        // A new key: the old one holds the server's refusal, which a replay would return again.
        await outbox.insert({
          ...data,
          id: options.newId(),
          state: "pending",
          attempts: 0,
          nextAttemptAt: 0,
          failure: null,
          sequence: await nextSequence(),
        });
      }),
    async discard(id) {
      await outbox.findOne(id).remove();
    },
  };
}
