// Sizes of the timeline in pixels: fixed, so both virtualizers know every position without measuring.
export const dayWidth = 36;
export const rowHeight = 40;
export const labelWidth = 200;
export const headerHeight = 48;

/** The id of a grid cell, for aria-activedescendant. */
export function cellId(row: number, column: number): string {
  return `calendar-cell-${row}-${column}`;
}

/** A property's header row above its units: lower than a unit's, it holds only a name. */
export const propertyRowHeight = 28;
