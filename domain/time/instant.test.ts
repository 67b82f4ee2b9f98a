import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { instantMillis, isInstant, laterInstant } from "./instant.ts";

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
});
