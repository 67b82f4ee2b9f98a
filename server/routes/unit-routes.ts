// Property units (listing spec §3, §4, §7; operations spec §7): detail, partial update, publish,
// unpublish, delete, and the calendar action that sets the unit's calendar status.
import type { FastifyInstance } from "fastify";
import { problemTypes } from "../../domain/errors/error-body.ts";
import { PropertyUnit } from "../../domain/properties/property-unit.ts";
import { canTransitionUnit, nextUnitState } from "../../domain/properties/unit-transitions.ts";
import { convertPropertySize, propertySizeForSubmit } from "../../domain/validation/property-area.ts";
import type { Caller } from "../auth/authenticate.ts";
import type { Queryable } from "../db/database.ts";
import { badRequest, HttpProblem, notFound } from "../http/problem.ts";
import { unitDetailsProblems } from "../../domain/properties/unit-details-check.ts";
import { defaultLocale } from "../../domain/locale/supported-locale.ts";
import { propertiesConfiguration } from "../data/listing-catalogues.ts";
import { findUnit } from "../data/unit-rows.ts";
import { unitLinksOf } from "../data/unit-links.ts";
import type { UnitPatch } from "../../domain/commands/unit-commands.ts";
import { callerOf, type RouteContext } from "./route-context.ts";
import type { CommandHandlers } from "./command-routes.ts";
import { refuseUnitWithUpcomingStays } from "../data/unit-stays.ts";
import { beginUnitWrite, refuseDeletedUnit } from "./unit-write.ts";
import { documented } from "../http/openapi.ts";

type Params = { Params: { id: string } };

/**
 * The size to store after a patch. A size sent is in the measurement unit the patch leaves; a
 * change of unit without a size restates the stored size in the new unit, so the area itself never
 * changes by switching units.
 */
function sizeAfter(unit: PropertyUnit, patch: UnitPatch): number | null {
  const measuredIn = patch.propertySizeMeasurementUnit ?? unit.propertySizeMeasurementUnit;
  if (patch.propertySize !== undefined) return propertySizeForSubmit(patch.propertySize, measuredIn);
  if (unit.propertySize === null || measuredIn === unit.propertySizeMeasurementUnit) return unit.propertySize;
  return propertySizeForSubmit(
    convertPropertySize(unit.propertySize, unit.propertySizeMeasurementUnit, measuredIn),
    measuredIn,
  );
}

const actionDone = { publish: "published", unpublish: "unpublished", delete: "deleted" } as const;

async function reread(tx: Queryable, hostId: string, id: string): Promise<PropertyUnit> {
  const unit = await findUnit(tx, hostId, id);
  if (!unit) throw notFound("The unit");
  return unit;
}

export function registerUnitRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db } = context;

  app.get<Params>(
    "/api/app/property-unit/:id",
    documented({ summary: "One unit", response: PropertyUnit }),
    async (request) => {
      const caller = await callerOf(context, request);
      const unit = await findUnit(db, caller.hostId, request.params.id);
      if (!unit) throw notFound("The unit");
      return unit;
    },
  );
}

/**
 * Changing a unit's fields and moving it through its states (publish, unpublish, delete), each
 * under the unit's lock; the answer is the unit as it now is. `publicOrigin` is where the links of
 * a published unit point (the server's public URL).
 */
export function unitHandlers(
  publicOrigin: string,
): Pick<
  CommandHandlers,
  "updateUnit" | "publishUnit" | "unpublishUnit" | "deleteUnit" | "setCalendarStatus"
> {
  const transition = async (
    tx: Queryable,
    caller: Caller,
    id: string,
    action: "publish" | "unpublish" | "delete",
  ) => {
    const { seq, unit } = await beginUnitWrite(tx, caller.hostId, id);
    const next = nextUnitState(unit.state, action);
    if (next === undefined || !canTransitionUnit(unit, action)) {
      throw new HttpProblem(
        409,
        problemTypes.invalidTransition,
        "Conflict",
        next === undefined
          ? `This unit is ${unit.state.toLowerCase().replaceAll("_", " ")} and cannot be ${actionDone[action]}.`
          : "An invalid registration number keeps this unit from being published. Correct it first.",
      );
    }
    // Under the unit's lock, so no stay is confirmed between this check and the delete.
    if (action === "delete") await refuseUnitWithUpcomingStays(tx, caller.hostId, unit.propertyUnitPublicId);
    // The links follow the state in the same write: a published unit is listed at once.
    await tx.query("update units set state = $3, seq = $4, links = $5 where host_id = $1 and id = $2", [
      caller.hostId,
      unit.propertyUnitPublicId,
      next,
      seq,
      JSON.stringify(unitLinksOf(publicOrigin, unit.propertyUnitPublicId, next)),
    ]);
    return reread(tx, caller.hostId, unit.propertyUnitPublicId);
  };
  return {
    updateUnit: {
      response: PropertyUnit,
      run: async (tx, { caller, params, body }) => {
        // An empty patch changes nothing, so it takes no change number and answers the unit as it is.
        if (Object.keys(body).length === 0) return reread(tx, caller.hostId, params.id!);
        const { seq, unit } = await beginUnitWrite(tx, caller.hostId, params.id!);
        refuseDeletedUnit(unit);
        const bookingType = body.bookingType ?? unit.bookingType;
        const problems = unitDetailsProblems(body, propertiesConfiguration(defaultLocale), bookingType);
        if (problems.length > 0)
          throw badRequest(
            "The unit's details are not valid.",
            problems.map((p) => ({ name: p.name, type: "invalid", reason: p.reason })),
          );
        const amenityIds = unit.amenities.map((a) => a.id);
        await tx.query(
          `update units set title = $3, guests = $4, bedroom_count = $5, property_size = $6,
           property_size_measurement_unit = $7, seq = $8, booking_type = $9, amenities = $10,
           rooms = $11, description = $12, accommodation_type = $13, price = $14,
           minimum_notice_days = $15, cancellation_policy = $16, house_rules = $17, registration_number = $18
         where host_id = $1 and id = $2`,
          [
            caller.hostId,
            unit.propertyUnitPublicId,
            body.title ?? unit.title,
            body.guests ?? unit.guests,
            body.bedroomCount ?? unit.bedroomCount,
            sizeAfter(unit, body),
            body.propertySizeMeasurementUnit ?? unit.propertySizeMeasurementUnit,
            seq,
            bookingType,
            JSON.stringify(body.amenities ?? amenityIds),
            JSON.stringify(body.rooms ?? unit.rooms),
            body.description ?? unit.description,
            body.accommodationType ?? unit.accommodationType,
            body.price ?? unit.price,
            body.minimumNoticeDays ?? unit.minimumNoticeDays,
            body.cancellationPolicy ?? unit.cancellationPolicy,
            JSON.stringify(body.houseRules ?? unit.houseRules),
            body.registrationNumber ?? unit.registrationNumber,
          ],
        );
        // A new registration number is the fix the "action needed" prompt asks for: the flags on
        // this unit, and those on its whole property, are cleared (domain updateUnit does the same).
        if (body.registrationNumber !== undefined) {
          const { rows: cleared } = await tx.query<{ unit_id: string | null }>(
            `delete from invalid_fields where host_id = $1 and property_id = $2
             and (unit_id = $3 or unit_id is null) returning unit_id`,
            [caller.hostId, unit.propertyId, unit.propertyUnitPublicId],
          );
          // The property's other units carried a property-wide flag in their documents too.
          if (cleared.some((row) => row.unit_id === null))
            await tx.query("update units set seq = $3 where host_id = $1 and property_id = $2", [
              caller.hostId,
              unit.propertyId,
              seq,
            ]);
        }
        return reread(tx, caller.hostId, unit.propertyUnitPublicId);
      },
    },
    publishUnit: {
      response: PropertyUnit,
      run: (tx, { caller, params }) => transition(tx, caller, params.id!, "publish"),
    },
    unpublishUnit: {
      response: PropertyUnit,
      run: (tx, { caller, params }) => transition(tx, caller, params.id!, "unpublish"),
    },
    deleteUnit: {
      response: PropertyUnit,
      run: (tx, { caller, params }) => transition(tx, caller, params.id!, "delete"),
    },
    setCalendarStatus: {
      response: PropertyUnit,
      run: async (tx, { caller, params, body }) => {
        const { seq, unit } = await beginUnitWrite(tx, caller.hostId, params.id!);
        refuseDeletedUnit(unit);
        await tx.query("update units set calendar_status = $3, seq = $4 where host_id = $1 and id = $2", [
          caller.hostId,
          unit.propertyUnitPublicId,
          body.status,
          seq,
        ]);
        return reread(tx, caller.hostId, unit.propertyUnitPublicId);
      },
    },
  };
}
