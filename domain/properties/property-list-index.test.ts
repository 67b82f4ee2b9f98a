import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { propertyListGroups, type ListedProperty, type ListedUnit } from "./property-list.ts";
import { propertyListIndex, searchPropertyList } from "./property-list-index.ts";
import type { PropertyState } from "./property-state.ts";

// Titles, cities and searches from a small alphabet with accents, case and spaces, so searches often
// hit and often miss; ids with capitals, which a search matches without regard to case.
const word = fc.constantFrom(
  "sea",
  "view",
  "Villa",
  "villá",
  "room",
  "Émile",
  "olive",
  "a",
  "P1",
  "u",
  " ",
  "  ",
);
const title = fc.option(
  fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(" ")),
  { nil: null },
);
const state = fc.constantFrom<PropertyState>("IN_PROGRESS", "PUBLISHED", "UNPUBLISHED", "DELETED");
const world = fc
  .uniqueArray(
    fc.record({ id: fc.nat(30).map((n) => (n % 3 === 0 ? `P${n}` : `p${n}`)), title, city: word, state }),
    { selector: (p) => p.id, maxLength: 10 },
  )
  .chain((props) =>
    fc.record({
      properties: fc.constant(props as ListedProperty[]),
      units: fc.uniqueArray(
        fc.record({
          id: fc.nat(80).map((n) => (n % 4 === 0 ? `U${n}` : `u${n}`)),
          propertyId:
            props.length > 0
              ? fc.constantFrom(...props.map((p) => p.id), "p-missing")
              : fc.constant("p-missing"),
          title,
          state,
        }),
        { selector: (u) => u.id, maxLength: 30 },
      ),
      searches: fc.array(
        fc.oneof(
          word,
          fc.array(word, { maxLength: 3 }).map((w) => w.join(" ")),
        ),
        { minLength: 1, maxLength: 4 },
      ),
    }),
  );

describe("searchPropertyList over propertyListIndex", () => {
  it("answers exactly propertyListGroups' groups, for any properties, units and searches", () => {
    fc.assert(
      fc.property(world, ({ properties, units, searches }) => {
        const index = propertyListIndex(properties, units);
        for (const search of ["", ...searches])
          expect(searchPropertyList(index, search)).toEqual(propertyListGroups(properties, units, search));
      }),
      { numRuns: 1_000 },
    );
  });

  it("answers the same array for every empty or blank search, and leaves its input unchanged", () => {
    const properties: ListedProperty[] = [
      { id: "p2", title: "Villa", city: "Split", state: "PUBLISHED" },
      { id: "p1", title: "Apartments", city: "Poreč", state: "PUBLISHED" },
    ];
    const units: ListedUnit[] = [
      { id: "u2", propertyId: "p1", title: "Sea", state: "PUBLISHED" },
      { id: "u1", propertyId: "p1", title: "Garden", state: "PUBLISHED" },
    ];
    const before = structuredClone({ properties, units });
    const index = propertyListIndex(properties, units);
    expect(searchPropertyList(index, "")).toBe(searchPropertyList(index, "   "));
    expect(searchPropertyList(index, "").map((g) => g.property.id)).toEqual(["p1", "p2"]);
    expect(searchPropertyList(index, "SEA").map((g) => g.units.map((u) => u.id))).toEqual([["u2"]]);
    expect({ properties, units }).toEqual(before);
  });
});
