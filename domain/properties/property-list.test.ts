import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  propertyListGroups,
  propertyListRows,
  propertyNameOf,
  propertySearchNeedle,
  type ListedProperty,
  type ListedUnit,
} from "./property-list.ts";
import { foldSearchText } from "../reservations/reservation-list.ts";
import type { PropertyState } from "./property-state.ts";

const property = (id: string, title: string | null, city = "Split", state: PropertyState = "PUBLISHED") =>
  ({ id, title, city, state }) satisfies ListedProperty;
const unit = (id: string, propertyId: string, title: string | null, state: PropertyState = "PUBLISHED") =>
  ({ id, propertyId, title, state }) satisfies ListedUnit;

const properties = [
  property("prop-adriana", "Villa Adriana", "Poreč"),
  property("prop-olive", "Olive Grove Apartments", "Split"),
  property("prop-new", null, "Zadar", "IN_PROGRESS"),
];
const units = [
  unit("unit-a2", "prop-adriana", "Sea view room"),
  unit("unit-a1", "prop-adriana", "Garden room"),
  unit("unit-a3", "prop-adriana", "Old room", "DELETED"),
  unit("unit-o1", "prop-olive", "Apartment Olive"),
  unit("unit-lost", "prop-unknown", "Orphan"),
];

const shape = (search: string) =>
  propertyListGroups(properties, units, search).map((g) => [
    g.property.id,
    g.unitCount,
    g.units.map((u) => u.id),
  ]);

describe("propertyListGroups", () => {
  it("lists every property by name, untitled last, each with its live units by title", () => {
    expect(shape("")).toEqual([
      ["prop-olive", 1, ["unit-o1"]],
      ["prop-adriana", 2, ["unit-a1", "unit-a2"]],
      ["prop-new", 0, []],
    ]);
  });

  it("keeps all units of a property whose name or city matches, accents and case aside", () => {
    expect(shape("villa")).toEqual([["prop-adriana", 2, ["unit-a1", "unit-a2"]]]);
    expect(shape("POREC")).toEqual([["prop-adriana", 2, ["unit-a1", "unit-a2"]]]);
  });

  it("narrows a property to its matching units, and never finds a deleted one", () => {
    expect(shape("sea view")).toEqual([["prop-adriana", 2, ["unit-a2"]]]);
    expect(shape("old room")).toEqual([]);
    expect(shape("orphan")).toEqual([]);
  });

  it("reads a search that differs only by whitespace as the same search", () => {
    expect(shape("  sea   view ")).toEqual(shape("sea view"));
    expect(shape("   ")).toEqual(shape(""));
    expect(propertySearchNeedle(" Sea\t View ")).toBe("sea view");
  });

  it("flattens groups into a heading followed by its units", () => {
    const rows = propertyListRows(propertyListGroups(properties, units, "adriana"));
    expect(rows.map((r) => r.key)).toEqual(["p:prop-adriana", "u:unit-a1", "u:unit-a2"]);
  });

  it("names a property by its title, or by its id while it has none", () => {
    expect(propertyNameOf(properties[0], "prop-adriana")).toBe("Villa Adriana");
    expect(propertyNameOf(properties[2], "prop-new")).toBe("prop-new");
    expect(propertyNameOf(undefined, "prop-x")).toBe("prop-x");
  });
});

// Titles from a small alphabet, with accents and spaces, so searches often hit and often miss.
const word = fc.constantFrom("sea", "view", "Villa", "villá", "room", "Émile", "olive", "a", " ", "  ");
const title = fc.option(
  fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(" ")),
  { nil: null },
);
const state = fc.constantFrom<PropertyState>("IN_PROGRESS", "PUBLISHED", "UNPUBLISHED", "DELETED");
const world = fc
  .uniqueArray(fc.record({ id: fc.nat(30).map((n) => `p${n}`), title, city: word, state }), {
    selector: (p) => p.id,
    maxLength: 8,
  })
  .chain((props) =>
    fc.record({
      properties: fc.constant(props),
      units: fc.uniqueArray(
        fc.record({
          id: fc.nat(60).map((n) => `u${n}`),
          propertyId:
            props.length > 0
              ? fc.constantFrom(...props.map((p) => p.id), "p-missing")
              : fc.constant("p-missing"),
          title,
          state,
        }),
        { selector: (u) => u.id, maxLength: 20 },
      ),
      search: fc.oneof(
        word,
        fc.array(word, { maxLength: 3 }).map((w) => w.join(" ")),
      ),
    }),
  );

const folded = (text: string | null) => foldSearchText(text ?? "");

describe("propertyListGroups, for any host and search", () => {
  it("lists exactly the live units that match or whose live property matches, each once", () => {
    fc.assert(
      fc.property(world, ({ properties, units, search }) => {
        const needle = propertySearchNeedle(search);
        const groups = propertyListGroups(properties, units, search);
        const listed = groups.flatMap((g) => g.units.map((u) => u.id));
        expect(new Set(listed).size).toBe(listed.length);
        const byId = new Map(properties.map((p) => [p.id, p]));
        const propertyHit = (p: ListedProperty) =>
          folded(p.title).includes(needle) || folded(p.city).includes(needle) || p.id.includes(needle);
        const expected = units.filter((u) => {
          const p = byId.get(u.propertyId);
          if (p === undefined || p.state === "DELETED" || u.state === "DELETED") return false;
          return propertyHit(p) || folded(u.title).includes(needle) || u.id.includes(needle);
        });
        expect(new Set(listed)).toEqual(new Set(expected.map((u) => u.id)));
        for (const g of groups) {
          expect(g.property.state).not.toBe("DELETED");
          expect(g.units.length > 0 || propertyHit(g.property)).toBe(true);
          expect(g.unitCount).toBe(
            units.filter((u) => u.propertyId === g.property.id && u.state !== "DELETED").length,
          );
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("orders properties and their units by folded title, untitled last, ties by id", () => {
    const inOrder = (items: readonly { id: string; title: string | null }[]) =>
      items.every((b, i) => {
        const a = items[i - 1];
        if (a === undefined) return true;
        if (a.title === null) return b.title === null && a.id < b.id;
        if (b.title === null) return true;
        return folded(a.title) < folded(b.title) || (folded(a.title) === folded(b.title) && a.id < b.id);
      });
    fc.assert(
      fc.property(world, ({ properties, units, search }) => {
        const groups = propertyListGroups(properties, units, search);
        expect(inOrder(groups.map((g) => g.property))).toBe(true);
        for (const g of groups) expect(inOrder(g.units)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("gives the same list for a search padded or spaced out with whitespace", () => {
    fc.assert(
      fc.property(world, fc.constantFrom(" ", "  ", "\t"), ({ properties, units, search }, pad) => {
        const spaced = `${pad}${search.split(" ").join(`${pad} `)}${pad}`;
        expect(propertyListGroups(properties, units, spaced)).toEqual(
          propertyListGroups(properties, units, search),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it("lists in its rows every group's heading before its units, and nothing else", () => {
    fc.assert(
      fc.property(world, ({ properties, units, search }) => {
        const groups = propertyListGroups(properties, units, search);
        const rows = propertyListRows(groups);
        expect(rows).toHaveLength(groups.length + groups.reduce((n, g) => n + g.units.length, 0));
        let current: string | undefined;
        for (const row of rows) {
          if (row.kind === "property") current = row.group.property.id;
          else expect(row.unit.propertyId).toBe(current);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
