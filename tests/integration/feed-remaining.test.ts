// The change feed's `remaining` against the real server and database: the exact number of documents
// after each batch, also when a write lands between two pulls of a first start, and 0 once drained;
// and the batch query read as an ordered scan of the (host_id, seq, id) index, without a sort.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { nextChangeSeq } from "../../server/data/change-sequence.ts";
import { useFeedIndexes } from "../../server/data/feed-collections.ts";
import {
  reservationColumns,
  reservationDocument,
  reservationFrom,
  reservationsAfterSql,
  type ReservationRow,
} from "../../server/data/reservation-rows.ts";
import { apiClient, jsonOf, type Api } from "../support/api-client.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let api: Api;
let token: string;
const hostId = demoAccounts.company.hostId;

interface Answer {
  documents: Array<{ id: string; seq: number }>;
  checkpoint: { seq: number; id: string } | null;
  remaining: number;
}

const pull = (collection: string, after: { seq: number; id: string } | null, limit: number) => {
  const query = new URLSearchParams({ limit: String(limit) });
  if (after) {
    query.set("seq", String(after.seq));
    query.set("id", after.id);
  }
  return jsonOf<Answer>(api(token, `/api/app/sync/${collection}/pull?${query.toString()}`));
};

const countAfter = async (table: string, after: { seq: number; id: string }) =>
  Number(
    (
      await server.db.query<{ n: string }>(
        `select count(*)::text as n from ${table} where host_id = $1 and (seq, id) > ($2, $3)`,
        [hostId, after.seq, after.id],
      )
    ).rows[0]?.n,
  );

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  token = (await signIn(server.url, demoAccounts.company)).accessToken;
});
afterAll(() => server.close());

describe("remaining on the change feed", () => {
  it("is the exact number after each batch, through a write between pulls, and 0 once drained", async () => {
    const total = await countAfter("reservations", { seq: -1, id: "" });
    const limit = Math.max(2, Math.floor(total / 8));
    expect(total).toBeGreaterThan(limit * 4);
    let after: { seq: number; id: string } | null = null;
    let pulled = 0;
    let pulls = 0;
    let moved = false;
    for (;;) {
      const answer: Answer = await pull("reservations", after, limit);
      pulls += 1;
      pulled += answer.documents.length;
      after = answer.checkpoint;
      expect(after).not.toBeNull();
      expect(answer.remaining).toBe(await countAfter("reservations", after!));
      if (answer.remaining === 0) break;
      if (pulls === 2 && !moved) {
        // A write to a reservation already pulled: it takes the next change number and follows
        // the checkpoint again, so one more remains than the memo of the last pull says.
        moved = true;
        const first = (await pull("reservations", null, 1)).documents[0]!;
        await server.db.transaction(async (tx) => {
          const seq = await nextChangeSeq(tx, hostId);
          await tx.query("update reservations set seq = $3 where host_id = $1 and id = $2", [
            hostId,
            first.id,
            seq,
          ]);
        });
      }
    }
    expect(moved).toBe(true);
    expect(pulled).toBe(total + 1);
    // Pulling again after the end sends nothing and keeps the checkpoint.
    const again = await pull("reservations", after, limit);
    expect(again).toEqual({ documents: [], checkpoint: after, remaining: 0 });
  });

  it("is 0 after a short batch and never negative for every collection", async () => {
    for (const collection of [
      "units",
      "reservations",
      "properties",
      "unavailabilities",
      "channels",
      "messages",
    ]) {
      const answer = await pull(collection, null, 5000);
      expect(answer.remaining, collection).toBe(0);
      const first = await pull(collection, null, 1);
      expect(first.remaining, collection).toBe(answer.documents.length > 1 ? answer.documents.length - 1 : 0);
    }
  });
});

describe("the reservations batch query", () => {
  it("sends the documents the REST answers are made of, field for field", async () => {
    const pulled = await pull("reservations", null, 5000);
    const { rows } = await server.db.query<ReservationRow>(
      `select ${reservationColumns} from ${reservationFrom} where r.host_id = $1 order by r.seq, r.id`,
      [hostId],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(pulled.documents).toEqual(rows.map(reservationDocument));
  });

  it("reads the (host_id, seq, id) index in order and sorts nothing", async () => {
    const plan = await server.db.transaction(async (tx) => {
      await useFeedIndexes(tx);
      const { rows } = await tx.query<Record<string, string>>(`explain ${reservationsAfterSql}`, [
        hostId,
        0,
        "",
        5000,
      ]);
      return rows.map((row) => Object.values(row)[0]).join("\n");
    });
    expect(plan).toContain("Index Scan using reservations_host_seq_id on reservations");
    expect(plan).not.toMatch(/Sort|Bitmap/);
  });
});
