// Where the keyboard and the mouse are in the timeline: the cursor's unit and day, and the unit and
// day the selection started from (shift-arrows and dragging extend it across days and units). Kept by unit id and day rather than by index, so new units, a wider
// window or a sync that reorders rows never move what the host pointed at.
import { addDays } from "../../../domain/calendar/calendar-day.ts";
import { addMonths } from "../../../domain/calendar/calendar-window.ts";
import type { DateRange } from "../../../domain/calendar/date-range.ts";

export interface CalendarCursor {
  /** Undefined until the host moves: then the first row. */
  readonly unitId: string | undefined;
  readonly day: string;
  /** The selection runs from here to `day`, on every unit from `anchorUnitId` to `unitId`. */
  readonly anchorDay: string;
  readonly anchorUnitId: string | undefined;
  /** Jumps centre their target; steps scroll just enough. */
  readonly align: "auto" | "center";
  /** Set only by a phone tap that chose one night: the next tap extends from it. Every move clears it. */
  readonly extendsOnTap?: boolean;
}

export function clampDay(window: DateRange, day: string): string {
  if (day < window.dateFrom) return window.dateFrom;
  const last = addDays(window.dateTo, -1);
  return day > last ? last : day;
}

/** Moves by days, units or months; `extend` keeps the anchor (shift), otherwise the selection collapses. */
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
    anchorDay: extend ? cursor.anchorDay : day,
    anchorUnitId: extend ? (cursor.anchorUnitId ?? cursor.unitId) : unitId,
    align: "auto",
  };
}

/** The cursor on a day, the selection collapsed there, centred in view: today, a jump, a deep link. */
export function jumpTo(unitId: string | undefined, day: string): CalendarCursor {
  return { unitId, day, anchorDay: day, anchorUnitId: unitId, align: "center" };
}
