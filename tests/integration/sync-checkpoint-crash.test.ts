// Checkpoint safety under crashes (the class of PouchDB #1240 and RxDB #5571): a replication that
// saves its checkpoint before the batch it covers, or loses a batch while keeping its checkpoint,
// skips documents for good. For hundreds of pull cycles this kills the client at a random storage
// write right after a pull returned (before, between or after the batch, its metadata and the
// checkpoint), restarts it on the same store, and checks that nothing the stored checkpoint
// claims to cover is missing: every server row at or below the checkpoint the restarted client
// resumes from must be in its store, as the server has it. Small batches and writes that change
// several rows under one change number put batch boundaries inside such groups.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { removeRxDatabase } from "rxdb";
import { getRxStorageMemory } from "rxdb/plugins/storage-memory";
import type { Checkpoint } from "../../domain/sync-protocol/pull.ts";
import type { Queryable } from "../../server/db/database.ts";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { seededRandom, type Random } from "../../server/seed/random.ts";
import { nextChangeSeq } from "../../server/data/change-sequence.ts";
import { createApiClient, type ApiClient } from "../../sync/api-client.ts";
import { firstLoadWriteContext } from "../../sync/add-to-dexie-table.ts";
import { withDevChecks } from "../../sync/dev-storage.ts";
import { openLocalDatabase, type LocalDatabase } from "../../sync/local-database.ts";
import { replicateReservations, type ReservationsReplication } from "../../sync/collection-replication.ts";
import { crashableStorage, type CrashableStorage } from "../support/crashable-storage.ts";
import { crashableIndexedDB } from "../support/fault-indexeddb.ts";
import { holdsWithin, seedBookingRequests, withTimeout } from "../support/host-fixtures.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

const cycles = Math.max(500, Number(process.env.HEARTH_SOAK_RUNS ?? 0));
const seed = Number(process.env.HEARTH_CHECKPOINT_SEED ?? 1240);
const batchSize = 3;
const host = demoAccounts.individual;
const pullPath = "/api/app/sync/reservations/pull";

let server: Awaited<ReturnType<typeof startTestServer>>;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  const { accessToken } = await signIn(server.url, host);
  api = createApiClient({
    baseUrl: server.url,
    tokens: { accessToken: () => accessToken, refresh: () => Promise.resolve(undefined) },
  });
});
afterAll(() => server?.close());

/** Generations not yet ended: a run that fails midway closes its store here, not in the next run. */
const running = new Set<Generation>();
afterEach(async () => {
  for (const generation of [...running]) await endGeneration(generation).catch(() => undefined);
});

/** One write elsewhere: every row it touches takes the same change number, as the server's writes do. */
async function changeRows(sql: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await server.db.transaction(async (tx: Queryable) => {
    const seq = await nextChangeSeq(tx, host.hostId);
    await tx.query(sql, [ids, seq]);
  });
}

async function changeServerData(random: Random): Promise<void> {
  if (random.chance(0.7)) await seedBookingRequests(server.db, host.hostId, random.int(1, 7));
  const { rows } = await server.db.query<{ id: string; kind: string; status: string }>(
    "select id, kind, status from reservations where host_id = $1 and not deleted",
    [host.hostId],
  );
  const pick = (n: number, from: readonly { id: string }[]) =>
    Array.from({ length: Math.min(n, from.length) }, () => random.pick(from).id);
  if (random.chance(0.6))
    await changeRows(
      "update reservations set guest_count = guest_count % 8 + 1, seq = $2 where id = any($1::text[])",
      [...new Set(pick(random.int(1, 6), rows))],
    );
  const open = rows.filter((r) => r.kind === "booking_request" && r.status === "REQUESTED");
  if (random.chance(0.3))
    await changeRows("update reservations set status = 'EXPIRED', seq = $2 where id = any($1::text[])", [
      ...new Set(pick(random.int(1, 3), open)),
    ]);
  const seeded = rows.filter((r) => r.id.startsWith("br-seeded-"));
  if (random.chance(0.2))
    await changeRows("update reservations set deleted = true, seq = $2 where id = any($1::text[])", [
      ...new Set(pick(1, seeded)),
    ]);
}

/** Rows the checkpoint covers that the local store lacks or has in an older state. */
async function missedBelow(checkpoint: Checkpoint, db: LocalDatabase): Promise<string[]> {
  // Compared in SQL: the server orders ids by its collation, which JavaScript may not share.
  const { rows } = await server.db.query<{ id: string; status: string; seq: string; deleted: boolean }>(
    `select id, status, seq::text as seq, deleted from reservations
     where host_id = $1 and (seq, id) <= ($2, $3)`,
    [host.hostId, checkpoint.seq, checkpoint.id],
  );
  const local = new Map(
    (await db.collections.reservations.find().exec()).map((d) => [d.id, { seq: d.seq, status: d.status }]),
  );
  const problems: string[] = [];
  for (const row of rows) {
    const mine = local.get(row.id);
    if (row.deleted) {
      if (mine) problems.push(`${row.id} was deleted at ${row.seq} but is still in the store`);
    } else if (!mine) problems.push(`${row.id} (seq ${row.seq}) is missing`);
    else if (mine.seq !== Number(row.seq) || mine.status !== row.status)
      problems.push(
        `${row.id} is stale: seq ${mine.seq} ${mine.status}, server seq ${row.seq} ${row.status}`,
      );
  }
  return problems;
}

const checkpointOf = (path: string): Checkpoint | undefined => {
  const query = new URL(path, "http://local").searchParams;
  const seq = query.get("seq");
  return seq === null ? undefined : { seq: Number(seq), id: query.get("id") ?? "" };
};

interface Generation {
  readonly db: LocalDatabase;
  readonly replication: ReservationsReplication;
  readonly firstCheck: Promise<string[]>;
  inSync: boolean;
  /** The contexts of the mirror's writes: which storing path this process took. */
  readonly contexts: Set<string>;
  readonly events: { unsubscribe(): void };
}

/**
 * Starts a client process on the store. Its first pull's checkpoint is what the store resumes
 * from: before that pull goes out (nothing written yet by this process), the store must hold
 * every row the checkpoint covers. With `crashAfter`, the process dies at that write once a pull
 * has returned.
 */
async function startGeneration(
  crash: CrashableStorage,
  storage: CrashableStorage["storage"],
  crashAfter?: { writes: number; lastLands: boolean },
  name = "hearth-checkpoint-crash",
  batch = batchSize,
): Promise<Generation> {
  const db = await openLocalDatabase({ name, storage, multiInstance: false });
  let resolveCheck: (problems: string[]) => void = () => undefined;
  const firstCheck = new Promise<string[]>((resolve) => (resolveCheck = resolve));
  let pulls = 0;
  const hooked: ApiClient = {
    fetch: (path, init) => api.fetch(path, init),
    async request<T>(
      method: string,
      path: string,
      options?: { body?: unknown; headers?: Record<string, string> },
    ) {
      const isPull = path.startsWith(pullPath);
      if (isPull && ++pulls === 1) {
        const checkpoint = checkpointOf(path);
        resolveCheck(checkpoint ? await missedBelow(checkpoint, db) : []);
      }
      const answer = await api.request<T>(method, path, options);
      // Right after the pull handler returns: the batch, its metadata and the checkpoint follow.
      if (isPull && pulls === 1 && crashAfter) crash.armCrash(crashAfter.writes, crashAfter.lastLands);
      return answer;
    },
  };
  const replication = replicateReservations({
    collections: db.collections,
    api: hooked,
    identifier: "reservations-crash-test",
    batchSize: batch,
  });
  const contexts = new Set<string>();
  const events = db.collections.reservations.eventBulks$.subscribe((bulk) => contexts.add(bulk.context));
  const generation: Generation = { db, replication, firstCheck, inSync: false, contexts, events };
  running.add(generation);
  void replication.awaitInitialReplication().then(() => {
    generation.inSync = true;
  });
  return generation;
}

async function endGeneration(generation: Generation): Promise<void> {
  running.delete(generation);
  generation.events.unsubscribe();
  await withTimeout(generation.replication.stop(), 5_000, "stopping the replication");
  await withTimeout(generation.db.close(), 5_000, "closing the store");
}

/**
 * The last clean start's catch-up, then the server's rows and the store's. The store is closed even
 * when the catch-up fails, so one failed run does not leave its collections open for the next (RxDB
 * allows 13 at once). The catch-up's time limit only guards against a hang: on a loaded machine it
 * may pull for a while, so it is generous.
 */
async function finalState(
  final: Generation,
  missed: string[],
  inspect?: (db: LocalDatabase) => Promise<void>,
) {
  try {
    missed.push(...(await withTimeout(final.firstCheck, 30_000, "the final first pull")));
    await withTimeout(final.replication.awaitPull(), 60_000, "the final catch-up");
    await inspect?.(final.db);
    const { rows } = await server.db.query<{ id: string; status: string; seq: string }>(
      "select id, status, seq::text as seq from reservations where host_id = $1 and not deleted order by id",
      [host.hostId],
    );
    const local = (await final.db.collections.reservations.find({ sort: [{ id: "asc" }] }).exec()).map(
      (d) => `${d.id} ${d.status} ${d.seq}`,
    );
    return { rows, local };
  } finally {
    await endGeneration(final);
  }
}

/** Cycles per store in the first-load runs: each store starts empty and is first-loaded across crashes. */
const cyclesPerFirstLoad = 12;

/**
 * The direct-add runs: each cycle is a new, empty store, so its first load adds its batches straight
 * to the Dexie table (sync/add-to-dexie-table.ts), on the production build's bare Dexie storage over
 * fake-indexeddb. Larger batches than the other runs, so the dying load spans a few batches of a
 * host whose feed grows with every cycle.
 */
const directCycles = Math.max(60, Math.round(cycles / 8));
const directBatchSize = 8;

/** The mirror's rows as its Dexie table holds them: every id once, tombstones included. */
async function tableIds(db: LocalDatabase): Promise<{ ids: string[]; live: number }> {
  const internals = await (db.collections.reservations.internalStorageInstance.internals as Promise<{
    dexieTable: { toArray(): Promise<Array<{ id: string; _deleted: unknown }>> };
  }>);
  const rows = await internals.dexieTable.toArray();
  // RxDB's Dexie storage keeps `_deleted` as "1"/"0" (an indexed boolean).
  return {
    ids: rows.map((r) => r.id),
    live: rows.filter((r) => r._deleted === "0" || r._deleted === false).length,
  };
}

describe("checkpoint safety", () => {
  // First in the file: the other parts add RxDB's dev-mode plugin (withDevChecks), which from then on
  // refuses the bare Dexie storage this part needs (RxDB's DVM1), and a plugin cannot be removed.
  // Run after them, this part fails at its first open; it cannot pass without the direct add.
  it(
    `misses no row when the client dies during a first load added straight to the Dexie table (${directCycles} cycles, seed ${seed})`,
    async () => {
      const random = seededRandom(seed + 2);
      // The production build's storage: RxDB's Dexie storage, no validation wrapper, so the first
      // load takes the direct add. The crash is at IndexedDB's commits, below that bulkAdd.
      const crash = crashableIndexedDB();
      const crashPoints = new Map<string, number>();
      let directBatchKeptCheckpointLost = 0;
      let directDied = 0;
      const missed: string[] = [];
      const wrong: string[] = [];
      for (let cycle = 1; cycle <= directCycles; cycle++) {
        const name = `hearth-direct-crash-${cycle}`;
        // Up to five batches and their checkpoints into the first load.
        const dying = await startGeneration(
          crash,
          crash.storage,
          { writes: random.int(1, 10), lastLands: random.chance(0.5) },
          name,
          directBatchSize,
        );
        await holdsWithin(() => crash.crashPoint() !== undefined || dying.inSync, 10_000);
        const point = crash.crashPoint();
        const direct = dying.contexts.has(firstLoadWriteContext);
        if (direct) directDied += 1;
        const key = point
          ? `${point.collection}${point.checkpoint ? " checkpoint" : ""} ${point.landed ? "landed" : "lost"}`
          : "no crash";
        crashPoints.set(key, (crashPoints.get(key) ?? 0) + 1);
        if (
          direct &&
          point?.checkpoint &&
          !point.landed &&
          (crash.landedWrites().get("reservations") ?? 0) > 0
        )
          directBatchKeptCheckpointLost += 1;
        crash.kill();
        await endGeneration(dying);
        crash.restart();

        // The server moves on while the client is down; the restart resumes from what was stored.
        await changeServerData(random);
        const problems: string[] = [];
        let table = { ids: [] as string[], live: 0 };
        const restarted = await startGeneration(crash, crash.storage, undefined, name, directBatchSize);
        const { rows, local } = await finalState(restarted, problems, async (db) => {
          table = await tableIds(db);
        });
        missed.push(...problems.map((p) => `cycle ${cycle}: ${p}`));
        const expected = rows.map((r) => `${r.id} ${r.status} ${r.seq}`).sort();
        if (JSON.stringify(local.sort()) !== JSON.stringify(expected))
          wrong.push(`cycle ${cycle}: the store differs from the server after the restart's catch-up`);
        if (new Set(table.ids).size !== table.ids.length || table.live !== rows.length)
          wrong.push(
            `cycle ${cycle}: ${table.ids.length} rows in the table (${table.live} live), server ${rows.length}`,
          );
        await removeRxDatabase(name, crash.storage, false);
        if (missed.length > 0 || wrong.length > 0) break;
      }

      expect(missed, "rows a stored checkpoint covered but the store lacked").toEqual([]);
      expect(wrong, "stores that did not end equal to the server, once each").toEqual([]);
      // Not vacuous: the dying processes took the direct add, and often died with a directly added
      // batch stored and its checkpoint lost; the other crash points occurred too.
      const summary = JSON.stringify(Object.fromEntries(crashPoints));
      expect(directDied, summary).toBe(directCycles);
      expect(directBatchKeptCheckpointLost, summary).toBeGreaterThan(directCycles / 10);
      expect(crashPoints.get("reservations lost") ?? 0, summary).toBeGreaterThan(0);
      expect(crashPoints.get("reservations landed") ?? 0, summary).toBeGreaterThan(0);
      expect(crashPoints.get("meta checkpoint landed") ?? 0, summary).toBeGreaterThan(0);
      process.stdout.write(
        `direct-add crashes: ${directCycles} cycles; ${directBatchKeptCheckpointLost} died with a directly ` +
          `added batch stored and its checkpoint lost; crash points ${summary}\n`,
      );
    },
    Math.max(300_000, directCycles * 3_000),
  );

  it(
    `misses no row when the client dies between storing a batch and its checkpoint (${cycles} cycles, seed ${seed})`,
    async () => {
      const random = seededRandom(seed);
      const crash = crashableStorage(withDevChecks(getRxStorageMemory()));
      const crashPoints = new Map<string, number>();
      let batchKeptCheckpointLost = 0;
      const missed: string[] = [];

      for (let cycle = 1; cycle <= cycles; cycle++) {
        await changeServerData(random);
        const generation = await startGeneration(crash, crash.storage, {
          writes: random.int(1, 4),
          lastLands: random.chance(0.5),
        });
        const problems = await withTimeout(generation.firstCheck, 5_000, `cycle ${cycle}: the first pull`);
        missed.push(...problems.map((p) => `cycle ${cycle}: ${p}`));
        await holdsWithin(() => crash.crashPoint() !== undefined || generation.inSync, 5_000);
        const point = crash.crashPoint();
        const key = point
          ? `${point.collection}${point.checkpoint ? " checkpoint" : ""} ${point.landed ? "landed" : "lost"}`
          : "no crash (nothing to write)";
        crashPoints.set(key, (crashPoints.get(key) ?? 0) + 1);
        if (point?.checkpoint && !point.landed && (crash.landedWrites().get("reservations") ?? 0) > 0)
          batchKeptCheckpointLost += 1;
        crash.kill();
        await endGeneration(generation);
        crash.restart();
        if (missed.length > 0) break;
      }

      // A last clean start: it resumes from the last checkpoint and must end equal to the server.
      const final = await startGeneration(crash, crash.storage);
      const { rows, local } = await finalState(final, missed);

      expect(missed, "rows a stored checkpoint covered but the store lacked").toEqual([]);
      expect(local.sort()).toEqual(rows.map((r) => `${r.id} ${r.status} ${r.seq}`).sort());
      // Not vacuous: the dangerous moment happened often, and every kind of crash point occurred.
      expect(batchKeptCheckpointLost, JSON.stringify(Object.fromEntries(crashPoints))).toBeGreaterThan(
        cycles / 20,
      );
      expect(crashPoints.get("reservations lost") ?? 0).toBeGreaterThan(0);
      expect(crashPoints.get("meta checkpoint landed") ?? 0).toBeGreaterThan(0);
      process.stdout.write(
        `checkpoint crashes: ${cycles} cycles; ${batchKeptCheckpointLost} died with the batch stored and ` +
          `its checkpoint lost; crash points ${JSON.stringify(Object.fromEntries(crashPoints))}\n`,
      );
    },
    Math.max(300_000, cycles * 1_000),
  );

  it(
    `misses no row when the client dies during a first load (${cycles / 2} cycles, seed ${seed})`,
    async () => {
      const random = seededRandom(seed + 1);
      const crash = crashableStorage(withDevChecks(getRxStorageMemory()));
      const crashPoints = new Map<string, number>();
      const missed: string[] = [];
      let name = "";
      for (let cycle = 1; cycle <= cycles / 2; cycle++) {
        // A new, empty store every few cycles: its first load then runs across several crashes.
        if (cycle % cyclesPerFirstLoad === 1) name = `hearth-first-load-crash-${cycle}`;
        await changeServerData(random);
        const generation = await startGeneration(
          crash,
          crash.storage,
          { writes: random.int(1, 3), lastLands: random.chance(0.5) },
          name,
        );
        const problems = await withTimeout(generation.firstCheck, 5_000, `cycle ${cycle}: the first pull`);
        missed.push(...problems.map((p) => `cycle ${cycle}: ${p}`));
        await holdsWithin(() => crash.crashPoint() !== undefined || generation.inSync, 5_000);
        const point = crash.crashPoint();
        const key = point
          ? `${point.collection}${point.checkpoint ? " checkpoint" : ""} ${point.landed ? "landed" : "lost"}`
          : "no crash";
        crashPoints.set(key, (crashPoints.get(key) ?? 0) + 1);
        crash.kill();
        await endGeneration(generation);
        crash.restart();
        if (missed.length > 0) break;
      }
      const final = await startGeneration(crash, crash.storage, undefined, name);
      const { rows, local } = await finalState(final, missed);

      expect(missed, "rows a stored checkpoint covered but the store lacked").toEqual([]);
      expect(local.sort()).toEqual(rows.map((r) => `${r.id} ${r.status} ${r.seq}`).sort());
      // Not vacuous: first loads died with their batch stored and its checkpoint lost, and resumed.
      const summary = JSON.stringify(Object.fromEntries(crashPoints));
      expect(crashPoints.get("reservations landed") ?? 0, summary).toBeGreaterThan(0);
      expect(crashPoints.get("meta checkpoint lost") ?? 0, summary).toBeGreaterThan(0);
      expect(crashPoints.get("meta checkpoint landed") ?? 0, summary).toBeGreaterThan(0);
      process.stdout.write(`first-load crashes: ${cycles / 2} cycles; crash points ${summary}\n`);
    },
    Math.max(300_000, cycles * 1_000),
  );
});
