// The sync engine against the real server: pull into the local store, optimistic commands through
// the outbox, offline commands replayed once on reconnect, live changes from the stream, rollback.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { whenStatus } from "../../sync/sync-engine.ts";
import { UnitId } from "../../domain/ids.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { startNodeSync } from "../support/node-sync.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.url, demoAccounts.individual)).accessToken;
});
afterAll(() => server.close());

const until = async (check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

const serverStatus = async (id: string) =>
  (await server.db.query<{ status: string }>("select status from reservations where id = $1", [id])).rows[0]
    ?.status;

const openRequests = (
  snapshot: ReturnType<Awaited<ReturnType<typeof startNodeSync>>["engine"]["reservations"]["getSnapshot"]>,
) =>
  [...snapshot.reservations.values()].filter((r) => r.kind === "booking_request" && r.status === "REQUESTED");

describe("sync engine", () => {
  it("pulls every reservation of the host, and only those, into the local store", async () => {
    const client = await startNodeSync({ url: server.url, accessToken: token });
    try {
      await whenStatus(client.engine, (s) => s.caughtUp);
      const local = [...client.engine.reservations.getSnapshot().reservations.keys()].sort();
      const remote = (
        await server.db.query<{ id: string }>(
          "select id from reservations where host_id = 'host-anna' order by id",
        )
      ).rows.map((r) => r.id);
      expect(local).toEqual([...remote].sort());
      expect(await client.db.collections.reservations.count().exec()).toBe(remote.length);
    } finally {
      await client.close();
    }
  });

  it("keeps the first start's progress until every collection has stored its load", async () => {
    const client = await startNodeSync({ url: server.url, accessToken: token });
    try {
      const seen: Array<{ firstLoad: boolean; caughtUp: boolean; remaining: number }> = [];
      const watch = client.engine.status$.subscribe((s) =>
        seen.push({ firstLoad: s.firstLoad, caughtUp: s.caughtUp, remaining: s.progress.remaining }),
      );
      await whenStatus(client.engine, (s) => s.caughtUp);
      watch.unsubscribe();
      const from = seen.findIndex((s) => s.firstLoad);
      expect(from).toBeGreaterThanOrEqual(0);
      const until = seen.findIndex((s, i) => i > from && !s.firstLoad);
      // Shown without a gap (between the first screen's collections and the rest, or while the last
      // batch is stored, nothing may be known to remain), and gone only with the whole load stored.
      expect(seen.slice(from, until).every((s) => s.firstLoad && !s.caughtUp)).toBe(true);
      expect(seen[until]).toMatchObject({ firstLoad: false, caughtUp: true, remaining: 0 });
      // The gap is real: the progress said nothing remained before the load had ended.
      expect(seen.slice(from, until).some((s) => s.remaining === 0)).toBe(true);
    } finally {
      await client.close();
    }
  });

  it("pulls the host's units and blocks, and removes a block the server removed", async () => {
    const client = await startNodeSync({ url: server.url, accessToken: token });
    try {
      await whenStatus(client.engine, (s) => s.caughtUp && s.streamConnected);
      const units = (
        await server.db.query<{ id: string }>("select id from units where host_id = 'host-anna' order by id")
      ).rows.map((r) => r.id);
      const localUnits = (await client.db.collections.units.find().exec()).map((d) => d.id).sort();
      expect(localUnits).toEqual(units);
      const blocks = await server.db.query(
        "select id from unavailabilities where host_id = 'host-anna' and not deleted",
      );
      expect(await client.db.collections.unavailabilities.count().exec()).toBe(blocks.rows.length);

      const call = (action: "block" | "unblock") =>
        fetch(`${server.url}/api/app/properties/unit-fig/unavailabilities/${action}`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({ dateFrom: "2031-03-01", dateTo: "2031-03-08" }),
        });
      expect((await call("block")).status).toBe(200);
      const onFig = async () =>
        (
          await client.db.collections.unavailabilities
            .find({ selector: { unitId: UnitId.make("unit-fig") } })
            .exec()
        ).map((d) => [d.dateFrom, d.dateTo]);
      await until(
        async () => (await onFig()).some(([from, to]) => from === "2031-03-01" && to === "2031-03-08"),
        "the block",
      );
      expect((await call("unblock")).status).toBe(200);
      await until(async () => !(await onFig()).some(([from]) => from === "2031-03-01"), "the unblock");
    } finally {
      await client.close();
    }
  });

  it("shows a confirm at once and replays it to the server, which the mirror then reflects", async () => {
    const client = await startNodeSync({ url: server.url, accessToken: token });
    try {
      await whenStatus(client.engine, (s) => s.caughtUp);
      const target = openRequests(client.engine.reservations.getSnapshot())[0]!;
      await client.engine.outbox.enqueue("confirmBookingRequest", { bookingRequestId: target.id });
      await until(
        () => client.engine.reservations.getSnapshot().reservations.get(target.id)?.status === "CONFIRMED",
        "overlay",
      );
      await until(async () => (await serverStatus(target.id)) === "CONFIRMED", "server confirm");
      await until(async () => (await client.db.collections.outbox.count().exec()) === 0, "outbox retired");
      const mirrored = await client.db.collections.reservations.findOne(target.id).exec();
      expect(mirrored?.status).toBe("CONFIRMED");
      const bookings = await server.db.query("select id from reservations where source_request_id = $1", [
        target.id,
      ]);
      expect(bookings.rows).toHaveLength(1);
    } finally {
      await client.close();
    }
  });

  it("keeps offline commands, shows them, and applies each exactly once when back online", async () => {
    const client = await startNodeSync({ url: server.url, accessToken: token });
    try {
      await whenStatus(client.engine, (s) => s.caughtUp);
      client.engine.setOnline(false);
      const targets = openRequests(client.engine.reservations.getSnapshot()).slice(0, 2);
      for (const t of targets)
        await client.engine.outbox.enqueue("confirmBookingRequest", { bookingRequestId: t.id });
      await until(
        () =>
          targets.every(
            (t) => client.engine.reservations.getSnapshot().reservations.get(t.id)?.status === "CONFIRMED",
          ),
        "overlay",
      );
      await new Promise((r) => setTimeout(r, 300));
      for (const t of targets) expect(await serverStatus(t.id)).toBe("REQUESTED");
      client.engine.setOnline(true);
      await until(async () => (await client.db.collections.outbox.count().exec()) === 0, "replay");
      for (const t of targets) {
        expect(await serverStatus(t.id)).toBe("CONFIRMED");
        const bookings = await server.db.query("select id from reservations where source_request_id = $1", [
          t.id,
        ]);
        expect(bookings.rows).toHaveLength(1);
      }
    } finally {
      await client.close();
    }
  });

  it("receives a change made elsewhere through the live stream", async () => {
    const client = await startNodeSync({ url: server.url, accessToken: token });
    try {
      await whenStatus(client.engine, (s) => s.caughtUp && s.streamConnected);
      const target = openRequests(client.engine.reservations.getSnapshot())[0]!;
      const response = await fetch(`${server.url}/api/app/booking-requests/${target.id}/reject`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ reason: "RATES_MISMATCH" }),
      });
      expect(response.status).toBe(200);
      await until(
        () => client.engine.reservations.getSnapshot().reservations.get(target.id)?.status === "REJECTED",
        "live update",
      );
    } finally {
      await client.close();
    }
  });

  it("rolls back a command the server refuses and keeps the server's reason", async () => {
    const client = await startNodeSync({ url: server.url, accessToken: token });
    try {
      await whenStatus(client.engine, (s) => s.caughtUp);
      client.engine.setOnline(false);
      const target = openRequests(client.engine.reservations.getSnapshot())[0]!;
      // Decided elsewhere while this client was offline.
      await fetch(`${server.url}/api/app/booking-requests/${target.id}/reject`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ reason: "SELF_MANAGED_BOOKING" }),
      });
      await client.engine.outbox.enqueue("confirmBookingRequest", { bookingRequestId: target.id });
      expect(client.engine.reservations.getSnapshot().reservations.get(target.id)?.status).not.toBe(
        undefined,
      );
      client.engine.setOnline(true);
      await until(
        () => client.engine.reservations.getSnapshot().outbox.some((e) => e.state === "failed"),
        "refusal",
      );
      const failed = client.engine.reservations.getSnapshot().outbox.find((e) => e.state === "failed")!;
      expect(failed.failure).toMatchObject({ status: 409, conflict: true });
      expect(failed.failure?.message).toMatch(/rejected/);
      await until(
        () => client.engine.reservations.getSnapshot().reservations.get(target.id)?.status === "REJECTED",
        "rollback to server state",
      );
      expect(await serverStatus(target.id)).toBe("REJECTED");
    } finally {
      await client.close();
    }
  });

  it("keeps the fields the server named when it refuses a unit's save, for the form to show", async () => {
    const client = await startNodeSync({ url: server.url, accessToken: token });
    try {
      await whenStatus(client.engine, (s) => s.caughtUp);
      // Decodes on the device, but the server refuses same-day notice for bookings on request.
      await client.engine.outbox.enqueue("updateUnit", {
        unitId: UnitId.make("unit-lavender"),
        changes: { bookingType: "onRequest", minimumNoticeDays: 0 },
      });
      await until(
        () => client.engine.reservations.getSnapshot().outbox.some((e) => e.state === "failed"),
        "refusal",
      );
      const failed = client.engine.reservations.getSnapshot().outbox.find((e) => e.state === "failed")!;
      expect(failed.failure).toMatchObject({ status: 400, conflict: false });
      expect(failed.failure?.fields?.map((f) => f.field)).toEqual(["minimumNoticeDays"]);
    } finally {
      await client.close();
    }
  });
});
