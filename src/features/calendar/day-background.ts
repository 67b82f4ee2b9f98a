// The day columns and weekends painted behind the timeline's rows, shared by the live grid and the
// kept first screen (kept-calendar-grid.tsx), so both draw the same days in the same place.
import type { CSSProperties } from "react";
import { addDays } from "../../../domain/calendar/calendar-day.ts";
import { isWeekend } from "../../../domain/calendar/calendar-window.ts";
import { dayWidth, labelWidth } from "./calendar-layout.ts";

/**
 * The day columns, weekends and today, painted once behind every row (two gradients and one
 * element) instead of by a styled cell per day per row: cells stay bare, and scrolling mounts and
 * styles a fraction of what it did. The weekend band repeats every 7 columns from the window's first
 * weekend day.
 */
export function dayBackground(windowStart: string): CSSProperties {
  // The first column that starts a weekend, and how many days the weekend spans (domain's rule).
  const weekendAt = (column: number) => isWeekend(addDays(windowStart, column));
  let start = 0;
  while (!(weekendAt(start) && !weekendAt(start - 1))) start++;
  let length = 0;
  while (weekendAt(start + length)) length++;
  return {
    backgroundImage:
      "linear-gradient(to right, var(--calendar-day-line) 0 1px, transparent 1px), " +
      `linear-gradient(to right, var(--calendar-weekend) 0 ${length * dayWidth}px, transparent ${length * dayWidth}px)`,
    backgroundSize: `${dayWidth}px 100%, ${7 * dayWidth}px 100%`,
    backgroundPosition: `${labelWidth}px 0, ${labelWidth + start * dayWidth}px 0`,
  };
}
