// Occupancy per month of one year (operations spec §2, Statistics, occupancy): the nights booked
// over the nights the chosen units had in that month. A night is the date a guest sleeps, from
// check-in up to the day before check-out, so a stay from 30 January to 2 February books two
// nights of January and one of February. A unit's nights are counted once even if two of its
// stays overlap (a double booking is the server's to refuse, not the statistics' to count twice).
// Every night of the month is offered: blocked nights are not taken out, as hosts compare their
// occupancy from year to year whatever they blocked (docs/decisions.md).
import { daysInMonth, dayNumber, memoizedDayNumber } from "../calendar/calendar-day.ts";

export interface StayNights {
  readonly unitId: string;
  readonly checkIn: string;
  readonly checkOut: string;
}

export interface MonthOccupancy {
  /** 1 to 12. */
  readonly month: number;
  readonly bookedNights: number;
  readonly availableNights: number;
  /** Booked over available, 0 to 1; null when no unit was there to book. */
  readonly rate: number | null;
}

export interface YearOccupancy {
  readonly months: readonly MonthOccupancy[];
  readonly bookedNights: number;
  readonly availableNights: number;
  readonly rate: number | null;
}

/** The day numbers of the first of each month of `year`, and of the next year's first day. */
function monthStarts(year: number): number[] {
  const starts: number[] = [];
  for (let month = 1; month <= 12; month++)
    starts.push(dayNumber(`${year}-${String(month).padStart(2, "0")}-01`));
  starts.push(dayNumber(`${year + 1}-01-01`));
  return starts;
}

/**
 * Each unit's stays that reach into `year`, as day-number ranges merged where they overlap or touch.
 * Stays of other years are left out by comparing the day strings (which sort as dates) before any
 * is parsed: a large host's three years of stays cost one comparison each for the two other years.
 */
function mergedRangesByUnit(stays: Iterable<StayNights>, year: number): Map<string, Array<[number, number]>> {
  const byUnit = new Map<string, Array<[number, number]>>();
  const firstDay = `${year}-01-01`;
  const nextYear = `${year + 1}-01-01`;
  const dayNumberOf = memoizedDayNumber();
  for (const stay of stays) {
    if (stay.checkOut <= firstDay || stay.checkIn >= nextYear) continue;
    const from = dayNumberOf(stay.checkIn);
    const to = dayNumberOf(stay.checkOut);
    if (to <= from) continue;
    let ranges = byUnit.get(stay.unitId);
    if (!ranges) byUnit.set(stay.unitId, (ranges = []));
    ranges.push([from, to]);
  }
  for (const [unit, ranges] of byUnit) {
    ranges.sort((a, b) => a[0] - b[0]);
    const merged: Array<[number, number]> = [];
    for (const range of ranges) {
      const last = merged[merged.length - 1];
      if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
      else merged.push([range[0], range[1]]);
    }
    byUnit.set(unit, merged);
  }
  return byUnit;
}

export function yearOccupancy(stays: Iterable<StayNights>, unitCount: number, year: number): YearOccupancy {
  const starts = monthStarts(year);
  const booked = new Array<number>(12).fill(0);
  for (const ranges of mergedRangesByUnit(stays, year).values()) {
    for (const [from, to] of ranges) {
      if (to <= starts[0]! || from >= starts[12]!) continue;
      for (let m = 0; m < 12; m++) {
        const nights = Math.min(to, starts[m + 1]!) - Math.max(from, starts[m]!);
        if (nights > 0) booked[m]! += nights;
      }
    }
  }
  const months = booked.map((bookedNights, m): MonthOccupancy => {
    const availableNights = unitCount * daysInMonth(year, m + 1);
    return { month: m + 1, bookedNights, availableNights, rate: rateOf(bookedNights, availableNights) };
  });
  const bookedNights = booked.reduce((a, b) => a + b, 0);
  const availableNights = months.reduce((a, m) => a + m.availableNights, 0);
  return { months, bookedNights, availableNights, rate: rateOf(bookedNights, availableNights) };
}

// More nights booked than offered means stays of units not counted in `unitCount` (a unit deleted
// since): the rate is capped, as no month can be more than full.
function rateOf(booked: number, available: number): number | null {
  return available === 0 ? null : Math.min(1, booked / available);
}
