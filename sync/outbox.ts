// The outbox: every write the host makes is a command stored here first (it survives reloads,
// crashes and days offline), shown at once through the overlay, and replayed to the server by
// the leader tab in order per aggregate. Its id is the Idempotency-Key, so a replay after a lost
// answer is applied once.
import { Schema } from "effect";
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
    ([module]) => module.commandCatalogue,
  );

export class InvalidCommand extends Error {}

export interface Outbox {
  enqueue<T extends CommandType>(type: T, payload: CommandPayload<T>): Promise<OutboxEntry>;
  /** A refused command, tried again under a new key (the host chose to retry). */
  retry(id: string): Promise<void>;
  discard(id: string): Promise<void>;
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
  return {
    enqueue: (type, payload) =>
      // Inside the queue, so commands keep the order of the calls while the catalogue loads.
      serially(async () => {
        const definition = (await loadCatalogue())[type];
        const decoded = Schema.decodeUnknownExit(definition.payload)(payload);
        if (decoded._tag === "Failure")
          throw new InvalidCommand(`Invalid ${type} command: ${String(decoded.cause)}`);
        const entry: OutboxEntry = {
          id: options.newId(),
          type,
          aggregateId: (definition.aggregateOf as (p: unknown) => string)(payload),
          payload: payload as Record<string, unknown>,
          createdAt: new Date(options.now()).toISOString(),
          sequence: await nextSequence(),
          state: "pending",
          attempts: 0,
          nextAttemptAt: 0,
          failure: null,
        };
        try {
          await outbox.insert(entry);
        } catch (error) {
          throw isQuotaError(error) ? new StorageFull() : error;
        }
        return entry;
      }),
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
