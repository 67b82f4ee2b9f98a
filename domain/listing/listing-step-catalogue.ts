// The step catalogue of both listing flows, in flow order, with each step's attributes (listing spec
// §2, §3). Efforts (0 to 3) are ours: 0 for pages without a form, 3 for photos, price and document
// uploads, which take the host longest. Steps about the host rather than the unit (commission,
// commercial model, verification, personal details, payout, booking preference) are onboarding-only:
// a finished host has answered them once for all units.
import type { ListingStepAttributes } from "./listing-step.ts";
import type { OnboardingPage } from "./onboarding-pages.ts";

export interface CatalogueStep extends ListingStepAttributes {
  /** The conditional page this step is, when its presence depends on the host (onboarding-pages.ts). */
  readonly page?: OnboardingPage;
}

type Entry = [
  name: ListingStepAttributes["name"],
  type: ListingStepAttributes["type"],
  group: ListingStepAttributes["group"],
  effort: number,
  flags: { formless?: true; onboardingOnly?: true; page?: OnboardingPage },
];

function catalogue(entries: readonly Entry[]): readonly CatalogueStep[] {
  return entries.map(([name, type, group, effort, flags]) => ({
    name,
    type,
    group,
    effort,
    formless: flags.formless ?? false,
    onboardingOnly: flags.onboardingOnly ?? false,
    ...(flags.page === undefined ? {} : { page: flags.page }),
  }));
}

const host = { onboardingOnly: true } as const;

export const multiUnitCatalogue: readonly CatalogueStep[] = catalogue([
  ["property", "property", "property", 1, {}],
  ["location", "property", "property", 1, {}],
  ["location/address", "property", "property", 2, {}],
  ["location/map", "property", "property", 1, { page: "location-map" }],
  ["property-title", "property", "property", 1, {}],
  ["start-unit", "unit", "unit", 0, { formless: true }],
  ["unit-type", "unit", "unit", 1, {}],
  ["guests-and-rooms/info", "unit", "unit", 2, {}],
  ["guests-and-rooms/beds", "unit", "unit", 2, {}],
  ["photos", "unit", "unit", 3, {}],
  ["amenities", "unit", "unit", 2, {}],
  ["title", "unit", "unit", 2, {}],
  ["price-and-availability", "unit", "pricing", 3, {}],
  ["price-and-availability/promotions", "unit", "pricing", 1, { page: "price-and-availability-promotions" }],
  ["price-and-availability/seasons", "unit", "pricing", 2, {}],
  ["calendar-availability", "unit", "pricing", 2, {}],
  ["commission-model", "unit", "business-model", 1, { ...host, page: "commission-model" }],
  ["verification/info", "unit", "verification", 0, { ...host, formless: true, page: "verification-info" }],
  ["verification/owner", "unit", "verification", 2, { ...host, page: "verification-owner" }],
  ["verification/upload", "unit", "verification", 3, { ...host, page: "verification-upload" }],
  ["personal-details/info", "unit", "verification", 2, { ...host, page: "personal-details-info" }],
  ["personal-details/owner", "unit", "verification", 2, { ...host, page: "personal-details-owner" }],
  ["booking-preference", "unit", "business-model", 1, { ...host, page: "booking-preference" }],
  ["regional-requirements", "unit", "legal", 2, { page: "regional-requirements" }],
  ["payout/info", "unit", "verification", 2, { ...host, page: "payout-info" }],
  ["payout/upload", "unit", "verification", 3, { ...host, page: "payout-upload" }],
  ["publish", "unit", "publish", 0, { formless: true }],
]);

// The identity-and-payout family keeps the spec's order (upload, payout, payout document, info); its
// info page is the payout info page of the onboarding variants.
export const singleUnitCatalogue: readonly CatalogueStep[] = catalogue([
  ["property", "property", "property", 1, {}],
  ["location/autocomplete", "property", "property", 1, {}],
  ["location/address", "property", "property", 2, {}],
  ["location/map", "property", "property", 1, { page: "location-map" }],
  ["guests-and-rooms/info", "unit", "unit", 2, {}],
  ["guests-and-rooms/beds", "unit", "unit", 2, {}],
  ["photos", "unit", "unit", 3, {}],
  ["amenities", "unit", "unit", 2, {}],
  ["title-and-description", "unit", "unit", 2, {}],
  ["price-and-availability", "unit", "pricing", 3, {}],
  ["price-and-availability/promotions", "unit", "pricing", 1, { page: "price-and-availability-promotions" }],
  ["price-and-availability/seasons", "unit", "pricing", 2, {}],
  ["calendar-availability", "unit", "pricing", 2, {}],
  ["commission-model", "unit", "business-model", 1, { ...host, page: "commission-model" }],
  ["verification/info", "unit", "verification", 0, { ...host, formless: true, page: "verification-info" }],
  ["verification/owner", "unit", "verification", 2, { ...host, page: "verification-owner" }],
  ["verification/upload", "unit", "verification", 3, { ...host, page: "verification-upload" }],
  ["commercial-model", "unit", "business-model", 1, { ...host, page: "commercial-model" }],
  ["commercial-model/plan", "unit", "business-model", 1, { ...host, page: "commercial-model-plan" }],
  [
    "commercial-model/plan-services",
    "unit",
    "business-model",
    1,
    { ...host, page: "commercial-model-plan-services" },
  ],
  ["booking-preference", "unit", "business-model", 1, { ...host, page: "booking-preference" }],
  ["identity-and-payout/upload", "unit", "verification", 3, { ...host, page: "identity-upload" }],
  ["identity-and-payout/payout", "unit", "verification", 2, { ...host, page: "payout-details" }],
  [
    "identity-and-payout/payout-document",
    "unit",
    "verification",
    3,
    { ...host, page: "payout-document-upload" },
  ],
  ["identity-and-payout/info", "unit", "verification", 2, { ...host, page: "payout-info" }],
  ["personal-details/info", "unit", "verification", 2, { ...host, page: "personal-details-info" }],
  ["personal-details/owner", "unit", "verification", 2, { ...host, page: "personal-details-owner" }],
  ["subscription/plan", "unit", "business-model", 1, { page: "subscription-plan" }],
  ["subscription/boost", "unit", "business-model", 1, { page: "subscription-boost" }],
  ["regional-requirements", "unit", "legal", 2, { page: "regional-requirements" }],
  ["publish", "unit", "publish", 0, { formless: true }],
]);
