// The range the calendar asks the server for, and the range a day selection blocks (operations
// spec §9). The query starts on the start date and ends at 14:00 on the day after the end date: the
// spec says "plus 1 day plus 14 hours" with unclear units; we read hours, which covers a stay
// checking out on the following afternoon (docs/decisions.md). The result is a local date-time
// without zone, because calendar days belong to the unit, not to the viewer's clock.
import { addDays } from "./calendar-day.ts";
import type { DateRange } from "./date-range.ts";

export const queryEndOffsetHours = 14;

export function calendarQueryRange(
  startDate: string,
  endDate: string,
): { readonly from: string; readonly to: string } {
  return {
    from: `${startDate}T00:00:00`,
    to: `${addDays(endDate, 1)}T${String(queryEndOffsetHours).padStart(2, "0")}:00:00`,
  };
}

/**
 * The nights a host selected by clicking a first and a last day (in either order): the selection
 * ends one day after the last day, making the half-open range block and unblock expect.
 */
export function selectedDateRange(firstDay: string, lastDay: string): DateRange {
  const [from, to] = firstDay <= lastDay ? [firstDay, lastDay] : [lastDay, firstDay];
  return { dateFrom: from, dateTo: addDays(to, 1) };
}
