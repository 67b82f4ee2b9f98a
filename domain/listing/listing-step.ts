// Listing steps and progress (listing spec §2, §3). Step names are the route segments of the flows:
// the multi-unit names exactly as the spec lists them, the single-unit names built from the spec's
// step families in the same kebab-case style.
import { Schema } from "effect";

export const multiUnitStepNames = [
  "property",
  "location",
  "location/address",
  "location/map",
  "property-title",
  "start-unit",
  "unit-type",
  "guests-and-rooms/info",
  "guests-and-rooms/beds",
  "photos",
  "amenities",
  "title",
  "price-and-availability",
  "price-and-availability/promotions",
  "price-and-availability/seasons",
  "calendar-availability",
  "commission-model",
  "verification/info",
  "verification/owner",
  "verification/upload",
  "personal-details/info",
  "personal-details/owner",
  "booking-preference",
  "regional-requirements",
  "payout/info",
  "payout/upload",
  "publish",
] as const;

export const singleUnitStepNames = [
  "property",
  "location/autocomplete",
  "location/address",
  "location/map",
  "guests-and-rooms/info",
  "guests-and-rooms/beds",
  "photos",
  "amenities",
  "title-and-description",
  "price-and-availability",
  "price-and-availability/promotions",
  "price-and-availability/seasons",
  "calendar-availability",
  "commission-model",
  "verification/info",
  "verification/owner",
  "verification/upload",
  "commercial-model",
  "commercial-model/plan",
  "commercial-model/plan-services",
  "booking-preference",
  "identity-and-payout/upload",
  "identity-and-payout/payout",
  "identity-and-payout/payout-document",
  "identity-and-payout/info",
  "personal-details/info",
  "personal-details/owner",
  "subscription/plan",
  "subscription/boost",
  "regional-requirements",
  "publish",
] as const;

type StepNameOf<L extends readonly string[]> = L[number];
const allStepNames: readonly (
  StepNameOf<typeof multiUnitStepNames> | StepNameOf<typeof singleUnitStepNames>
)[] = [...new Set([...multiUnitStepNames, ...singleUnitStepNames])];

export const ListingStepName = Schema.Literals(allStepNames);
export type ListingStepName = typeof ListingStepName.Type;

export const ListingStepType = Schema.Literals(["property", "unit"]);
export type ListingStepType = typeof ListingStepType.Type;

/** Sections of the flow; progress is also shown per section. */
export const ListingStepGroup = Schema.Literals([
  "property",
  "unit",
  "pricing",
  "business-model",
  "verification",
  "legal",
  "publish",
]);
export type ListingStepGroup = typeof ListingStepGroup.Type;

export const ListingStepAttributes = Schema.Struct({
  type: ListingStepType,
  group: ListingStepGroup,
  name: ListingStepName,
  // How much work the step asks of the host; progress is weighted by it.
  effort: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 3 })),
  formless: Schema.Boolean,
  onboardingOnly: Schema.Boolean,
});
export type ListingStepAttributes = typeof ListingStepAttributes.Type;

/** Listing progress of one unit: the names of its completed steps, in no particular order. */
export const ListingProgress = Schema.Struct({
  steps: Schema.Array(ListingStepName),
});
export type ListingProgress = typeof ListingProgress.Type;
