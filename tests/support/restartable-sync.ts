// A sync client that can be stopped and started again on the same local store, as a reloaded tab
// or a killed app is. RxDB's memory storage keeps each collection's state per database name in
// process memory even after the database is closed (rxdb/plugins/storage-memory keeps a
// module-level map that only `remove()` clears), so reopening by name finds the outbox, the mirror
// and the replication checkpoint where the last run left them.
import { IDBKeyRange, indexedDB } from "fake-indexeddb";
import { getRxStorageDexie } from "rxdb/plugins/storage-dexie";
import { getRxStorageMemory } from "rxdb/plugins/storage-memory";
import { removeRxDatabase } from "rxdb";
import { createApiClient, type TokenSource } from "../../sync/api-client.ts";
import { withDevChecks } from "../../sync/dev-storage.ts";
import { openLocalDatabase, type LocalDatabase } from "../../sync/local-database.ts";
import { startSyncEngine, type SyncEngine } from "../../sync/sync-engine.ts";

/**
 * The engine's clock. Retries back off for up to a minute; a test moves this clock forward instead
 * of waiting, so "the backoff has passed" costs nothing.
 */
export interface TestClock {
  readonly now: () => number;
  readonly advance: (ms: number) => void;
}

export function createTestClock(): TestClock {
  let skew = 0;
  return {
    now: () => Date.now() + skew,
    advance(ms) {
      skew += ms;
    },
  };
}

export interface RestartableClient {
  readonly name: string;
  readonly db: LocalDatabase;
  readonly engine: SyncEngine;
  /** Stops the engine and closes the store; the data stays under `name`. */
  close(): Promise<void>;
}

// HEARTH_CLIENT_STORAGE=dexie runs the client on the production storage, Dexie, over fake-indexeddb
// (one in-memory IndexedDB per process, so a store reopened by name finds its data just the same).
const storage = withDevChecks(
  process.env.HEARTH_CLIENT_STORAGE === "dexie"
    ? getRxStorageDexie({ indexedDB, IDBKeyRange })
    : getRxStorageMemory(),
);

export async function openRestartableClient(options: {
  name: string;
  url: string;
  tokens: TokenSource;
  online: boolean;
  clock: TestClock;
  random: () => number;
  /** How long a call may wait for its answer before it counts as a network failure. */
  requestTimeoutMs?: number;
}): Promise<RestartableClient> {
  const db = await openLocalDatabase({ name: options.name, storage, multiInstance: false });
  const api = createApiClient({
    baseUrl: options.url,
    tokens: options.tokens,
    ...(options.requestTimeoutMs === undefined ? {} : { requestTimeoutMs: options.requestTimeoutMs }),
  });
  const engine = await startSyncEngine({
    db,
    api,
    serverId: "test",
    online: options.online,
    now: options.clock.now,
    random: options.random,
  });
  return {
    name: options.name,
    db,
    engine,
    async close() {
      await engine.stop();
      await db.close();
    },
  };
}

/** Forgets a closed client's store for good, so hundreds of runs do not pile up in memory. */
export async function removeClientStore(name: string): Promise<void> {
  await removeRxDatabase(name, storage, false);
}
