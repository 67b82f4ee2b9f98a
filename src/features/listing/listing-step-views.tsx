// What each listing step shows: a map from the step's name (domain/listing/listing-step.ts) to the
// component drawing it, each loaded on its own when the host first reaches it. What a step receives
// and how it saves is in listing-step-props.ts. Steps of the single-unit families map onto the same
// components as their multi-unit names (for one, "title-and-description" and "title").
import type { ComponentType, LazyExoticComponent } from "react";
import type { ListingStepName } from "../../../domain/listing/listing-step.ts";
import { lazyWithRetry } from "../../app/lazy-with-retry.ts";
import type { ListingStepProps } from "./listing-step-props.ts";

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
