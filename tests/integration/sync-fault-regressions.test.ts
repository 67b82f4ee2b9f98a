// Failures the fault model (sync-faults.test.ts) found, each replayed as a fixed scenario so it
// stays fixed. Every test names the run that found it and the bug.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import type { TokenSource } from "../../sync/api-client.ts";
import { whenStatus } from "../../sync/sync-engine.ts";
import { startFaultProxy, type FaultProxy, type ProxiedRequest } from "../support/fault-proxy.ts";
import { holdsWithin, seedBookingRequests, storedAnswers, until } from "../support/host-fixtures.ts";
import {
  createTestClock,
  openRestartableClient,
  removeClientStore,
  type RestartableClient,
} from "../support/restartable-sync.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

const host = demoAccounts.individual;
let server: Awaited<ReturnType<typeof startTestServer>>;
let proxy: FaultProxy;
let token: string;
const tokens: TokenSource = { accessToken: () => token, refresh: () => Promise.resolve(undefined) };
const clock = createTestClock();
let counter = 0;
let client: RestartableClient | undefined;

const pulls = (r: ProxiedRequest) => r.path.startsWith("/api/app/sync/reservations/pull");

beforeAll(async () => {
  server = await startTestServer();
  proxy = await startFaultProxy(server.url);
  token = (await signIn(server.url, host)).accessToken;
});
afterEach(async () => {
  proxy.clearFaults();
  proxy.setOffline(false);
  if (client) {
    await client.close();
    await removeClientStore(client.name);
    client = undefined;
  }
});
afterAll(async () => {
  await proxy?.close();
  await server?.close();
});

const open = async () => {
  client = await openRestartableClient({
    name: `hearth-regression-${process.pid}-${++counter}`,
    url: proxy.url,
    tokens,
    online: true,
    clock,
    random: () => 0.5,
    // Short, so a test can outwait it; the app's default is longer.
    requestTimeoutMs: 1_000,
  });
  return client;
};

const serverStatus = async (id: string) =>
  (await server.db.query<{ status: string }>("select status from reservations where id = $1", [id])).rows[0]
    ?.status;

describe("sync fault regressions", () => {
  // Found by seed 1, path 4: Restart, a lost pull, a confirm, then the network dropped.
  it("keeps replaying after going offline while the first pull of a session was failing", async () => {
    const [first, second] = await seedBookingRequests(server.db, host.hostId, 2);
    // Every pull fails: the session's first pull never completes.
    proxy.faultNext({ kind: "drop-request" }, 1_000, pulls);
    const { engine, db } = await open();
    await engine.outbox.enqueue("confirmBookingRequest", { bookingRequestId: first! });
    // The server applied it; the replay now waits for a pull to bring the answer into the mirror.
    await until(async () => (await serverStatus(first!)) === "CONFIRMED", "the confirm to reach the server");
    await until(
      async () => (await db.collections.outbox.findOne().exec())?.state === "acknowledged",
      "the confirm to be acknowledged",
    );
    // The network drops while that pull is still failing, and comes back.
    engine.setOnline(false);
    proxy.clearFaults();
    engine.setOnline(true);
    // A command made now must still be replayed in this session.
    const later = await engine.outbox.enqueue("rejectBookingRequest", {
      bookingRequestId: second!,
      body: { reason: "RATES_MISMATCH" },
    });
    // A pull or replay that fails on a loaded machine is tried again after the replication's and the
    // outbox's retry time (5 s), so these waits allow one retry: the point is that they happen.
    await until(
      async () => (await storedAnswers(server.db, host.hostId, [later.id])).get(later.id) === 200,
      "the later command to be replayed",
      15_000,
    );
    await until(
      async () => (await db.collections.outbox.count().exec()) === 0,
      "both commands to retire",
      15_000,
    );
    await whenStatus(engine, (s) => s.caughtUp);
    expect((await db.collections.reservations.findOne(first).exec())?.status).toBe("CONFIRMED");
    expect((await db.collections.reservations.findOne(second).exec())?.status).toBe("REJECTED");
  });

  // Found by seed 1, run 5 (commands of size "max"): a restart while an applied reject waited
  // for its pull; the screen showed the request as undecided again.
  it("keeps showing an applied command while the pull that would retire it is cut short", async () => {
    const [target] = await seedBookingRequests(server.db, host.hostId, 1);
    const { engine, db } = await open();
    const shownStatus = () => engine.reservations.getSnapshot().reservations.get(target!)?.status;
    await until(() => shownStatus() === "REQUESTED", "the new request to arrive");
    const shown: Array<string | undefined> = [];
    const unsubscribe = engine.reservations.subscribe(() => shown.push(shownStatus()));
    try {
      proxy.faultNext({ kind: "drop-request" }, 1_000, pulls);
      await engine.outbox.enqueue("confirmBookingRequest", { bookingRequestId: target! });
      await until(
        async () => (await db.collections.outbox.findOne().exec())?.state === "acknowledged",
        "the confirm to be acknowledged",
      );
      engine.setOnline(false);
      proxy.setOffline(true);
      // RxDB retries a failed pull after 5 s; the bug retired the command when that retry loop
      // gave up, so watch for longer than that. The screen must keep the server's answer.
      const flippedBack = await holdsWithin(() => shownStatus() !== "CONFIRMED", 6_000);
      expect(flippedBack, `statuses shown: ${shown.join(", ")}`).toBe(false);
      expect((await db.collections.outbox.findOne().exec())?.state).toBe("acknowledged");
      proxy.clearFaults();
      proxy.setOffline(false);
      engine.setOnline(true);
      await until(async () => (await db.collections.outbox.count().exec()) === 0, "the confirm to retire");
      expect((await db.collections.reservations.findOne(target).exec())?.status).toBe("CONFIRMED");
      expect(shown.slice(shown.indexOf("CONFIRMED"))).not.toContain("REQUESTED");
    } finally {
      unsubscribe();
    }
  });

  // Found with a long "delay" fault (a server that accepts a request and never answers, as a
  // half-open mobile connection does): the replay waited for that answer forever, and no other
  // command was sent for the rest of the session.
  it("keeps replaying other commands while one request never gets an answer", async () => {
    const [stalled, other] = await seedBookingRequests(server.db, host.hostId, 2);
    const { engine, db } = await open();
    await whenStatus(engine, (s) => s.caughtUp);
    proxy.faultNext({ kind: "delay", ms: 120_000 }, 1, (r) => r.method === "POST");
    await engine.outbox.enqueue("confirmBookingRequest", { bookingRequestId: stalled! });
    await until(() => proxy.held() === 1, "the confirm to be held without an answer");
    const later = await engine.outbox.enqueue("rejectBookingRequest", {
      bookingRequestId: other!,
      body: { reason: "RATES_MISMATCH" },
    });
    await until(
      async () => (await storedAnswers(server.db, host.hostId, [later.id])).get(later.id) === 200,
      "the later command to be replayed",
      10_000,
    );
    // The stalled one is abandoned as a network failure and retried under the same key.
    clock.advance(61_000);
    engine.setOnline(false);
    engine.setOnline(true);
    await until(
      async () => (await serverStatus(stalled!)) === "CONFIRMED",
      "the stalled confirm to be retried",
    );
    await until(async () => (await db.collections.outbox.count().exec()) === 0, "both commands to retire");
  });

  // Found while redoing the fault model: a retry time set by the backoff is a time on the
  // device clock, so setting the clock back an hour put it an hour away, and the command waited
  // that hour (the fault model's ClockBack steps hid it: its settle moves the clock past every
  // retry time). A retry time beyond the backoff's cap now counts as due (sync/retry-backoff.ts).
  it("replays a command that is waiting out its backoff soon after the clock is set back an hour", async () => {
    const [target] = await seedBookingRequests(server.db, host.hostId, 1);
    const { engine, db } = await open();
    await whenStatus(engine, (s) => s.caughtUp);
    // Nothing gets through, though the device thinks it is online: the confirm fails and backs off.
    proxy.setOffline(true);
    const entry = await engine.outbox.enqueue("confirmBookingRequest", { bookingRequestId: target! });
    await until(
      async () => ((await db.collections.outbox.findOne(entry.id).exec())?.attempts ?? 0) >= 1,
      "the confirm to fail once",
    );
    // Every attempt so far stored its retry time on the clock before this set-back.
    clock.advance(-3_600_000);
    const waiting = await db.collections.outbox.findOne(entry.id).exec();
    expect(waiting?.state).toBe("pending");
    expect(waiting!.nextAttemptAt - clock.now()).toBeGreaterThan(3_500_000);
    proxy.setOffline(false);
    // Its backoff was at most a few seconds; with the clock back, the old rule waited an hour.
    await until(
      async () => (await storedAnswers(server.db, host.hostId, [entry.id])).get(entry.id) === 200,
      "the confirm to be replayed",
      15_000,
    );
    await until(async () => (await db.collections.outbox.count().exec()) === 0, "the confirm to retire");
    expect(await serverStatus(target!)).toBe("CONFIRMED");
  });

  // Found by reading the outbox's ordering rule with the fault model's restarts in mind: the
  // order of a new session's commands came from the clock alone, and device clocks go back
  // (manual changes, network time corrections).
  it("replays a later session's command after an earlier one of the same request, though the clock went back", async () => {
    const [target] = await seedBookingRequests(server.db, host.hostId, 1);
    const sessionClock = createTestClock();
    const name = `hearth-regression-${process.pid}-${++counter}`;
    const session = (online: boolean) =>
      openRestartableClient({ name, url: proxy.url, tokens, online, clock: sessionClock, random: () => 0.5 });
    client = await session(false);
    const first = await client.engine.outbox.enqueue("confirmBookingRequest", { bookingRequestId: target! });
    await client.close();
    sessionClock.advance(-3_600_000);
    client = await session(false);
    const second = await client.engine.outbox.enqueue("rejectBookingRequest", {
      bookingRequestId: target!,
      body: { reason: "RATES_MISMATCH" },
    });
    client.engine.setOnline(true);
    const { db } = client;
    await until(
      async () => (await db.collections.outbox.find().exec()).every((e) => e.state === "failed"),
      "both commands to be answered",
    );
    const answers = await storedAnswers(server.db, host.hostId, [first.id, second.id]);
    expect([answers.get(first.id), answers.get(second.id)]).toEqual([200, 409]);
    expect(await serverStatus(target!)).toBe("CONFIRMED");
  });
});
