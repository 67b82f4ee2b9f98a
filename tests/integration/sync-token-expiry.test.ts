// An access token that runs out in the middle of an outbox replay, against the real server and its
// embedded provider, whose tokens here last 3 s (production keeps 15 minutes; tests/support/
// test-server.ts). Ten commands on one unit replay one after another; the fifth is held until the
// token it carries has expired, so the server answers it 401. The spec's rule: refresh the token
// and retry once; if the refresh fails too, the session is over, and the outbox is kept.
// - Refresh works: every command is applied exactly once (one stored answer per Idempotency-Key,
//   no other key, the unit's blocks as the commands say), and the 401'd call went again once, with
//   the fresh token.
// - Refresh fails: the commands from the fifth on stay in the outbox as they were, pending, not
//   failed; none reached the server; the sync status says the session ended. Signed in again (a
//   new engine on the same store, as the app starts one after sign-in), they are all applied
//   exactly once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getRxStorageMemory } from "rxdb/plugins/storage-memory";
import { UnitId } from "../../domain/ids.ts";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { createApiClient, type TokenSource } from "../../sync/api-client.ts";
import { withDevChecks } from "../../sync/dev-storage.ts";
import { openLocalDatabase, type LocalDatabase } from "../../sync/local-database.ts";
import type { OutboxEntry } from "../../sync/local-schemas.ts";
import { startSyncEngine, type SyncEngine } from "../../sync/sync-engine.ts";
import { holdsWithin } from "../support/host-fixtures.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

const host = demoAccounts.individual;
const tokenSeconds = 3;
const commands = 10;
/** The command whose first send waits for its token to expire. */
const heldCommand = 5;
const storage = withDevChecks(getRxStorageMemory());

let server: Awaited<ReturnType<typeof startTestServer>>;
let unitId: string;

beforeAll(async () => {
  server = await startTestServer({ accessTokenSeconds: tokenSeconds });
  const { rows } = await server.db.query<{ id: string }>(
    "select id from units where host_id = $1 order by id limit 1",
    [host.hostId],
  );
  unitId = rows[0]!.id;
});
afterAll(() => server?.close());

/** Ten one-night blocks in May 2027, a day apart, so none merges with another. */
const ranges = Array.from({ length: commands }, (_, i) => ({
  dateFrom: `2027-05-${String(3 * i + 1).padStart(2, "0")}`,
  dateTo: `2027-05-${String(3 * i + 2).padStart(2, "0")}`,
}));

const expiryOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { exp: number }).exp * 1000;

interface Send {
  readonly key: string;
  readonly token: string;
  status?: number;
}

/**
 * The API client's fetch, watched: every command send (its key, its token, the answer's status).
 * The held command's first send waits until its token has expired.
 */
function watchedFetch(sends: Send[], hold: boolean): typeof fetch {
  let commandSends = 0;
  return async (input, init) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const key = headers["idempotency-key"];
    if (key === undefined) return fetch(input, init);
    const send: Send = { key, token: (headers.authorization ?? "").replace(/^Bearer /, "") };
    sends.push(send);
    if (++commandSends === heldCommand && hold) {
      const expired = expiryOf(send.token) + 1_100;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, expired - Date.now())));
    }
    const response = await fetch(input, init);
    send.status = response.status;
    return response;
  };
}

async function startClient(
  db: LocalDatabase,
  tokens: TokenSource,
  sends: Send[],
  hold = true,
  online = true,
): Promise<SyncEngine> {
  const api = createApiClient({ baseUrl: server.url, tokens, fetch: watchedFetch(sends, hold) });
  return startSyncEngine({ db, api, serverId: "test", online });
}

const outboxOf = async (db: LocalDatabase) =>
  (await db.collections.outbox.find({ sort: [{ sequence: "asc" }] }).exec()).map(
    (d) => d.toJSON() as OutboxEntry,
  );

/** The server's stored answers for these keys, and whether any other key of the host was stored. */
async function storedAnswers(keys: readonly string[]) {
  const { rows } = await server.db.query<{ key: string; status: number }>(
    "select key, response_status as status from idempotency_keys where host_id = $1",
    [host.hostId],
  );
  return {
    mine: keys.map((k) => rows.filter((r) => r.key === k).map((r) => r.status)),
    others: rows.filter((r) => !keys.includes(r.key)).map((r) => r.key),
  };
}

async function serverBlocks() {
  const { rows } = await server.db.query<{ dateFrom: string; dateTo: string }>(
    `select to_char(date_from, 'YYYY-MM-DD') as "dateFrom", to_char(date_to, 'YYYY-MM-DD') as "dateTo"
     from unavailabilities where unit_id = $1 and source = 'manual' and not deleted
       and date_from >= '2027-05-01' and date_to <= '2027-06-01' order by date_from`,
    [unitId],
  );
  return rows;
}

async function clearBlocks() {
  await server.db.query(
    `delete from unavailabilities where unit_id = $1 and date_from >= '2027-05-01' and date_to <= '2027-06-01'`,
    [unitId],
  );
  await server.db.query("delete from idempotency_keys where host_id = $1", [host.hostId]);
}

/** Takes the ten commands offline, so none goes before all are stored. */
async function enqueueAll(db: LocalDatabase, tokens: TokenSource, sends: Send[]): Promise<SyncEngine> {
  const engine = await startClient(db, tokens, sends, true, false);
  for (const range of ranges)
    await engine.outbox.enqueue("blockDates", { unitId: UnitId.make(unitId), ...range });
  return engine;
}

describe("an access token that expires mid-replay", () => {
  it("is refreshed once and the call retried: every command applied exactly once", async () => {
    await clearBlocks();
    let token = "";
    let refreshes = 0;
    const tokens: TokenSource = {
      accessToken: () => token,
      refresh: async () => {
        refreshes += 1;
        token = (await signIn(server.url, host)).accessToken;
        return token;
      },
    };
    const sends: Send[] = [];
    const db = await openLocalDatabase({
      name: `token-expiry-refresh-${Date.now()}`,
      storage,
      multiInstance: false,
    });
    const engine = await enqueueAll(db, tokens, sends);
    try {
      const keys = (await outboxOf(db)).map((e) => e.id);
      expect(keys).toHaveLength(commands);
      // Signed in just before going online: the token's time starts with the replay.
      const first = await signIn(server.url, host);
      expect(first.expiresIn).toBe(tokenSeconds);
      token = first.accessToken;
      engine.setOnline(true);
      expect(await holdsWithin(async () => (await outboxOf(db)).length === 0, 30_000)).toBe(true);

      // Mid-replay: the first command went through with the first token; the held one was refused,
      // then sent once more with a fresh token. Any command refused (another may also outlive its
      // token on a slow machine) went exactly once more, with a new token.
      const sendsOf = (key: string) => sends.filter((s) => s.key === key);
      expect(sendsOf(keys[0]!).map((s) => s.status)).toEqual([200]);
      expect(sendsOf(keys[heldCommand - 1]!).map((s) => s.status)).toEqual([401, 200]);
      for (const key of keys) {
        const each = sendsOf(key);
        expect([[200], [401, 200]]).toContainEqual(each.map((s) => s.status));
        if (each.length === 2) expect(each[1]!.token).not.toBe(each[0]!.token);
      }
      expect(refreshes).toBeGreaterThanOrEqual(1);

      const answers = await storedAnswers(keys);
      expect(answers.mine).toEqual(keys.map(() => [200]));
      expect(answers.others).toEqual([]);
      expect(await serverBlocks()).toEqual(ranges);
      expect(engine.status$.value.sessionEnded).toBe(false);
    } finally {
      await engine.stop();
      await db.remove();
    }
  }, 60_000);

  it("keeps the outbox when the refresh fails too, and replays it once after signing in again", async () => {
    await clearBlocks();
    let token = "";
    let refreshes = 0;
    const tokens: TokenSource = {
      accessToken: () => token,
      // The refresh token is gone too (revoked, or expired while the device was away).
      refresh: () => {
        refreshes += 1;
        return Promise.resolve(undefined);
      },
    };
    const sends: Send[] = [];
    const name = `token-expiry-signed-out-${Date.now()}`;
    let db = await openLocalDatabase({ name, storage, multiInstance: false });
    let engine = await enqueueAll(db, tokens, sends);
    try {
      const stored = await outboxOf(db);
      const keys = stored.map((e) => e.id);
      token = (await signIn(server.url, host)).accessToken;
      engine.setOnline(true);
      expect(await holdsWithin(() => engine.status$.value.sessionEnded, 30_000)).toBe(true);
      expect(refreshes).toBeGreaterThanOrEqual(1);
      // The replay stops with the session: the held command and those after it wait, unchanged.
      const held = keys.slice(heldCommand - 1);
      await holdsWithin(async () => (await outboxOf(db)).length === held.length, 10_000);
      const waiting = await outboxOf(db);
      expect(waiting.map((e) => e.id)).toEqual(held);
      expect(waiting.map((e) => e.state)).toEqual(held.map(() => "pending"));
      expect(waiting.map((e) => e.payload)).toEqual(stored.slice(heldCommand - 1).map((e) => e.payload));
      const before = await storedAnswers(keys);
      expect(before.mine).toEqual(keys.map((_, i) => (i < heldCommand - 1 ? [200] : [])));
      expect(await serverBlocks()).toEqual(ranges.slice(0, heldCommand - 1));

      // Signed in again: the app starts a new engine on the same store, which replays what waited.
      await engine.stop();
      await db.close();
      token = (await signIn(server.url, host)).accessToken;
      db = await openLocalDatabase({ name, storage, multiInstance: false });
      engine = await startClient(db, tokens, sends, false);
      expect(await holdsWithin(async () => (await outboxOf(db)).length === 0, 30_000)).toBe(true);
      const answers = await storedAnswers(keys);
      expect(answers.mine).toEqual(keys.map(() => [200]));
      expect(answers.others).toEqual([]);
      expect(await serverBlocks()).toEqual(ranges);
      for (const key of keys) expect(sends.filter((s) => s.key === key && s.status === 200)).toHaveLength(1);
    } finally {
      await engine.stop();
      await db.remove();
    }
  }, 60_000);
});
