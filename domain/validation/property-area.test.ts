import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  convertPropertySize,
  propertySizeAfterChange,
  propertySizeForSubmit,
  squareFeetPerSquareMetre,
  squareFeetToSquareMetres,
  squareMetresToSquareFeet,
} from "./property-area.ts";

describe("property area (listing spec §5, §9)", () => {
  it("converts by the factor 10.76391042", () => {
    expect(squareFeetPerSquareMetre).toBe(10.76391042);
    expect(squareMetresToSquareFeet(50)).toBe(538.2);
    expect(squareFeetToSquareMetres(1000)).toBe(92.9);
    expect(squareFeetToSquareMetres(538)).toBe(49.98);
  });

  it("rounds metric values to whole numbers and imperial to 2 decimals on submit", () => {
    expect(propertySizeForSubmit(49.98, "metric")).toBe(50);
    expect(propertySizeForSubmit(538.195, "imperial")).toBe(538.2);
    expect(convertPropertySize(80, "metric", "metric")).toBe(80);
  });

  it("comes back from square feet within rounding, starting from whole square metres", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (m2) => {
        const back = convertPropertySize(convertPropertySize(m2, "metric", "imperial"), "imperial", "metric");
        return Math.abs(back - m2) <= 0.005 + 1e-9 && propertySizeForSubmit(back, "metric") === m2;
      }),
      { numRuns: 1000 },
    );
  });

  it("comes back from square metres within rounding, starting from square feet", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1_000_000, noNaN: true }), (ft2) => {
        const back = squareMetresToSquareFeet(squareFeetToSquareMetres(ft2));
        return Math.abs(back - ft2) <= 0.005 * squareFeetPerSquareMetre + 0.005 + 1e-6;
      }),
      { numRuns: 1000 },
    );
  });
});

describe("propertySizeAfterChange", () => {
  const metric = { propertySize: 64, propertySizeMeasurementUnit: "metric" } as const;

  it("rounds a size given in the unit the change leaves", () => {
    expect(propertySizeAfterChange(metric, { propertySize: 70.6 })).toEqual({
      propertySize: 71,
      propertySizeMeasurementUnit: "metric",
    });
    expect(
      propertySizeAfterChange(metric, { propertySize: 700.456, propertySizeMeasurementUnit: "imperial" }),
    ).toEqual({ propertySize: 700.46, propertySizeMeasurementUnit: "imperial" });
  });

  it("restates the stored size when only the unit changes, so the area stays", () => {
    expect(propertySizeAfterChange(metric, { propertySizeMeasurementUnit: "imperial" })).toEqual({
      propertySize: 688.89,
      propertySizeMeasurementUnit: "imperial",
    });
    expect(
      propertySizeAfterChange(
        { propertySize: null, propertySizeMeasurementUnit: "metric" },
        {
          propertySizeMeasurementUnit: "imperial",
        },
      ),
    ).toEqual({ propertySize: null, propertySizeMeasurementUnit: "imperial" });
    expect(propertySizeAfterChange(metric, {})).toEqual(metric);
  });
});
