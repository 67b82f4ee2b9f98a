// The seeded calendars keep the rules the server applies: a unit's manual blocks are stored merged
// (as block/unblock leave them), no block covers nights a stay holds or an open request asks for,
// and stays that hold nights never overlap, so every open request can be confirmed. The busy
// calendar of the large hosts brings about two calendar intervals per reservation.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { normalizeRanges } from "../../domain/calendar/unavailability-ranges.ts";
import { generateHostActivity, type BlockSeed, type ReservationSeed, type UnitSeed } from "./host-data.ts";
import { seededRandom } from "./random.ts";

const dayMs = 86_400_000;
const units: UnitSeed[] = Array.from({ length: 4 }, (_, i) => ({
  id: `u${i}`,
  published: i !== 3,
  basePrice: 100,
}));

/** Declined, expired and cancelled reservations hold nothing; every other one holds or may. */
const holds = (r: ReservationSeed) => !["REJECTED", "EXPIRED", "CANCELLED"].includes(r.status);
const overlap = (a: { from: string; to: string }, b: { from: string; to: string }) =>
  a.from < b.to && b.from < a.to;

/** What breaks a rule in one unit's calendar, as readable lines; none when the calendar is sound. */
function brokenRules(reservations: ReservationSeed[], blocks: BlockSeed[], merged: boolean): string[] {
  const broken: string[] = [];
  for (const unit of units) {
    const manual = blocks
      .filter((b) => b.unit_id === unit.id && b.source === "manual")
      .map((b) => ({ dateFrom: b.date_from, dateTo: b.date_to }))
      .sort((a, b) => (a.dateFrom < b.dateFrom ? -1 : 1));
    if (merged && JSON.stringify(normalizeRanges(manual)) !== JSON.stringify(manual))
      broken.push(`${unit.id}: manual blocks not merged`);
    const stays = reservations
      .filter((r) => r.unit_id === unit.id && holds(r))
      .map((r) => ({ from: r.check_in, to: r.check_out }))
      .sort((a, b) => (a.from < b.from ? -1 : 1));
    for (let i = 1; i < stays.length; i++)
      if (stays[i]!.from < stays[i - 1]!.to) broken.push(`${unit.id}: stays overlap at ${stays[i]!.from}`);
    for (const block of blocks.filter((b) => b.unit_id === unit.id)) {
      const range = { from: block.date_from, to: block.date_to };
      if (!(range.from < range.to)) broken.push(`${block.id}: empty`);
      if (stays.some((s) => overlap(s, range))) broken.push(`${block.id}: covers a stay`);
    }
  }
  return broken;
}

describe("generateHostActivity", () => {
  it("keeps the calendar rules for any seed and window, plain or busy", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 0, max: 250 }),
        fc.integer({ min: 1, max: 250 }),
        fc.boolean(),
        (seed, daysBack, daysAhead, busyCalendar) => {
          const { reservations, blocks } = generateHostActivity({
            random: seededRandom(seed),
            units,
            today: Date.UTC(2026, 10, 23),
            daysBack,
            daysAhead,
            idPrefix: "h",
            busyCalendar,
          });
          // The demo's plain calendar has always laid its manual blocks slot by slot, so two may touch;
          // the busy one stores them merged.
          expect(brokenRules(reservations, blocks, busyCalendar)).toEqual([]);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it("gives the busy calendar about two intervals per reservation, with blocks overlapping blocks and declined stays overlapping stays", () => {
    const { reservations, blocks } = generateHostActivity({
      random: seededRandom(7),
      units,
      today: Date.UTC(2026, 10, 23),
      daysBack: 400,
      daysAhead: 800,
      idPrefix: "h",
      busyCalendar: true,
    });
    const ratio = (reservations.length + blocks.length) / reservations.length;
    expect(ratio).toBeGreaterThan(1.8);
    expect(ratio).toBeLessThan(2.3);
    const external = blocks.filter((b) => b.source === "external");
    const manual = blocks.filter((b) => b.source === "manual");
    const echoed = external.filter((e) =>
      manual.some(
        (m) =>
          m.unit_id === e.unit_id &&
          overlap({ from: m.date_from, to: m.date_to }, { from: e.date_from, to: e.date_to }),
      ),
    );
    expect(echoed.length).toBeGreaterThan(0);
    const declined = reservations.filter((r) => !holds(r));
    const overlapping = declined.filter((d) =>
      reservations.some(
        (r) =>
          r !== d &&
          holds(r) &&
          r.unit_id === d.unit_id &&
          overlap({ from: r.check_in, to: r.check_out }, { from: d.check_in, to: d.check_out }),
      ),
    );
    expect(overlapping.length).toBeGreaterThan(0);
    // A closed season: some unit has a manual block of three weeks or more in January.
    expect(
      manual.some(
        (m) =>
          m.date_from.slice(5, 7) === "01" && Date.parse(m.date_to) - Date.parse(m.date_from) >= 21 * dayMs,
      ),
    ).toBe(true);
  });
});
