// The unit pages' forms (listing spec §5): what the host typed, checked field by field in the order
// the page shows them, and turned into the change updateUnit carries. Numbers arrive as text from
// inputs; a problem names its field and an i18n key, so the page puts it under that field and moves
// the focus to the first one.
import type { MeasurementUnit } from "./property-state.ts";
import { maxBedsPerRoom, maxRooms, type MinimumNoticeDays, type UnitRoom } from "./unit-listing-details.ts";
import { isAllowedMinimumNotice, minimumNoticeOptions } from "../validation/minimum-notice.ts";
import { isPriceWithinBounds } from "../validation/price-bounds.ts";
import { propertySizeForSubmit } from "../validation/property-area.ts";
import { isAllowedRoomType, roomTypeOptions, type PricingMode } from "../validation/room-type-options.ts";
import { maxProseLength, maxShortTextLength, maxTitleLength } from "../validation/text-fields.ts";

export interface FormProblem {
  readonly field: string;
  readonly messageKey: string;
}

export type FormResult<T> =
  | { readonly ok: true; readonly changes: T }
  | { readonly ok: false; readonly problems: readonly FormProblem[] };

/** Sizes are bounded where the server's column is (numeric(10, 2)), so no size it refuses passes. */
export const maxPropertySize = 1_000_000;
/** Ours: no holiday let sleeps more than 100; the spec names none. */
export const maxGuests = 100;
export const maxBedrooms = 50;

const wholeNumber = /^\d+$/;
const decimalNumber = /^\d+(?:[.,]\d{1,2})?$/;

/** A whole number typed into a field, or undefined when the text is not one. */
export function parseWholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return wholeNumber.test(trimmed) ? Number(trimmed) : undefined;
}

/** A number with at most 2 decimals, a comma or a point between, or undefined. */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  return decimalNumber.test(trimmed) ? Number(trimmed.replace(",", ".")) : undefined;
}

function result<T>(problems: FormProblem[], changes: T): FormResult<T> {
  return problems.length === 0 ? { ok: true, changes } : { ok: false, problems };
}

export interface AboutForm {
  readonly title: string;
  readonly description: string;
  readonly accommodationType: string;
  readonly guests: string;
  readonly bedroomCount: string;
  readonly propertySize: string;
  readonly measurementUnit: MeasurementUnit;
}

export interface AboutChanges {
  readonly title: string;
  readonly description: string;
  readonly accommodationType?: string;
  readonly guests: number;
  readonly bedroomCount: number;
  readonly propertySize?: number;
  readonly propertySizeMeasurementUnit: MeasurementUnit;
}

export type CapacityForm = Pick<AboutForm, "guests" | "bedroomCount" | "propertySize" | "measurementUnit">;
export type CapacityChanges = Pick<
  AboutChanges,
  "guests" | "bedroomCount" | "propertySize" | "propertySizeMeasurementUnit"
>;

/**
 * Guests, bedrooms and the optional size: the part of the about page the listing flow asks for on a
 * step of its own (domain/listing/listing-step-forms.ts), checked by this one rule in both places.
 */
export function checkCapacity(form: CapacityForm): FormResult<CapacityChanges> {
  const problems: FormProblem[] = [];
  const guests = parseWholeNumber(form.guests);
  if (guests === undefined || guests < 1 || guests > maxGuests)
    problems.push({ field: "guests", messageKey: "units.errors.guests" });
  const bedroomCount = parseWholeNumber(form.bedroomCount);
  if (bedroomCount === undefined || bedroomCount > maxBedrooms)
    problems.push({ field: "bedroomCount", messageKey: "units.errors.bedrooms" });
  const sizeText = form.propertySize.trim();
  const size = sizeText === "" ? undefined : parseDecimal(sizeText);
  if (sizeText !== "" && (size === undefined || size > maxPropertySize))
    problems.push({ field: "propertySize", messageKey: "units.errors.size" });
  return result(problems, {
    guests: guests ?? 0,
    bedroomCount: bedroomCount ?? 0,
    ...(size === undefined ? {} : { propertySize: propertySizeForSubmit(size, form.measurementUnit) }),
    propertySizeMeasurementUnit: form.measurementUnit,
  });
}

export function checkAboutForm(form: AboutForm): FormResult<AboutChanges> {
  const problems: FormProblem[] = [];
  const title = form.title.trim();
  if (title === "") problems.push({ field: "title", messageKey: "units.errors.required" });
  else if (title.length > maxTitleLength)
    problems.push({ field: "title", messageKey: "units.errors.tooLong" });
  const description = form.description.trim();
  if (description.length > maxProseLength)
    problems.push({ field: "description", messageKey: "units.errors.tooLong" });
  const capacity = checkCapacity(form);
  if (!capacity.ok) problems.push(...capacity.problems);
  return result(problems, {
    title,
    description,
    ...(form.accommodationType === "" ? {} : { accommodationType: form.accommodationType }),
    ...(capacity.ok
      ? capacity.changes
      : { guests: 0, bedroomCount: 0, propertySizeMeasurementUnit: form.measurementUnit }),
  });
}

export interface PriceForm {
  readonly price: string;
  readonly minimumNoticeDays: string;
}

export function checkPriceForm(
  form: PriceForm,
  mode: PricingMode,
): FormResult<{ readonly price: number; readonly minimumNoticeDays: MinimumNoticeDays }> {
  const problems: FormProblem[] = [];
  const price = parseDecimal(form.price);
  if (price === undefined || !isPriceWithinBounds(price))
    problems.push({ field: "price", messageKey: "units.errors.price" });
  const notice = parseWholeNumber(form.minimumNoticeDays);
  const options = minimumNoticeOptions(mode === "on-request");
  if (notice === undefined || !isAllowedMinimumNotice(notice, options))
    problems.push({ field: "minimumNoticeDays", messageKey: "units.errors.notice" });
  return result(problems, { price: price ?? 0, minimumNoticeDays: (notice ?? 0) as MinimumNoticeDays });
}

export interface RoomRow {
  readonly type: string;
  readonly beds: string;
}

export function checkRoomsForm(
  rows: readonly RoomRow[],
  mode: PricingMode,
): FormResult<{ rooms: UnitRoom[] }> {
  const problems: FormProblem[] = [];
  const options = roomTypeOptions(mode);
  if (rows.length > maxRooms) problems.push({ field: "rooms", messageKey: "units.errors.tooManyRooms" });
  const rooms: UnitRoom[] = [];
  rows.forEach((row, index) => {
    if (!isAllowedRoomType(row.type, options))
      problems.push({ field: `rooms.${index}.type`, messageKey: "units.errors.roomType" });
    const beds = parseWholeNumber(row.beds);
    if (beds === undefined || beds > maxBedsPerRoom)
      problems.push({ field: `rooms.${index}.beds`, messageKey: "units.errors.beds" });
    rooms.push({ type: row.type as UnitRoom["type"], beds: beds ?? 0 });
  });
  return result(problems, { rooms });
}

export function checkRegistrationNumber(text: string): FormResult<{ registrationNumber: string }> {
  const registrationNumber = text.trim();
  if (registrationNumber === "")
    return { ok: false, problems: [{ field: "registrationNumber", messageKey: "units.errors.required" }] };
  if (registrationNumber.length > maxShortTextLength)
    return { ok: false, problems: [{ field: "registrationNumber", messageKey: "units.errors.tooLong" }] };
  return { ok: true, changes: { registrationNumber } };
}
