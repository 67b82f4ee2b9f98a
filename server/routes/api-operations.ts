// The API's operations for the OpenAPI document: for each route, the very schemas its handler
// decodes with (imported from the route modules and the domain, never restated) and the shape it
// answers in. A route missing here still appears in the document, without schemas; the test in
// tests/integration/openapi.test.ts says which.
import { Property } from "../../domain/properties/property.ts";
import type { ApiOperation } from "../http/openapi.ts";
import { UnitsQuery } from "./property-routes.ts";

export const apiOperations: readonly ApiOperation[] = [
  { method: "GET", path: "/api/app/properties/:id", summary: "One property", response: Property },
  {
    method: "GET",
    path: "/api/app/properties/:propertyId/units",
    summary: "The units of a property, paged",
    query: UnitsQuery,
  },
  {
    method: "GET",
    path: "/api/app/property-list",
    summary: "Properties with their units, paged",
    query: UnitsQuery,
  },
];
