// The properties screen's list (listing spec §2, /properties): each property of the host with its
// units, narrowed by the search box. A property whose name, city or id holds the search is listed
// with all its units; otherwise it is listed with the units whose title or id holds it, and left out
// when none does. Deleted units are gone for the host (as in the unit selector): neither listed nor
// counted. Pure, so the list, its tests and a benchmark read one rule.
import { foldSearchText } from "../reservations/reservation-list.ts";
import { normalizeSearchInput } from "../search/search-input.ts";
import type { PropertyState } from "./property-state.ts";

/** The fields of a property the list shows and searches (a PropertyDocument has them all). */
export interface ListedProperty {
  readonly id: string;
  readonly title: string | null;
  readonly city: string;
  readonly state: PropertyState;
}

/** The fields of a unit the list groups and searches (a UnitDocument has them all). */
export interface ListedUnit {
  readonly id: string;
  readonly propertyId: string;
  readonly title: string | null;
  readonly state: PropertyState;
}

export interface PropertyGroup<P extends ListedProperty, U extends ListedUnit> {
  readonly property: P;
  /** How many live units the property has, matched by the search or not. */
  readonly unitCount: number;
  /** The units listed under it, in order. */
  readonly units: readonly U[];
}

/** One row of the flat, virtualized list: a property's heading, or one of its units under it. */
export type PropertyListRow<P extends ListedProperty, U extends ListedUnit> =
  | { readonly kind: "property"; readonly key: string; readonly group: PropertyGroup<P, U> }
  | { readonly kind: "unit"; readonly key: string; readonly unit: U; readonly property: P };

/** The search as the list applies it: folded, and blank when only whitespace was typed. */
export function propertySearchNeedle(search: string): string {
  return foldSearchText(normalizeSearchInput(search));
}

// Titled first by folded title (so "émile" sits with "Emile"), untitled ones last, then by id so
// the order is total and the same in every browser. Each title is folded once, not on every
// comparison: a keystroke sorts a thousand units.
function byTitle<T extends { id: string; title: string | null }>(items: readonly T[]): T[] {
  const keyed = items.map((item) => ({ item, key: item.title === null ? null : foldSearchText(item.title) }));
  keyed.sort((a, b) => {
    if (a.key !== b.key) {
      if (a.key === null) return 1;
      if (b.key === null) return -1;
      return a.key < b.key ? -1 : 1;
    }
    return a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0;
  });
  return keyed.map((k) => k.item);
}

const holds = (text: string | null, needle: string) => foldSearchText(text ?? "").includes(needle);

export function propertyMatchesSearch(property: ListedProperty, needle: string): boolean {
  return (
    needle === "" ||
    holds(property.title, needle) ||
    holds(property.city, needle) ||
    property.id.toLowerCase().includes(needle)
  );
}

export function unitMatchesPropertySearch(unit: ListedUnit, needle: string): boolean {
  return needle === "" || holds(unit.title, needle) || unit.id.toLowerCase().includes(needle);
}

/**
 * The groups the list shows for `search`. Units whose property is not in the store (yet) are not
 * listed: a list row needs its property's heading.
 */
export function propertyListGroups<P extends ListedProperty, U extends ListedUnit>(
  properties: Iterable<P>,
  units: Iterable<U>,
  search: string,
): PropertyGroup<P, U>[] {
  const needle = propertySearchNeedle(search);
  const unitsOf = new Map<string, U[]>();
  for (const unit of units) {
    if (unit.state === "DELETED") continue;
    const list = unitsOf.get(unit.propertyId);
    if (list) list.push(unit);
    else unitsOf.set(unit.propertyId, [unit]);
  }
  const groups: PropertyGroup<P, U>[] = [];
  for (const property of properties) {
    if (property.state === "DELETED") continue;
    const live = unitsOf.get(property.id) ?? [];
    const shown = propertyMatchesSearch(property, needle)
      ? live
      : live.filter((u) => unitMatchesPropertySearch(u, needle));
    if (shown.length === 0 && !propertyMatchesSearch(property, needle)) continue;
    groups.push({ property, unitCount: live.length, units: byTitle(shown) });
  }
  const order = new Map(byTitle(groups.map((g) => g.property)).map((p, i) => [p.id, i]));
  return groups.sort((a, b) => order.get(a.property.id)! - order.get(b.property.id)!);
}

/** The groups as the list's rows: each property's heading followed by its units. */
export function propertyListRows<P extends ListedProperty, U extends ListedUnit>(
  groups: readonly PropertyGroup<P, U>[],
): PropertyListRow<P, U>[] {
  const rows: PropertyListRow<P, U>[] = [];
  for (const group of groups) {
    rows.push({ kind: "property", key: `p:${group.property.id}`, group });
    for (const unit of group.units)
      rows.push({ kind: "unit", key: `u:${unit.id}`, unit, property: group.property });
  }
  return rows;
}

/** The property's name as every screen shows it: its title, or its id while it has none. */
export function propertyNameOf(
  property: Pick<ListedProperty, "id" | "title"> | undefined,
  id: string,
): string {
  const title = property?.title?.trim();
  return title ? title : id;
}
