// The range a day selection blocks or unblocks (operations spec §9).
import { addDays } from "./calendar-day.ts";
import type { DateRange } from "./date-range.ts";

/**
 * The nights a host selected by clicking a first and a last day (in either order): the selection
 * ends one day after the last day, making the half-open range block and unblock expect.
 */
export function selectedDateRange(firstDay: string, lastDay: string): DateRange {
  const [from, to] = firstDay <= lastDay ? [firstDay, lastDay] : [lastDay, firstDay];
  return { dateFrom: from, dateTo: addDays(to, 1) };
}
