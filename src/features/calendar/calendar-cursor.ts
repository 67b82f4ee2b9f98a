// Where the keyboard and the mouse are in the timeline: the cursor's unit and day, and the day the
// selection started from. Kept by unit id and day rather than by index, so new units, a wider
// window or a sync that reorders rows never move what the host pointed at.
import { addDays } from "../../../domain/calendar/calendar-day.ts";
import { addMonths } from "../../../domain/calendar/calendar-window.ts";
import type { DateRange } from "../../../domain/calendar/date-range.ts";

export interface CalendarCursor {
  /** Undefined until the host moves: then the first row. */
  readonly unitId: string | undefined;
  readonly day: string;
  /** The selection runs from here to `day`, in the cursor's row. */
  readonly anchorDay: string;
  /** Jumps centre their target; steps scroll just enough. */
  readonly align: "auto" | "center";
}

export function clampDay(window: DateRange, day: string): string {
  if (day < window.dateFrom) return window.dateFrom;
  const last = addDays(window.dateTo, -1);
  return day > last ? last : day;
}

/** Moves by days, rows or months; `extend` keeps the anchor (shift), otherwise the selection collapses. */
export function moveCursor(
  cursor: CalendarCursor,
  move: { readonly days?: number; readonly months?: number; readonly unitId?: string | undefined },
  window: DateRange,
  extend: boolean,
): CalendarCursor {
  const shifted =
    move.months !== undefined ? addMonths(cursor.day, move.months) : addDays(cursor.day, move.days ?? 0);
  const day = clampDay(window, shifted);
  const unitId = move.unitId ?? cursor.unitId;
  return {
    unitId,
    day,
    anchorDay: extend && unitId === cursor.unitId ? cursor.anchorDay : day,
    align: "auto",
  };
}
