// Dates and instants that exist. A pattern alone lets 2026-02-30 or 25:61 through, which the
// database then refuses with an error the client sees as a 500; and engines' date parsers roll such
// values over into the next month instead of refusing them. So the parts are checked as numbers.
import { Schema } from "effect";

const date = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTime = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):(\d{2})))?$/;

function monthLength(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A YYYY-MM-DD day that is in the calendar (no 2026-02-30, no 2026-13-01, no year 0000). */
export function isRealDate(value: string): boolean {
  const match = date.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= monthLength(year, month);
}

/**
 * A day, or a day with a time of day and a zone (Z or ±hh:mm), whose every part is in range. A
 * leap second (:60) is refused: neither PostgreSQL nor JavaScript's Date stores one.
 */
export function isRealDateTime(value: string): boolean {
  const match = dateTime.exec(value);
  if (!match || !isRealDate(match[1]!)) return false;
  const [, , hours, minutes, seconds, offsetHours, offsetMinutes] = match;
  if (hours === undefined) return true;
  return (
    Number(hours) < 24 &&
    Number(minutes) < 60 &&
    (seconds === undefined || Number(seconds) < 60) &&
    (offsetHours === undefined || (Number(offsetHours) <= 14 && Number(offsetMinutes) < 60))
  );
}

/** A YYYY-MM-DD day that exists. */
export const RealDate = Schema.String.check(
  Schema.makeFilter((value: string) =>
    isRealDate(value) ? undefined : `${value} is not a day in the calendar`,
  ),
);

/** A day, or a day with a time and zone, that exists (ISO 8601, as the API writes them). */
export const RealDateTime = Schema.String.check(
  Schema.makeFilter((value: string) =>
    isRealDateTime(value) ? undefined : `${value} is not a date and time that exists`,
  ),
);
