// The key of one unit on one day (operations spec §3), for maps of day cells across many units.
// The day is always the last ten characters, so a unit id holding the separator still parses.
import type { UnitId } from "../ids.ts";
import { isCalendarDay } from "./calendar-day.ts";

export type UnitDayKey = `${string}:${string}`;

export function unitDayKey(unitId: UnitId, day: string): UnitDayKey {
  return `${unitId}:${day}`;
}

export function parseUnitDayKey(key: string): { readonly unitId: string; readonly day: string } | undefined {
  const day = key.slice(-10);
  const unitId = key.slice(0, -11);
  if (key.at(-11) !== ":" || unitId === "" || !isCalendarDay(day)) return undefined;
  return { unitId, day };
}
