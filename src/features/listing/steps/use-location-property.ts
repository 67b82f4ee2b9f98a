// The property whose address the location steps edit, from the local store with the pending
// commands applied, and its address as the address form shows it.
import type { PropertyDocument } from "../../../../domain/properties/property-document.ts";
import type { LocationForm } from "../../../../domain/properties/location-form.ts";
import { useLocalProperties } from "../../properties/use-local-properties.ts";

export function usePlaceProperty(propertyId: string): PropertyDocument | undefined {
  return useLocalProperties().byId.get(propertyId);
}

export function locationFormOf(property: PropertyDocument): LocationForm {
  return {
    countryCode: property.countryCode,
    city: property.city,
    street: property.street,
    houseNumberOrName: property.houseNumberOrName,
    postalCode: property.postalCode ?? "",
    state: property.stateOrProvince ?? "",
    province: property.province ?? "",
  };
}
