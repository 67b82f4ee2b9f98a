// Which listing flow a unit goes through and which steps that flow shows (listing spec §4).
// The first-multi-unit flow creates the property and its first unit; later units of a multi-unit
// property reuse the property, so the plain multi-unit flow shows only unit steps (our reading of
// the spec, which names the flows but not their difference).
import { Schema } from "effect";
import type { PropertyType } from "../properties/property-state.ts";
import { multiUnitCatalogue, singleUnitCatalogue, type CatalogueStep } from "./listing-step-catalogue.ts";
import { onboardingPages, type OnboardingConditions } from "./onboarding-pages.ts";

export const ListingFlow = Schema.Literals([
  "single-unit",
  "single-unit-onboarding",
  "multi-unit",
  "multi-unit-onboarding",
  "first-multi-unit",
  "first-multi-unit-onboarding",
]);
export type ListingFlow = typeof ListingFlow.Type;

export interface FlowSelectionInput {
  readonly propertyType: PropertyType;
  /** Whether any unit of the property has been finished (firstFinishedUnitId is set). */
  readonly hasFinishedUnit: boolean;
  readonly onboardingStatus: "in_progress" | "finished";
}

export function selectListingFlow(input: FlowSelectionInput): ListingFlow {
  const base =
    input.propertyType === "single"
      ? "single-unit"
      : input.hasFinishedUnit
        ? "multi-unit"
        : "first-multi-unit";
  return input.onboardingStatus === "finished" ? base : `${base}-onboarding`;
}

export function isOnboardingFlow(flow: ListingFlow): boolean {
  return flow.endsWith("-onboarding");
}

/** The route family a flow lives under: /listing/single-unit/… or /listing/multi-unit/…. */
export function flowRouteFamily(flow: ListingFlow): "single-unit" | "multi-unit" {
  return flow.startsWith("single-unit") ? "single-unit" : "multi-unit";
}

/**
 * The steps a flow shows, in order. Onboarding-only steps are hidden for finished hosts; conditional
 * pages follow onboardingPages in every variant, since the conditions describe the host and the
 * property rather than the onboarding itself.
 */
export function listingSteps(flow: ListingFlow, conditions: OnboardingConditions): readonly CatalogueStep[] {
  const pages = onboardingPages(conditions);
  const onboarding = isOnboardingFlow(flow);
  const catalogue = flowRouteFamily(flow) === "single-unit" ? singleUnitCatalogue : multiUnitCatalogue;
  const unitOnly = flow === "multi-unit" || flow === "multi-unit-onboarding";
  return catalogue.filter(
    (step) =>
      (onboarding || !step.onboardingOnly) &&
      (step.page === undefined || pages.has(step.page)) &&
      (!unitOnly || step.type === "unit"),
  );
}
