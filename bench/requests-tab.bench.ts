// The requests tab read from the local store vs the same list fetched over HTTP from the local
// server. Data: one company host with 500 units and a year and a half of activity each (about
// 20,000 reservations; the shape of server/seed/host-data.ts), synced into the sync engine on
// RxDB's memory storage in Node. What the screen reads is the in-memory projection, as in the
// browser; Dexie's durable copy is measured in Chromium by the sync benchmarks.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getRxStorageMemory } from "rxdb/plugins/storage-memory";
import { seedLargeHost } from "../server/seed/large-host-seed.ts";
import { listReservations } from "../domain/reservations/reservation-list.ts";
import { createApiClient } from "../sync/api-client.ts";
import { openLocalDatabase } from "../sync/local-database.ts";
import { startSyncEngine, whenStatus } from "../sync/sync-engine.ts";
import { signIn } from "../tests/support/sign-in.ts";
import { median, timeRuns, type Benchmark, type Figure } from "./harness.ts";
import { startBenchServer } from "./bench-server.ts";

const units = 500;

export const requestsTabBenchmark: Benchmark = {
  name: "requests-tab",
  async run() {
    const dataDir = mkdtempSync(join(tmpdir(), "hearth-bench-"));
    const server = await startBenchServer(dataDir);
    const figures: Figure[] = [];
    try {
      const credentials = { email: "bench@hearth.test", password: "bench-password" };
      const now = Date.now();
      const seeded = await seedLargeHost(server.db, {
        hostId: "host-bench",
        ...credentials,
        units,
        daysBack: 180,
        daysAhead: 365,
        seed: 42,
        now,
      });
      const token = (await signIn(server.url, credentials)).accessToken;
      const db = await openLocalDatabase({
        name: `bench-${process.pid}`,
        storage: getRxStorageMemory(),
        multiInstance: false,
      });
      const api = createApiClient({
        baseUrl: server.url,
        tokens: { accessToken: () => token, refresh: () => Promise.resolve(undefined) },
      });
      const started = performance.now();
      const engine = await startSyncEngine({ db, api, serverId: "bench", online: true });
      await whenStatus(engine, (s) => s.caughtUp);
      const bootstrapMs = performance.now() - started;
      console.log(
        `seeded ${seeded.reservations} reservations on ${seeded.units} units; bootstrap pull took ${bootstrapMs.toFixed(0)} ms`,
      );

      const today = new Date(now).toISOString().slice(0, 10);
      const local = (search: string) =>
        listReservations(engine.reservations.getSnapshot().reservations.values(), {
          tab: "requests",
          search,
          today,
        });
      const overHttp = async (search: string) => {
        const rows: unknown[] = [];
        for (let page = 1; ; page++) {
          const query = new URLSearchParams({
            state: "REQUESTED",
            limit: "500",
            page: String(page),
            ...(search ? { search } : {}),
          });
          const answer = await api.request<{ data: unknown[]; pagination: { next: number | null } }>(
            "GET",
            `/api/app/booking-requests?${query.toString()}`,
          );
          rows.push(...answer.data);
          if (answer.pagination.next === null) return rows;
        }
      };
      const localCount = local("").length;
      const httpCount = (await overHttp("")).length;
      if (localCount !== httpCount)
        throw new Error(`local store lists ${localCount} requests, the server ${httpCount}`);
      console.log(`requests tab: ${localCount} open requests`);

      figures.push({
        name: `requests tab, ${localCount} rows, from the local store (median)`,
        unit: "ms",
        value: median(await timeRuns(() => local(""), 40)),
        baselineName: "same list over HTTP from the local server",
        baseline: median(await timeRuns(() => overHttp(""), 15)),
      });
      figures.push({
        name: "search keystroke 'ma' in the requests tab, local (median)",
        unit: "ms",
        value: median(await timeRuns(() => local("ma"), 40)),
        baselineName: "same search over HTTP",
        baseline: median(await timeRuns(() => overHttp("ma"), 15)),
      });
      // The same documents pulled over HTTP and thrown away: what storing them locally costs on top.
      const rawStarted = performance.now();
      let after = { seq: -1, id: "" };
      for (;;) {
        const query = new URLSearchParams({ seq: String(after.seq), id: after.id, limit: "1000" });
        const answer = await api.request<{
          documents: unknown[];
          checkpoint: { seq: number; id: string } | null;
          remaining: number;
        }>("GET", `/api/app/sync/reservations/pull?${query.toString()}`);
        if (answer.checkpoint) after = answer.checkpoint;
        if (answer.remaining === 0) break;
      }
      const rawMs = performance.now() - rawStarted;
      figures.push({
        name: `bootstrap of ${seeded.reservations} reservations into the local store (Node, memory storage)`,
        unit: "docs/s",
        value: seeded.reservations / (bootstrapMs / 1000),
        baselineName: "the same pull over HTTP without storing",
        baseline: seeded.reservations / (rawMs / 1000),
      });
      await engine.stop();
      await db.close();
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    return figures;
  },
};
