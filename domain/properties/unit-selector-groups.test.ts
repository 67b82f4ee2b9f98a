import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  unitMatchesSearch,
  unitSelectorDisabled,
  unitSelectorGroups,
  type SelectableUnit,
} from "./unit-selector-groups.ts";
import type { PropertyState } from "./property-state.ts";

const unit = (id: string, propertyId: string, title: string | null, state: PropertyState = "PUBLISHED") =>
  ({
    id,
    propertyId,
    title,
    state,
    propertySize: 50,
    propertySizeMeasurementUnit: "metric",
    bedroomCount: 1,
    guests: 2,
  }) satisfies SelectableUnit;

describe("unitSelectorGroups", () => {
  const units = [
    unit("u1", "p-single", "Zebra cottage"),
    unit("u2", "p-multi", "Room 2"),
    unit("u3", "p-multi", "Room 1"),
    unit("u4", "p-other", "Alpine loft"),
    unit("u5", "p-gone", "Gone", "DELETED"),
    unit("u6", "p-gone", "Still here"),
    unit("u7", "p-multi", null),
  ];

  it("puts multi-unit properties first as cards, single units after, deleted units nowhere", () => {
    const groups = unitSelectorGroups(units, "");
    expect(
      groups.multiUnitProperties.map((c) => [c.propertyId, c.unitCount, c.units.map((u) => u.id)]),
    ).toEqual([["p-multi", 3, ["u3", "u2", "u7"]]]);
    expect(groups.singleUnits.map((u) => u.id)).toEqual(["u4", "u6", "u1"]);
  });

  it("narrows by title, ignoring case, accents and spaces, and keeps a card multi-unit", () => {
    const groups = unitSelectorGroups([...units, unit("u8", "p-multi", "Émile's  room")], "  emile's room ");
    expect(groups.multiUnitProperties.map((c) => c.units.map((u) => u.id))).toEqual([["u8"]]);
    expect(groups.multiUnitProperties[0]?.unitCount).toBe(4);
    expect(groups.singleUnits).toEqual([]);
  });

  it("finds nothing for a search nothing holds", () => {
    expect(unitSelectorGroups(units, "harbour")).toEqual({ multiUnitProperties: [], singleUnits: [] });
  });
});

describe("unitSelectorDisabled", () => {
  it("is disabled with no unit or one property of one unit, enabled otherwise", () => {
    expect(unitSelectorDisabled([])).toBe(true);
    expect(unitSelectorDisabled([unit("a", "p", "A")])).toBe(true);
    expect(unitSelectorDisabled([unit("a", "p", "A"), unit("b", "p", "B", "DELETED")])).toBe(true);
    expect(unitSelectorDisabled([unit("a", "p", "A"), unit("b", "p", "B")])).toBe(false);
    expect(unitSelectorDisabled([unit("a", "p", "A"), unit("b", "q", "B")])).toBe(false);
  });
});

const states: PropertyState[] = ["IN_PROGRESS", "PUBLISHED", "UNPUBLISHED", "DELETED", "UNDER_REVIEW"];
const arbitraryUnits = fc
  .uniqueArray(
    fc.record({
      id: fc.stringMatching(/^[a-z0-9]{1,6}$/),
      propertyId: fc.constantFrom("p1", "p2", "p3", "p4"),
      title: fc.option(fc.constantFrom("Room", "room 2", "Éclair", "Loft", "Ocean view", "  Loft  A"), {
        nil: null,
      }),
      state: fc.constantFrom(...states),
    }),
    { selector: (u) => u.id, maxLength: 12 },
  )
  .map((list) => list.map((u) => unit(u.id, u.propertyId, u.title, u.state)));
const arbitrarySearch = fc.constantFrom("", "room", "LOFT", "eclair", " ", "a", "zz", "2");

describe("unit selector rules, for any units and search", () => {
  it("lists each undeleted matching unit exactly once, in the right section", () => {
    fc.assert(
      fc.property(arbitraryUnits, arbitrarySearch, (units, search) => {
        const groups = unitSelectorGroups(units, search);
        const listed = [...groups.multiUnitProperties.flatMap((c) => c.units), ...groups.singleUnits];
        const expected = units.filter((u) => u.state !== "DELETED" && unitMatchesSearch(u, search));
        expect(listed.map((u) => u.id).sort()).toEqual(expected.map((u) => u.id).sort());
        const liveCount = (propertyId: string) =>
          units.filter((u) => u.propertyId === propertyId && u.state !== "DELETED").length;
        for (const card of groups.multiUnitProperties) {
          expect(card.unitCount).toBe(liveCount(card.propertyId));
          expect(card.unitCount).toBeGreaterThan(1);
          for (const u of card.units) expect(u.propertyId).toBe(card.propertyId);
        }
        for (const u of groups.singleUnits) expect(liveCount(u.propertyId)).toBe(1);
      }),
      { numRuns: 1_000 },
    );
  });

  it("keeps the unsearched order when searching (searching only removes units)", () => {
    fc.assert(
      fc.property(arbitraryUnits, arbitrarySearch, (units, search) => {
        const all = unitSelectorGroups(units, "");
        const searched = unitSelectorGroups(units, search);
        const order = (g: typeof all) => [
          ...g.multiUnitProperties.flatMap((c) => c.units.map((u) => u.id)),
          "|",
          ...g.singleUnits.map((u) => u.id),
        ];
        const kept = new Set(order(searched));
        expect(order(all).filter((id) => kept.has(id))).toEqual(order(searched));
      }),
      { numRuns: 1_000 },
    );
  });

  it("is disabled exactly when the unsearched list offers at most one unit", () => {
    fc.assert(
      fc.property(arbitraryUnits, (units) => {
        const groups = unitSelectorGroups(units, "");
        const offered = groups.multiUnitProperties.length + groups.singleUnits.length;
        expect(unitSelectorDisabled(units)).toBe(offered <= 1 && groups.multiUnitProperties.length === 0);
      }),
      { numRuns: 1_000 },
    );
  });
});
