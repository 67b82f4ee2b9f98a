import type { UnitDocument } from "../../../domain/properties/unit-document.ts";

/** The rows: every unit not deleted, grouped by property, then by title, as the unit selector lists them. */
export function calendarUnits(units: Iterable<UnitDocument>): UnitDocument[] {
  const title = (u: UnitDocument) => u.title ?? u.id;
  return [...units]
    .filter((u) => u.state !== "DELETED")
    .sort((a, b) =>
      a.propertyId !== b.propertyId
        ? a.propertyId < b.propertyId
          ? -1
          : 1
        : title(a).localeCompare(title(b)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}
