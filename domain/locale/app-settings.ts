// GET /api/public/app-settings?hl= (listing spec §3, §7, §9): the default currency and measurement
// units. Without hl the spec's defaults (EUR, metric); with a locale we speak, that locale's
// country conventions: the United States measure in imperial units and pay in dollars, Britain
// pays in pounds, Switzerland in francs, the rest of our locales are euro countries.
import type { SupportedLocale } from "./supported-locale.ts";

export interface AppSettings {
  readonly defaultCurrency: "EUR" | "USD" | "GBP" | "CHF";
  readonly measurementUnits: "metric" | "imperial";
}

export const defaultAppSettings: AppSettings = { defaultCurrency: "EUR", measurementUnits: "metric" };

export function appSettingsFor(locale: SupportedLocale | undefined): AppSettings {
  if (locale === "en_US") return { defaultCurrency: "USD", measurementUnits: "imperial" };
  if (locale === "en_GB") return { defaultCurrency: "GBP", measurementUnits: "metric" };
  if (locale === "de_CH") return { defaultCurrency: "CHF", measurementUnits: "metric" };
  return defaultAppSettings;
}
