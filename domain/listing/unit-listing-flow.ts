// The flow one unit walks through and the steps it shows (listing spec §4): from the unit's property
// (its type, and whether another of its units is past the flow), the host's user info (onboarding
// status, company or individual, the app features) and whether the unit's place asks for regional
// requirements. The flow's screens, its checklist and its resume all read this one answer.
import type { PropertyType } from "../properties/property-state.ts";
import type { UserInfo } from "../user/user-info.ts";
import { listingSteps, selectListingFlow, type ListingFlow } from "./listing-flow.ts";
import type { CatalogueStep } from "./listing-step-catalogue.ts";
import type { OnboardingConditions } from "./onboarding-pages.ts";

export type ListingHost = Pick<UserInfo, "type" | "onboardingStatus" | "appFeatures">;

/**
 * The host's onboarding conditions. The spec's "feature setting" (promotions while listing) has no
 * source in the user info, so it is off until one exists; the promotions page then stays on the unit.
 */
export function listingConditions(
  host: ListingHost,
  needsRegionalRequirements: boolean,
): OnboardingConditions {
  return {
    isCompany: host.type === "company",
    isKycApplicable: host.appFeatures.isKYCApplicable,
    isCommissionApplicable: host.appFeatures.commissionApplicable,
    isB2B: host.appFeatures.isB2B,
    isSubscriptionCheckoutAvailable: host.appFeatures.isSubscriptionCheckoutAvailable,
    areBookingsAvailable: host.appFeatures.bookingsAvailable,
    promotionsInListingSetting: false,
    needsRegionalRequirements,
  };
}

export interface UnitListingFlowInput {
  readonly propertyType: PropertyType;
  /** Whether another unit of the property has left the flow (published at least once). */
  readonly hasFinishedUnit: boolean;
  readonly needsRegionalRequirements: boolean;
  readonly host: ListingHost;
}

export interface UnitListingFlow {
  readonly flow: ListingFlow;
  readonly steps: readonly CatalogueStep[];
}

export function unitListingFlow(input: UnitListingFlowInput): UnitListingFlow {
  const flow = selectListingFlow({
    propertyType: input.propertyType,
    hasFinishedUnit: input.hasFinishedUnit,
    onboardingStatus: input.host.onboardingStatus,
  });
  return { flow, steps: listingSteps(flow, listingConditions(input.host, input.needsRegionalRequirements)) };
}

/** The step after `name` in the flow, or undefined after the last (or for a name the flow lacks). */
export function nextListingStep(
  steps: readonly Pick<CatalogueStep, "name">[],
  name: string,
): CatalogueStep["name"] | undefined {
  const index = steps.findIndex((s) => s.name === name);
  return index === -1 ? undefined : steps[index + 1]?.name;
}

/** The step before `name` in the flow, or undefined before the first (or for a name the flow lacks). */
export function previousListingStep(
  steps: readonly Pick<CatalogueStep, "name">[],
  name: string,
): CatalogueStep["name"] | undefined {
  const index = steps.findIndex((s) => s.name === name);
  return index <= 0 ? undefined : steps[index - 1]?.name;
}
