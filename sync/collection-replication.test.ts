// The pull loop against a feed in memory: each batch asked for once (the next one fetched while one
// is stored), a change announced while a pull is out read by a later one, a crash resumed from the
// stored checkpoint, and, for random interleavings of changes, resyncs and batch sizes, a store
// equal to the feed after every catch-up.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { getRxStorageMemory } from "rxdb/plugins/storage-memory";
import type { ApiClient } from "./api-client.ts";
import { withDevChecks } from "./dev-storage.ts";
import { openLocalDatabase, type LocalDatabase } from "./local-database.ts";
import type { LocalReservation } from "./local-schemas.ts";
import { bootstrapPullBatchSize, replicateCollection } from "./collection-replication.ts";
import { firstPullBatchSize, type Checkpoint } from "../domain/sync-protocol/pull.ts";
import type { PulledBatch } from "./pulled-batch.ts";
import { pullCheckpointKey } from "./pull-loop.ts";

type Row = LocalReservation & { _deleted: boolean };

/** A change feed of reservations in (seq, id) order; each answer can be held until the test lets it go. */
function feed(rows: Row[]) {
  const asked: string[] = [];
  const limits: number[] = [];
  let hold: Promise<void> | undefined;
  const api: ApiClient = {
    fetch: () => Promise.reject(new Error("no streams here")),
    async request<T>(_method: string, path: string): Promise<T> {
      const query = new URL(path, "http://feed").searchParams;
      const after = { seq: Number(query.get("seq") ?? -1), id: query.get("id") ?? "" };
      const limit = Number(query.get("limit"));
      asked.push(`${after.seq}/${after.id}`);
      limits.push(limit);
      // Read now, answered later: what a server read before a change looks like.
      const later = rows
        .filter((r) => r.seq > after.seq || (r.seq === after.seq && r.id > after.id))
        .sort((a, b) => a.seq - b.seq || (a.id < b.id ? -1 : 1));
      const documents = later.slice(0, limit);
      const last = documents.at(-1);
      await hold;
      return {
        documents,
        checkpoint: last ? { seq: last.seq, id: last.id } : null,
        remaining: later.length - documents.length,
      } as T;
    },
  };
  return { api, asked, limits, holdNext: (until: Promise<void>) => (hold = until) };
}

const unit = (n: number, seq: number, title = `Guest ${n}`): Row => ({
  id: `br-${String(n).padStart(3, "0")}`,
  kind: "booking_request",
  status: "REQUESTED",
  unitId: "unit-1",
  unitTitle: "Sea view",
  checkIn: "2026-12-01",
  checkOut: "2026-12-05",
  guestName: title,
  guestCount: 2,
  totalPrice: 400,
  currency: "EUR",
  createdAt: "2026-11-01T10:00:00Z",
  bookingCode: `CODE${n}`,
  seq,
  _deleted: false,
});

async function start(
  rows: Row[],
  name: string,
  before?: (db: LocalDatabase) => Promise<void>,
  /** null: the sizes a real start uses. */
  batchSize: number | null = 3,
  earlyFirstPull?: Promise<PulledBatch<LocalReservation, Checkpoint>>,
) {
  const db = await openLocalDatabase({
    name,
    storage: withDevChecks(getRxStorageMemory()),
    multiInstance: false,
  });
  await before?.(db);
  const server = feed(rows);
  const replication = replicateCollection({
    name: "reservations",
    collection: db.collections.reservations,
    meta: db.collections.meta,
    api: server.api,
    identifier: `reservations-${name}`,
    ...(batchSize === null ? {} : { batchSize }),
    earlyFirstPull,
  });
  const titles = async () =>
    Object.fromEntries((await db.collections.reservations.find().exec()).map((d) => [d.id, d.guestName]));
  const stop = async () => {
    await replication.stop();
    await db.close();
  };
  return { db, server, replication, titles, stop };
}

describe("pull loop", () => {
  it("stores every document and asks for each batch once", async () => {
    const rows = Array.from({ length: 11 }, (_, i) => unit(i, i + 1));
    const { server, replication, titles, stop } = await start(rows, "pipeline-once");
    await replication.awaitInitialReplication();
    expect(Object.keys(await titles()).sort()).toEqual(rows.map((r) => r.id).sort());
    // 11 documents in batches of 3: four batches, each checkpoint asked for exactly once, the last
    // one short with nothing remaining.
    expect(server.asked).toEqual(["-1/", "3/br-002", "6/br-005", "9/br-008"]);
    // A catch-up asks once more, from where the load ended.
    await replication.awaitPull();
    expect(server.asked.slice(4)).toEqual(["11/br-010"]);
    await stop();
  });

  it("starts an empty store with a small batch, and a filled one with full batches", async () => {
    const rows = Array.from({ length: 4 }, (_, i) => unit(i, i + 1));
    const empty = await start(rows, "pipeline-first-size", undefined, null);
    await empty.replication.awaitInitialReplication();
    expect(empty.server.limits).toEqual([firstPullBatchSize]);
    await empty.stop();
    const filled = await start(
      rows,
      "pipeline-filled-size",
      async (db) => {
        await db.collections.reservations.insert((({ _deleted, ...doc }) => doc)(rows[0]!));
      },
      null,
    );
    await filled.replication.awaitInitialReplication();
    expect(filled.server.limits).toEqual([bootstrapPullBatchSize]);
    await filled.stop();
  });

  it("takes an early first pull for an empty store's first pull only, and asks again when it failed", async () => {
    const rows = Array.from({ length: 5 }, (_, i) => unit(i, i + 1));
    // What the server answered to the early pull: the feed's first batch, one guest named as then.
    const earlyAnswer = (documents: Row[]) =>
      Promise.resolve({
        documents,
        checkpoint: { seq: documents.at(-1)!.seq, id: documents.at(-1)!.id },
        remaining: rows.length - documents.length,
      });
    const early = await start(
      rows,
      "early-taken",
      undefined,
      null,
      earlyAnswer([unit(0, 1, "As the early pull saw it"), ...rows.slice(1, 3)]),
    );
    await early.replication.awaitInitialReplication();
    // The first batch came from the early answer: the server was asked only for what follows it.
    expect(early.server.asked).toEqual(["3/br-002"]);
    expect(early.server.limits).toEqual([bootstrapPullBatchSize]);
    expect(await early.titles()).toEqual({
      ...Object.fromEntries(rows.map((r) => [r.id, r.guestName])),
      "br-000": "As the early pull saw it",
    });
    await early.stop();

    const failed = await start(rows, "early-failed", undefined, null, Promise.reject(new Error("offline")));
    await failed.replication.awaitInitialReplication();
    expect(failed.server.asked).toEqual(["-1/"]);
    expect(failed.server.limits).toEqual([firstPullBatchSize]);
    expect(Object.keys(await failed.titles()).sort()).toEqual(rows.map((r) => r.id));
    await failed.stop();

    // A store with documents but no checkpoint starts with a full batch: the early answer is not its.
    const filled = await start(
      rows,
      "early-filled",
      async (db) => {
        await db.collections.reservations.insert((({ _deleted, ...doc }) => doc)(rows[0]!));
      },
      null,
      earlyAnswer([unit(0, 1, "As the early pull saw it")]),
    );
    await filled.replication.awaitInitialReplication();
    expect(filled.server.asked).toEqual(["-1/"]);
    expect((await filled.titles())["br-000"]).toBe(rows[0]!.guestName);
    await filled.stop();
  });

  it("reports a batch as remaining until it is stored, so the first start's progress ends with the store", async () => {
    const rows = Array.from({ length: 11 }, (_, i) => unit(i, i + 1));
    const { db, replication, stop } = await start(rows, "pipeline-progress");
    // Documents written so far, from the store's own change events (emitted as each write ends).
    let written = 0;
    const writes = db.collections.reservations.eventBulks$.subscribe(
      (bulk) => (written += bulk.events.length),
    );
    const seen: Array<{ loaded: number; remaining: number; written: number }> = [];
    const watch = replication.progress$.subscribe((p) => seen.push({ ...p, written }));
    await replication.awaitInitialReplication();
    watch.unsubscribe();
    writes.unsubscribe();
    expect(seen.length).toBeGreaterThan(0);
    for (const p of seen) {
      // What it says is loaded is in the store, and nothing is forgotten in between.
      expect(p.loaded).toBeLessThanOrEqual(p.written);
      expect(p.loaded + p.remaining).toBe(rows.length);
    }
    // Nothing left to store is said only once everything is stored.
    expect(seen.filter((p) => p.remaining === 0).every((p) => p.written === rows.length)).toBe(true);
    expect(seen.at(-1)).toEqual({ loaded: rows.length, remaining: 0, written: rows.length });
    await stop();
  });

  it("waits for a pull that started after the call, not one already out", async () => {
    const rows = Array.from({ length: 6 }, (_, i) => unit(i, i + 1));
    const { server, replication, titles, stop } = await start(rows, "pipeline-announced");
    await replication.awaitInitialReplication();
    // A pull goes out and is held at the server, having read the feed before the change below.
    let release = () => {};
    void server.holdNext(new Promise<void>((resolve) => (release = resolve)));
    replication.resync();
    await new Promise((resolve) => setTimeout(resolve, 10));
    rows.push(unit(1, 7, "Renamed"));
    void server.holdNext(Promise.resolve());
    const caughtUp = replication.awaitPull();
    release();
    await caughtUp;
    expect((await titles())["br-001"]).toBe("Renamed");
    await stop();
  });

  it("resumes after a crash that stored a batch but not its checkpoint", async () => {
    const rows = Array.from({ length: 11 }, (_, i) => unit(i, i + 1));
    const { server, replication, titles, stop } = await start(rows, "pipeline-resumed", async (db) => {
      // The first batch and its checkpoint were stored; the second batch was stored (older names)
      // and the process died before its checkpoint.
      await db.collections.reservations.bulkInsert(
        rows.slice(0, 6).map(({ _deleted, ...doc }) => ({ ...doc, guestName: `Old ${doc.id}` })),
      );
      await db.collections.meta.insert({
        key: pullCheckpointKey("reservations-pipeline-resumed"),
        value: { checkpoint: { seq: 3, id: "br-002" } },
      });
    });
    await replication.awaitInitialReplication();
    expect(server.asked[0]).toBe("3/br-002");
    expect(Object.keys(await titles()).sort()).toEqual(rows.map((r) => r.id).sort());
    // The batch stored before its checkpoint was read again and written over (an update).
    expect((await titles())["br-004"]).toBe("Guest 4");
    expect((await titles())["br-001"]).toBe("Old br-001");
    await stop();
  });

  it("stops while a pull is out, and stores nothing of its answer", async () => {
    const rows = Array.from({ length: 3 }, (_, i) => unit(i, i + 1));
    const { db, server, replication } = await start(rows, "pipeline-stopped");
    await replication.awaitInitialReplication();
    let release = () => {};
    void server.holdNext(new Promise<void>((resolve) => (release = resolve)));
    rows.push(unit(9, 4));
    replication.resync();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await replication.stop();
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await db.collections.reservations.count().exec()).toBe(3);
    expect(replication.isStopped()).toBe(true);
    await db.close();
  });

  it("ends every catch-up equal to the feed, whatever changes and resyncs interleave", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.array(
          fc.oneof(
            fc.record({ kind: fc.constant("change" as const), row: fc.nat(9), title: fc.nat(3) }),
            fc.record({ kind: fc.constant("delete" as const), row: fc.nat(9) }),
            fc.record({ kind: fc.constant("resync" as const) }),
            fc.record({ kind: fc.constant("catch-up" as const) }),
          ),
          { maxLength: 12 },
        ),
        async (batchSize, steps) => {
          const rows: Row[] = [];
          let seq = 0;
          const { replication, titles, db, stop } = await start(
            rows,
            `pipeline-model-${++run}`,
            undefined,
            batchSize,
          );
          const expected = () =>
            Object.fromEntries(rows.filter((r) => !r._deleted).map((r) => [r.id, r.guestName]));
          const put = (row: Row) => {
            const at = rows.findIndex((r) => r.id === row.id);
            if (at >= 0) rows.splice(at, 1);
            rows.push(row);
          };
          try {
            for (const step of steps) {
              if (step.kind === "change") put(unit(step.row, ++seq, `Guest ${step.row} v${step.title}`));
              else if (step.kind === "delete") put({ ...unit(step.row, ++seq), _deleted: true });
              else if (step.kind === "resync") replication.resync();
              else {
                await replication.awaitPull();
                expect(await titles()).toEqual(expected());
              }
            }
            await replication.awaitPull();
            expect(await titles()).toEqual(expected());
            const stored = await db.collections.meta
              .findOne(pullCheckpointKey(`reservations-pipeline-model-${run}`))
              .exec();
            const last = [...rows].sort((a, b) => a.seq - b.seq).at(-1);
            expect(stored?.toJSON().value).toEqual(
              last ? { checkpoint: { seq: last.seq, id: last.id } } : undefined,
            );
          } finally {
            await stop();
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
