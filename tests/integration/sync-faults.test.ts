// Commands are never lost and are applied exactly once, whatever the network does. A model-based
// test (fast-check commands) drives the real sync engine against the real server through a proxy
// that drops requests, drops answers after the server applied them, delivers twice, delays, goes
// offline and cuts live streams, while the client restarts on its persisted store, its clock is
// set back, and another client decides requests first. After every step and after every run it
// compares the client with the server's database, which is the oracle:
//  - a command that left the outbox was applied by the server (never lost);
//  - a command the server applied is shown applied: the screen never flips back;
//  - after the run settles, every command was answered once: applied (the server's status is the
//    command's target, one booking per confirmed request) or marked failed with the server's reason;
//  - one request's commands reached the server in the order the host made them;
//  - the local mirror and the projection equal the server's rows of the host.
// `npm test` runs 200 runs of 50 steps from a fixed seed (the fault model's target is 200 runs of
// 50 commands); `npm run test:soak` runs HEARTH_SOAK_RUNS runs from a fresh seed. HEARTH_FAULT_SEED
// and HEARTH_FAULT_PATH replay a reported failure (that one run only); HEARTH_FAULT_SHRINK=1 shrinks
// it, within its steps: a run keeps its 50 steps.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { seededRandom } from "../../server/seed/random.ts";
import type { TokenSource } from "../../sync/api-client.ts";
import { readEvents } from "../../sync/change-stream.ts";
import type { OutboxEntry, OutboxState } from "../../sync/local-schemas.ts";
import type { BookingRejectPayload } from "../../domain/reservations/booking-reject-payload.ts";
import { startFaultProxy, type Fault, type FaultProxy, type ProxiedRequest } from "../support/fault-proxy.ts";
import {
  answerTimes,
  holdsWithin,
  openBookingRequests,
  seedBookingRequests,
  storedAnswers,
  until,
  withTimeout,
} from "../support/host-fixtures.ts";
import {
  createTestClock,
  openRestartableClient,
  removeClientStore,
  type RestartableClient,
} from "../support/restartable-sync.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

const soakRuns = Number(process.env.HEARTH_SOAK_RUNS ?? 0);
const replayPath = process.env.HEARTH_FAULT_PATH;
// A path names one run: fast-check would otherwise go on with the runs after it.
// On the production storage (sync-faults-dexie.test.ts: Dexie over fake-indexeddb, several times
// slower per run) the same model runs fewer times.
const storageName = process.env.HEARTH_CLIENT_STORAGE === "dexie" ? "Dexie" : "memory";
const defaultRuns = storageName === "Dexie" ? Number(process.env.HEARTH_DEXIE_FAULT_RUNS ?? 10) : 200;
const numRuns = replayPath ? 1 : soakRuns > 0 ? soakRuns : defaultRuns;
const seed = process.env.HEARTH_FAULT_SEED
  ? Number(process.env.HEARTH_FAULT_SEED)
  : soakRuns > 0
    ? Date.now() % 2_147_483_647
    : 20_261_122;
const shrink = process.env.HEARTH_FAULT_SHRINK === "1";
const stepsPerRun = 50;

const host = demoAccounts.individual;
const clock = createTestClock();
// Longer than the outbox's longest backoff (60 s): after this, every waiting command is due.
const pastEveryBackoffMs = 61_000;
// The client gives up on an answer after this. `npm test` allows 10 s: with 1 s, a loaded machine
// (other tests, other processes) made pulls time out again and again while the run settled, so
// acknowledged commands could not retire within the settle window (seed 20261122, run 154). The
// soak keeps 1 s and also holds some requests for 2 s, so abandoned requests happen there often.
const requestTimeoutMs = soakRuns > 0 ? 1_000 : 10_000;

let server: Awaited<ReturnType<typeof startTestServer>>;
let proxy: FaultProxy;
let token: string;
/** A long run outlives the 15-minute access token: sign in again, straight at the server. */
const signInAgain = async () => {
  token = (await signIn(server.url, host)).accessToken;
  return token;
};
const tokens: TokenSource = { accessToken: () => token, refresh: signInAgain };

beforeAll(async () => {
  server = await startTestServer();
  proxy = await startFaultProxy(server.url);
  token = (await signIn(server.url, host)).accessToken;
});
afterAll(async () => {
  await device?.close();
  await removeClientStore(storeName);
  await proxy?.close();
  await server?.close();
});

// ---- the system under test and its bookkeeping -------------------------------------------------

type Target = "CONFIRMED" | "REJECTED";

interface Issued {
  readonly id: string;
  readonly requestId: string;
  readonly target: Target;
}

interface World {
  client: RestartableClient;
  readonly issued: Issued[];
  readonly trace: string[];
}

interface Model {
  /** What the engine believes (its setOnline flag); the proxy may still refuse everything. */
  engineOnline: boolean;
}

/** Totals over all runs, to prove the faults the test claims to survive really happened. */
const totals = {
  applied: 0,
  refused: 0,
  restarts: 0,
  restartsWithWaitingCommands: 0,
  decidedElsewhere: 0,
  /** Step ends where an applied command's request was on screen, so the no-flicker check ran. */
  appliedShown: 0,
  steps: 0,
  /** Where the time goes, in ms: opening clients, the steps, settling, comparing. */
  openMs: 0,
  stepsMs: 0,
  settleMs: 0,
  compareMs: 0,
};

/**
 * One device for every run, as one lives through many sessions: a run starts from where the last
 * one settled (same store, same engine), and restarts inside a run reopen that store. A failed
 * run leaves its store behind; the next run (fast-check shrinking) starts on a new one.
 */
let storeName = `hearth-faults-${process.pid}-1`;
let storeCounter = 1;
let device: RestartableClient | undefined;
// Backoff jitter: from the seed, so a replayed run draws the same delays where timing allows.
const jitter = seededRandom(seed);

const openClient = (online: boolean) =>
  openRestartableClient({
    name: storeName,
    url: proxy.url,
    tokens,
    online,
    clock,
    random: () => jitter.next(),
    requestTimeoutMs,
  });

async function outboxOf(client: RestartableClient): Promise<Map<string, OutboxEntry>> {
  const docs = await client.db.collections.outbox.find().exec();
  return new Map(docs.map((d) => [d.id, d.toJSON() as OutboxEntry]));
}

/**
 * Checked after every step. Retiring a command is the client's promise that the server applied
 * it, and the projection must show an applied command as applied (no flicker back to REQUESTED).
 */
async function checkInvariants(world: World, after: string): Promise<void> {
  const outbox = await outboxOf(world.client);
  const snapshot = world.client.engine.reservations.getSnapshot();
  const answers = await storedAnswers(
    server.db,
    host.hostId,
    world.issued.map((c) => c.id),
  );
  for (const command of world.issued) {
    const answer = answers.get(command.id);
    const entry = outbox.get(command.id);
    if (!entry && answer !== 200)
      throw new Error(
        `after ${after}: command ${command.id} (${command.target} ${command.requestId}) left the outbox, ` +
          `but the server never applied it (stored answer: ${answer ?? "none"})`,
      );
    if (answer === 200 && entry?.state === "failed")
      throw new Error(
        `after ${after}: command ${command.id} was applied by the server but is marked failed: ` +
          JSON.stringify(entry.failure),
      );
    const shown = snapshot.reservations.get(command.requestId);
    if (answer === 200 && shown) totals.appliedShown += 1;
    if (answer === 200 && shown && shown.status !== command.target)
      throw new Error(
        `after ${after}: the server applied ${command.target} to ${command.requestId}, but the screen ` +
          `shows ${shown.status} (outbox entry: ${entry ? entry.state : "retired"})`,
      );
  }
}

// ---- commands ----------------------------------------------------------------------------------

abstract class Step implements fc.AsyncCommand<Model, World> {
  check(): boolean {
    return true;
  }
  async run(model: Model, world: World): Promise<void> {
    totals.steps += 1;
    world.trace.push(this.toString());
    await this.act(model, world);
    await checkInvariants(world, this.toString());
  }
  protected abstract act(model: Model, world: World): Promise<void>;
  abstract toString(): string;
}

const rejectBodies: readonly BookingRejectPayload[] = [
  { reason: "RATES_MISMATCH" },
  { reason: "SELF_MANAGED_BOOKING", subReason: "REPEAT_GUEST" },
  { reason: "OTHER", explanation: "Closed for the season." },
];

const openOnScreen = (world: World) =>
  [...world.client.engine.reservations.getSnapshot().reservations.values()]
    .filter((r) => r.kind === "booking_request" && r.status === "REQUESTED")
    .map((r) => r.id)
    .sort();

/** The host decides a request through the outbox, as the screen does. */
class Decide extends Step {
  constructor(
    readonly pick: number,
    readonly target: Target,
    readonly rejectBody: number,
    /** "screen": a request the host sees open; "any": any open on the server, maybe one this host already decided. */
    readonly from: "screen" | "any",
  ) {
    super();
  }
  protected async act(_model: Model, world: World) {
    let candidates =
      this.from === "screen" ? openOnScreen(world) : await openBookingRequests(server.db, host.hostId);
    if (candidates.length === 0) {
      await seedBookingRequests(server.db, host.hostId, 4);
      candidates = await openBookingRequests(server.db, host.hostId);
    }
    const requestId = candidates[this.pick % candidates.length]!;
    const entry =
      this.target === "CONFIRMED"
        ? await world.client.engine.outbox.enqueue("confirmBookingRequest", { bookingRequestId: requestId })
        : await world.client.engine.outbox.enqueue("rejectBookingRequest", {
            bookingRequestId: requestId,
            body: rejectBodies[this.rejectBody % rejectBodies.length]!,
          });
    world.issued.push({ id: entry.id, requestId, target: this.target });
    world.trace.push(`  -> ${entry.id} ${this.target} ${requestId}`);
  }
  toString() {
    return `Decide(${this.target}, ${this.from}#${this.pick})`;
  }
}

class Network extends Step {
  constructor(readonly state: "online" | "offline" | "outage" | "flap") {
    super();
  }
  protected async act(model: Model, world: World) {
    if (this.state === "online") {
      proxy.setOffline(false);
      world.client.engine.setOnline(true);
    } else if (this.state === "offline") {
      world.client.engine.setOnline(false);
      proxy.setOffline(true);
    } else if (this.state === "outage") {
      // The device thinks it is online, but nothing gets through (captive portal, dead cell).
      proxy.setOffline(true);
    } else {
      // A blip: the old connections and replication go, new ones start before they finished.
      world.client.engine.setOnline(false);
      proxy.setOffline(true);
      proxy.setOffline(false);
      world.client.engine.setOnline(true);
    }
    model.engineOnline = this.state !== "offline";
  }
  toString() {
    return `Network(${this.state})`;
  }
}

const scopes = {
  commands: (r: ProxiedRequest) => r.method === "POST",
  pulls: (r: ProxiedRequest) => r.path.startsWith("/api/app/sync/reservations/pull"),
  any: () => true,
} as const;

class Faults extends Step {
  constructor(
    readonly fault: Fault,
    readonly count: number,
    readonly scope: keyof typeof scopes,
  ) {
    super();
  }
  protected async act() {
    proxy.faultNext(this.fault, this.count, scopes[this.scope]);
  }
  toString() {
    const detail = this.fault.kind === "delay" ? `${this.fault.kind} ${this.fault.ms}ms` : this.fault.kind;
    return `Faults(${detail} x${this.count} on ${this.scope})`;
  }
}

const stateRank: Record<OutboxState, number> = { pending: 0, acknowledged: 1, failed: 1 };

/** The app is killed and started again on the same local store. */
class Restart extends Step {
  protected async act(model: Model, world: World) {
    await world.client.engine.stop();
    const before = await outboxOf(world.client);
    await world.client.db.close();
    await until(() => proxy.openStreams() === 0, "the stopped client's live stream to close", 3_000);
    world.client = await openClient(model.engineOnline);
    const after = await outboxOf(world.client);
    const answers = await storedAnswers(server.db, host.hostId, [...before.keys()]);
    for (const [id, entry] of before) {
      const reopened = after.get(id);
      // A reply still in flight at the stop may retire the command, which is fine once applied.
      if (!reopened && answers.get(id) === 200) continue;
      if (!reopened) throw new Error(`restart lost command ${id} (${entry.state})`);
      if (stateRank[reopened.state] < stateRank[entry.state])
        throw new Error(`restart moved command ${id} back from ${entry.state} to ${reopened.state}`);
    }
    totals.restarts += 1;
    if ([...before.values()].some((e) => e.state !== "failed")) totals.restartsWithWaitingCommands += 1;
  }
  toString() {
    return "Restart()";
  }
}

/** Another device of the same host decides a request first, straight at the server. */
class DecidedElsewhere extends Step {
  constructor(
    readonly pick: number,
    readonly target: Target,
    /** Prefer a request this client has a command waiting for: a race the client must lose politely. */
    readonly contested: boolean,
  ) {
    super();
  }
  protected async act(_model: Model, world: World) {
    const open = await openBookingRequests(server.db, host.hostId);
    const waiting = new Set(
      [...(await outboxOf(world.client)).values()]
        .filter((e) => e.state === "pending")
        .map((e) => e.aggregateId),
    );
    const contested = open.filter((id) => waiting.has(id));
    const candidates = this.contested && contested.length > 0 ? contested : open;
    if (candidates.length === 0) return;
    const requestId = candidates[this.pick % candidates.length]!;
    const action = this.target === "CONFIRMED" ? "confirm" : "reject";
    const send = (accessToken: string) =>
      fetch(`${server.url}/api/app/booking-requests/${requestId}/${action}`, {
        method: "POST",
        headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
        body: JSON.stringify(this.target === "CONFIRMED" ? {} : { reason: "OUTDATED_BOOKING_CALENDAR" }),
      });
    let response = await send(token);
    // The 15-minute access token runs out during a long run: the other device signs in again.
    if (response.status === 401) response = await send(await signInAgain());
    // 409 when this client's command got there first: also a fine outcome of the race.
    expect([200, 409]).toContain(response.status);
    if (response.status === 200) totals.decidedElsewhere += 1;
    world.trace.push(`  -> ${requestId} ${response.status}`);
  }
  toString() {
    return `DecidedElsewhere(${this.target}, ${this.contested ? "contested" : "any"}#${this.pick})`;
  }
}

class NewRequests extends Step {
  constructor(readonly count: number) {
    super();
  }
  protected async act() {
    await seedBookingRequests(server.db, host.hostId, this.count);
  }
  toString() {
    return `NewRequests(${this.count})`;
  }
}

class CutStreams extends Step {
  protected async act() {
    proxy.cutStreams();
  }
  toString() {
    return "CutStreams()";
  }
}

/** The device clock is set back (by hand, or by a network time correction). */
class ClockBack extends Step {
  constructor(readonly minutes: number) {
    super();
  }
  protected async act() {
    clock.advance(-this.minutes * 60_000);
  }
  toString() {
    return `ClockBack(${this.minutes}min)`;
  }
}

/** Lets the engine work in the background for a moment (replays, pulls, retries). */
class Pause extends Step {
  constructor(readonly ms: number) {
    super();
  }
  protected async act() {
    await new Promise((resolve) => setTimeout(resolve, this.ms));
  }
  toString() {
    return `Pause(${this.ms}ms)`;
  }
}

const faultArb: fc.Arbitrary<Fault> = fc.oneof(
  fc.constant<Fault>({ kind: "drop-request" }),
  fc.constant<Fault>({ kind: "drop-response" }),
  fc.constant<Fault>({ kind: "duplicate" }),
  fc.integer({ min: 5, max: 120 }).map((ms): Fault => ({ kind: "delay", ms })),
  // A request that gets no answer in time (half-open connection). Each costs a timeout, so
  // only the soak draws it; sync-fault-regressions.test.ts keeps one such case in every run.
  ...(soakRuns > 0 ? [fc.constant<Fault>({ kind: "delay", ms: 2 * requestTimeoutMs })] : []),
);
const targetArb = fc.constantFrom<Target>("CONFIRMED", "REJECTED");

const stepArb: fc.Arbitrary<fc.AsyncCommand<Model, World>> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.nat(999), targetArb, fc.nat(9), fc.constantFrom<"screen" | "any">("screen", "screen", "any"))
      .map(([pick, target, body, from]) => new Decide(pick, target, body, from)),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom<Network["state"]>("online", "online", "offline", "outage", "flap")
      .map((s) => new Network(s)),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        faultArb,
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom<keyof typeof scopes>("commands", "pulls", "any"),
      )
      .map(([fault, count, scope]) => new Faults(fault, count, scope)),
  },
  { weight: 1, arbitrary: fc.constant(new Restart()) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.nat(999), targetArb, fc.boolean())
      .map(([pick, target, contested]) => new DecidedElsewhere(pick, target, contested)),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }).map((n) => new NewRequests(n)) },
  { weight: 1, arbitrary: fc.constant(new CutStreams()) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 30 }).map((m) => new ClockBack(m)) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 40 }).map((ms) => new Pause(ms)) },
);

// ---- settling and the final comparison with the server -----------------------------------------

/** Network back, no faults, every backoff over: waits until each command has its answer. */
async function settle(world: World): Promise<void> {
  proxy.clearFaults();
  proxy.setOffline(false);
  const engine = () => world.client.engine;
  engine().setOnline(true);
  const unanswered = async () =>
    [...(await outboxOf(world.client)).values()].filter((e) => e.state !== "failed");
  const drained = async () => (await unanswered()).length === 0;
  const deadline = Date.now() + 30_000;
  for (let round = 1; ; round++) {
    const waiting = await unanswered();
    if (waiting.length === 0) break;
    if (Date.now() > deadline)
      throw new Error(
        `the outbox did not drain within 30 s (${round} rounds): ` +
          JSON.stringify(waiting.map((e) => ({ id: e.id, state: e.state, attempts: e.attempts }))),
      );
    // The network is back: skip the backoff instead of waiting it out, and reconnect, which
    // wakes the replay and replaces a replication that may be waiting to retry a failed pull.
    const latest = Math.max(...waiting.map((e) => e.nextAttemptAt));
    clock.advance(Math.max(pastEveryBackoffMs, latest - clock.now() + 1));
    engine().setOnline(false);
    engine().setOnline(true);
    await holdsWithin(drained, 2_000);
  }
  const caughtUp = await withTimeout(engine().catchUp(), 10_000, "catch-up after the run");
  if (!caughtUp) throw new Error("the catch-up after the run was cut short, though the network was up");
}

/** `id:status` lines only one side has, marked with the side: a readable diff of two row sets. */
function difference(local: readonly string[], server: readonly string[]): string[] {
  const onServer = new Set(server);
  const here = new Set(local);
  return [
    ...local.filter((row) => !onServer.has(row)).map((row) => `local ${row}`),
    ...server.filter((row) => !here.has(row)).map((row) => `server ${row}`),
  ];
}

async function checkAgainstServer(world: World): Promise<void> {
  const { db } = server;
  // (a) Applied at most once: one booking per confirmed request, never two.
  const { rows: doubled } = await db.query<{ source_request_id: string; n: number }>(
    `select source_request_id, count(*)::int as n from reservations
     where host_id = $1 and source_request_id is not null group by 1 having count(*) <> 1`,
    [host.hostId],
  );
  expect(doubled, "bookings per confirmed request").toEqual([]);
  const { rows: bookingless } = await db.query<{ id: string }>(
    `select r.id from reservations r where r.host_id = $1 and r.kind = 'booking_request' and r.status = 'CONFIRMED'
       and not exists (select 1 from reservations b where b.source_request_id = r.id)`,
    [host.hostId],
  );
  expect(bookingless, "confirmed requests without their booking").toEqual([]);

  // (b) Every command has exactly one fate: applied, or failed with the server's reason.
  const outbox = await outboxOf(world.client);
  const answers = await storedAnswers(
    db,
    host.hostId,
    world.issued.map((c) => c.id),
  );
  const { rows: statusRows } = await db.query<{ id: string; status: string }>(
    "select id, status from reservations where host_id = $1 and id = any($2::text[])",
    [host.hostId, world.issued.map((c) => c.requestId)],
  );
  const serverStatus = new Map(statusRows.map((r) => [r.id, r.status]));
  for (const command of world.issued) {
    const answer = answers.get(command.id);
    const entry = outbox.get(command.id);
    const what = `command ${command.id} (${command.target} ${command.requestId})`;
    if (answer === 200) {
      expect(entry, `${what} was applied, so it must have retired`).toBeUndefined();
      expect(serverStatus.get(command.requestId), `${what}: server status`).toBe(command.target);
      totals.applied += 1;
    } else {
      expect(answer, `${what}: the server's answer`).toBeGreaterThanOrEqual(400);
      expect(entry?.state, `${what} was refused (${answer}), so it must be marked failed`).toBe("failed");
      expect(entry?.failure?.status).toBe(answer);
      expect(entry?.failure?.message).toBeTruthy();
      expect(entry?.failure?.conflict).toBe(answer === 409);
      totals.refused += 1;
    }
  }
  // In order: the server processed one request's commands in the order the host made them.
  const times = await answerTimes(
    db,
    host.hostId,
    world.issued.map((c) => c.id),
  );
  const lastAt = new Map<string, { at: bigint; id: string }>();
  for (const command of world.issued) {
    const at = times.get(command.id)!;
    const before = lastAt.get(command.requestId);
    if (before && before.at >= at)
      throw new Error(
        `command ${command.id} on ${command.requestId} reached the server before ${before.id}, made earlier`,
      );
    lastAt.set(command.requestId, { at, id: command.id });
  }
  const strangers = [...outbox.keys()].filter((id) => !world.issued.some((c) => c.id === id));
  expect(strangers, "outbox entries nobody enqueued").toEqual([]);

  // (c) The mirror is the server's data for the host, and the screen shows the mirror.
  const { rows: serverRows } = await db.query<{ id: string; status: string }>(
    "select id, status from reservations where host_id = $1 and not deleted order by id",
    [host.hostId],
  );
  const expected = serverRows.map((r) => `${r.id}:${r.status}`);
  const mirrorOf = async () =>
    (await world.client.db.collections.reservations.find().exec()).map((d) => `${d.id}:${d.status}`).sort();
  const shownOf = () =>
    [...world.client.engine.reservations.getSnapshot().reservations.values()]
      .map((d) => `${d.id}:${d.status}`)
      .sort();
  expect(difference(await mirrorOf(), expected), "local mirror vs server rows").toEqual([]);
  // The projection follows the store's change stream: give it a moment, then compare.
  await holdsWithin(() => difference(shownOf(), expected).length === 0, 2_000);
  expect(difference(shownOf(), expected), "what the screen shows vs server rows").toEqual([]);
}

// ---- the property --------------------------------------------------------------------------------

describe("the fault proxy", () => {
  // The model below trusts these behaviours; each is checked against the real server here.
  it("loses, repeats, delays and refuses requests as told, and streams events as they happen", async () => {
    const [lost, dropped, doubled, delayed] = await seedBookingRequests(server.db, host.hostId, 4);
    const reject = (id: string | undefined, key: string) =>
      fetch(`${proxy.url}/api/app/booking-requests/${id}/reject`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          "idempotency-key": key,
        },
        body: JSON.stringify({ reason: "RATES_MISMATCH" }),
      });
    const keys = [`lost-${lost}`, `dropped-${dropped}`, `doubled-${doubled}`, `delayed-${delayed}`] as const;

    proxy.faultNext({ kind: "drop-request" }, 1);
    await expect(reject(lost, keys[0])).rejects.toThrow();
    proxy.faultNext({ kind: "drop-response" }, 1);
    await expect(reject(dropped, keys[1])).rejects.toThrow();
    proxy.faultNext({ kind: "duplicate" }, 1);
    const second = await reject(doubled, keys[2]);
    expect([second.status, second.headers.get("idempotent-replayed")]).toEqual([200, "true"]);
    proxy.faultNext({ kind: "delay", ms: 200 }, 1);
    const sent = Date.now();
    expect((await reject(delayed, keys[3])).status).toBe(200);
    expect(Date.now() - sent).toBeGreaterThanOrEqual(190);
    // Lost before the server: no answer stored. Lost after: applied. Twice: applied once.
    const answers = await storedAnswers(server.db, host.hostId, keys);
    expect(keys.map((k) => answers.get(k))).toEqual([undefined, 200, 200, 200]);
    const { rows } = await server.db.query<{ n: number }>(
      "select count(*)::int as n from reservations where id = any($1::text[]) and status = 'REJECTED'",
      [[lost, dropped, doubled, delayed]],
    );
    expect(rows[0]?.n).toBe(3);

    proxy.setOffline(true);
    await expect(fetch(`${proxy.url}/api/health`)).rejects.toThrow();
    proxy.setOffline(false);
    expect((await fetch(`${proxy.url}/api/health`)).status).toBe(200);

    const controller = new AbortController();
    const stream = await fetch(`${proxy.url}/api/app/sync/stream`, {
      headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" },
      signal: controller.signal,
    });
    const seen: number[] = [];
    const reading = readEvents(stream.body!, (event, data) => {
      if (event === "change") seen.push((JSON.parse(data) as { seq: number }).seq);
    }).catch(() => undefined);
    await until(() => seen.length === 1, "the stream's first event");
    await seedBookingRequests(server.db, host.hostId, 1);
    await until(() => seen.length === 2, "a change to come through while the stream stays open");
    expect(proxy.cutStreams()).toBe(1);
    await withTimeout(reading, 2_000, "the cut stream to end");
    expect(proxy.openStreams()).toBe(0);
    controller.abort();
  });
});

describe("sync engine under network faults", () => {
  it(
    `never loses a command and applies each once (${storageName} storage, ${numRuns} runs of ${stepsPerRun} steps, seed ${seed})`,
    async () => {
      const started = Date.now();
      await fc.assert(
        fc.asyncProperty(
          // Every run exactly 50 steps. An array of fixed length shrinks each step (fewer faults,
          // smaller picks), never the number of steps, so a shrunk run is still a run of 50.
          fc.array(stepArb, { minLength: stepsPerRun, maxLength: stepsPerRun }),
          async (steps) => {
            proxy.clearFaults();
            proxy.setOffline(false);
            if (!device) {
              device = await openClient(true);
              await withTimeout(device.engine.catchUp(), 10_000, "first pull");
            }
            const world: World = { client: device, issued: [], trace: [] };
            let passed = false;
            let mark = Date.now();
            const lap = (key: "openMs" | "stepsMs" | "settleMs" | "compareMs") => {
              totals[key] += Date.now() - mark;
              mark = Date.now();
            };
            try {
              const leftover = await outboxOf(world.client);
              if (leftover.size > 0)
                throw new Error(`the last run left ${leftover.size} commands in the outbox`);
              lap("openMs");
              await fc.asyncModelRun(() => ({ model: { engineOnline: true }, real: world }), steps);
              lap("stepsMs");
              await settle(world);
              lap("settleMs");
              await checkAgainstServer(world);
              lap("compareMs");
              // The host dismisses the refusals; the next run starts with an empty outbox.
              for (const id of (await outboxOf(world.client)).keys())
                await world.client.engine.outbox.discard(id);
              passed = true;
            } catch (error) {
              const report = [
                (error as Error).message,
                "--- steps taken ---",
                ...world.trace.slice(-80),
                "--- last requests through the proxy ---",
                ...proxy
                  .recent()
                  .slice(-30)
                  .map(
                    (e) =>
                      `${e.method} ${e.path} ${e.outcome} ${e.status ?? ""}${e.replayed ? " replayed" : ""}`,
                  ),
              ].join("\n");
              throw new Error(report, { cause: error });
            } finally {
              proxy.clearFaults();
              proxy.setOffline(false);
              device = world.client;
              if (!passed) {
                await device.close().catch(() => undefined);
                await removeClientStore(storeName).catch(() => undefined);
                device = undefined;
                storeName = `hearth-faults-${process.pid}-${++storeCounter}`;
              }
            }
          },
        ),
        {
          numRuns,
          seed,
          ...(replayPath ? { path: replayPath } : {}),
          endOnFailure: !shrink,
        },
      );
      const counts = proxy.counts();
      const seen = (key: string) => counts.get(key) ?? 0;
      process.stdout.write(
        `sync faults: ${numRuns} runs in ${Math.round((Date.now() - started) / 1000)} s, seed ${seed}; ` +
          `${totals.steps} steps, ${totals.applied} applied, ${totals.refused} refused, ${totals.restarts} restarts; ` +
          `ms open ${totals.openMs} steps ${totals.stepsMs} settle ${totals.settleMs} compare ${totals.compareMs}; proxy ${JSON.stringify(Object.fromEntries(counts))}\n`,
      );
      // Replaying one reported run proves nothing about coverage.
      if (replayPath) return;
      // Not vacuous: the faults this test claims to survive did happen, and were survived.
      expect(totals.applied).toBeGreaterThan(numRuns);
      expect(totals.refused, "commands refused because another device decided first").toBeGreaterThan(0);
      expect(totals.decidedElsewhere).toBeGreaterThan(0);
      expect(totals.appliedShown, "applied commands checked on screen").toBeGreaterThan(numRuns);
      expect(totals.restartsWithWaitingCommands, "restarts with commands waiting").toBeGreaterThan(0);
      expect(seen("drop-request POST"), "commands lost on the way").toBeGreaterThan(0);
      expect(seen("drop-response POST"), "answers lost after the server applied").toBeGreaterThan(0);
      expect(seen("duplicate POST replayed"), "commands delivered twice").toBeGreaterThan(0);
      expect(seen("pass POST replayed"), "lost answers recovered by a replay").toBeGreaterThan(0);
      expect(
        seen("refused connection") + seen("refused POST") + seen("refused GET"),
        "requests refused offline",
      ).toBeGreaterThan(0);
    },
    Math.max(600_000, numRuns * 10_000),
  );
});
