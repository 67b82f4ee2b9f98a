// The rows of the calendar timeline: units grouped by property, each group under a header row, in
// the order the unit selector lists them (property, then title), narrowed by the host's search and
// by the units picked in the unit selector. Deleted units have no row.
//
// The search matches a unit when every word typed appears in its title or its id, with case,
// accents and runs of white space ignored (the reservations search folds text the same way): "ap 7"
// finds "Apartment 7" and "Apartment 17", "chalet ete" finds "Chalet Été".
import { foldSearchText } from "../reservations/reservation-list.ts";

/** What the rows need of a unit: the local unit document has these and more. */
export interface CalendarRowUnit {
  readonly id: string;
  readonly propertyId: string;
  readonly title: string | null;
  readonly state: string;
}

export type CalendarUnitRow<U extends CalendarRowUnit> =
  | { readonly kind: "property"; readonly propertyId: string; readonly unitCount: number }
  | { readonly kind: "unit"; readonly unit: U };

export interface CalendarRowFilter {
  readonly search: string;
  /** From the unit selector; undefined (or empty) means every unit. */
  readonly selectedUnitIds?: ReadonlySet<string> | undefined;
}

/** True when every word of `search` appears in the unit's title or id. An empty search matches all. */
export function unitMatchesSearch(unit: Pick<CalendarRowUnit, "id" | "title">, search: string): boolean {
  const words = foldSearchText(search)
    .split(" ")
    .filter((w) => w !== "");
  if (words.length === 0) return true;
  const haystack = `${foldSearchText(unit.title ?? "")} ${foldSearchText(unit.id)}`;
  return words.every((word) => haystack.includes(word));
}

const titleOf = (unit: CalendarRowUnit) => unit.title ?? unit.id;

/** Property first, then title in the locale's order, then id so equal titles keep a fixed order. */
export function compareCalendarUnits(a: CalendarRowUnit, b: CalendarRowUnit): number {
  if (a.propertyId !== b.propertyId) return a.propertyId < b.propertyId ? -1 : 1;
  return titleOf(a).localeCompare(titleOf(b)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The timeline's rows: a header per property with a shown unit, then its shown units. */
export function calendarUnitRows<U extends CalendarRowUnit>(
  units: Iterable<U>,
  filter: CalendarRowFilter,
): CalendarUnitRow<U>[] {
  const picked = filter.selectedUnitIds;
  const shown = [...units]
    .filter(
      (u) =>
        u.state !== "DELETED" &&
        (picked === undefined || picked.size === 0 || picked.has(u.id)) &&
        unitMatchesSearch(u, filter.search),
    )
    .sort(compareCalendarUnits);
  const rows: CalendarUnitRow<U>[] = [];
  let header: { kind: "property"; propertyId: string; unitCount: number } | undefined;
  for (const unit of shown) {
    if (header?.propertyId !== unit.propertyId) {
      header = { kind: "property", propertyId: unit.propertyId, unitCount: 0 };
      rows.push(header);
    }
    header.unitCount++;
    rows.push({ kind: "unit", unit });
  }
  return rows;
}
