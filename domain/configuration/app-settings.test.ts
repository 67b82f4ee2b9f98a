import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { AppSettings } from "./app-settings.ts";
import { cancellationPolicyText } from "./cancellation-policy.ts";
import { needsRegistrationId } from "./configuration.ts";

describe("app settings (listing spec §3, §9)", () => {
  it("default to EUR and metric", () => {
    expect(Schema.decodeUnknownSync(AppSettings)({})).toEqual({
      defaultCurrency: "EUR",
      measurementUnits: "metric",
    });
    expect(
      Schema.decodeUnknownSync(AppSettings)({ defaultCurrency: "GBP", measurementUnits: "imperial" }),
    ).toEqual({
      defaultCurrency: "GBP",
      measurementUnits: "imperial",
    });
  });

  it("refuse an unknown measurement unit", () => {
    expect(() => Schema.decodeUnknownSync(AppSettings)({ measurementUnits: "nautical" })).toThrow(/imperial/);
  });
});

describe("configuration rules", () => {
  it("join cancellation policy lines with line breaks", () => {
    expect(
      cancellationPolicyText({ type: "flexible", description: ["Free until 1 day before.", "Then 50 %."] }),
    ).toBe("Free until 1 day before.\nThen 50 %.");
  });

  it("ask for a registration id by country or by region", () => {
    const configuration = {
      property: { countriesWithRegistrationId: ["PT"], regionsWithRegistrationId: ["ES-CT"] },
    };
    const check = (country: string, region: string | null) =>
      needsRegistrationId(configuration, country, region);
    expect(check("PT", null)).toBe(true);
    expect(check("ES", "ES-CT")).toBe(true);
    expect(check("ES", "ES-MD")).toBe(false);
  });
});
