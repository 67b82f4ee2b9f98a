// The stays that keep a unit from being deleted (domain/properties/property-deletability.ts): read
// as of the database's today, so every process and the rule agree on which day it is.
import { unitDeletionRefusal, type UnitStay } from "../../domain/properties/property-deletability.ts";
import { problemTypes } from "../../domain/errors/error-body.ts";
import type { Queryable } from "../db/database.ts";
import { HttpProblem } from "../http/problem.ts";

export async function refuseUnitWithUpcomingStays(tx: Queryable, hostId: string, unitId: string): Promise<void> {
  const { rows } = await tx.query<UnitStay & { today: string }>(
    `select kind, status, check_out::text as "checkOut", current_date::text as today from reservations
     where host_id = $1 and unit_id = $2 and not deleted and check_out > current_date`,
    [hostId, unitId],
  );
  const today = rows[0]?.today;
  if (today === undefined || unitDeletionRefusal(rows, today) === undefined) return;
  const held = rows.filter((row) => row.kind !== "inquiry").length;
  throw new HttpProblem(
    409,
    problemTypes.conflict,
    "Conflict",
    `This unit has ${held} upcoming ${held === 1 ? "stay" : "stays"} (confirmed bookings or open booking requests). Cancel or answer them before deleting the unit.`,
  );
}
