// How every command on a unit starts. The host's change number is taken first and the unit row
// locked second: the order booking-request and inquiry confirms keep (reservation row, host row,
// unit row), so two commands on one unit wait for each other instead of deadlocking.
import { problemTypes } from "../../domain/errors/error-body.ts";
import type { PropertyUnit } from "../../domain/properties/property-unit.ts";
import type { Queryable } from "../db/database.ts";
import { HttpProblem, notFound } from "../http/problem.ts";
import { nextChangeSeq } from "../data/change-sequence.ts";
import { findUnit } from "../data/unit-rows.ts";

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

/** A deleted unit keeps its row for the record, but its details and calendar are no longer edited. */
export function refuseDeletedUnit(unit: PropertyUnit): void {
  if (unit.state === "DELETED") {
    throw new HttpProblem(
      409,
      problemTypes.invalidTransition,
      "Conflict",
      "This unit is deleted and can no longer be changed.",
    );
  }
}
