// Reads reviews as the REST answers and the local store show them (operations spec §3).
import { UnitId } from "../../domain/ids.ts";
import { ReviewId, type ReviewDocument } from "../../domain/reviews/review-document.ts";
import type { Queryable } from "../db/database.ts";

export interface ReviewRow {
  id: string;
  unit_id: string;
  rating: number;
  text: string;
  reply: string | null;
  is_new: boolean;
  created_at: string;
  seq: string;
}

export const reviewColumns = `id, unit_id, rating, text, reply, is_new,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at, seq::text as seq`;

export function reviewOf(row: ReviewRow): ReviewDocument {
  return {
    publicId: ReviewId.make(row.id),
    unitId: UnitId.make(row.unit_id),
    rating: row.rating,
    text: row.text,
    reply: row.reply,
    isNew: row.is_new,
    createdAt: row.created_at,
    seq: Number(row.seq),
  };
}

export async function findReview(
  db: Queryable,
  hostId: string,
  id: string,
  lock = false,
): Promise<ReviewDocument | undefined> {
  const { rows } = await db.query<ReviewRow>(
    `select ${reviewColumns} from reviews where host_id = $1 and id = $2${lock ? " for update" : ""}`,
    [hostId, id],
  );
  return rows[0] ? reviewOf(rows[0]) : undefined;
}
