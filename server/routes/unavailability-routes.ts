// A unit's unavailabilities (operations spec §3, §7): the list for a range of days, and blocking or
// unblocking nights. Block and unblock change the unit's manual blocks only: external blocks come
// from another calendar and would return with its next import, and automated blocks are made by a
// rule, not by the host (docs/decisions.md).
import type { FastifyInstance } from "fastify";
import { randomUUID } from "node:crypto";
import { DateRangeSchema, type DateRange } from "../../domain/calendar/date-range.ts";
import { blockRange, unblockRange } from "../../domain/calendar/unavailability-ranges.ts";
import { problemTypes } from "../../domain/errors/error-body.ts";
import { decodeInput } from "../http/decode.ts";
import { conflict, notFound } from "../http/problem.ts";
import { findUnit } from "../data/unit-rows.ts";
import {
  calendarAroundRange,
  unavailabilitiesOverlapping,
  type UnavailabilityItem,
} from "../data/unavailability-rows.ts";
import { UnitId } from "../../domain/ids.ts";
import { callerOf, type RouteContext } from "./route-context.ts";
import type { CommandHandlers } from "./command-routes.ts";
import type { Caller } from "../auth/authenticate.ts";
import type { Queryable } from "../db/database.ts";
import { beginCalendarWrite, refuseDeletedUnit } from "./unit-write.ts";
import { genericPlan } from "../db/generic-plan.ts";
import { documented } from "../http/openapi.ts";

type Params = { Params: { unitId: string } };

const sameRange = (a: DateRange, b: DateRange) => a.dateFrom === b.dateFrom && a.dateTo === b.dateTo;

/**
 * The rows to tombstone and the ranges to insert so the stored blocks become `after`. A row whose
 * range survives unchanged is kept as it is: no new number, nothing for the sync feed to resend.
 */
function rowChanges(before: readonly UnavailabilityItem[], after: readonly DateRange[]) {
  const added = [...after];
  const removed: UnavailabilityItem[] = [];
  for (const row of before) {
    const at = added.findIndex((range) => sameRange(range, row));
    if (at >= 0) added.splice(at, 1);
    else removed.push(row);
  }
  return { added, removed };
}

export function registerUnavailabilityRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db } = context;

  app.get<Params>(
    "/api/app/properties/:unitId/unavailabilities",
    documented({ summary: "A unit's blocked ranges within dates", query: DateRangeSchema }),
    async (request) => {
      const caller = await callerOf(context, request);
      const range = decodeInput(DateRangeSchema, request.query, "query");
      const unit = await findUnit(db, caller.hostId, request.params.unitId);
      if (!unit) throw notFound("The unit");
      return unavailabilitiesOverlapping(db, caller.hostId, unit.propertyUnitPublicId, range);
    },
  );
}

/** Block and unblock: the unit locked, what lies around the range read, and the change written. */
export function unavailabilityHandlers(): Pick<CommandHandlers, "blockDates" | "unblockDates"> {
  const change = async (
    tx: Queryable,
    caller: Caller,
    unitParam: string,
    range: DateRange,
    action: "block" | "unblock",
  ) => {
    // Three statements: the unit locked, what lies around the range, and the change written.
    const { seq, unit } = await beginCalendarWrite(tx, caller.hostId, unitParam);
    refuseDeletedUnit(unit);
    const unitId = UnitId.make(unit.id);
    const { stay, manual: before } = await calendarAroundRange(tx, {
      hostId: caller.hostId,
      unitId,
      range,
      stays: action === "block",
    });
    // A host cannot block nights a guest has booked: the block would hide a stay that still
    // happens. The host cancels the booking first; the whole block is refused, not trimmed
    // around the stay, so the calendar never shows a block the host did not ask for.
    if (stay) {
      throw conflict(
        problemTypes.conflict,
        `A guest has booked ${stay.dateFrom} to ${stay.dateTo} (${stay.source} ${stay.id}); cancel it before blocking these dates.`,
      );
    }
    const after = (action === "block" ? blockRange : unblockRange)(before, range.dateFrom, range.dateTo);
    const { added, removed } = rowChanges(before, after);
    const written: UnavailabilityItem[] = added.map((block) => ({
      id: `blk-${randomUUID()}`,
      unitId,
      dateFrom: block.dateFrom,
      dateTo: block.dateTo,
      source: "manual",
    }));
    if (removed.length > 0 || written.length > 0) {
      await tx.query(
        genericPlan(`with removed as (
             update unavailabilities set deleted = true, seq = $3 where host_id = $1 and id = any($2::text[])
             returning id
           )
           insert into unavailabilities (id, host_id, unit_id, date_from, date_to, source, seq)
           select x.id, $1, $4, x.date_from::date, x.date_to::date, 'manual', $3
           from jsonb_to_recordset($5::jsonb) as x(id text, date_from text, date_to text)`),
        [
          caller.hostId,
          removed.map((r) => r.id),
          seq,
          unitId,
          JSON.stringify(written.map((w) => ({ id: w.id, date_from: w.dateFrom, date_to: w.dateTo }))),
        ],
      );
    }
    return { added: written, removedIds: removed.map((r) => r.id) };
  };
  return {
    blockDates: { run: (tx, { caller, params, body }) => change(tx, caller, params.unitId!, body, "block") },
    unblockDates: {
      run: (tx, { caller, params, body }) => change(tx, caller, params.unitId!, body, "unblock"),
    },
  };
}
