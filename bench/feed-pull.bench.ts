// A first start's pull of the large host's reservations through the change feed: the
// whole host (1,000 units, about 100,000 reservations, the scale plan's host) read in the
// client's 5,000-document batches, each with its `remaining`, against a fresh PGlite seeded the
// way `npm run seed` does. Measured at the data layer, in the pull's own transaction, so the
// figure is what each pull costs the server before JSON and HTTP.
//
// The baseline is the feed as it was before this bench, kept here verbatim: the batch query read
// as fifteen typed columns and left to PGlite's planner (never-analysed tables, so a bitmap scan of
// everything after the checkpoint and a sort), and an exact count of everything after the batch
// on every pull. Both passes must deliver the same documents.
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Database, type Queryable } from "../server/db/database.ts";
import { migrate } from "../server/db/migrate.ts";
import { seedLargeHost } from "../server/seed/large-host-seed.ts";
import { feedCollections, useFeedIndexes } from "../server/data/feed-collections.ts";
import { FeedRemaining } from "../server/data/feed-remaining.ts";
import {
  countReservationsAfter,
  reservationColumns,
  reservationDocument,
  reservationFrom,
  reservationsAfter,
  reservationsAfterSql,
  type ReservationRow,
} from "../server/data/reservation-rows.ts";
import type { Benchmark } from "./harness.ts";

const hostId = "host-feed";
const batch = 5_000;

interface Pass {
  /** A digest of every document pulled, in order: both pulls must deliver the same. */
  readonly digest: string;
  readonly ms: number;
  readonly pulls: number;
  readonly documents: number;
}

/** Pulls until `remaining` says the feed is drained, as the client does. */
async function pullAll(
  pull: (after: { seq: number; id: string }) => Promise<{
    documents: readonly object[];
    last: { seq: number; id: string } | undefined;
    remaining: number;
  }>,
): Promise<Pass> {
  const hash = createHash("sha256");
  const started = performance.now();
  let after = { seq: -1, id: "" };
  let pulls = 0;
  let documents = 0;
  for (;;) {
    const answer = await pull(after);
    pulls += 1;
    documents += answer.documents.length;
    for (const document of answer.documents) hash.update(JSON.stringify(document));
    if (answer.remaining < 0) throw new Error(`remaining went negative: ${answer.remaining}`);
    if (answer.last) after = answer.last;
    if (answer.remaining === 0) break;
  }
  const ms = performance.now() - started;
  return { digest: hash.digest("hex"), ms, pulls, documents };
}

/** The old batch query, verbatim: typed columns, and the plan left to the planner. */
async function oldReservationsAfter(db: Queryable, after: { seq: number; id: string }) {
  const { rows } = await db.query<ReservationRow>(
    `select ${reservationColumns} from ${reservationFrom}
     where r.host_id = $1 and (r.seq, r.id) > ($2, $3)
     order by r.seq, r.id limit $4`,
    [hostId, after.seq, after.id, batch],
  );
  return rows.map(reservationDocument);
}

/** The old pull: the old batch query, and a count of everything after it on every pull. */
function countPerBatchPull(db: Database) {
  return (after: { seq: number; id: string }) =>
    db.transaction(async (tx) => {
      const documents = await oldReservationsAfter(tx, after);
      const last = documents.at(-1);
      const remaining = last ? await countReservationsAfter(tx, hostId, { seq: last.seq, id: last.id }) : 0;
      return { documents, last: last && { seq: last.seq, id: last.id }, remaining };
    });
}

/** The pull as server/routes/sync-feed-routes.ts runs it now. */
function currentPull(db: Database, remainingAfter: FeedRemaining) {
  return (after: { seq: number; id: string }) =>
    db.transaction(async (tx) => {
      const { rows } = await tx.query<{ change_seq: string }>(
        "select change_seq::text from hosts where id = $1",
        [hostId],
      );
      await useFeedIndexes(tx);
      const documents = await reservationsAfter(tx, hostId, after, batch);
      const lastDoc = documents.at(-1);
      const last = lastDoc && { seq: lastDoc.seq, id: lastDoc.id };
      const remaining = await remainingAfter.after(
        tx,
        { name: "reservations", feed: feedCollections.reservations },
        hostId,
        Number(rows[0]?.change_seq ?? 0),
        after,
        { sent: documents.length, last, full: documents.length === batch },
      );
      return { documents, last, remaining };
    });
}

async function planOf(db: Database, now: boolean): Promise<string> {
  return db.transaction(async (tx) => {
    if (now) await useFeedIndexes(tx);
    const sql = now
      ? reservationsAfterSql
      : `select r.id from reservations r join units u on u.id = r.unit_id
         where r.host_id = $1 and (r.seq, r.id) > ($2, $3) order by r.seq, r.id limit $4`;
    const { rows } = await tx.query<{ "QUERY PLAN": string }>(`explain ${sql}`, [hostId, 50_000, "", batch]);
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

export const feedPullBenchmark: Benchmark = {
  name: "feed-pull",
  async run() {
    const dataDir = mkdtempSync(join(tmpdir(), "hearth-bench-feed-"));
    const db = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      await migrate(db);
      const seeded = await seedLargeHost(db, {
        hostId,
        email: "feed@hearth.test",
        password: "bench-password",
        units: 1_000,
        daysBack: 180,
        daysAhead: 365,
        reservations: 100_000,
        seed: 1,
        now: Date.now(),
      });
      console.log(`seeded ${seeded.reservations} reservations on ${seeded.units} units`);
      console.log(`plan before:\n${await planOf(db, false)}\nplan now:\n${await planOf(db, true)}`);
      // Each approach twice, alternating, the second pass of each counted: both read warm pages.
      const old: Pass[] = [];
      const now: Pass[] = [];
      for (let round = 0; round < 2; round++) {
        old.push(await pullAll(countPerBatchPull(db)));
        now.push(await pullAll(currentPull(db, new FeedRemaining())));
      }
      const [oldPass, nowPass] = [old[1]!, now[1]!];
      for (const pass of [oldPass, nowPass])
        if (pass.documents !== seeded.reservations)
          throw new Error(`pulled ${pass.documents} of ${seeded.reservations} reservations`);
      if (oldPass.digest !== nowPass.digest) throw new Error("the two pulls delivered different documents");
      console.log(
        `per pull: ${(nowPass.ms / nowPass.pulls).toFixed(1)} ms now (${nowPass.pulls} pulls), ` +
          `${(oldPass.ms / oldPass.pulls).toFixed(1)} ms with a count per batch (${oldPass.pulls} pulls)`,
      );
      return [
        {
          name: `pull all ${seeded.reservations} reservations through the feed in ${batch}-document batches (PGlite)`,
          unit: "ms",
          value: nowPass.ms,
          baselineName: "the same pull with the planner's choice and a count per batch (the old feed)",
          baseline: oldPass.ms,
        },
      ];
    } finally {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
