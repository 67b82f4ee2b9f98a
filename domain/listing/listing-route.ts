// Routes of the listing area (listing spec §2). Single-unit routes carry internal ids, multi-unit
// routes the public ids; both are the branded ids of domain/ids.ts.
import type { PropertyId, UnitId } from "../ids.ts";
import { flowRouteFamily, type ListingFlow } from "./listing-flow.ts";
import type { ListingStepName } from "./listing-step.ts";

export function listingStepPath(
  flow: ListingFlow,
  propertyId: PropertyId,
  unitId: UnitId,
  step: ListingStepName,
): string {
  const segments = [propertyId, unitId].map(encodeURIComponent).join("/");
  return `/listing/${flowRouteFamily(flow)}/${segments}/${step}`;
}

export function listingCompletedPath(propertyId: PropertyId, unitId: UnitId): string {
  return `/listing/${encodeURIComponent(propertyId)}/${encodeURIComponent(unitId)}/completed`;
}
