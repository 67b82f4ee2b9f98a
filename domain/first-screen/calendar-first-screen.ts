// The calendar's first screen, kept to paint at once on the next start (as the lists' kept copy,
// first-screen.ts, is the model). A reload of /calendar read every unit, reservation and block of the
// store before its first bar (85,000 of each for the scale plan's host: seconds). What a reload
// shows first is always the same place: the top rows, with today in the middle of the screen. So the
// calendar keeps exactly that, from the live grid: the first rows (property headers and units) and,
// for each unit, the bars that cross the days around today, with their words already formatted. The
// next start draws them where the live grid will (same window, same sizes) until the store is read.
//
// Persisted shape: a part of first-screen.ts's union (the version and the user, view and language
// checks are there); the pure work of choosing and placing what is kept is here.
import { Schema } from "effect";
import { addDays, CalendarDay, daysBetween } from "../calendar/calendar-day.ts";
import type { CalendarIntervalItem } from "../calendar/calendar-interval.ts";
import type { CalendarRowUnit, CalendarUnitRow } from "../calendar/calendar-unit-rows.ts";
import type { DateRange } from "../calendar/date-range.ts";

/** Rows of the timeline kept: 28–40 px each, so 60 fill a tall screen without a long string. */
export const calendarFirstScreenRows = 60;

/** A unit's bars in the kept days: a few dozen at most on a busy unit; more is not a screen. */
export const calendarFirstScreenBars = 120;

/** Days kept at most (a very wide screen): a limit on what a stored copy may ask to draw. */
export const calendarFirstScreenDays = 160;

/** One bar as the live row draws it: its dates (the item's own, not clipped) and its words. */
export const CalendarBarView = Schema.Struct({
  id: Schema.String,
  /** intervalEntryType's answer: the bar's colour (data-type). */
  type: Schema.String,
  dateFrom: CalendarDay,
  dateTo: CalendarDay,
  /** The words on the bar, its tooltip (none for a merged item) and what a screen reader hears. */
  label: Schema.String,
  tooltip: Schema.NullOr(Schema.String),
  spoken: Schema.String,
  /** A command on one of its entries was still waiting for the network. */
  pending: Schema.Boolean,
});
export type CalendarBarView = typeof CalendarBarView.Type;

export const CalendarPropertyRowView = Schema.Struct({
  kind: Schema.Literal("property"),
  /** The header's words ("Seaside (12 units)"), formatted in the copy's language. */
  label: Schema.String,
});

export const CalendarUnitRowView = Schema.Struct({
  kind: Schema.Literal("unit"),
  id: Schema.String,
  title: Schema.String,
  /** The unit's calendar status (data-calendar-status), and its badge's words when it has one. */
  calendarStatus: Schema.String,
  statusLabel: Schema.NullOr(Schema.String),
  bars: Schema.Array(CalendarBarView).check(Schema.isMaxLength(calendarFirstScreenBars)),
});

export const CalendarRowView = Schema.Union([CalendarPropertyRowView, CalendarUnitRowView]);
export type CalendarRowView = typeof CalendarRowView.Type;

/**
 * The days a reload shows first: today in the middle of a screen `visibleDays` wide, with a day
 * spare each side and today's own: `visibleDays` + 3 days, at most calendarFirstScreenDays.
 */
export function keptCalendarDays(today: string, visibleDays: number): DateRange {
  const days = Math.max(1, Math.min(calendarFirstScreenDays - 3, Math.ceil(visibleDays)));
  const before = Math.ceil(days / 2) + 1;
  return { dateFrom: addDays(today, -before), dateTo: addDays(today, days - before + 3) };
}

/** What the copy needs to say about a row, in the live screen's words. */
export interface CalendarFirstScreenWords<U> {
  property(propertyId: string, unitCount: number): string;
  status(unit: U): string | null;
  bar(item: CalendarIntervalItem): Omit<CalendarBarView, "id" | "dateFrom" | "dateTo">;
}

/**
 * The first `maxRows` rows of the live timeline, each unit with its items that cross `days`
 * (items are sorted by start and do not overlap: a row's grouped items), in the live screen's words.
 */
export function keptCalendarRows<U extends CalendarRowUnit & { readonly calendarStatus: string }>(
  rows: readonly CalendarUnitRow<U>[],
  itemsOf: (unitId: string) => readonly CalendarIntervalItem[],
  days: DateRange,
  words: CalendarFirstScreenWords<U>,
  maxRows = calendarFirstScreenRows,
): CalendarRowView[] {
  return rows.slice(0, Math.min(maxRows, calendarFirstScreenRows)).map((row): CalendarRowView => {
    if (row.kind === "property")
      return { kind: "property", label: words.property(row.propertyId, row.unitCount) };
    const bars: CalendarBarView[] = [];
    for (const item of itemsOf(row.unit.id)) {
      if (item.dateTo <= days.dateFrom) continue;
      if (item.dateFrom >= days.dateTo || bars.length === calendarFirstScreenBars) break;
      bars.push({ id: item.id, dateFrom: item.dateFrom, dateTo: item.dateTo, ...words.bar(item) });
    }
    return {
      kind: "unit",
      id: row.unit.id,
      title: row.unit.title ?? row.unit.id,
      calendarStatus: row.unit.calendarStatus,
      statusLabel: words.status(row.unit),
      bars,
    };
  });
}

/** A kept bar placed on the timeline: its columns within the window and the kept days both. */
export interface PlacedBar {
  readonly bar: CalendarBarView;
  readonly startColumn: number;
  readonly endColumn: number;
  /** The entry goes on before (after) what is drawn: the live bar's cut ends. */
  readonly continuesBefore: boolean;
  readonly continuesAfter: boolean;
}

/**
 * Where each kept bar goes on today's timeline (`window`, as the live grid's): only the part inside
 * both the window and the kept days is drawn, as nothing outside the kept days is known. A copy from
 * another day still places every bar on its own dates.
 */
export function placeKeptBars(
  bars: readonly CalendarBarView[],
  kept: DateRange,
  window: DateRange,
): PlacedBar[] {
  const from = kept.dateFrom > window.dateFrom ? kept.dateFrom : window.dateFrom;
  const to = kept.dateTo < window.dateTo ? kept.dateTo : window.dateTo;
  const placed: PlacedBar[] = [];
  if (!(from < to)) return placed;
  for (const bar of bars) {
    const start = bar.dateFrom > from ? bar.dateFrom : from;
    const end = bar.dateTo < to ? bar.dateTo : to;
    if (!(start < end)) continue;
    placed.push({
      bar,
      startColumn: daysBetween(window.dateFrom, start),
      endColumn: daysBetween(window.dateFrom, end),
      continuesBefore: bar.dateFrom < window.dateFrom,
      continuesAfter: bar.dateTo > window.dateTo,
    });
  }
  return placed;
}
