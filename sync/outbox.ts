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
}

export function createOutbox(options: {
  collections: LocalCollections;
  now: () => number;
  newId: () => string;
}): Outbox {
  const { outbox } = options.collections;
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
  return {
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
        entry.sequence = await nextSequence();
        try {
          await outbox.insert(entry);
        } catch (error) {
          throw isQuotaError(error) ? new StorageFull() : error;
        }
        return entry;
      });
      if (!shown) return written;
      const drop = (stored: readonly OutboxEntry[]) =>
        setUnsaved(
          unsaved.filter((e) => e.id !== id),
          stored,
        );
      return written.then(
        (entry) => {
          drop([entry]);
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
