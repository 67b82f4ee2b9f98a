// What the server tells every visitor before sign-in (operations spec §6, §7): the feature settings
// that switch navigation items and prompts on, the cookie-consent settings, and the static domain
// configuration served at /config/{hostname}.json. The spec names the settings but not their shape;
// these shapes are ours, one flag per setting the spec names.
import { Schema } from "effect";
import { SupportedLocale } from "../locale/supported-locale.ts";

/** GET /api/public/settings. */
export const PublicSettings = Schema.Struct({
  overview: Schema.Boolean,
  statistics: Schema.Boolean,
  /** Earnings and occupancy pages under statistics (else performance). */
  earningsOccupancy: Schema.Boolean,
  helpCentre: Schema.Boolean,
  helpCentreInDesktopNav: Schema.Boolean,
  helpCentreUrl: Schema.NullOr(Schema.String),
  coinSubscription: Schema.Boolean,
  inbox: Schema.Boolean,
  bookingsAvailability: Schema.Boolean,
  b2b: Schema.Boolean,
  /** Warn hosts whose default booking type is on request (spec §4). */
  onRequestBookingTypeWarning: Schema.Boolean,
  /** The campaign route redirects to a listing step (spec §4). */
  campaignRedirect: Schema.Boolean,
  /**
   * The account menu's settings (listing spec §2 Account): the achievements page, the earning
   * details page and the "user preferences" label of localization. Optional, so settings kept on
   * a device by an earlier build still decode (and read as off).
   */
  achievements: Schema.optional(Schema.Boolean),
  earningDetails: Schema.optional(Schema.Boolean),
  userPreferences: Schema.optional(Schema.Boolean),
  /** Help settings (spec §3): how support is reached. */
  contact: Schema.Struct({
    email: Schema.String,
    phoneNumber: Schema.NullOr(Schema.String),
    whatsappNumber: Schema.NullOr(Schema.String),
  }),
});
export type PublicSettings = typeof PublicSettings.Type;

export const CookieCategory = Schema.Literals(["necessary", "preferences", "analytics", "marketing"]);
export type CookieCategory = typeof CookieCategory.Type;

/** GET /api/public/cookie-consent-settings?hl=… */
export const CookieConsentSettings = Schema.Struct({
  locale: SupportedLocale,
  /** Where the consent is kept, and for how long it stands before the visitor is asked again. */
  cookieName: Schema.String,
  maxAgeDays: Schema.Int,
  /** Bumped when the categories change, so earlier consents are asked again. */
  revision: Schema.Int,
  categories: Schema.Array(
    Schema.Struct({
      id: CookieCategory,
      /** Necessary cookies cannot be refused; the others are off until the visitor agrees. */
      required: Schema.Boolean,
      labelKey: Schema.String,
    }),
  ),
  policyUrl: Schema.String,
});
export type CookieConsentSettings = typeof CookieConsentSettings.Type;

/** GET /config/{hostname}.json: per domain, where the API is and where visitors who are signed out land. */
export const DomainConfiguration = Schema.Struct({
  hostname: Schema.String,
  apiHost: Schema.String,
  landingRedirect: Schema.NullOr(Schema.String),
  defaultLocale: SupportedLocale,
});
export type DomainConfiguration = typeof DomainConfiguration.Type;

/** A host name as a path segment may carry it: letters, digits, dots, hyphens, an optional port. */
export const Hostname = Schema.String.check(
  Schema.isMaxLength(253),
  Schema.isPattern(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i),
);
