// Calendar days as YYYY-MM-DD strings, with arithmetic done on whole-day numbers so no time zone or
// daylight-saving shift can ever move a day. Day numbers count from 1970-01-01 using the civil-date
// algorithm of Howard Hinnant ("chrono-compatible low-level date algorithms"): pure integer maths,
// no Date object, valid for years 0000–9999. Strings of this shape also sort chronologically, so
// comparisons elsewhere use plain string order.
import { Schema } from "effect";
import { IsoDate } from "../reservations/booking-request.ts";

const shape = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days in a month (1 to 12) of a year, leap years counted. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a YYYY-MM-DD string naming a day that exists (no 2023-02-29, no 2024-13-01). */
export function isCalendarDay(value: string): boolean {
  const match = shape.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** A YYYY-MM-DD day that exists in the calendar. */
export const CalendarDay = IsoDate.check(
  Schema.makeFilter((value: string) => (isCalendarDay(value) ? undefined : `${value} is not a calendar day`)),
);
export type CalendarDay = typeof CalendarDay.Type;

/** Days since 1970-01-01 (negative before). */
export function dayNumber(day: string): number {
  const match = shape.exec(day);
  if (!match || !isCalendarDay(day)) throw new RangeError(`not a calendar day: ${day}`);
  const month = Number(match[2]);
  const dayOfMonth = Number(match[3]);
  // The year is shifted to start in March so the leap day is the last day of the shifted year.
  const year = Number(match[1]) - (month <= 2 ? 1 : 0);
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + dayOfMonth - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The YYYY-MM-DD day of a day number. */
export function dayOfNumber(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const dayOfMonth = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 0 || year > 9999) throw new RangeError(`day number ${days} is outside years 0000–9999`);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(dayOfMonth).padStart(2, "0")}`;
}

export function addDays(day: string, count: number): string {
  return dayOfNumber(dayNumber(day) + count);
}

/** Whole days from `from` to `to`; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * dayNumber with each distinct day parsed once: for a pass over many stays, which share their
 * dates (a season has a few hundred days, a large host tens of thousands of stays).
 */
export function memoizedDayNumber(): (day: string) => number {
  const known = new Map<string, number>();
  return (day) => {
    let value = known.get(day);
    if (value === undefined) known.set(day, (value = dayNumber(day)));
    return value;
  };
}
