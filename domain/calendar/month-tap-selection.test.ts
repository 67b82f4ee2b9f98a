import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, dayOfNumber, dayNumber } from "./calendar-day.ts";
import { addMonths } from "./calendar-window.ts";
import { selectionAfterMove, selectionAfterTap, type MonthTapSelection } from "./month-tap-selection.ts";

describe("selecting nights by tapping a month", () => {
  it("selects the tapped night after Next month, whatever today's day of the month", () => {
    // Today the 2nd, the cursor moves to 2 January; the host taps the 10th, then the 11th.
    const moved = selectionAfterMove(addMonths("2026-12-02", 1));
    const first = selectionAfterTap(moved, "2027-01-10");
    expect(first).toEqual({ anchorDay: "2027-01-10", day: "2027-01-10", extendsOnTap: true });
    expect(selectionAfterTap(first, "2027-01-11")).toEqual({
      anchorDay: "2027-01-10",
      day: "2027-01-11",
      extendsOnTap: false,
    });
  });

  it("starts afresh on a tap before the first night, on the same night, and after a range", () => {
    const first = selectionAfterTap(selectionAfterMove("2027-01-01"), "2027-01-10");
    expect(selectionAfterTap(first, "2027-01-05")).toMatchObject({
      anchorDay: "2027-01-05",
      day: "2027-01-05",
    });
    expect(selectionAfterTap(first, "2027-01-10")).toMatchObject({
      anchorDay: "2027-01-10",
      day: "2027-01-10",
    });
    const range = selectionAfterTap(first, "2027-01-12");
    expect(selectionAfterTap(range, "2027-01-20")).toMatchObject({
      anchorDay: "2027-01-20",
      day: "2027-01-20",
    });
  });

  type Step =
    | { readonly kind: "month"; readonly by: number }
    | { readonly kind: "unit" }
    | { readonly kind: "tap"; readonly offset: number };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ kind: fc.constant("month" as const), by: fc.integer({ min: -3, max: 3 }) }),
    fc.record({ kind: fc.constant("unit" as const) }),
    // Taps land within the month shown (the day the cursor is on, give or take a month).
    fc.record({ kind: fc.constant("tap" as const), offset: fc.integer({ min: -31, max: 31 }) }),
    fc.record({ kind: fc.constant("tap" as const), offset: fc.integer({ min: 1, max: 10 }) }),
  );
  // Any today from 1990 to 2100: the first day of a month, its last, 31 December and all between.
  const anyToday = fc
    .integer({ min: dayNumber("1990-01-01"), max: dayNumber("2100-12-31") })
    .map(dayOfNumber);

  it("follows the phone's rules for any today, any month or unit change and any taps", () => {
    fc.assert(
      fc.property(anyToday, fc.array(step, { maxLength: 30 }), (today, steps) => {
        let selection: MonthTapSelection = selectionAfterMove(today);
        let previous: Step | undefined;
        let previousSelection = selection;
        for (const s of steps) {
          if (s.kind === "month") selection = selectionAfterMove(addMonths(selection.day, s.by));
          else if (s.kind === "unit") selection = selectionAfterMove(selection.day);
          else {
            const tapped = addDays(selection.day, s.offset);
            selection = selectionAfterTap(selection, tapped);
            // Every tap ends the selection on the tapped night, and never before its first night.
            expect(selection.day).toBe(tapped);
            expect(selection.anchorDay <= selection.day).toBe(true);
            const afterOneNightTap =
              previous?.kind === "tap" && previousSelection.anchorDay === previousSelection.day;
            if (afterOneNightTap && tapped > previousSelection.day) {
              // The tap right after a tap that chose one night extends from that night.
              expect(selection.anchorDay).toBe(previousSelection.day);
            } else {
              // Any other tap — the first after a month or unit change above all — chooses one night.
              expect(selection.anchorDay).toBe(tapped);
            }
          }
          previous = s;
          previousSelection = selection;
        }
      }),
      { numRuns: 2000 },
    );
  });
});
