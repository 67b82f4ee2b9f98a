// The unit a listing route names, its property, the host and the flow they make (domain's
// unitListingFlow), all from the local store with the pending commands applied: the flow opens
// offline, and a step saved a moment ago already counts as done.
import type { PropertyDocument } from "../../../domain/properties/property-document.ts";
import type { UnitDocument } from "../../../domain/properties/unit-document.ts";
import { needsRegistrationId } from "../../../domain/configuration/configuration.ts";
import { isPastListingFlow } from "../../../domain/listing/unit-checklist.ts";
import { unitListingFlow, type UnitListingFlow } from "../../../domain/listing/unit-listing-flow.ts";
import type { UserInfo } from "../../../domain/user/user-info.ts";
import { useLocalProperties } from "../properties/use-local-properties.ts";
import { usePropertyUnits } from "../properties/use-property-units.ts";
import { useUserInfo } from "../sync/use-user-info.ts";
import { useUnitConfiguration } from "../units/use-unit-configuration.ts";

export type ListingUnit =
  | { readonly phase: "loading" }
  | { readonly phase: "not-found" }
  | {
      readonly phase: "ready";
      readonly unit: UnitDocument;
      readonly property: PropertyDocument;
      readonly user: UserInfo;
      readonly listing: UnitListingFlow;
    };

export function useListingUnit(propertyId: string, unitId: string): ListingUnit {
  const units = usePropertyUnits();
  const properties = useLocalProperties();
  const user = useUserInfo();
  const configuration = useUnitConfiguration();
  if (!units.ready || !properties.ready || user === undefined) return { phase: "loading" };
  const unit = units.units.get(unitId);
  const property = properties.byId.get(propertyId);
  if (
    unit === undefined ||
    property === undefined ||
    unit.propertyId !== propertyId ||
    unit.state === "DELETED"
  )
    return { phase: "not-found" };
  const others = [...units.units.values()].filter((u) => u.propertyId === propertyId && u.id !== unitId);
  // Regional requirements are asked where the unit already has some, or where the configuration
  // says the property's country asks for a registration (the catalogue may still be loading).
  const needsRegionalRequirements =
    unit.regionalRequirements !== null ||
    (configuration != null &&
      property.countryCode !== "" &&
      needsRegistrationId(configuration, property.countryCode, null));
  const listing = unitListingFlow({
    propertyType: property.propertyType,
    hasFinishedUnit: others.some(isPastListingFlow),
    needsRegionalRequirements,
    host: user,
  });
  return { phase: "ready", unit, property, user, listing };
}
