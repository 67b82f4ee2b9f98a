// Two sync engine figures, measured with the Node sync client (tests/support/node-sync.ts
// wiring: RxDB memory storage, the real outbox, replay and change stream) against a real server on
// loopback with the demo seed. IndexedDB is not involved: both figures are about the network path.
//
// 1. 1,000 commands made offline (confirm 1,000 booking requests), replayed on reconnect until the
//    outbox is empty (every command answered and the answers pulled back into the store). Checked
//    against the server's database: each request confirmed once, one booking each, one stored
//    answer per Idempotency-Key; any loss or duplicate fails the bench. Baseline: 1,000 other
//    requests confirmed straight over HTTP, one after another, the same calls with their keys.
// 2. A change made on the server by another client (a block of dates through the REST API) until it
//    is in this client's local store, which the screens observe: 100 samples, p95 against the
//    target of 250 ms. Baseline: the write's own round trip, measured on the same calls.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { getRxStorageMemory } from "rxdb/plugins/storage-memory";
import { demoAccounts } from "../server/seed/demo-seed.ts";
import { confirmBookingRequest } from "../domain/commands/booking-request-commands.ts";
import { ApiError, createApiClient, type ApiClient } from "../sync/api-client.ts";
import { openLocalDatabase } from "../sync/local-database.ts";
import { startSyncEngine, whenStatus } from "../sync/sync-engine.ts";
import { seedBookingRequests } from "../tests/support/host-fixtures.ts";
import { signIn } from "../tests/support/sign-in.ts";
import { percentile, type Benchmark, type Figure } from "./harness.ts";
import { startBenchServer } from "./bench-server.ts";

const commands = 1_000;
const changeSamples = 100;
const hostId = demoAccounts.individual.hostId;

async function until(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

export const syncReplayBenchmark: Benchmark = {
  name: "sync-replay",
  async run() {
    const dataDir = mkdtempSync(join(tmpdir(), "hearth-bench-"));
    const server = await startBenchServer(dataDir, { seedDemo: true });
    const figures: Figure[] = [];
    const db = await openLocalDatabase({
      name: `bench-replay-${process.pid}`,
      storage: getRxStorageMemory(),
      multiInstance: false,
    });
    let stopEngine: (() => Promise<void>) | undefined;
    try {
      const token = (await signIn(server.url, demoAccounts.individual)).accessToken;
      const api: ApiClient = createApiClient({
        baseUrl: server.url,
        tokens: { accessToken: () => token, refresh: () => Promise.resolve(undefined) },
      });
      const direct = await seedBookingRequests(server.db, hostId, commands);
      const replayed = await seedBookingRequests(server.db, hostId, commands);

      const engine = await startSyncEngine({ db, api, serverId: "bench", online: true });
      stopEngine = () => engine.stop();
      await whenStatus(engine, (s) => s.caughtUp && s.streamConnected);

      // --- 1. offline commands replayed on reconnect ---
      engine.setOnline(false);
      const enqueueStart = performance.now();
      const keys: string[] = [];
      for (const id of replayed)
        keys.push((await engine.outbox.enqueue("confirmBookingRequest", { bookingRequestId: id })).id);
      const enqueueMs = performance.now() - enqueueStart;
      const replayStart = performance.now();
      engine.setOnline(true);
      await until(
        async () => (await db.collections.outbox.count().exec()) === 0,
        "the outbox to drain",
        600_000,
      );
      const replayMs = performance.now() - replayStart;

      const directStart = performance.now();
      const directKeys: string[] = [];
      let slowDowns = 0;
      for (const id of direct) {
        const call = confirmBookingRequest.toRestCall({ bookingRequestId: id });
        const key = randomUUID();
        directKeys.push(key);
        // The server limits a host's writes per second; like the outbox, the baseline waits and
        // sends again under the same key when told to slow down.
        for (;;) {
          try {
            await api.request(call.method, call.path, {
              body: call.body,
              headers: { "idempotency-key": key },
            });
            break;
          } catch (error) {
            if (!(error instanceof ApiError) || error.status !== 429) throw error;
            slowDowns += 1;
            await new Promise((r) => setTimeout(r, 1_000));
          }
        }
      }
      const directMs = performance.now() - directStart;
      console.log(`the direct calls were told to slow down (429) ${slowDowns} times`);

      for (const [what, ids, keysOf] of [
        ["replayed", replayed, keys],
        ["direct", direct, directKeys],
      ] as const) {
        const { rows } = await server.db.query<{ confirmed: string; bookings: string; doubled: string }>(
          `select
             (select count(*) from reservations where id = any($1::text[]) and status = 'CONFIRMED')::text as confirmed,
             (select count(*) from reservations where source_request_id = any($1::text[]))::text as bookings,
             (select count(*) from (select source_request_id from reservations where source_request_id = any($1::text[])
                group by source_request_id having count(*) > 1) d)::text as doubled`,
          [ids],
        );
        const { rows: answers } = await server.db.query<{ n: string }>(
          "select count(*)::text as n from idempotency_keys where host_id = $1 and key = any($2::text[])",
          [hostId, keysOf],
        );
        const confirmed = Number(rows[0]!.confirmed);
        const bookings = Number(rows[0]!.bookings);
        const lost = commands - confirmed;
        const duplicated = Number(rows[0]!.doubled) + Math.max(0, bookings - confirmed);
        console.log(
          `${what}: ${confirmed}/${commands} confirmed, ${bookings} bookings, ${answers[0]!.n} stored answers; lost ${lost}, duplicated ${duplicated}`,
        );
        if (lost !== 0 || duplicated !== 0 || Number(answers[0]!.n) !== commands)
          throw new Error(`${what} commands were lost or duplicated: lost ${lost}, duplicated ${duplicated}`);
      }
      console.log(`enqueueing ${commands} commands offline took ${enqueueMs.toFixed(0)} ms`);
      figures.push({
        name: `${commands} offline commands replayed on reconnect (outbox empty)`,
        unit: "ms",
        value: replayMs,
        baselineName: `the same ${commands} calls over HTTP one after another`,
        baseline: directMs,
      });

      // --- 2. a change on the server until it is in this client's local store ---
      const { rows: units } = await server.db.query<{ id: string }>(
        "select id from units where host_id = $1 and state <> 'DELETED' order by id limit 1",
        [hostId],
      );
      const unitId = units[0]!.id;
      const arrived = new Map<string, number>();
      const watch = db.collections.unavailabilities.$.subscribe((event) => {
        const doc = event.documentData as { unitId: string; dateFrom: string };
        if (doc.unitId === unitId && !arrived.has(doc.dateFrom)) arrived.set(doc.dateFrom, performance.now());
      });
      const visible: number[] = [];
      const roundTrips: number[] = [];
      try {
        const firstDay = Date.UTC(2050, 0, 1);
        const warmup = 5;
        for (let i = 0; i < warmup + changeSamples; i++) {
          const day = (offset: number) =>
            new Date(firstDay + (i * 3 + offset) * 86_400_000).toISOString().slice(0, 10);
          const dateFrom = day(0);
          const sent = performance.now();
          await api.request(
            "POST",
            `/api/app/properties/${encodeURIComponent(unitId)}/unavailabilities/block`,
            {
              body: { dateFrom, dateTo: day(1) },
              headers: { "idempotency-key": randomUUID() },
            },
          );
          const answered = performance.now();
          await until(() => Promise.resolve(arrived.has(dateFrom)), `the block of ${dateFrom}`, 10_000);
          if (i < warmup) continue;
          visible.push(arrived.get(dateFrom)! - sent);
          roundTrips.push(answered - sent);
        }
      } finally {
        watch.unsubscribe();
      }
      figures.push({
        name: "a server change to visible in another client's local store, p95",
        unit: "ms",
        value: percentile(visible, 95),
        baselineName: "the write's own HTTP round trip, p95",
        baseline: percentile(roundTrips, 95),
        target: { limit: 250, direction: "below" },
      });
      console.log(
        `change to visible: p50 ${percentile(visible, 50).toFixed(1)} ms, max ${Math.max(...visible).toFixed(1)} ms over ${changeSamples} changes`,
      );
    } finally {
      await stopEngine?.();
      await db.remove();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    return figures;
  },
};
