// The OpenAPI operations of the listing-flow unit calls (listing-routes.ts), joined to the main
// table in api-operations.ts.
import { Schema } from "effect";
import { Configuration } from "../../domain/configuration/configuration.ts";
import { ListingProgress } from "../../domain/listing/listing-step.ts";
import { Promotion, PromotionsByType } from "../../domain/promotions/promotion.ts";
import {
  RegionalRequirements,
  RegionalRequirementsConfiguration,
} from "../../domain/regional-requirements/regional-requirements.ts";
import type { ApiOperation } from "../http/openapi.ts";
import { ConfigurationQuery } from "./listing-routes.ts";

export const listingApiOperations: readonly ApiOperation[] = [
  {
    method: "GET",
    path: "/api/app/properties-configuration",
    summary: "The listing forms' configuration in a locale (?hl=)",
    query: ConfigurationQuery,
    response: Configuration,
  },
  {
    method: "GET",
    path: "/api/app/property-unit/:id/listing-progress",
    summary: "A unit's completed listing steps",
    response: ListingProgress,
  },
  {
    method: "GET",
    path: "/api/app/property-unit/:id/promotions/configuration",
    summary: "The promotions a unit may run, with their discounts",
    response: Schema.Array(Promotion),
  },
  {
    method: "GET",
    path: "/api/app/property-unit/:id/promotions",
    summary: "A unit's promotions keyed by type",
    response: PromotionsByType,
  },
  {
    method: "GET",
    path: "/api/app/property-unit/:id/regional-requirements/configuration",
    summary: "What the unit's country asks, by group and field",
    response: RegionalRequirementsConfiguration,
  },
  {
    method: "GET",
    path: "/api/app/property-unit/:id/regional-requirements",
    summary: "A unit's answers to its regional requirements",
    response: RegionalRequirements,
  },
];
