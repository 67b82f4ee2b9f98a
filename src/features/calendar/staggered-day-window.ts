// Which days a calendar row draws while the grid scrolls across. A row draws the days of a window
// that moves in steps of two weeks, so a scroll across redraws it once every 14 columns, not on
// nearly every frame. If every row stepped on the same column, that frame would redraw all the rows
// in view at once: a trace of twelve months across put every one of those frames over 16.7 ms,
// about one frame in nine. The rows fall instead into seven groups whose steps are two days apart,
// so a frame redraws at most one group, about a seventh of the rows.
//
// A window starts on its group's step at or before the first drawn column and is as wide as the
// view can ever be plus the 13 columns that start may lie behind, so its end moves only when its
// start does: a window whose end stepped on its own would redraw its rows twice per 14 columns.

/** Columns a window moves by. */
export const dayStep = 14;
/** Groups of rows, each stepping on its own column of the 14. */
export const staggerGroups = 7;

/** A row's drawn columns, first and last (inclusive); empty when `last < first`. */
export interface DayWindow {
  readonly first: number;
  readonly last: number;
}

/** The group of the row at `rowIndex`; neighbouring rows step on different columns. */
export const staggerGroupOf = (rowIndex: number): number => rowIndex % staggerGroups;

/**
 * The window of `group` while the columns `visibleFirst`…`visibleLast` are in view (overscan
 * included); `viewColumns` is the most columns the view can hold, so the window's width stays the
 * same while the grid scrolls. Always covers the visible columns within `0 … dayCount - 1`.
 */
export function staggeredDayWindow(
  group: number,
  visibleFirst: number,
  visibleLast: number,
  viewColumns: number,
  dayCount: number,
): DayWindow {
  if (visibleLast < visibleFirst || dayCount <= 0) return { first: 0, last: -1 };
  const offset = (group % staggerGroups) * (dayStep / staggerGroups);
  const start = Math.floor((visibleFirst - offset) / dayStep) * dayStep + offset;
  // The view's width plus the most columns the start may lie before the first one, rounded up to
  // steps (so the window's end falls on the group's steps too).
  const width = Math.max(viewColumns, visibleLast - visibleFirst + 1);
  const span = Math.ceil((width + dayStep - 1) / dayStep) * dayStep;
  return { first: Math.max(0, start), last: Math.min(dayCount - 1, start + span - 1) };
}
