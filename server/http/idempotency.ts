// Idempotency-Key handling, after Stripe's design and the IETF draft: the key is scoped to the
// host; the command's effect and its stored answer commit in one transaction; a replay with the
// same body returns the stored answer byte for byte; the same key with another body is a 422.
import { createHash } from "node:crypto";
import type { Database, Queryable } from "../db/database.ts";
import { problemTypes } from "../../domain/errors/error-body.ts";
import { HttpProblem } from "./problem.ts";
import { genericPlan } from "../db/generic-plan.ts";
import { changeChannel, handOutChangeSeqs, lastChangeSeqHandedOut } from "../data/change-sequence.ts";

export interface StoredAnswer {
  readonly status: number;
  /** The JSON text sent, kept as text so a replay is identical to the byte. */
  readonly body: string;
  readonly replayed: boolean;
}

export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash("sha256")
    .update(`${method} ${path}\n${body === undefined ? "" : JSON.stringify(body)}`)
    .digest("hex");
}

export const maxIdempotencyKeyLength = 255;

/**
 * Runs a command once per key. `command` returns the success body; an HttpProblem it throws is
 * the answer too (stored, so a replay of a refused command is refused the same way), and
 * whatever it wrote before throwing is rolled back.
 */
export async function runOnce(
  db: Database,
  options: { hostId: string; key: string | undefined; fingerprint: string },
  command: (tx: Queryable) => Promise<unknown>,
): Promise<StoredAnswer> {
  const { hostId, key, fingerprint } = options;
  if (key !== undefined && (key.length === 0 || key.length > maxIdempotencyKeyLength)) {
    throw new HttpProblem(
      400,
      problemTypes.badRequest,
      "Bad request",
      "The Idempotency-Key header must have 1 to 255 characters.",
    );
  }
  if (key === undefined) return runCommand(db, undefined, fingerprint, command, hostId);
  // A duplicate arriving while the first is still running is told so at once (409), not queued
  // behind it: in this process by the table of keys in flight, and from another process by the
  // transaction-scoped advisory lock the first holds on the key (runCommand).
  const running = keysInFlight(db);
  const slot = `${hostId}\n${key}`;
  const first = running.get(slot);
  if (first !== undefined) throw first === fingerprint ? inFlight() : keyReused();
  running.set(slot, fingerprint);
  try {
    return await runCommand(db, { hostId, key }, fingerprint, command, hostId);
  } finally {
    running.delete(slot);
  }
}

const inFlightByDatabase = new WeakMap<Database, Map<string, string>>();
function keysInFlight(db: Database): Map<string, string> {
  let running = inFlightByDatabase.get(db);
  if (!running) inFlightByDatabase.set(db, (running = new Map<string, string>()));
  return running;
}

const inFlight = () =>
  new HttpProblem(
    409,
    problemTypes.idempotencyKeyInFlight,
    "Request in progress",
    "A request with this Idempotency-Key is still being processed.",
  );
const keyReused = () =>
  new HttpProblem(
    422,
    problemTypes.idempotencyKeyReused,
    "Idempotency key reused",
    "This Idempotency-Key was used for a different request.",
  );

// Group commit. Commands of one host are queued in this process and run in turns: each turn takes
// every command that arrived during the previous one and runs them in ONE transaction, each inside a
// savepoint of its own, so a command that fails is rolled back alone and the others still commit,
// each with its own stored answer. One commit (one WAL flush, one round of begin/commit) then serves
// the whole group, and the host's row lock (server/data/change-sequence.ts) is taken once per group
// instead of once per command, so commands no longer queue one by one behind it.
//
// A turn's statements: claim every key of the group at once (advisory try-locks and inserts in one
// statement, so a duplicate in another process is answered 409 at once even while this group
// waits for the host), lock the host's row, then per command a savepoint and the command's own
// statements, then one statement that stores every answer, drops the claims of commands that
// failed, and announces the host's new change number (LISTEN/NOTIFY) once for the group.
interface Queued {
  readonly claim: { hostId: string; key: string } | undefined;
  readonly fingerprint: string;
  readonly command: (tx: Queryable) => Promise<unknown>;
  readonly resolve: (answer: StoredAnswer) => void;
  readonly reject: (error: unknown) => void;
}

/** At most this many commands share one transaction, so one turn never holds the host for long. */
const maxGroup = 64;

const queuesByDatabase = new WeakMap<Database, Map<string, Queued[]>>();

function runCommand(
  db: Database,
  claim: { hostId: string; key: string } | undefined,
  fingerprint: string,
  command: (tx: Queryable) => Promise<unknown>,
  hostId: string,
): Promise<StoredAnswer> {
  let queues = queuesByDatabase.get(db);
  if (!queues) queuesByDatabase.set(db, (queues = new Map<string, Queued[]>()));
  return new Promise<StoredAnswer>((resolve, reject) => {
    const item: Queued = { claim, fingerprint, command, resolve, reject };
    const waiting = queues.get(hostId);
    // A turn is running: the next one takes this command.
    if (waiting) return void waiting.push(item);
    const queue = [item];
    queues.set(hostId, queue);
    void (async () => {
      while (queue.length > 0) {
        if (db.kind === "pglite") await gatherArrivals(queue);
        await runGroup(db, hostId, queue);
      }
      queues.delete(hostId);
    })();
  });
}

/**
 * Write requests this process has received and not yet answered, counted from their arrival (before
 * the sign-in check) to their response's end (countWriteInFlight, called by server/app.ts).
 */
let writesInFlight = 0;

/** Counts a write request from now until `response` closes (answered, or its connection gone). */
export function countWriteInFlight(response: { once(event: "close", listener: () => void): unknown }): void {
  writesInFlight++;
  response.once("close", () => {
    writesInFlight--;
  });
}

/**
 * PGlite runs in this thread and its statements resolve without ever waiting on I/O, so a request
 * is read, signed in, queued, run and answered in one go of microtasks, and requests whose bytes
 * wait on other sockets are not even read until that ends: each would find the queue empty and run
 * alone. Before a turn, yield to the event loop once (setImmediate: every socket ready now is read,
 * signed in and queued first); then, if others came or are still being signed in, keep giving the
 * event loop a moment (1 ms at a time, while commands keep joining, at most 4 ms) so the clients'
 * next commands join this turn too. A command alone runs at once: the timer pauses were 2 to 4 ms of
 * a lone command's 15 to 20 (README, command latency). A real PostgreSQL server answers over
 * sockets, so requests are read while a turn waits on it and no pause is needed.
 */
async function gatherArrivals(queue: readonly Queued[]): Promise<void> {
  const first = queue.length;
  await new Promise((resolve) => setImmediate(resolve));
  if (queue.length === first && writesInFlight <= queue.length) return;
  for (let waited = 0; waited < 4; waited++) {
    const before = queue.length;
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (queue.length === before && waited > 0) return;
  }
}

// The group's own statements (runGroup), planned once (server/db/generic-plan.ts).

/** Claims every key of the group at once (advisory try-locks and inserts in one statement). */
const claimKeys = genericPlan(`with wanted as (
     select w.key, w.hash, pg_try_advisory_xact_lock(hashtextextended('idempotency' || chr(10) || $1 || chr(10) || w.key, 0)) as locked
     from jsonb_to_recordset($2::jsonb) as w(key text, hash text)
   ), claimed as (
     insert into idempotency_keys (host_id, key, request_hash, response_status, response_body)
     select $1, key, hash, 0, '' from wanted where locked
     on conflict (host_id, key) do nothing returning key
   )
   select w.key, w.locked, exists (select 1 from claimed c where c.key = w.key) as claimed,
     k.request_hash, k.response_status, k.response_body
   from wanted w left join idempotency_keys k on k.host_id = $1 and k.key = w.key`);

/** The host's row, locked before any row a command locks. */
const lockHost = genericPlan("select change_seq::text as change_seq from hosts where id = $1 for update");

/** Every answer stored, the claims of failed commands dropped, the host's number written and announced. */
const storeAnswers = genericPlan(`with stored as (
   update idempotency_keys k set response_status = a.status, response_body = a.body
   from jsonb_to_recordset($2::jsonb) as a(key text, status int, body text)
   where k.host_id = $1 and k.key = a.key returning 1
 ), dropped as (
   delete from idempotency_keys where host_id = $1 and key = any($3::text[]) returning 1
 ), numbered as (
   update hosts set change_seq = $5::bigint where id = $1 and change_seq < $5::bigint returning id
 ), announced as (
   select pg_notify($4, id || ':' || $5::bigint) from numbered
 )
 select (select count(*) from stored) + (select count(*) from dropped) + (select count(*) from announced) as n`);

interface ClaimRow {
  key: string;
  locked: boolean;
  claimed: boolean;
  request_hash: string | null;
  response_status: number | null;
  response_body: string | null;
}

/**
 * Runs the next group of the queue in one transaction and settles every command of it; never
 * throws. The group is taken once the transaction has begun, not when it is asked for: PGlite runs
 * one thing at a time, so the sign-in checks of the requests that arrived meanwhile run before it,
 * and their commands join this group instead of each waiting for a turn of its own.
 */
async function runGroup(db: Database, hostId: string, queue: Queued[]): Promise<void> {
  const settled = new Map<Queued, { answer: StoredAnswer } | { error: unknown }>();
  let group: Queued[] = [];
  try {
    await db.transaction(async (tx) => {
      settled.clear();
      group = queue.splice(0, maxGroup);
      const keyed = group.filter((item) => item.claim !== undefined);
      const claims = new Map<string, ClaimRow>();
      if (keyed.length > 0) {
        // Claim every key: the command's effect and its answer commit with its row, or nothing does.
        // The snapshot of this one statement shows a key stored by an earlier command, not the row
        // it inserts itself.
        const { rows } = await tx.query<ClaimRow>(claimKeys, [
          hostId,
          JSON.stringify(keyed.map((item) => ({ key: item.claim!.key, hash: item.fingerprint }))),
        ]);
        for (const row of rows) claims.set(row.key, row);
      }
      // Keys in flight elsewhere, replays and reused keys are answered now, before the group waits
      // for the host's row: they change nothing, and a duplicate is told 409 at once.
      const runnable: Queued[] = [];
      for (const item of group) {
        const row = item.claim === undefined ? undefined : claims.get(item.claim.key);
        if (item.claim === undefined || row?.claimed) {
          runnable.push(item);
          continue;
        }
        try {
          if (!row?.locked) throw inFlight();
          item.resolve(await storedAnswer(tx, row, item));
        } catch (error) {
          item.reject(error);
        }
      }
      group = runnable;
      if (runnable.length === 0) return;
      // The host's row first, before any row a command locks: every group takes its locks in this
      // order, so two groups (or two processes) wait for each other instead of deadlocking.
      const { rows: host } = await tx.query<{ change_seq: string }>(lockHost, [hostId]);
      const startSeq = Number(host[0]?.change_seq ?? 0);
      handOutChangeSeqs(tx, hostId, startSeq);
      const answers: Array<{ key: string; status: number; body: string }> = [];
      const dropped: string[] = [];
      for (const item of group) {
        try {
          await tx.query("savepoint command");
          const seqBefore = lastChangeSeqHandedOut(tx) ?? startSeq;
          let answer: { status: number; body: string };
          try {
            answer = { status: 200, body: JSON.stringify(await item.command(tx)) };
          } catch (error) {
            await tx.query("rollback to savepoint command");
            // Its numbers go back too: a refused command leaves the host's number where it was.
            handOutChangeSeqs(tx, hostId, seqBefore);
            if (!(error instanceof HttpProblem) || error.status >= 500) {
              // Rolled back alone: the others of the group still commit; its key is free again.
              if (item.claim !== undefined) dropped.push(item.claim.key);
              throw error;
            }
            answer = { status: error.status, body: JSON.stringify(error.body()) };
          }
          if (item.claim !== undefined) answers.push({ key: item.claim.key, ...answer });
          settled.set(item, { answer: { ...answer, replayed: false } });
        } catch (error) {
          settled.set(item, { error });
        }
      }
      const lastSeq = lastChangeSeqHandedOut(tx) ?? startSeq;
      await tx.query(storeAnswers, [hostId, JSON.stringify(answers), dropped, changeChannel, lastSeq]);
    });
  } catch (error) {
    // The transaction itself failed (its begin, the commit, the connection): nothing of the group
    // was stored.
    if (group.length === 0) group = queue.splice(0, maxGroup);
    for (const item of group) item.reject(error);
    return;
  }
  for (const item of group) {
    const outcome = settled.get(item)!;
    if ("answer" in outcome) item.resolve(outcome.answer);
    else item.reject(outcome.error);
  }
}

/** The answer of a key stored before this group: replayed if the request is the same. */
async function storedAnswer(tx: Queryable, row: ClaimRow, item: Queued): Promise<StoredAnswer> {
  let stored = row.request_hash === null ? undefined : row;
  if (stored === undefined) {
    // Committed by another process after this group's claim statement began: read it now.
    const { rows } = await tx.query<ClaimRow>(
      "select key, true as locked, false as claimed, request_hash, response_status, response_body from idempotency_keys where host_id = $1 and key = $2",
      [item.claim!.hostId, item.claim!.key],
    );
    stored = rows[0];
    if (stored === undefined) throw inFlight();
  }
  if (stored.request_hash !== item.fingerprint) throw keyReused();
  if (stored.response_status === 0) throw inFlight();
  return { status: stored.response_status!, body: stored.response_body!, replayed: true };
}
