// Property size units (listing spec §5, §9): square metres to square feet by 10.76391042. Metric values
// are whole square metres; converting imperial to metric keeps 2 decimals. Square feet shown from
// metric keep 2 decimals too, so a round trip drifts by at most the rounding.
import type { MeasurementUnit } from "../properties/property-state.ts";

export const squareFeetPerSquareMetre = 10.76391042;

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export function squareMetresToSquareFeet(squareMetres: number): number {
  return roundTo(squareMetres * squareFeetPerSquareMetre, 2);
}

export function squareFeetToSquareMetres(squareFeet: number): number {
  return roundTo(squareFeet / squareFeetPerSquareMetre, 2);
}

/** The size as sent: metric rounded to whole square metres, imperial to 2 decimals. */
export function propertySizeForSubmit(size: number, unit: MeasurementUnit): number {
  return unit === "metric" ? Math.round(size) : roundTo(size, 2);
}

/** A size restated in another unit for display. */
export function convertPropertySize(size: number, from: MeasurementUnit, to: MeasurementUnit): number {
  if (from === to) return size;
  return from === "metric" ? squareMetresToSquareFeet(size) : squareFeetToSquareMetres(size);
}

export interface MeasuredSize {
  readonly propertySize: number | null;
  readonly propertySizeMeasurementUnit: MeasurementUnit;
}

/**
 * The stored size after a change of size, of unit, or both. A size given is in the unit the change
 * leaves; a change of unit alone restates the stored size in the new unit, so switching units never
 * changes the area itself.
 */
export function propertySizeAfterChange(
  current: MeasuredSize,
  change: { readonly propertySize?: number; readonly propertySizeMeasurementUnit?: MeasurementUnit },
): MeasuredSize {
  const unit = change.propertySizeMeasurementUnit ?? current.propertySizeMeasurementUnit;
  if (change.propertySize !== undefined)
    return {
      propertySize: propertySizeForSubmit(change.propertySize, unit),
      propertySizeMeasurementUnit: unit,
    };
  if (current.propertySize === null || unit === current.propertySizeMeasurementUnit)
    return { propertySize: current.propertySize, propertySizeMeasurementUnit: unit };
  return {
    propertySize: propertySizeForSubmit(
      convertPropertySize(current.propertySize, current.propertySizeMeasurementUnit, unit),
      unit,
    ),
    propertySizeMeasurementUnit: unit,
  };
}
