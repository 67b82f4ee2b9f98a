// Whether a unit belongs to the calling host: the first check of every route keyed by a unit id,
// so another host's unit answers 404 before anything else is read.
import type { Queryable } from "../db/database.ts";
import { notFound } from "../http/problem.ts";

export async function requireOwnedUnit(db: Queryable, hostId: string, unitId: string): Promise<void> {
  const { rows } = await db.query("select 1 from units where host_id = $1 and id = $2", [hostId, unitId]);
  if (rows.length === 0) throw notFound("The unit");
}
