import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldForSearch, gazetteerGeocoder, gazetteerPlaces, gazetteerTown } from "./demo-gazetteer.ts";
import { boundsAround, mapViewOf, movePin, project, unproject } from "./map-view.ts";

const geocoder = gazetteerGeocoder();

describe("the built-in gazetteer", () => {
  it("finds a town by its name, accents and case ignored, and by its postal code", () => {
    expect(geocoder.search("split", 5).map((p) => p.city)).toEqual(["Split"]);
    expect(geocoder.search("KOLN", 5)[0]).toMatchObject({
      city: "Köln",
      countryCode: "DE",
      postalCode: "50667",
    });
    expect(geocoder.search("80067", 5).map((p) => p.city)).toEqual(["Sorrento"]);
    expect(geocoder.search("peter", 5).map((p) => p.city)).toEqual(["Sankt Peter-Ording"]);
    expect(geocoder.search("  ", 5)).toEqual([]);
    expect(geocoder.search("Atlantis", 5)).toEqual([]);
  });

  it("puts an exact name before names that start with it, and keeps to the limit", () => {
    const places = [
      { ...gazetteerPlaces[0]!, city: "Porto Ercole" },
      { ...gazetteerPlaces[0]!, city: "Porto" },
      { ...gazetteerPlaces[0]!, city: "Portofino" },
    ];
    expect(
      gazetteerGeocoder(places)
        .search("porto", 2)
        .map((p) => p.city),
    ).toEqual(["Porto", "Porto Ercole"]);
  });

  it("answers only towns whose name or postal code holds what was typed, for any text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.integer({ min: 0, max: 10 }), (text, limit) => {
        const found = geocoder.search(text, limit);
        expect(found.length).toBeLessThanOrEqual(limit);
        const q = foldForSearch(text);
        for (const p of found)
          expect(foldForSearch(p.city).includes(q) || foldForSearch(p.postalCode ?? "").startsWith(q)).toBe(
            true,
          );
      }),
      { numRuns: 1000 },
    );
  });

  it("knows the demo hosts' towns, with coordinates on the earth", () => {
    for (const [country, city] of [
      ["IT", "Sorrento"],
      ["HR", "Split"],
      ["DE", "Garmisch-Partenkirchen"],
      ["DE", "Sankt Peter-Ording"],
      ["CH", "Grindelwald"],
    ] as const)
      expect(gazetteerTown(country, city)?.city).toBe(city);
    for (const p of gazetteerPlaces) {
      expect(Math.abs(p.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(p.longitude)).toBeLessThanOrEqual(180);
    }
  });
});

describe("the map view", () => {
  const point = fc.record({
    latitude: fc.double({ min: -60, max: 70, noNaN: true }),
    longitude: fc.double({ min: -170, max: 170, noNaN: true }),
  });

  it("puts every point of its box back where it came from, to six decimals", () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const view = mapViewOf(boundsAround([a, b], 0.5), 600);
        for (const p of [a, b]) {
          const back = unproject(view, project(view, p));
          expect(back.latitude).toBeCloseTo(p.latitude, 5);
          expect(back.longitude).toBeCloseTo(p.longitude, 5);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("keeps a click outside the drawing inside the box", () => {
    const view = mapViewOf({ west: 13, east: 20, south: 42, north: 47 }, 600);
    expect(unproject(view, { x: -50, y: view.height + 50 })).toEqual({ latitude: 42, longitude: 13 });
  });

  it("moves the pin one step each way, and never off the earth", () => {
    const split = { latitude: 43.5081, longitude: 16.4402 };
    expect(movePin(split, "north", 0.01)).toEqual({ latitude: 43.5181, longitude: 16.4402 });
    expect(movePin(split, "west", 0.001)).toEqual({ latitude: 43.5081, longitude: 16.4392 });
    fc.assert(
      fc.property(
        point,
        fc.constantFrom("north" as const, "south" as const, "east" as const, "west" as const),
        fc.double({ min: 0, max: 200, noNaN: true }),
        (p, direction, step) => {
          const moved = movePin(p, direction, step);
          expect(Math.abs(moved.latitude)).toBeLessThanOrEqual(90);
          expect(Math.abs(moved.longitude)).toBeLessThanOrEqual(180);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
