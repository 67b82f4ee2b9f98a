// The API's operations for the OpenAPI document: for each route, the very schemas its handler
// decodes with (imported from the route modules and the domain, never restated) and the shape it
// answers in. A route missing here still appears in the document, without schemas; the test in
// tests/integration/openapi.test.ts says which.
import type { ApiOperation } from "../http/openapi.ts";

export const apiOperations: readonly ApiOperation[] = [];
