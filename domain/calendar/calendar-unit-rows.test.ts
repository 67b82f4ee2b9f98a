// The timeline's rows against their definition: every shown unit once, under its own property's
// header, headers only over shown units, and the search's folding of case and accents.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  calendarUnitRows,
  compareCalendarUnits,
  unitMatchesSearch,
  type CalendarRowUnit,
} from "./calendar-unit-rows.ts";

const runs = { numRuns: 1000 };

const arbitraryUnit = fc.record({
  id: fc.stringMatching(/^[a-z0-9-]{1,8}$/),
  propertyId: fc.constantFrom("p-a", "p-b", "p-c", "p-d"),
  title: fc.option(fc.constantFrom("Casa Limone", "Apartment 7", "Chalet Été", "Studio Ö", "apartment 12"), {
    nil: null,
  }),
  state: fc.constantFrom("PUBLISHED", "IN_PROGRESS", "DELETED"),
});
const arbitraryUnits = fc.uniqueArray(arbitraryUnit, { selector: (u) => u.id, maxLength: 30 });
const arbitrarySearch = fc.constantFrom(
  "",
  "apartment",
  "APART 7",
  "ete",
  "été",
  "casa",
  " studio  o ",
  "1",
  "zz",
);

describe("calendarUnitRows", () => {
  it("shows each matching, picked, not deleted unit exactly once, in selector order", () => {
    fc.assert(
      fc.property(
        arbitraryUnits,
        arbitrarySearch,
        fc.option(fc.array(fc.nat(30))),
        (units, search, picks) => {
          const selected =
            picks === null
              ? undefined
              : new Set(picks.map((i) => units[i % Math.max(1, units.length)]?.id ?? ""));
          const rows = calendarUnitRows(units, { search, selectedUnitIds: selected });
          const shown = rows.flatMap((r) => (r.kind === "unit" ? [r.unit] : []));
          const expected = units.filter(
            (u) =>
              u.state !== "DELETED" &&
              (selected === undefined || selected.size === 0 || selected.has(u.id)) &&
              unitMatchesSearch(u, search),
          );
          expect(new Set(shown.map((u) => u.id))).toEqual(new Set(expected.map((u) => u.id)));
          expect(shown.length).toBe(expected.length);
          for (let i = 1; i < shown.length; i++)
            expect(compareCalendarUnits(shown[i - 1]!, shown[i]!)).toBeLessThan(0);
        },
      ),
      runs,
    );
  });

  it("puts every unit under its own property's header, one header per property, none empty", () => {
    fc.assert(
      fc.property(arbitraryUnits, arbitrarySearch, (units, search) => {
        const rows = calendarUnitRows(units, { search });
        const headers = rows.filter((r) => r.kind === "property");
        expect(new Set(headers.map((h) => h.propertyId)).size).toBe(headers.length);
        let current: (typeof rows)[number] | undefined;
        let count = 0;
        const counts = new Map<string, number>();
        for (const row of rows) {
          if (row.kind === "property") {
            if (current?.kind === "property") counts.set(current.propertyId, count);
            current = row;
            count = 0;
          } else {
            expect(current?.kind).toBe("property");
            if (current?.kind === "property") expect(row.unit.propertyId).toBe(current.propertyId);
            count++;
          }
        }
        if (current?.kind === "property") counts.set(current.propertyId, count);
        for (const header of headers) {
          expect(counts.get(header.propertyId)).toBe(header.unitCount);
          expect(header.unitCount).toBeGreaterThan(0);
        }
      }),
      runs,
    );
  });
});

describe("unitMatchesSearch", () => {
  it("matches a unit by any part of its title, whatever the case and accents", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Chalet Été", "Apartment Lavender", "Kovačić Studio", "Casa Limone"),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (title, a, b, upper) => {
          const from = a % title.length;
          const to = from + 1 + (b % (title.length - from));
          const part = title.slice(from, to);
          const typed = upper ? part.toUpperCase() : part.normalize("NFD").replace(/\p{M}/gu, "");
          const unit: CalendarRowUnit = { id: "u-1", propertyId: "p", title, state: "PUBLISHED" };
          expect(unitMatchesSearch(unit, typed)).toBe(true);
        },
      ),
      runs,
    );
  });

  it("needs every word, and matches the id of an untitled unit", () => {
    const unit = { id: "unit-fig", title: "Apartment Fig" };
    expect(unitMatchesSearch(unit, "apart fig")).toBe(true);
    expect(unitMatchesSearch(unit, "apart olive")).toBe(false);
    expect(unitMatchesSearch({ id: "unit-fig", title: null }, "FIG")).toBe(true);
    expect(unitMatchesSearch(unit, "   ")).toBe(true);
  });
});
