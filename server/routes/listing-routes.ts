// The listing flow's unit calls (listing spec §3, §7): the configuration per locale, a unit's
// listing progress, promotions and regional requirements, and the bulk booking-type switch. Each
// write takes a change number and stamps it on the unit, so the unit is pulled again.
import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import { BookingTypeValue } from "../../domain/configuration/booking-type.ts";
import { Configuration } from "../../domain/configuration/configuration.ts";
import { UnitId } from "../../domain/ids.ts";
import { problemTypes } from "../../domain/errors/error-body.ts";
import { ListingProgress } from "../../domain/listing/listing-step.ts";
import { defaultLocale, matchLocale } from "../../domain/locale/supported-locale.ts";
import { promotionsByType, Promotion, PromotionsByType } from "../../domain/promotions/promotion.ts";
import {
  RegionalRequirements,
  RegionalRequirementsConfiguration,
} from "../../domain/regional-requirements/regional-requirements.ts";
import { regionalRequirementsProblems } from "../../domain/regional-requirements/regional-requirements-check.ts";
import {
  answeredRegistrationFields,
  malformedRegistrations,
} from "../../domain/regional-requirements/registration-number.ts";
import type { Queryable } from "../db/database.ts";
import { decodeInput } from "../http/decode.ts";
import { badRequest, HttpProblem, notFound } from "../http/problem.ts";
import { nextChangeSeq } from "../data/change-sequence.ts";
import {
  promotionCatalogue,
  propertiesConfiguration,
  regionalRequirementsByCountry,
} from "../data/listing-catalogues.ts";
import { callerOf, type RouteContext } from "./route-context.ts";
import type { CommandHandlers } from "./command-routes.ts";
import { documented } from "../http/openapi.ts";

type Params = { Params: { id: string } };

interface ListingUnitRow {
  id: string;
  property_id: string;
  state: string;
  country_code: string;
  completed_listing_steps: ListingProgress["steps"];
  regional_requirements: RegionalRequirements | null;
}

/** The caller's unit with what the listing calls need; another host's unit is not found. */
async function listingUnit(db: Queryable, hostId: string, id: string, lock = false): Promise<ListingUnitRow> {
  const { rows } = await db.query<ListingUnitRow>(
    `select u.id, u.property_id, u.state, p.country_code, u.completed_listing_steps, u.regional_requirements
     from units u join properties p on p.id = u.property_id
     where u.host_id = $1 and u.id = $2${lock ? " for update of u" : ""}`,
    [hostId, id],
  );
  if (!rows[0]) throw notFound("The unit");
  // A deleted unit keeps its row for the feed, but nothing about it changes any more.
  if (lock && rows[0].state === "DELETED")
    throw new HttpProblem(409, problemTypes.invalidTransition, "Conflict", "This unit is deleted.");
  return rows[0];
}

const requirementsConfigurationOf = (unit: ListingUnitRow) =>
  regionalRequirementsByCountry[unit.country_code] ?? {};

async function promotionsOf(db: Queryable, hostId: string, unitId: string): Promise<PromotionsByType> {
  const { rows } = await db.query<{ type: string; state: Promotion["state"] }>(
    "select type, state from unit_promotions where host_id = $1 and unit_id = $2",
    [hostId, unitId],
  );
  const stored = new Map(rows.map((r) => [r.type, r.state]));
  return promotionsByType(
    promotionCatalogue.map((p) => ({ type: p.type, state: stored.get(p.type) ?? "INACTIVE", data: p.data })),
  );
}

const ConfigurationQuery = Schema.Struct({ hl: Schema.optional(Schema.String) });

export function registerListingRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db } = context;

  app.get(
    "/api/app/properties-configuration",
    documented({
      summary: "The listing forms' configuration in a locale (?hl=)",
      query: ConfigurationQuery,
      response: Configuration,
    }),
    async (request, reply) => {
      await callerOf(context, request);
      const { hl } = decodeInput(ConfigurationQuery, request.query, "query");
      // An unknown locale falls back to the default one (operations spec §8), as the translations do.
      const locale = matchLocale(hl) ?? defaultLocale;
      return reply.header("content-language", locale.replace("_", "-")).send(propertiesConfiguration(locale));
    },
  );

  app.get<Params>(
    "/api/app/property-unit/:id/listing-progress",
    documented({ summary: "A unit's completed listing steps", response: ListingProgress }),
    async (request): Promise<ListingProgress> => {
      const caller = await callerOf(context, request);
      const unit = await listingUnit(db, caller.hostId, request.params.id);
      return { steps: unit.completed_listing_steps };
    },
  );

  app.get<Params>(
    "/api/app/property-unit/:id/promotions/configuration",
    documented({
      summary: "The promotions a unit may run, with their discounts",
      response: Schema.Array(Promotion),
    }),
    async (request) => {
      const caller = await callerOf(context, request);
      await listingUnit(db, caller.hostId, request.params.id);
      return promotionCatalogue;
    },
  );

  app.get<Params>(
    "/api/app/property-unit/:id/promotions",
    documented({ summary: "A unit's promotions keyed by type", response: PromotionsByType }),
    async (request) => {
      const caller = await callerOf(context, request);
      await listingUnit(db, caller.hostId, request.params.id);
      return promotionsOf(db, caller.hostId, request.params.id);
    },
  );

  app.get<Params>(
    "/api/app/property-unit/:id/regional-requirements/configuration",
    documented({
      summary: "What the unit's country asks, by group and field",
      response: RegionalRequirementsConfiguration,
    }),
    async (request) => {
      const caller = await callerOf(context, request);
      return requirementsConfigurationOf(await listingUnit(db, caller.hostId, request.params.id));
    },
  );

  app.get<Params>(
    "/api/app/property-unit/:id/regional-requirements",
    documented({ summary: "A unit's answers to its regional requirements", response: RegionalRequirements }),
    async (request) => {
      const caller = await callerOf(context, request);
      const unit = await listingUnit(db, caller.hostId, request.params.id);
      // Never answered: the owner question is open and no field has a value.
      return (
        unit.regional_requirements ??
        ({ ownership: { isOwner: null }, values: {} } satisfies RegionalRequirements)
      );
    },
  );
}

/** Listing progress, promotions, regional requirements and the bulk booking type. */
export function listingHandlers(): Pick<
  CommandHandlers,
  "saveListingProgress" | "setPromotion" | "updateRegionalRequirements" | "changeBookingPreference"
> {
  return {
    saveListingProgress: {
      response: ListingProgress,
      run: async (tx, { caller, params, body }) => {
        await listingUnit(tx, caller.hostId, params.id!, true);
        // The list is a set of names: a repeat is kept once, in its first place.
        const steps = [...new Set(body.steps)];
        const seq = await nextChangeSeq(tx, caller.hostId);
        await tx.query(
          "update units set completed_listing_steps = $3, seq = $4 where host_id = $1 and id = $2",
          [caller.hostId, params.id, JSON.stringify(steps), seq],
        );
        return { steps } satisfies ListingProgress;
      },
    },
    setPromotion: {
      response: Promotion,
      run: async (tx, { caller, params, body: change }) => {
        const offered = promotionCatalogue.find((p) => p.type === change.type);
        if (!offered)
          throw badRequest("The body is not valid.", [
            { name: "type", type: "invalid", reason: "not a promotion this unit can run" },
          ]);
        await listingUnit(tx, caller.hostId, params.id!, true);
        const seq = await nextChangeSeq(tx, caller.hostId);
        await tx.query(
          `insert into unit_promotions (host_id, unit_id, type, state, seq) values ($1, $2, $3, $4, $5)
           on conflict (unit_id, type) do update set state = $4, seq = $5`,
          [caller.hostId, params.id, change.type, change.state, seq],
        );
        await tx.query("update units set seq = $3 where host_id = $1 and id = $2", [
          caller.hostId,
          params.id,
          seq,
        ]);
        return { type: change.type, state: change.state, data: offered.data } satisfies Promotion;
      },
    },
    updateRegionalRequirements: {
      response: RegionalRequirements,
      run: async (tx, { caller, params, body: { regionalRequirements } }) => {
        const unit = await listingUnit(tx, caller.hostId, params.id!, true);
        const problems = [
          ...regionalRequirementsProblems(requirementsConfigurationOf(unit), regionalRequirements),
          ...malformedRegistrations(unit.country_code, regionalRequirements).map((name) => ({
            name,
            reason: "is not a registration number of this country",
          })),
        ];
        if (problems.length > 0)
          throw badRequest(
            "The regional requirements are not complete.",
            problems.map((p) => ({
              name: `regionalRequirements.values.${p.name}`,
              type: "invalid",
              reason: p.reason,
            })),
          );
        const seq = await nextChangeSeq(tx, caller.hostId);
        await tx.query(
          "update units set regional_requirements = $3, seq = $4 where host_id = $1 and id = $2",
          [caller.hostId, unit.id, JSON.stringify(regionalRequirements), seq],
        );
        // A new registration answer is the fix an "action needed" flag asks for (as updateUnit's
        // registration number is): the flags on that field, this unit's and its whole property's, go.
        const answered = answeredRegistrationFields(unit.regional_requirements, regionalRequirements);
        if (answered.length > 0) {
          const { rows: cleared } = await tx.query<{ unit_id: string | null }>(
            `delete from invalid_fields where host_id = $1 and property_id = $2
             and (unit_id = $3 or unit_id is null) and field = any($4::text[]) returning unit_id`,
            [caller.hostId, unit.property_id, unit.id, answered],
          );
          // The property's other units carried a property-wide flag in their documents too.
          if (cleared.some((row) => row.unit_id === null))
            await tx.query("update units set seq = $3 where host_id = $1 and property_id = $2", [
              caller.hostId,
              unit.property_id,
              seq,
            ]);
        }
        return regionalRequirements;
      },
    },
    changeBookingPreference: {
      response: Schema.Struct({ bookingType: BookingTypeValue, changedUnitIds: Schema.Array(UnitId) }),
      run: async (tx, { caller, body: { bookingType } }) => {
        const seq = await nextChangeSeq(tx, caller.hostId);
        const { rows } = await tx.query<{ id: string }>(
          `update units set booking_type = $2, seq = $3
           where host_id = $1 and state <> 'DELETED' and booking_type is distinct from $2 returning id`,
          [caller.hostId, bookingType, seq],
        );
        return { bookingType, changedUnitIds: rows.map((r) => r.id).sort() };
      },
    },
  };
}
