// The properties list's search, prepared once per change of the data rather than on every keystroke.
// propertyListGroups (property-list.ts) states the rule and sorts and folds every title for each
// search; with a thousand units that work, and the garbage it leaves, ran in the keystroke's frame.
// Here the groups are sorted and every text folded when the properties or units change; a search then
// only filters, in that order, and the empty search answers the very same array each time (so the
// list, memoised on it, does nothing when the box is cleared). The same groups as the rule's, for any
// data and search (property-list-index.test.ts checks it against propertyListGroups).
import { foldSearchText } from "../reservations/reservation-list.ts";
import {
  propertyListGroups,
  propertySearchNeedle,
  type ListedProperty,
  type ListedUnit,
  type PropertyGroup,
} from "./property-list.ts";

interface IndexedUnit<U> {
  readonly unit: U;
  readonly title: string;
  readonly id: string;
}

interface IndexedGroup<P extends ListedProperty, U extends ListedUnit> {
  readonly group: PropertyGroup<P, U>;
  readonly title: string;
  readonly city: string;
  readonly id: string;
  readonly units: readonly IndexedUnit<U>[];
}

export interface PropertyListIndex<P extends ListedProperty, U extends ListedUnit> {
  /** Every group with all its live units, in the list's order: the empty search's answer. */
  readonly all: readonly PropertyGroup<P, U>[];
  readonly groups: readonly IndexedGroup<P, U>[];
}

export function propertyListIndex<P extends ListedProperty, U extends ListedUnit>(
  properties: Iterable<P>,
  units: Iterable<U>,
): PropertyListIndex<P, U> {
  // The rule's own order and grouping, computed once for the empty search.
  const all = propertyListGroups(properties, units, "");
  const groups = all.map((group) => ({
    group,
    title: foldSearchText(group.property.title ?? ""),
    city: foldSearchText(group.property.city),
    id: group.property.id.toLowerCase(),
    units: group.units.map((unit) => ({
      unit,
      title: foldSearchText(unit.title ?? ""),
      id: unit.id.toLowerCase(),
    })),
  }));
  return { all, groups };
}

/** The groups the list shows for `search`: propertyListGroups(properties, units, search). */
export function searchPropertyList<P extends ListedProperty, U extends ListedUnit>(
  index: PropertyListIndex<P, U>,
  search: string,
): readonly PropertyGroup<P, U>[] {
  const needle = propertySearchNeedle(search);
  if (needle === "") return index.all;
  const found: PropertyGroup<P, U>[] = [];
  for (const indexed of index.groups) {
    if (indexed.title.includes(needle) || indexed.city.includes(needle) || indexed.id.includes(needle)) {
      found.push(indexed.group);
      continue;
    }
    const units: U[] = [];
    for (const u of indexed.units) if (u.title.includes(needle) || u.id.includes(needle)) units.push(u.unit);
    if (units.length > 0) found.push({ ...indexed.group, units });
  }
  return found;
}
