// The days the calendar timeline spans, and moving by whole months within it. The timeline starts
// on the first day of the month before the earlier of today and the day asked for (a deep-linked
// booking), so the host sees the recent past, and runs a year past the later of the two.
import { dayNumber, daysBetween } from "./calendar-day.ts";
import type { DateRange } from "./date-range.ts";

const daysIn = (year: number, month: number) =>
  month === 2
    ? (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

const parts = (day: string) => ({
  year: Number(day.slice(0, 4)),
  month: Number(day.slice(5, 7)),
  day: Number(day.slice(8, 10)),
});

const format = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The same day `count` months later (or earlier), kept within the shorter month: Jan 31 + 1 → Feb 28. */
export function addMonths(day: string, count: number): string {
  const { year, month, day: dayOfMonth } = parts(day);
  const index = year * 12 + (month - 1) + count;
  const nextYear = Math.floor(index / 12);
  const nextMonth = index - nextYear * 12 + 1;
  return format(nextYear, nextMonth, Math.min(dayOfMonth, daysIn(nextYear, nextMonth)));
}

/** The timeline's half-open range of days, covering `today` and `focus` with a month before and a year after. */
export function calendarWindow(today: string, focus: DateRange | undefined): DateRange {
  const first = focus !== undefined && focus.dateFrom < today ? focus.dateFrom : today;
  const last = focus !== undefined && focus.dateTo > today ? focus.dateTo : today;
  return { dateFrom: addMonths(monthStart(first), -1), dateTo: addMonths(monthStart(last), 12) };
}

export function columnOfDay(window: DateRange, day: string): number {
  return daysBetween(window.dateFrom, day);
}

/** Saturday or Sunday: 1970-01-01 (day number 0) was a Thursday. */
export function isWeekend(day: string): boolean {
  const weekday = ((dayNumber(day) % 7) + 7) % 7;
  return weekday === 2 || weekday === 3;
}
