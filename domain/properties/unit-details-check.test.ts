import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RoomType } from "./room-type.ts";
import { minimumNoticeDays } from "../validation/minimum-notice.ts";
import { pricingModeOf, unitDetailsProblems, type DetailsCatalogue } from "./unit-details-check.ts";

const catalogue: DetailsCatalogue = {
  property: {
    accommodationType: [{ value: "apartment", label: "Apartment" }],
    houseRules: [
      { value: "noSmoking", label: "No smoking" },
      { value: "petsAllowed", label: "Pets allowed" },
    ],
    cancellationPolicy: [{ type: "flexible", description: ["Free cancellation."] }],
  },
  propertyUnit: {
    amenities: [
      { id: "wifi", label: "Wi-Fi", group: "essentials" },
      { id: "pool", label: "Pool", group: "outdoor" },
    ],
  },
};

const ids = ["wifi", "pool", "helipad", "noSmoking", "petsAllowed", "noMusic"];
const bookingType = fc.constantFrom("onLine" as const, "onRequest" as const, null);

describe("unitDetailsProblems", () => {
  it("names amenities and house rules exactly when one is not in the catalogue (1,000 runs)", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...ids)),
        fc.uniqueArray(fc.constantFrom(...ids)),
        bookingType,
        (amenities, houseRules, type) => {
          const names = unitDetailsProblems({ amenities, houseRules }, catalogue, type).map((p) => p.name);
          const amenityKnown = amenities.every((a) => a === "wifi" || a === "pool");
          const rulesKnown = houseRules.every((r) => r === "noSmoking" || r === "petsAllowed");
          expect(names.includes("amenities")).toBe(!amenityKnown);
          expect(names.includes("houseRules")).toBe(!rulesKnown);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it("refuses bathrooms and kitchens, and notice under 2 days, for on-request units only (1,000 runs)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ type: fc.constantFrom(...RoomType.literals), beds: fc.integer({ min: 0, max: 20 }) }),
          { maxLength: 6 },
        ),
        fc.constantFrom(...minimumNoticeDays),
        bookingType,
        (rooms, notice, type) => {
          const names = unitDetailsProblems({ rooms, minimumNoticeDays: notice }, catalogue, type).map(
            (p) => p.name,
          );
          const onRequest = pricingModeOf(type) === "on-request";
          const expectedRooms = rooms.flatMap((room, i) =>
            onRequest && (room.type === "bath_room" || room.type === "kitchen_room")
              ? [`rooms.${i}.type`]
              : [],
          );
          expect(names.filter((n) => n.startsWith("rooms."))).toEqual(expectedRooms);
          expect(names.includes("minimumNoticeDays")).toBe(onRequest && notice <= 1);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it("checks the cancellation policy and accommodation type against the catalogue, and lets null through", () => {
    expect(
      unitDetailsProblems(
        { cancellationPolicy: "flexible", accommodationType: "apartment" },
        catalogue,
        null,
      ),
    ).toEqual([]);
    expect(
      unitDetailsProblems({ cancellationPolicy: null, accommodationType: null }, catalogue, null),
    ).toEqual([]);
    expect(
      unitDetailsProblems({ cancellationPolicy: "strict", accommodationType: "castle" }, catalogue, null).map(
        (p) => p.name,
      ),
    ).toEqual(["cancellationPolicy", "accommodationType"]);
  });

  it("refuses an amenity listed twice", () => {
    expect(unitDetailsProblems({ amenities: ["wifi", "wifi"] }, catalogue, null).map((p) => p.name)).toEqual([
      "amenities",
    ]);
  });
});
