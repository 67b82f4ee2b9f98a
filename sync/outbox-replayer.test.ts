// The replay sends commands of different aggregates side by side, but only a few at a time: a
// thousand offline commands must not all wait on the wire at once, where the request timeout would
// count the queueing and abandon them. Every command is still sent once and retired.
import { describe, expect, it } from "vitest";
import { getRxStorageMemory } from "rxdb/plugins/storage-memory";
import { withDevChecks } from "./dev-storage.ts";
import { openLocalDatabase } from "./local-database.ts";
import { createOutbox } from "./outbox.ts";
import { maxCommandsInFlight, startOutboxReplayer } from "./outbox-replayer.ts";
import type { ApiClient } from "./api-client.ts";

describe("outbox replayer", () => {
  it(`keeps at most ${maxCommandsInFlight} commands on the wire and sends each once`, async () => {
    const db = await openLocalDatabase({
      name: `replayer-${Date.now()}`,
      storage: withDevChecks(getRxStorageMemory()),
      multiInstance: false,
    });
    let n = 0;
    const outbox = createOutbox({ collections: db.collections, now: Date.now, newId: () => `cmd-${++n}` });
    const commands = 40;
    for (let i = 0; i < commands; i++)
      await outbox.enqueue("confirmBookingRequest", { bookingRequestId: `req-${i}` });
    let inFlight = 0;
    let most = 0;
    const keys: string[] = [];
    const api: ApiClient = {
      async request<T>(_method: string, _path: string, options?: { headers?: Record<string, string> }) {
        keys.push(options?.headers?.["idempotency-key"] ?? "");
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 2));
        inFlight -= 1;
        return {} as T;
      },
      fetch: () => Promise.reject(new Error("no streams here")),
    };
    const replayer = startOutboxReplayer({
      collections: db.collections,
      api,
      catchUp: () => Promise.resolve(true),
      now: Date.now,
      random: () => 0.5,
      isOnline: () => true,
    });
    try {
      const deadline = Date.now() + 20_000;
      while ((await db.collections.outbox.count().exec()) > 0) {
        if (Date.now() > deadline) throw new Error("the outbox did not drain");
        await new Promise((r) => setTimeout(r, 10));
      }
    } finally {
      replayer.stop();
      await db.remove();
    }
    expect(most).toBe(maxCommandsInFlight);
    expect([...keys].sort()).toEqual(Array.from({ length: commands }, (_, i) => `cmd-${i + 1}`).sort());
  });
});
