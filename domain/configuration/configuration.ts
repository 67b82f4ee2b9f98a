// The server's configuration for the listing forms (listing spec §3): GET
// /api/app/properties-configuration?hl={locale}. It is fetched per locale because labels are
// translated server-side; the shapes the spec leaves open are kept to value and label pairs.
import { Schema } from "effect";
import { RoomType } from "../properties/room-type.ts";
import { BookingTypeOption, PaymentPreference } from "./booking-type.ts";
import { CancellationPolicy } from "./cancellation-policy.ts";

const PositiveInt = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1));

export const ConfigOption = Schema.Struct({ value: Schema.String, label: Schema.String });
export type ConfigOption = typeof ConfigOption.Type;

export const Country = Schema.Struct({ code: Schema.String, name: Schema.String });
export const PhonePrefix = Schema.Struct({ countryCode: Schema.String, prefix: Schema.String });
export const CountryState = Schema.Struct({ code: Schema.String, name: Schema.String });

export const PhotosConstraints = Schema.Struct({
  mimeTypes: Schema.Array(Schema.String),
  minWidth: PositiveInt,
  minHeight: PositiveInt,
  maxWidth: PositiveInt,
  maxHeight: PositiveInt,
});
export type PhotosConstraints = typeof PhotosConstraints.Type;

export const AmenityOption = Schema.Struct({ id: Schema.String, label: Schema.String, group: Schema.String });

export const Configuration = Schema.Struct({
  locale: Schema.String,
  countries: Schema.Array(Country),
  // Countries that report under the EU DAC7 directive, which asks hosts for tax identification.
  countriesDac7: Schema.Array(Schema.String),
  phonePrefixes: Schema.Array(PhonePrefix),
  countryStates: Schema.Record(Schema.String, Schema.Array(CountryState)),
  priceAndAvailabilitySettings: Schema.Struct({
    // Length-of-stay discount: nights from which a discount may apply, and its largest percentage.
    losDiscount: Schema.Struct({
      nightThresholds: Schema.Array(PositiveInt),
      maxPercent: Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 100 })),
    }),
  }),
  property: Schema.Struct({
    accommodationType: Schema.Array(ConfigOption),
    bookingType: Schema.Array(BookingTypeOption),
    houseRules: Schema.Array(ConfigOption),
    cancellationPolicy: Schema.Array(CancellationPolicy),
    countriesWithRegistrationId: Schema.Array(Schema.String),
    expectedUnitCount: Schema.Array(ConfigOption),
    // Per country, the address fields its form shows, in order.
    addressForm: Schema.Record(Schema.String, Schema.Array(Schema.String)),
    regionsWithRegistrationId: Schema.Array(Schema.String),
  }),
  propertyUnit: Schema.Struct({
    amenities: Schema.Array(AmenityOption),
    topAmenities: Schema.Array(Schema.String),
    listingType: Schema.Array(ConfigOption),
    roomProperties: Schema.Array(ConfigOption),
    rooms: Schema.Array(RoomType),
    photosConstraints: PhotosConstraints,
    paymentPreferences: Schema.Array(PaymentPreference),
  }),
  extraCharges: Schema.Array(ConfigOption),
});
export type Configuration = typeof Configuration.Type;

/** Whether a registration id is asked for a property in this country or region (e.g. "ES" or "ES-CT"). */
export function needsRegistrationId(
  configuration: {
    readonly property: Pick<
      Configuration["property"],
      "countriesWithRegistrationId" | "regionsWithRegistrationId"
    >;
  },
  countryCode: string,
  regionCode: string | null,
): boolean {
  const { countriesWithRegistrationId, regionsWithRegistrationId } = configuration.property;
  return (
    countriesWithRegistrationId.includes(countryCode) ||
    (regionCode !== null && regionsWithRegistrationId.includes(regionCode))
  );
}
