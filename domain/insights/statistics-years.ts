// The years the statistics offer (operations spec §2, Statistics): from the earliest year with a
// stay, request or inquiry to the latest one (future stays count: hosts plan next season), always
// with the current year, newest first. The current year is the default choice.
import { yearOf } from "./counted-stay.ts";

export function statisticsYears(
  reservations: Iterable<{ readonly checkIn: string; readonly createdAt: string }>,
  currentYear: number,
): number[] {
  let earliest = currentYear;
  let latest = currentYear;
  for (const r of reservations) {
    const stayYear = yearOf(r.checkIn);
    const madeYear = yearOf(r.createdAt);
    if (stayYear < earliest) earliest = stayYear;
    if (madeYear < earliest) earliest = madeYear;
    if (stayYear > latest) latest = stayYear;
  }
  const years: number[] = [];
  for (let year = latest; year >= earliest; year--) years.push(year);
  return years;
}

/** The year asked for in the address when the statistics offer it, else the current year. */
export function chosenStatisticsYear(
  asked: string | null,
  years: readonly number[],
  currentYear: number,
): number {
  const year = asked !== null && /^\d{4}$/.test(asked) ? Number(asked) : Number.NaN;
  return years.includes(year) ? year : currentYear;
}
