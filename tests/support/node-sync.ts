// A sync engine in Node on RxDB's memory storage (with dev-mode checks), talking to a real server.
import { getRxStorageMemory } from "rxdb/plugins/storage-memory";
import { createApiClient } from "../../sync/api-client.ts";
import { withDevChecks } from "../../sync/dev-storage.ts";
import { openLocalDatabase } from "../../sync/local-database.ts";
import { startSyncEngine } from "../../sync/sync-engine.ts";

let counter = 0;

export async function startNodeSync(options: {
  url: string;
  accessToken: string;
  online?: boolean;
  /** The fetch the client's requests go through (a test may count or inspect them). */
  fetch?: typeof fetch;
}) {
  const db = await openLocalDatabase({
    name: `hearth-test-${process.pid}-${++counter}`,
    storage: withDevChecks(getRxStorageMemory()),
    multiInstance: false,
  });
  let token = options.accessToken;
  const api = createApiClient({
    baseUrl: options.url,
    tokens: { accessToken: () => token, refresh: () => Promise.resolve(undefined) },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const engine = await startSyncEngine({ db, api, serverId: "test", online: options.online ?? true });
  return {
    db,
    api,
    engine,
    setToken(next: string) {
      token = next;
    },
    async close() {
      await engine.stop();
      await db.close();
    },
  };
}
