import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareInstants, instantMillis, isInstant, laterInstant } from "./instant.ts";

describe("instants", () => {
  it("accepts what toISOString writes and refuses days and times that do not exist", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(9999, 11, 31) }), (ms) =>
        isInstant(new Date(ms).toISOString()),
      ),
      { numRuns: 1000 },
    );
    expect(isInstant("2025-05-02T10:30:00Z")).toBe(true);
    expect(isInstant("2024-02-29T23:59:59.999Z")).toBe(true);
    for (const bad of [
      "2025-02-29T10:00:00Z",
      "2025-05-02T24:00:00Z",
      "2025-05-02T10:60:00Z",
      "2025-05-02T10:30:00+02:00",
      "2025-05-02",
    ])
      expect(isInstant(bad)).toBe(false);
  });

  it("compares as time, not as text", () => {
    expect(laterInstant("2025-05-02T10:30:00Z", "2025-05-02T10:30:00.500Z")).toBe("2025-05-02T10:30:00.500Z");
    expect(laterInstant("2025-05-02T10:30:00.000Z", "2025-05-02T10:30:00Z")).toBe("2025-05-02T10:30:00.000Z");
    expect(instantMillis("1970-01-01T00:00:01Z")).toBe(1000);
  });

  it("orders as time, whatever each text's fraction, and without parsing only where that agrees", () => {
    // Instants near one another in every shape toISOString and the API write: no fraction, or 1–3 digits.
    const instant = fc
      .tuple(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2020, 0, 1) + 5_000 }),
        fc.integer({ min: 0, max: 3 }),
      )
      .map(([ms, digits]) => {
        const text = new Date(ms).toISOString();
        if (digits === 3) return text;
        const fraction = text.slice(20, 23);
        // Fewer digits only where they say the same time.
        if (fraction.slice(digits) !== "0".repeat(3 - digits)) return text;
        return digits === 0 ? `${text.slice(0, 19)}Z` : `${text.slice(0, 20 + digits)}Z`;
      });
    fc.assert(
      fc.property(instant, instant, (a, b) => {
        expect(Math.sign(compareInstants(a, b))).toBe(Math.sign(instantMillis(a) - instantMillis(b)));
      }),
      { numRuns: 2000 },
    );
    expect(compareInstants("2025-05-02T10:30:01Z", "2025-05-02T10:30:00.900Z")).toBeGreaterThan(0);
    expect(compareInstants("2025-05-02T10:30:00.5Z", "2025-05-02T10:30:00.50Z")).toBe(0);
  });
});
