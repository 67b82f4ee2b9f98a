// A unit's listing checklist (operations spec §2: /checklist/{first}/{second}, read as the property
// and the unit): how far each section of its listing flow is, from the steps the unit completed
// (listing-progress.ts), and which fields a market asks to fix. The flow is the one the unit's
// property goes through (listing-flow.ts); the local store knows a property by its units, so a
// property with more than one unit is a multi-unit one.
import type { UnitDocument } from "../properties/unit-document.ts";
import type { UserInfo } from "../user/user-info.ts";
import { selectListingFlow, listingSteps, type ListingFlow } from "./listing-flow.ts";
import { groupProgress, listingProgressSummary, type GroupProgress } from "./listing-progress.ts";
import type { ListingStepName } from "./listing-step.ts";

export interface UnitChecklist {
  readonly flow: ListingFlow;
  readonly percent: number;
  readonly groups: readonly GroupProgress[];
  /** The step the host would continue with; undefined when every step is done. */
  readonly nextStep: ListingStepName | undefined;
  readonly invalidFields: UnitDocument["invalidFields"];
}

export function unitChecklist(
  unit: UnitDocument,
  propertyUnits: readonly Pick<UnitDocument, "id" | "state">[],
  user: Pick<UserInfo, "type" | "onboardingStatus" | "appFeatures">,
): UnitChecklist {
  const hasFinishedUnit = propertyUnits.some(
    (u) => u.id !== unit.id && u.state !== "IN_PROGRESS" && u.state !== "DELETED",
  );
  const flow = selectListingFlow({
    propertyType: propertyUnits.length > 1 ? "multi" : "single",
    hasFinishedUnit,
    onboardingStatus: user.onboardingStatus,
  });
  const steps = listingSteps(flow, {
    isCompany: user.type === "company",
    isKycApplicable: user.appFeatures.isKYCApplicable,
    isCommissionApplicable: user.appFeatures.commissionApplicable,
    isB2B: user.appFeatures.isB2B,
    isSubscriptionCheckoutAvailable: user.appFeatures.isSubscriptionCheckoutAvailable,
    areBookingsAvailable: user.appFeatures.bookingsAvailable,
    promotionsInListingSetting: false,
    needsRegionalRequirements: unit.regionalRequirements !== null,
  });
  const summary = listingProgressSummary(steps, unit.completedListingSteps);
  return {
    flow,
    percent: summary.percent,
    groups: groupProgress(steps, unit.completedListingSteps),
    // 100 only when every step is done (listing-progress.ts): nothing is left to continue with.
    nextStep: summary.percent === 100 ? undefined : summary.resumeStep,
    invalidFields: unit.invalidFields.filter(
      (f) => f.propertyUnitId === null || f.propertyUnitId === unit.id,
    ),
  };
}
