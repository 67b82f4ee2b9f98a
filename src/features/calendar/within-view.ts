// Whether a step of the cursor needs a scroll at all. The grid used to ask both virtualizers to
// scroll the cursor's cell into view on every arrow key; with the cell already in view that is a
// scroll to where the grid already is, yet the browser still lays the just-changed grid out to
// clamp it (a trace of the cursor's walk put that among the largest costs of a keystroke).

/** An item's place along one axis, as the virtualizer lays it out. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/**
 * True when `item` lies wholly inside the part of the viewport not covered by the sticky header or
 * labels: from `offset + coveredStart` to `offset + size`.
 */
export function withinView(
  item: Span | undefined,
  offset: number,
  size: number,
  coveredStart: number,
): boolean {
  if (item === undefined || size <= 0) return false;
  return item.start >= offset + coveredStart && item.end <= offset + size;
}
