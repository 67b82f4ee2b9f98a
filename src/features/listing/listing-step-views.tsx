// What each listing step shows: a map from the step's name (domain/listing/listing-step.ts) to the
// component drawing it, each loaded on its own when the host first reaches it.
//
// The contract between the flow's shell (listing-flow-page.tsx) and a step:
// - The shell renders the step's component with ListingStepProps and owns the header, the progress
//   and the Back/Continue buttons (Enter continues, Esc goes back a step).
// - A step with a form calls `registerSave(save)` while it is shown (from an effect, re-registering
//   when what it would save changes; `registerSave(undefined)` on unmount is not needed, the shell
//   forgets a step's save when the step changes). When the host continues, the shell calls `save()`:
//   it checks the step's fields (showing the problems under their fields, focus on the first) and
//   answers false to stay on the step, or sends the step's data as outbox commands and answers true.
//   The shell then sends saveListingProgress with the step marked completed and moves on. So a step
//   never sends the progress itself, and never navigates.
// - A step without a form registers nothing: continuing marks it completed.
// - A step whose data is kept elsewhere (an upload, the verification area) registers a save that
//   answers false (with its message shown) while that data is missing, so it is complete only when
//   the data exists.
// - A step not in the map shows the shell's "not available here" panel and continuing still moves on.
//
// Steps of the single-unit families map onto the same components as their multi-unit names (for
// one, "title-and-description" and "title").
import type { ComponentType, LazyExoticComponent } from "react";
import type { PropertyId, UnitId } from "../../../domain/ids.ts";
import type { ListingFlow } from "../../../domain/listing/listing-flow.ts";
import type { CatalogueStep } from "../../../domain/listing/listing-step-catalogue.ts";
import type { ListingStepName } from "../../../domain/listing/listing-step.ts";
import { lazyWithRetry } from "../../app/lazy-with-retry.ts";

/** Saves a step when the host continues; true once its data is in the outbox (or nothing was needed). */
export type ListingStepSave = () => Promise<boolean> | boolean;

export interface ListingStepProps {
  readonly propertyId: PropertyId;
  readonly unitId: UnitId;
  readonly flow: ListingFlow;
  /** The step shown, with its attributes (group, effort, formless). */
  readonly step: CatalogueStep;
  /** Hands the shell the step's save for the next Continue; see the comment at the top. */
  readonly registerSave: (save: ListingStepSave | undefined) => void;
}

export type ListingStepView = LazyExoticComponent<ComponentType<ListingStepProps>>;

/** A step's component, loaded when the step is first shown: `stepView(() => import("./steps/x-step.tsx").then((m) => m.XStep))`. */
export function stepView(load: () => Promise<ComponentType<ListingStepProps>>): ListingStepView {
  return lazyWithRetry(async () => ({ default: await load() }));
}

const PropertyStep = stepView(() => import("./steps/property-step.tsx").then((m) => m.PropertyStep));
const PropertyTitleStep = stepView(() =>
  import("./steps/property-title-step.tsx").then((m) => m.PropertyTitleStep),
);
const StartUnitStep = stepView(() => import("./steps/start-unit-step.tsx").then((m) => m.StartUnitStep));
const UnitTypeStep = stepView(() => import("./steps/unit-type-step.tsx").then((m) => m.UnitTypeStep));
const GuestsStep = stepView(() => import("./steps/guests-step.tsx").then((m) => m.GuestsStep));
const BedsStep = stepView(() => import("./steps/beds-step.tsx").then((m) => m.BedsStep));
const PhotosStep = stepView(() => import("./steps/photos-step.tsx").then((m) => m.PhotosStep));
const AmenitiesStep = stepView(() => import("./steps/amenities-step.tsx").then((m) => m.AmenitiesStep));
const TitleStep = stepView(() => import("./steps/title-step.tsx").then((m) => m.TitleStep));
const PriceStep = stepView(() => import("./steps/price-step.tsx").then((m) => m.PriceStep));
const CalendarStep = stepView(() => import("./steps/calendar-step.tsx").then((m) => m.CalendarStep));
const BookingPreferenceStep = stepView(() =>
  import("./steps/booking-preference-step.tsx").then((m) => m.BookingPreferenceStep),
);
const HostDataStep = stepView(() => import("./steps/host-data-step.tsx").then((m) => m.HostDataStep));
const CommercialModelStep = stepView(() =>
  import("./steps/commercial-model-step.tsx").then((m) => m.CommercialModelStep),
);
const RegionalRequirementsStep = stepView(() =>
  import("./steps/regional-requirements-step.tsx").then((m) => m.RegionalRequirementsStep),
);
const PublishStep = stepView(() => import("./steps/publish-step.tsx").then((m) => m.PublishStep));
const LocationSearchStep = stepView(() =>
  import("./steps/location-search-step.tsx").then((m) => m.LocationSearchStep),
);
const LocationAddressStep = stepView(() =>
  import("./steps/location-address-step.tsx").then((m) => m.LocationAddressStep),
);
const LocationMapStep = stepView(() =>
  import("./steps/location-map-step.tsx").then((m) => m.LocationMapStep),
);

// One entry per step name; a component used by several names is one stepView shared by them.
export const listingStepViews: Partial<Record<ListingStepName, ListingStepView>> = {
  property: PropertyStep,
  "property-title": PropertyTitleStep,
  "start-unit": StartUnitStep,
  "unit-type": UnitTypeStep,
  "guests-and-rooms/info": GuestsStep,
  "guests-and-rooms/beds": BedsStep,
  photos: PhotosStep,
  amenities: AmenitiesStep,
  title: TitleStep,
  "title-and-description": TitleStep,
  "price-and-availability": PriceStep,
  "calendar-availability": CalendarStep,
  "booking-preference": BookingPreferenceStep,
  "commission-model": CommercialModelStep,
  "commercial-model": CommercialModelStep,
  "verification/info": HostDataStep,
  "verification/owner": HostDataStep,
  "verification/upload": HostDataStep,
  "identity-and-payout/upload": HostDataStep,
  "identity-and-payout/payout": HostDataStep,
  "identity-and-payout/payout-document": HostDataStep,
  "identity-and-payout/info": HostDataStep,
  "personal-details/info": HostDataStep,
  "personal-details/owner": HostDataStep,
  "payout/info": HostDataStep,
  "payout/upload": HostDataStep,
  "regional-requirements": RegionalRequirementsStep,
  publish: PublishStep,
  location: LocationSearchStep,
  "location/autocomplete": LocationSearchStep,
  "location/address": LocationAddressStep,
  "location/map": LocationMapStep,
};
