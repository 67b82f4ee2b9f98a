// Double booking (concurrency): 100 commands at once on overlapping dates of one unit —
// booking-request confirms and inquiry confirms from two tabs of the host (each tab its own
// Idempotency-Keys, so nothing is deduplicated for it), the same request confirmed from both tabs,
// and blocks — must never leave two stays on one night, nor a stay under a block. Checked in the
// database afterwards, by a query of its own rather than the server's overlap rule. Runs on PGlite,
// and on PostgreSQL in CI's second run (TEST_DATABASE_URL), where the commands really run side by
// side on several connections.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { apiClient, type Api } from "../support/api-client.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let api: Api;
let tabs: string[];

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  // Two tabs of the same host: two sign-ins, two tokens.
  tabs = await Promise.all([
    signIn(server.url, demoAccounts.individual).then((t) => t.accessToken),
    signIn(server.url, demoAccounts.individual).then((t) => t.accessToken),
  ]);
});
afterAll(() => server.close());

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const day = (start: string, offset: number) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

interface Range {
  dateFrom: string;
  dateTo: string;
}

/** Live stays and blocks of the unit that overlap another: what must never exist. */
async function clashes(unitId: string): Promise<string[]> {
  const { rows } = await server.db.query<{ clash: string }>(
    `with stays as (
       select id, check_in as d_from, check_out as d_to from reservations
       where unit_id = $1 and not deleted
         and ((kind = 'booking' and status <> 'CANCELLED') or (kind = 'inquiry' and status = 'CONFIRMED'))
     ), blocks as (
       select id, date_from as d_from, date_to as d_to from unavailabilities where unit_id = $1 and not deleted
     )
     select a.id || ' overlaps ' || b.id as clash from stays a join stays b
       on a.id < b.id and a.d_from < b.d_to and b.d_from < a.d_to
     union all
     select s.id || ' under ' || k.id from stays s join blocks k on s.d_from < k.d_to and k.d_from < s.d_to`,
    [unitId],
  );
  return rows.map((r) => r.clash);
}

async function insertOpen(
  kind: "booking_request" | "inquiry",
  unitId: string,
  range: Range,
): Promise<string> {
  const id = `race-${kind}-${randomUUID()}`;
  await server.db.query(
    `insert into reservations (id, host_id, kind, unit_id, status, check_in, check_out, guest_name, guest_email,
       guest_count, total_price, currency, created_at, booking_code)
     values ($1, 'host-anna', $2, $3, 'REQUESTED', $4::date, $5::date, 'Racing Guest', 'race@guest.example', 2,
       400, 'EUR', now(), 'HBRACE')`,
    [id, kind, unitId, range.dateFrom, range.dateTo],
  );
  return id;
}

describe("100 concurrent confirms and blocks on one unit", () => {
  for (const [unitId, start, seed] of [
    ["unit-rosemary", "2061-03-01", 1],
    ["unit-fig", "2061-07-01", 2],
  ] as const) {
    it(`leave no overlapping stays on ${unitId} (seed ${seed})`, async () => {
      const random = generator(seed);
      // Stays of 2–6 nights starting within 20 days: nearly every pair overlaps another.
      const range = (): Range => {
        const from = Math.floor(random() * 20);
        return { dateFrom: day(start, from), dateTo: day(start, from + 2 + Math.floor(random() * 5)) };
      };
      const requests = await Promise.all(
        Array.from({ length: 30 }, () => insertOpen("booking_request", unitId, range())),
      );
      const inquiries = await Promise.all(
        Array.from({ length: 20 }, () => insertOpen("inquiry", unitId, range())),
      );
      expect(await clashes(unitId)).toEqual([]);

      const tab = () => tabs[Math.floor(random() * tabs.length)]!;
      const post = (path: string, body?: Range) =>
        api(tab(), path, {
          method: "POST",
          headers: { "idempotency-key": randomUUID() },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
      const commands: Array<{ what: string; send: () => Promise<Response> }> = [];
      // Every request confirmed from both tabs (60), every inquiry once (20), and 20 blocks.
      for (const id of requests) {
        for (let t = 0; t < 2; t++)
          commands.push({ what: "request", send: () => post(`/api/app/booking-requests/${id}/confirm`) });
      }
      for (const id of inquiries)
        commands.push({ what: "inquiry", send: () => post(`/api/app/booking-inquiries/${id}/confirm`) });
      for (let i = 0; i < 20; i++) {
        const blocked = range();
        commands.push({
          what: "block",
          send: () => post(`/api/app/properties/${unitId}/unavailabilities/block`, blocked),
        });
      }
      expect(commands).toHaveLength(100);
      // Shuffled, then all sent at once.
      for (let i = commands.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [commands[i], commands[j]] = [commands[j]!, commands[i]!];
      }
      const answers = await Promise.all(
        commands.map(async ({ what, send }) => {
          const response = await send();
          const body = (await response.json()) as { type?: string };
          return { what, status: response.status, type: body.type };
        }),
      );

      // Every answer is a success or a refusal the spec names; none is a 5xx (a deadlock, say).
      for (const answer of answers) {
        if (answer.status === 200) continue;
        expect(answer.status, JSON.stringify(answer)).toBe(409);
        expect(["/problems/conflict", "/problems/invalid-transition"]).toContain(answer.type);
      }
      // The race was real: some confirms won and some were refused for the dates.
      const won = answers.filter((a) => a.what !== "block" && a.status === 200);
      expect(won.length).toBeGreaterThan(0);
      expect(answers.some((a) => a.status === 409 && a.type === "/problems/conflict")).toBe(true);

      expect(await clashes(unitId)).toEqual([]);
      // One booking per confirmed request, however many tabs confirmed it.
      const { rows } = await server.db.query<{ source_request_id: string; n: string }>(
        `select source_request_id, count(*)::text as n from reservations
         where unit_id = $1 and kind = 'booking' and source_request_id = any($2::text[]) group by 1`,
        [unitId, requests],
      );
      expect(rows.filter((r) => r.n !== "1")).toEqual([]);
      const confirmedRequests = await server.db.query<{ n: string }>(
        "select count(*)::text as n from reservations where id = any($1::text[]) and status = 'CONFIRMED'",
        [requests],
      );
      expect(Number(confirmedRequests.rows[0]?.n)).toBe(rows.length);
      // Each request answered 200 at most once across its two tabs: the other tab was refused.
      expect(won.filter((a) => a.what === "request").length).toBe(rows.length);
    });
  }
});
