// Properties (listing spec §3, §7): one property, its units, and the host's property list.
import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import { Property, PropertyListItem } from "../../domain/properties/property.ts";
import { PropertyUnit } from "../../domain/properties/property-unit.ts";
import { normalizeSearchInput } from "../../domain/search/search-input.ts";
import { decodeInput } from "../http/decode.ts";
import { containsPattern, limitParam, PageParam, pageOf, pageSchema, pageWindow } from "../http/paging.ts";
import { notFound } from "../http/problem.ts";
import {
  findProperty,
  liveUnitsByProperty,
  propertyColumns,
  propertyListItemOf,
  propertyOf,
  unitOrder,
  type PropertyRow,
} from "../data/property-rows.ts";
import { invalidFieldsByProperty, propertyUnitOf, unitColumns, type UnitRow } from "../data/unit-rows.ts";
import { callerOf, type RouteContext } from "./route-context.ts";
import { documented } from "../http/openapi.ts";

// The spec names the parameter criteria[search]; it arrives as that literal key.
const search = Schema.optional(Schema.String.check(Schema.isMaxLength(200)));
const UnitsQuery = Schema.Struct({
  "criteria[search]": search,
  page: PageParam,
  limit: limitParam(100),
});
/** The spec's query for the properties call: criteria[search] and page (the default page size). */
const PropertiesQuery = Schema.Struct({ "criteria[search]": search, page: PageParam });
// The insights selector asks for 20 units at a time (operations spec §9); lists default to that.
const defaultLimit = 20;

function searchPattern(value: string | undefined): string | undefined {
  const normalized = value === undefined ? "" : normalizeSearchInput(value);
  return normalized === "" ? undefined : containsPattern(normalized);
}

export function registerPropertyRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db } = context;

  app.get<{ Params: { id: string } }>(
    "/api/app/properties/:id",
    documented({ summary: "One property", response: Property }),
    async (request) => {
      const caller = await callerOf(context, request);
      const property = await findProperty(db, caller.hostId, request.params.id);
      // A deleted property is gone for the host, as on every device.
      if (!property || property.state === "DELETED") throw notFound("The property");
      const units = await liveUnitsByProperty(db, caller.hostId, [property.id]);
      const invalid = await invalidFieldsByProperty(db, caller.hostId, [property.id]);
      return propertyOf(property, units.get(property.id) ?? [], invalid.get(property.id) ?? []);
    },
  );

  app.get<{ Params: { propertyId: string } }>(
    "/api/app/properties/:propertyId/units",
    documented({
      summary: "The units of a property, paged",
      query: UnitsQuery,
      response: pageSchema(PropertyUnit),
    }),
    async (request) => {
      const caller = await callerOf(context, request);
      const query = decodeInput(UnitsQuery, request.query, "query");
      const property = await findProperty(db, caller.hostId, request.params.propertyId);
      if (!property || property.state === "DELETED") throw notFound("The property");
      const window = pageWindow(query.page, query.limit, defaultLimit);
      const pattern = searchPattern(query["criteria[search]"]);
      const params: unknown[] = [caller.hostId, property.id, window.fetch, window.offset];
      if (pattern !== undefined) params.push(pattern);
      const { rows } = await db.query<UnitRow>(
        `select ${unitColumns} from units u
       where u.host_id = $1 and u.property_id = $2 and u.state <> 'DELETED'${pattern === undefined ? "" : " and u.title ilike $5"}
       order by ${unitOrder} limit $3 offset $4`,
        params,
      );
      const invalid =
        (await invalidFieldsByProperty(db, caller.hostId, [property.id])).get(property.id) ?? [];
      return pageOf(
        rows.map((row) => propertyUnitOf(row, invalid)),
        window,
      );
    },
  );

  /** One page of the host's live properties; a search finds one by its title, its city, or a live unit's title. */
  const propertyPage = async (hostId: string, query: typeof UnitsQuery.Type) => {
    const window = pageWindow(query.page, query.limit, defaultLimit);
    const pattern = searchPattern(query["criteria[search]"]);
    const params: unknown[] = [hostId, window.fetch, window.offset];
    if (pattern !== undefined) params.push(pattern);
    const { rows } = await db.query<PropertyRow>(
      `select ${propertyColumns} from properties p
       where p.host_id = $1 and p.state <> 'DELETED'${
         pattern === undefined
           ? ""
           : ` and (p.title ilike $4 or p.city ilike $4 or exists (select 1 from units u
                where u.host_id = $1 and u.property_id = p.id and u.state <> 'DELETED' and u.title ilike $4))`
       }
       order by p.title, p.id limit $2 offset $3`,
      params,
    );
    return pageOf(rows, window);
  };

  // The paginated list of §3 (data and pagination), each property as GET /api/app/properties/{id} answers it.
  app.get(
    "/api/app/properties",
    documented({
      summary: "The host's properties, each as GET /api/app/properties/{id} answers it, paged",
      query: PropertiesQuery,
      response: pageSchema(Property),
    }),
    async (request) => {
      const caller = await callerOf(context, request);
      const query = decodeInput(PropertiesQuery, request.query, "query");
      const page = await propertyPage(caller.hostId, query);
      const ids = page.data.map((p) => p.id);
      const units = await liveUnitsByProperty(db, caller.hostId, ids);
      const invalid = await invalidFieldsByProperty(db, caller.hostId, ids);
      return {
        data: page.data.map((p) => propertyOf(p, units.get(p.id) ?? [], invalid.get(p.id) ?? [])),
        pagination: page.pagination,
      };
    },
  );

  app.get(
    "/api/app/property-list",
    documented({
      summary: "Properties with their units, paged",
      query: UnitsQuery,
      response: pageSchema(PropertyListItem),
    }),
    async (request) => {
      const caller = await callerOf(context, request);
      const query = decodeInput(UnitsQuery, request.query, "query");
      const page = await propertyPage(caller.hostId, query);
      const units = await liveUnitsByProperty(
        db,
        caller.hostId,
        page.data.map((p) => p.id),
      );
      return {
        data: page.data.map((p) => propertyListItemOf(p, units.get(p.id) ?? [])),
        pagination: page.pagination,
      };
    },
  );
}
