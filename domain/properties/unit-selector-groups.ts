// What the unit selector lists (operations spec §3 "Unit selector dropdown"): property cards for
// multi-unit properties first, then a section of single units, narrowed by the host's search.
// Pure, so the reservations filter, the calendar and insights share one rule.
import type { MeasurementUnit, PropertyState } from "./property-state.ts";
import { foldSearchText } from "../reservations/reservation-list.ts";

/** The spec's debounce for the selector's search box (lists use 350 ms). */
export const unitSelectorSearchDebounceMs = 500;

/** The fields of a unit the selector shows and searches (a UnitDocument has them all). */
export interface SelectableUnit {
  readonly id: string;
  readonly propertyId: string;
  readonly title: string | null;
  readonly state: PropertyState;
  readonly propertySize: number | null;
  readonly propertySizeMeasurementUnit: MeasurementUnit;
  readonly bedroomCount: number | null;
  readonly guests: number | null;
}

export interface PropertyCard<U extends SelectableUnit> {
  readonly propertyId: string;
  /** How many units the property has, matched by the search or not. */
  readonly unitCount: number;
  /** The units the search matched, in order. */
  readonly units: readonly U[];
}

export interface UnitSelectorGroups<U extends SelectableUnit> {
  readonly multiUnitProperties: readonly PropertyCard<U>[];
  readonly singleUnits: readonly U[];
}

/** Deleted units are gone for the host: they are neither listed nor counted. */
function isSelectable(unit: SelectableUnit): boolean {
  return unit.state !== "DELETED";
}

// Titled units by title (folded, so "émile" sits with "Emile"), untitled ones last, then by id so
// the order is total and the same in every tab and browser.
function compareUnits(a: SelectableUnit, b: SelectableUnit): number {
  const at = a.title === null ? null : foldSearchText(a.title);
  const bt = b.title === null ? null : foldSearchText(b.title);
  if (at !== bt) {
    if (at === null) return 1;
    if (bt === null) return -1;
    return at < bt ? -1 : 1;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A unit matches when its title or its id holds the search, case, accents and spacing aside. */
export function unitMatchesSearch(unit: SelectableUnit, search: string): boolean {
  const needle = foldSearchText(search);
  if (needle === "") return true;
  return foldSearchText(unit.title ?? "").includes(needle) || unit.id.toLowerCase().includes(needle);
}

/**
 * A property is multi-unit when it has more than one (undeleted) unit. Whether it is counts before
 * the search: a multi-unit property with one matching unit still shows as its property card.
 */
export function unitSelectorGroups<U extends SelectableUnit>(
  units: Iterable<U>,
  search: string,
): UnitSelectorGroups<U> {
  const byProperty = new Map<string, U[]>();
  for (const unit of units) {
    if (!isSelectable(unit)) continue;
    const list = byProperty.get(unit.propertyId);
    if (list) list.push(unit);
    else byProperty.set(unit.propertyId, [unit]);
  }
  // A property card sits where its first unit would, searched or not, so cards do not move about
  // as the host types.
  const cards: Array<{ first: U; card: PropertyCard<U> }> = [];
  const singleUnits: U[] = [];
  for (const [propertyId, all] of byProperty) {
    all.sort(compareUnits);
    const matching = all.filter((unit) => unitMatchesSearch(unit, search));
    if (all.length > 1) {
      if (matching.length > 0)
        cards.push({ first: all[0]!, card: { propertyId, unitCount: all.length, units: matching } });
    } else singleUnits.push(...matching);
  }
  cards.sort((a, b) => compareUnits(a.first, b.first));
  singleUnits.sort(compareUnits);
  return { multiUnitProperties: cards.map((c) => c.card), singleUnits };
}

/** The selector is disabled when there is nothing to choose: one property with at most one unit. */
export function unitSelectorDisabled(units: Iterable<SelectableUnit>): boolean {
  const properties = new Set<string>();
  let count = 0;
  for (const unit of units) {
    if (!isSelectable(unit)) continue;
    properties.add(unit.propertyId);
    count++;
    if (properties.size > 1 || count > 1) return false;
  }
  return true;
}
