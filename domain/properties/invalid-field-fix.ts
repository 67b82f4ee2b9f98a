// Where the "action needed" call of a unit's state (listing spec §2, §4) leads: the unit page that
// edits the flagged field. Both fields the server flags are the registration identifier local law
// asks for, which the taxes-and-laws page edits.
import type { InvalidField, InvalidFieldName } from "./invalid-field.ts";

export type UnitPageSlug = "taxes-and-laws";

const pageOfField: Record<InvalidFieldName, UnitPageSlug> = {
  registrationNumber: "taxes-and-laws",
  nationalIdentificationCode: "taxes-and-laws",
};

/** The address of a unit's page; the root page when no slug is given. */
export function unitPagePath(propertyId: string, unitId: string, slug?: string): string {
  const root = `/properties/${encodeURIComponent(propertyId)}/units/${encodeURIComponent(unitId)}`;
  return slug === undefined || slug === "" ? root : `${root}/${slug}`;
}

/** The page that fixes a flagged field of `unitId` (a property-wide flag is fixed on any of its units). */
export function fixPathOf(field: InvalidField, unitId: string): string {
  return unitPagePath(field.propertyId, unitId, pageOfField[field.field]);
}
