// Batches of the feed collections that keep each row's document as JSON text (reservations,
// unavailabilities, channels, messages; migration 011-feed-documents.sql builds the text on every
// write). A batch is read as one row: the documents joined in feed order by one aggregate, and
// the batch's last (seq, id) for the checkpoint. PGlite hands rows to JavaScript one protocol
// message at a time, so one row for 5,000 documents costs a fraction of 5,000 rows, and the
// text goes into the pull's answer without being parsed and serialised again.
import type { Queryable } from "../db/database.ts";
import type { FeedPoint, JsonFeedBatch } from "./feed-collection.ts";


/**
 * The batch query of a table with `feed_document`: $1 host, ($2, $3) the checkpoint, $4 the limit.
 * `filter` narrows the rows (a condition on alias `x`). The inner ORDER BY and LIMIT pick the
 * batch along the (host_id, seq, id) index; the aggregates order again by the same key, because
 * SQL does not promise that an aggregate sees its input in the subquery's order. Every aggregate
 * names the same ascending key, so the planner sees the index scan's order satisfy them all and
 * sorts nothing (tests/integration/feed-remaining.test.ts checks the plan); the last id is
 * therefore the last element of an ascending array rather than the first of a descending one.
 */
export function storedDocumentsAfterSql(table: string, filter = "true"): string {
  return `select coalesce(string_agg(t.feed_document, ',' order by t.seq, t.id), '') as documents,
    count(*)::int as count,
    max(t.seq)::text as last_seq,
    (array_agg(t.id order by t.seq, t.id))[count(*)] as last_id
  from (select x.feed_document, x.seq, x.id from ${table} x
        where x.host_id = $1 and (x.seq, x.id) > ($2, $3) and (${filter})
        order by x.seq, x.id limit $4) t`;
}

export async function storedDocumentsAfter(
  db: Queryable,
  sql: string,
  hostId: string,
  after: FeedPoint,
  limit: number,
): Promise<JsonFeedBatch> {
  const { rows } = await db.query<{
    documents: string;
    count: number;
    last_seq: string | null;
    last_id: string | null;
  }>(sql, [hostId, after.seq, after.id, limit]);
  const row = rows[0];
  if (!row || row.count === 0 || row.last_seq === null || row.last_id === null)
    return { documents: "", count: 0, last: undefined };
  return { documents: row.documents, count: row.count, last: { seq: Number(row.last_seq), id: row.last_id } };
}

/** The documents of a JSON batch, for the callers that work on them rather than send them. */
export function parseJsonFeedBatch<T>(batch: JsonFeedBatch): T[] {
  return batch.count === 0 ? [] : (JSON.parse(`[${batch.documents}]`) as T[]);
}
