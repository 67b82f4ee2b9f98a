// A run of nights as a half-open range of days: [dateFrom, dateTo). dateFrom is the first night,
// dateTo the day after the last night, exactly like check-in and check-out: a stay ending on the
// 10th and one starting on the 10th touch but do not overlap. Every calendar rule in domain/calendar
// uses this reading (docs/decisions.md).
import { Schema } from "effect";
import { CalendarDay } from "./calendar-day.ts";

export interface DateRange {
  readonly dateFrom: string;
  readonly dateTo: string;
}

const nonEmpty = Schema.makeFilter((range: DateRange) =>
  range.dateFrom < range.dateTo ? undefined : { path: ["dateTo"], issue: "dateTo must be after dateFrom" },
);

/** A range of at least one night. */
export const DateRangeSchema = Schema.Struct({ dateFrom: CalendarDay, dateTo: CalendarDay }).check(nonEmpty);

/** Adds the at-least-one-night check to any struct that carries dateFrom and dateTo. */
export const isNonEmptyRange = nonEmpty;

export function rangesOverlap(a: DateRange, b: DateRange): boolean {
  return a.dateFrom < b.dateTo && b.dateFrom < a.dateTo;
}
