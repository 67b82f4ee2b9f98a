// The listing forms' server-side catalogues (listing spec §3, §7): the configuration per locale,
// regional requirements per country, and the promotions a unit may run. Editorial data that
// changes with a deploy, so it lives here rather than in tables (decisions.md). Country names are
// translated with the runtime's ICU data; other labels are English, and the client translates them
// by value where it has a key.
import type { Configuration } from "../../domain/configuration/configuration.ts";
import type { Promotion } from "../../domain/promotions/promotion.ts";
import type { RegionalRequirementsConfiguration } from "../../domain/regional-requirements/regional-requirements.ts";
import { languageTag, type SupportedLocale } from "../../domain/locale/supported-locale.ts";

const countryCodes = ["AT", "CH", "DE", "ES", "FR", "GB", "HR", "IT", "NL", "PT", "US"] as const;
const euCountries = ["AT", "DE", "ES", "FR", "HR", "IT", "NL", "PT"];
const phonePrefixes: Record<(typeof countryCodes)[number], string> = {
  AT: "+43",
  CH: "+41",
  DE: "+49",
  ES: "+34",
  FR: "+33",
  GB: "+44",
  HR: "+385",
  IT: "+39",
  NL: "+31",
  PT: "+351",
  US: "+1",
};
const option = (value: string, label: string) => ({ value, label });
const amenity = (id: string, label: string, group: string) => ({ id, label, group });

export function propertiesConfiguration(locale: SupportedLocale): Configuration {
  const regionNames = new Intl.DisplayNames([languageTag(locale)], { type: "region" });
  const countries = countryCodes
    .map((code) => ({ code, name: regionNames.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, languageTag(locale)));
  return {
    locale,
    countries,
    countriesDac7: euCountries,
    phonePrefixes: countryCodes.map((countryCode) => ({ countryCode, prefix: phonePrefixes[countryCode] })),
    countryStates: {
      US: [
        { code: "CA", name: "California" },
        { code: "FL", name: "Florida" },
        { code: "NY", name: "New York" },
      ],
      CH: [
        { code: "BE", name: "Bern" },
        { code: "GR", name: "Graubünden" },
        { code: "VS", name: "Valais" },
      ],
    },
    priceAndAvailabilitySettings: { losDiscount: { nightThresholds: [7, 14, 28], maxPercent: 50 } },
    property: {
      accommodationType: [
        option("apartment", "Apartment"),
        option("house", "House"),
        option("villa", "Villa"),
        option("chalet", "Chalet"),
        option("room", "Room"),
      ],
      bookingType: [
        { type: "onLine", name: "Instant booking", alternativeTitle: "Recommended" },
        { type: "onRequest", name: "On request", alternativeTitle: "You confirm each booking" },
      ],
      houseRules: [option("noSmoking", "No smoking"), option("noParties", "No parties"), option("petsAllowed", "Pets allowed")],
      cancellationPolicy: [
        { type: "flexible", description: ["Free cancellation up to 1 day before check-in."] },
        {
          type: "moderate",
          description: ["Free cancellation up to 14 days before check-in.", "50% refund up to 7 days before."],
        },
        { type: "strict", description: ["50% refund up to 30 days before check-in.", "No refund after that."] },
      ],
      countriesWithRegistrationId: Object.keys(regionalRequirementsByCountry),
      expectedUnitCount: [option("1", "1"), option("2-5", "2 to 5"), option("6-20", "6 to 20"), option("21+", "More than 20")],
      addressForm: Object.fromEntries(
        countryCodes.map((code) => [
          code,
          code === "US" || code === "CH"
            ? ["street", "houseNumberOrName", "postalCode", "city", "state"]
            : ["street", "houseNumberOrName", "postalCode", "city"],
        ]),
      ),
      regionsWithRegistrationId: ["ES-CT", "ES-IB"],
    },
    propertyUnit: {
      amenities: [
        amenity("wifi", "Wi-Fi", "essentials"),
        amenity("heating", "Heating", "essentials"),
        amenity("airConditioning", "Air conditioning", "essentials"),
        amenity("kitchen", "Kitchen", "kitchen"),
        amenity("dishwasher", "Dishwasher", "kitchen"),
        amenity("washingMachine", "Washing machine", "facilities"),
        amenity("parking", "Free parking", "facilities"),
        amenity("pool", "Pool", "outdoor"),
        amenity("garden", "Garden", "outdoor"),
        amenity("balcony", "Balcony", "outdoor"),
      ],
      topAmenities: ["wifi", "kitchen", "parking", "pool"],
      listingType: [option("entirePlace", "Entire place"), option("privateRoom", "Private room")],
      roomProperties: [option("ensuite", "En-suite bathroom"), option("view", "View")],
      rooms: ["bedroom", "living_room", "bath_room", "kitchen_room"],
      // Large enough for a sharp listing photo, bounded so a decoded image stays a few hundred MB at
      // most (the spec's photo constant 16000 is the largest side).
      photosConstraints: {
        mimeTypes: ["image/jpeg", "image/png", "image/webp"],
        minWidth: 1024,
        minHeight: 683,
        maxWidth: 16000,
        maxHeight: 16000,
      },
      paymentPreferences: ["online_100", "online_30_70_split", "online_50", "online_30"],
    },
    extraCharges: [option("cleaning", "Final cleaning"), option("linen", "Bed linen"), option("touristTax", "Tourist tax")],
  };
}

const registrationNumber = (name: string) => ({ name, type: "text" as const, required: true, options: [] });

/** Per country, what local law asks of a holiday let; a country not listed asks nothing. */
export const regionalRequirementsByCountry: Record<string, RegionalRequirementsConfiguration> = {
  IT: {
    registration: {
      fields: [
        // The national identification code (CIN) every Italian holiday let must show since 2024.
        registrationNumber("nationalIdentificationCode"),
        {
          name: "accommodationCategory",
          type: "select",
          required: true,
          options: [
            { value: "locazione_turistica", label: "Tourist rental" },
            { value: "casa_vacanze", label: "Holiday home" },
          ],
        },
      ],
    },
  },
  ES: { registration: { fields: [registrationNumber("registrationNumber")] } },
  PT: { registration: { fields: [registrationNumber("registrationNumber")] } },
  HR: {
    registration: {
      fields: [
        registrationNumber("registrationNumber"),
        { name: "touristTaxPaid", type: "checkbox", required: false, options: [] },
      ],
    },
  },
};

/** The promotions every unit may run, each with its discount. */
export const promotionCatalogue: readonly Required<Pick<Promotion, "type" | "data">>[] = [
  { type: "earlyBird", data: { discount: 10 } },
  { type: "lastMinute", data: { discount: 15 } },
  { type: "longStay", data: { discount: 20 } },
];
