// How every command on a unit starts. The host's change number is taken first and the unit row
// locked second. Commands run in groups that lock the host's row before anything else
// (server/http/idempotency.ts), so every command of a host takes its rows after the host's and two
// commands on one unit wait for each other instead of deadlocking.
import { problemTypes } from "../../domain/errors/error-body.ts";
import type { PropertyUnit } from "../../domain/properties/property-unit.ts";
import type { Queryable } from "../db/database.ts";
import { HttpProblem, notFound } from "../http/problem.ts";
import { nextChangeSeq } from "../data/change-sequence.ts";
import { findUnit } from "../data/unit-rows.ts";
import { genericPlan } from "../db/generic-plan.ts";

export async function beginUnitWrite(
  tx: Queryable,
  hostId: string,
  unitId: string,
): Promise<{ seq: number; unit: PropertyUnit }> {
  const seq = await nextChangeSeq(tx, hostId);
  // Another host's unit is "not found" too; the command's rollback returns the number taken.
  const unit = await findUnit(tx, hostId, unitId, true);
  if (!unit) throw notFound("The unit");
  return { seq, unit };
}

/**
 * The same start for a command that needs only the unit's state (a block or unblock): the host's
 * number, then the unit's row locked, in one statement less than beginUnitWrite.
 */
export async function beginCalendarWrite(
  tx: Queryable,
  hostId: string,
  unitId: string,
): Promise<{ seq: number; unit: { id: string; state: string } }> {
  const seq = await nextChangeSeq(tx, hostId);
  const { rows } = await tx.query<{ id: string; state: string }>(
    genericPlan("select id, state from units where host_id = $1 and id = $2 for update"),
    [hostId, unitId],
  );
  const unit = rows[0];
  if (!unit) throw notFound("The unit");
  return { seq, unit };
}

/** A deleted unit keeps its row for the record, but its details and calendar are no longer edited. */
export function refuseDeletedUnit(unit: Pick<PropertyUnit, "state"> | { state: string }): void {
  if (unit.state === "DELETED") {
    throw new HttpProblem(
      409,
      problemTypes.invalidTransition,
      "Conflict",
      "This unit is deleted and can no longer be changed.",
    );
  }
}
