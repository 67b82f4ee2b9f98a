// Replays the outbox to the server, in the leader tab only. Per aggregate, commands go one at a
// time in the order they were made; different aggregates do not wait for each other.
//  - 2xx: acknowledged; retired once a pull has brought the server's state into the mirror, so
//    the screen never flickers back to the old state in between.
//  - network error, 408, 429, 5xx: retried with exponential backoff and jitter.
//  - 401 (the API client has already refreshed the token and retried once): not the command's
//    fault but the session's. It stays pending as it was, the engine is told the session ended,
//    and it replays once signed in again (the spec: sign out without losing the outbox).
//  - other 4xx: failed; the overlay drops it (rollback) and the host sees the server's message.
// When a retry is due, also after the device clock went back, is decided in retry-backoff.ts.
import { formErrorsOf } from "../domain/errors/form-errors.ts";
import { commandDefinition } from "../domain/commands/command-catalogue.ts";
import { ApiError, isTransient, type ApiClient } from "./api-client.ts";
import type { LocalCollections } from "./local-database.ts";
import type { OutboxEntry } from "./local-schemas.ts";
import { replayHeads } from "./replay-heads.ts";
import { backoffDelay, isRetryDue, maxBackoffMs, retryWaitMs } from "./retry-backoff.ts";

export interface OutboxReplayer {
  /** Replay now (came online, new command). */
  kick(): void;
  stop(): void;
}

export function startOutboxReplayer(options: {
  collections: LocalCollections;
  api: ApiClient;
  /** True once a pull started after this call has finished; false if the network stopped first. */
  catchUp: () => Promise<boolean>;
  now: () => number;
  random: () => number;
  isOnline: () => boolean;
  /** A command was refused 401 after the token's refresh: the session is over. */
  onSessionEnded?: () => void;
}): OutboxReplayer {
  const { outbox } = options.collections;
  let stopped = false;
  let running = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** After a 401 that the token's refresh could not cure: no send before this time. */
  let sessionPausedUntil = 0;

  const sendOne = async (entry: OutboxEntry): Promise<void> => {
    const definition = commandDefinition(entry.type);
    const doc = await outbox.findOne(entry.id).exec();
    if (!doc) return;
    if (!definition) {
      await doc.incrementalPatch({
        state: "failed",
        failure: { status: 0, message: `Unknown command ${entry.type}`, conflict: false },
      });
      return;
    }
    const call = definition.toRestCall(entry.payload);
    try {
      await options.api.request(call.method, call.path, {
        body: call.body,
        headers: { "idempotency-key": entry.id },
      });
      await doc.incrementalPatch({ state: "acknowledged" });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        // Left in the store as it was, due at once for the next sign-in's engine. This one pauses
        // its replay for a while, in case the session comes back in this tab (a renewal that
        // succeeds later), rather than asking again and again.
        sessionPausedUntil = options.now() + maxBackoffMs;
        options.onSessionEnded?.();
      } else if (isTransient(error) || !(error instanceof ApiError)) {
        await doc.incrementalPatch({
          attempts: entry.attempts + 1,
          nextAttemptAt: options.now() + backoffDelay(entry.attempts, options.random()),
        });
      } else {
        await doc.incrementalPatch({
          state: "failed",
          failure: {
            status: error.status,
            message: error.message,
            conflict: error.status === 409,
            fields: formErrorsOf(error.body).fields.map((f) => ({ ...f })),
          },
        });
      }
    }
  };

  const runOnce = async () => {
    const entries = (await outbox.find({ sort: [{ sequence: "asc" }] }).exec()).map(
      (d) => d.toJSON() as OutboxEntry,
    );
    const acknowledged = entries.filter((e) => e.state === "acknowledged");
    // Retire only after a pull that really finished: a catch-up cut short (offline, stop) leaves
    // the mirror without the server's answer, and dropping the command from the overlay then
    // would show the request as undecided again. They retire on the next run instead.
    if (acknowledged.length > 0 && (await options.catchUp())) {
      await outbox.bulkRemove(acknowledged.map((e) => e.id));
    }
    if (!options.isOnline()) return;
    const paused = sessionPausedUntil - options.now();
    if (paused > 0) {
      schedule(Math.min(paused, maxBackoffMs));
      return;
    }
    // The first pending command of each aggregate, unless an earlier one of it, or of an aggregate
    // it waits for, is still waiting.
    const heads = replayHeads(
      entries,
      (entry) => commandDefinition(entry.type)?.waitsFor?.(entry.payload) ?? [],
    );
    const due = [...heads.values()].filter((e) => isRetryDue(e.nextAttemptAt, options.now()));
    await Promise.all(due.map(sendOne));
    if (due.length > 0) {
      again = true;
      return;
    }
    const waits = [...heads.values()].map((e) => retryWaitMs(e.nextAttemptAt, options.now()));
    if (waits.length > 0) schedule(Math.max(50, Math.min(...waits)));
  };

  const schedule = (delay: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => kick(), delay);
  };

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    void (async () => {
      do {
        again = false;
        try {
          await runOnce();
        } catch {
          // Storage closing or a bug: try again later rather than stop replaying for good.
          schedule(5_000);
        }
      } while (again && !stopped);
      running = false;
    })();
  };

  const subscription = outbox.insert$.subscribe(() => kick());
  kick();
  return {
    kick,
    stop() {
      stopped = true;
      subscription.unsubscribe();
      if (timer) clearTimeout(timer);
    },
  };
}
