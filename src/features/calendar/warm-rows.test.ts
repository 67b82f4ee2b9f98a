import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../../../domain/calendar/calendar-day.ts";
import { calendarInterval, calendarRowItems } from "../../../domain/calendar/calendar-rows.ts";
import type { CalendarIntervalItem } from "../../../domain/calendar/calendar-interval.ts";
import type { UnitId } from "../../../domain/ids.ts";
import { warmRows } from "./warm-rows.ts";

const start = "2026-01-01";
const noParty = { booking: null, bookingRequest: null, inquiry: null, external: null };

// Units of blocks at arbitrary days; a slice of time is a count of units it may take.
const unitsArbitrary = fc.array(
  fc.array(fc.tuple(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 1, max: 9 })), { maxLength: 12 }),
  { minLength: 0, maxLength: 15 },
);

describe("warmRows", () => {
  it("groups every unit once over its slices and words exactly the items overlapping the days", () => {
    fc.assert(
      fc.property(
        unitsArbitrary,
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 1, max: 60 }),
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 40 }),
        (units, fromOffset, length, slices) => {
          const unitIds = units.map((_, i) => `unit-${i}`);
          const items = new Map<string, readonly CalendarIntervalItem[]>(
            units.map((blocks, i) => [
              unitIds[i]!,
              calendarRowItems(
                blocks.map(([offset, nights], b) =>
                  calendarInterval(
                    `block-${i}-${b}`,
                    unitIds[i] as UnitId,
                    addDays(start, offset),
                    addDays(start, offset + nights),
                    "manual",
                    noParty,
                  ),
                ),
              ),
            ]),
          );
          const days = { dateFrom: addDays(start, fromOffset), dateTo: addDays(start, fromOffset + length) };
          const grouped: string[] = [];
          const worded = new Set<CalendarIntervalItem>();
          const itemsOf = (unitId: string) => {
            grouped.push(unitId);
            return items.get(unitId)!;
          };
          let next = 0;
          for (const budget of [...slices, unitIds.length]) {
            let left = budget;
            const before = next;
            next = warmRows(
              unitIds,
              itemsOf,
              (item) => worded.add(item),
              days,
              next,
              () => left-- > 0,
            );
            // A slice does as many units as its time allows, in order, and never goes back.
            expect(next).toBe(Math.min(unitIds.length, before + budget));
          }
          expect(grouped).toEqual(unitIds);
          const overlapping = [...items.values()]
            .flat()
            .filter((item) => item.dateFrom < days.dateTo && days.dateFrom < item.dateTo);
          expect(new Set(worded)).toEqual(new Set(overlapping));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
