import { describe, expect, it } from "vitest";
import { appSettingsFor, defaultAppSettings } from "./app-settings.ts";
import { supportedLocales } from "./supported-locale.ts";

describe("appSettingsFor", () => {
  it("answers the spec's defaults without a locale", () => {
    expect(appSettingsFor(undefined)).toEqual({ defaultCurrency: "EUR", measurementUnits: "metric" });
  });

  it("follows the locale's country: dollars and imperial in the US, pounds in Britain, francs in Switzerland", () => {
    expect(appSettingsFor("en_US")).toEqual({ defaultCurrency: "USD", measurementUnits: "imperial" });
    expect(appSettingsFor("en_GB")).toEqual({ defaultCurrency: "GBP", measurementUnits: "metric" });
    expect(appSettingsFor("de_CH")).toEqual({ defaultCurrency: "CHF", measurementUnits: "metric" });
    for (const locale of ["de_DE", "es_ES", "fr_FR", "hr_HR", "it_IT", "nl_NL", "pt_PT"] as const)
      expect(appSettingsFor(locale)).toEqual(defaultAppSettings);
  });

  it("uses imperial units only for the US", () => {
    const imperial = supportedLocales.filter((l) => appSettingsFor(l).measurementUnits === "imperial");
    expect(imperial).toEqual(["en_US"]);
  });
});
