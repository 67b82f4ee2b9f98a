// Server-side data for sync tests: booking requests written straight into the database the way
// the server's own writes are (each write takes the host's next change number, and its notice
// reaches live streams on commit), plus reads of what the server holds, to compare a client with.
import type { Database } from "../../server/db/database.ts";
import { nextChangeSeq } from "../../server/data/change-sequence.ts";

const dayMs = 86_400_000;
// Far beyond the demo data (laid around the day of seeding), so a seeded stay never overlaps
// a demo booking or block and a confirm is refused only when the test means it to be.
const firstSeededDay = Date.UTC(2040, 0, 1);
const nextFreeDay = new Map<string, number>();
let seededCount = 0;

/**
 * Inserts `count` REQUESTED booking requests for the host, spread over its units, each on dates
 * no other seeded request of that unit uses: confirming any of them never clashes.
 */
export async function seedBookingRequests(db: Database, hostId: string, count: number): Promise<string[]> {
  const { rows: units } = await db.query<{ id: string }>(
    "select id from units where host_id = $1 order by id",
    [hostId],
  );
  if (units.length === 0) throw new Error(`host ${hostId} has no units to seed requests for`);
  return db.transaction(async (tx) => {
    const seq = await nextChangeSeq(tx, hostId);
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const unit = units[(seededCount + i) % units.length]!.id;
      const day = nextFreeDay.get(unit) ?? firstSeededDay;
      // Two nights, then a free day: neighbours never touch.
      nextFreeDay.set(unit, day + 3 * dayMs);
      const id = `br-seeded-${process.pid}-${++seededCount}`;
      ids.push(id);
      await tx.query(
        `insert into reservations (id, host_id, kind, unit_id, status, check_in, check_out, guest_name,
           guest_email, guest_count, total_price, currency, created_at, booking_code, seq)
         values ($1, $2, 'booking_request', $3, 'REQUESTED', $4::date, $5::date, $6, $7, 2, 320, 'EUR',
           now(), $8, $9)`,
        [
          id,
          hostId,
          unit,
          isoDay(day),
          isoDay(day + 2 * dayMs),
          `Seeded Guest ${seededCount}`,
          `guest-${seededCount}@example.test`,
          `SEED${seededCount}`,
          seq,
        ],
      );
    }
    return ids;
  });
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface ServerRow {
  readonly id: string;
  readonly kind: string;
  readonly status: string;
  readonly seq: number;
  readonly deleted: boolean;
}

/** Every reservation row of the host, tombstones included, in change order. */
export async function serverReservations(db: Database, hostId: string): Promise<ServerRow[]> {
  const { rows } = await db.query<{
    id: string;
    kind: string;
    status: string;
    seq: string;
    deleted: boolean;
  }>(
    "select id, kind, status, seq::text as seq, deleted from reservations where host_id = $1 order by seq, id",
    [hostId],
  );
  return rows.map((r) => ({ ...r, seq: Number(r.seq) }));
}

export async function openBookingRequests(db: Database, hostId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `select id from reservations where host_id = $1 and kind = 'booking_request' and status = 'REQUESTED'
       and not deleted order by id`,
    [hostId],
  );
  return rows.map((r) => r.id);
}

/** The server's stored answer per Idempotency-Key (status 0 would mean "claimed, not answered"). */
export async function storedAnswers(
  db: Database,
  hostId: string,
  keys: readonly string[],
): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const { rows } = await db.query<{ key: string; response_status: number }>(
    "select key, response_status from idempotency_keys where host_id = $1 and key = any($2::text[])",
    [hostId, keys],
  );
  return new Map(rows.map((r) => [r.key, r.response_status]));
}

/**
 * When the server first processed each Idempotency-Key (its transaction's start, in
 * microseconds): the order in which commands reached it.
 */
export async function answerTimes(
  db: Database,
  hostId: string,
  keys: readonly string[],
): Promise<Map<string, bigint>> {
  if (keys.length === 0) return new Map();
  const { rows } = await db.query<{ key: string; at: string }>(
    `select key, (extract(epoch from created_at) * 1000000)::bigint::text as at
     from idempotency_keys where host_id = $1 and key = any($2::text[])`,
    [hostId, keys],
  );
  return new Map(rows.map((r) => [r.key, BigInt(r.at)]));
}

/** Polls `check` every 10 ms until it holds; fails with `what` after `timeoutMs`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string | (() => string),
  timeoutMs = 5_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${typeof what === "string" ? what : what()}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Like `until`, but answers whether it held instead of failing. */
export async function holdsWithin(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function withTimeout<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${what} did not finish within ${timeoutMs} ms`)),
          timeoutMs,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
