// The change feed's batches follow the change numbers as numbers (sync feed). The rows of
// the demo host get numbers of one to five digits, then each feed is pulled one document at a time
// from scratch: every document arrives, in numeric order, exactly as one big batch lists them. A
// batch sorted as text ("10" before "9") ends at a checkpoint past rows it never sent, which then
// never arrive; that was the case for units, unavailabilities, reviews, notifications and tasks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import type { RecordsCheckpoint } from "../../domain/sync-protocol/records-pull.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let token: string;
const hostId = demoAccounts.individual.hostId;

/** Each feed's table, and the column that breaks ties within one change number. */
const feeds = {
  units: { table: "units", tie: "id" },
  reservations: { table: "reservations", tie: "id" },
  unavailabilities: { table: "unavailabilities", tie: "id" },
  channels: { table: "channels", tie: "id" },
  messages: { table: "messages", tie: "id" },
  reviews: { table: "reviews", tie: "id" },
  notifications: { table: "user_interactions", tie: "interaction_type" },
  tasks: { table: "host_tasks", tie: "type" },
} as const;

interface Pulled {
  documents: Array<{ seq: number }>;
  checkpoint: { seq: number; id: string } | null;
  remaining: number;
}

const get = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.url, demoAccounts.individual)).accessToken;
  // Make sure the small feeds have more than one row each, then spread every feed's numbers over
  // one to five digits, in an order unrelated to the rows' own: row i gets 10^(i mod 5) + i.
  await server.db.query(
    `insert into host_tasks (host_id, type, status, seq)
     select $1, t, 'in_progress', 1
     from unnest(array['bulk_switch_to_instant_booking', 'bulk_switch_to_other_booking_type']) as t
     on conflict do nothing`,
    [hostId],
  );
  for (const { table, tie } of Object.values(feeds)) {
    await server.db.query(
      `with numbered as (select ${tie} as k, row_number() over (order by md5(${tie})) as i from ${table} where host_id = $1)
       update ${table} t set seq = power(10, numbered.i % 5)::bigint + numbered.i
       from numbered where t.host_id = $1 and t.${tie} = numbered.k`,
      [hostId],
    );
  }
  await server.db.query("update hosts set change_seq = 1000000 where id = $1", [hostId]);
});
afterAll(() => server?.close());

describe("the change feed", () => {
  for (const [name, { table }] of Object.entries(feeds)) {
    it(`sends every ${name} document in numeric order, one per batch as in one big batch`, async () => {
      const { rows } = await server.db.query<{ n: number; digits: number }>(
        `select count(*)::int as n, count(distinct length(seq::text))::int as digits from ${table} where host_id = $1`,
        [hostId],
      );
      // Not vacuous: more than one row, with numbers of more than one length.
      expect(rows[0]!.n).toBeGreaterThan(1);
      expect(rows[0]!.digits).toBeGreaterThan(1);
      const whole = await get<Pulled>(`/api/app/sync/${name}/pull?limit=5000`);
      expect(whole.documents).toHaveLength(rows[0]!.n);
      const seqs = whole.documents.map((d) => d.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      const oneByOne: Array<{ seq: number }> = [];
      let checkpoint: Pulled["checkpoint"] = null;
      for (let i = 0; i <= rows[0]!.n; i++) {
        const query: string = checkpoint
          ? `seq=${checkpoint.seq}&id=${encodeURIComponent(checkpoint.id)}&limit=1`
          : "limit=1";
        const batch: Pulled = await get<Pulled>(`/api/app/sync/${name}/pull?${query}`);
        oneByOne.push(...batch.documents);
        expect(batch.remaining).toBe(rows[0]!.n - oneByOne.length);
        if (batch.documents.length === 0) break;
        checkpoint = batch.checkpoint;
      }
      expect(oneByOne).toEqual(whole.documents);
    });
  }

  it("sends every record of the small feeds through the records pull, one per batch", async () => {
    const whole = await get<{ documents: Array<{ key: string; seq: number }> }>(
      "/api/app/sync/records/pull?limit=1000",
    );
    const keys: string[] = [];
    let after: RecordsCheckpoint | undefined;
    for (let i = 0; i <= whole.documents.length; i++) {
      const query = new URLSearchParams({ limit: "1" });
      if (after) query.set("after", JSON.stringify(after));
      const batch = await get<{ documents: Array<{ key: string }>; checkpoint: RecordsCheckpoint }>(
        `/api/app/sync/records/pull?${query.toString()}`,
      );
      keys.push(...batch.documents.map((d) => d.key));
      if (batch.documents.length === 0) break;
      after = batch.checkpoint;
    }
    expect(keys).toEqual(whole.documents.map((d) => d.key));
    // Not vacuous: the renumbered feeds are among them, several rows each.
    for (const feed of ["reviews", "notifications", "tasks"])
      expect(keys.filter((k) => k.startsWith(`${feed}:`)).length, feed).toBeGreaterThan(1);
  });
});
