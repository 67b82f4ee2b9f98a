// The pull pipeline against a feed in memory: the batch fetched ahead is used by the pull that asks
// exactly for it (each batch asked for once), and a change announced while a pull is out is read.
import { describe, expect, it } from "vitest";
import { getRxStorageMemory } from "rxdb/plugins/storage-memory";
import type { ApiClient } from "./api-client.ts";
import { withDevChecks } from "./dev-storage.ts";
import { openLocalDatabase, type LocalDatabase } from "./local-database.ts";
import type { LocalReservation } from "./local-schemas.ts";
import { replicateCollection } from "./reservations-replication.ts";

type Row = LocalReservation & { _deleted: boolean };

/** A change feed of reservations in (seq, id) order; each answer can be held until the test lets it go. */
function feed(rows: Row[]) {
  const asked: string[] = [];
  let hold: Promise<void> | undefined;
  const api: ApiClient = {
    fetch: () => Promise.reject(new Error("no streams here")),
    async request<T>(_method: string, path: string): Promise<T> {
      const query = new URL(path, "http://feed").searchParams;
      const after = { seq: Number(query.get("seq") ?? -1), id: query.get("id") ?? "" };
      const limit = Number(query.get("limit"));
      asked.push(`${after.seq}/${after.id}`);
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
  return { api, asked, holdNext: (until: Promise<void>) => (hold = until) };
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

async function start(rows: Row[], name: string, before?: (db: LocalDatabase) => Promise<void>) {
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
    batchSize: 3,
  });
  const titles = async () =>
    Object.fromEntries((await db.collections.reservations.find().exec()).map((d) => [d.id, d.guestName]));
  const stop = async () => {
    await replication.stop();
    await db.close();
  };
  return { server, replication, titles, stop };
}

describe("pull pipeline", () => {
  it("stores every document and asks for each batch once", async () => {
    const rows = Array.from({ length: 11 }, (_, i) => unit(i, i + 1));
    const { server, replication, titles, stop } = await start(rows, "pipeline-once");
    await replication.awaitInSync();
    expect(Object.keys(await titles()).sort()).toEqual(rows.map((r) => r.id).sort());
    // 11 documents in batches of 3: the first load's four batches, each checkpoint asked for exactly
    // once, then RxDB's live replication asks once from where the first load ended.
    expect(server.asked).toEqual(["-1/", "3/br-002", "6/br-005", "9/br-008", "11/br-010"]);
    await stop();
  });

  it("reads a change announced while a pull was out", async () => {
    const rows = Array.from({ length: 6 }, (_, i) => unit(i, i + 1));
    const { server, replication, titles, stop } = await start(rows, "pipeline-announced");
    await replication.awaitInSync();
    // The feed is drained; a change comes in and is announced while a pull is held at the server.
    let release = () => {};
    void server.holdNext(new Promise<void>((resolve) => (release = resolve)));
    replication.resync();
    rows.push(unit(1, 7, "Renamed"));
    replication.resync();
    release();
    void server.holdNext(Promise.resolve());
    await new Promise((resolve) => setTimeout(resolve, 50));
    await replication.awaitInSync();
    expect((await titles())["br-001"]).toBe("Renamed");
    await stop();
  });

  it("resumes a first load after a crash that stored a batch but not its checkpoint", async () => {
    const rows = Array.from({ length: 11 }, (_, i) => unit(i, i + 1));
    const { server, replication, titles, stop } = await start(rows, "pipeline-resumed", async (db) => {
      // The first batch and its checkpoint were stored; the second batch was stored (older names)
      // and the process died before its checkpoint.
      await db.collections.reservations.bulkInsert(
        rows.slice(0, 6).map(({ _deleted, ...doc }) => ({ ...doc, guestName: `Old ${doc.id}` })),
      );
      await db.collections.meta.insert({
        key: "first-load:reservations-pipeline-resumed",
        value: { checkpoint: { seq: 3, id: "br-002" }, done: false },
      });
    });
    await replication.awaitInSync();
    expect(server.asked[0]).toBe("3/br-002");
    expect(Object.keys(await titles()).sort()).toEqual(rows.map((r) => r.id).sort());
    // The batch stored before its checkpoint was read again and written over (an update).
    expect((await titles())["br-004"]).toBe("Guest 4");
    expect((await titles())["br-001"]).toBe("Old br-001");
    await stop();
  });

  it("leaves a store loaded before first loads existed to RxDB's own checkpoint", async () => {
    const rows = Array.from({ length: 5 }, (_, i) => unit(i, i + 1));
    const { server, replication, stop } = await start(rows, "pipeline-legacy", async (db) => {
      await db.collections.reservations.insert((({ _deleted, ...doc }) => doc)(rows[0]!));
    });
    await replication.awaitInSync();
    // No first load: RxDB's replication, with no checkpoint of its own in this store, pulls from the start.
    expect(server.asked).toEqual(["-1/", "3/br-002"]);
    await stop();
  });
});
