import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { localToday } from "./local-today.ts";

const zones = [
  "UTC",
  "Europe/Berlin",
  "America/Los_Angeles",
  "America/New_York",
  "Asia/Kathmandu",
  "Pacific/Kiritimati",
  "Pacific/Pago_Pago",
  "Pacific/Auckland",
] as const;

// Each row: an instant, a zone, and the day a host there lives in (worked out by hand from the
// zone's offset on that date).
const cases: Array<[string, (typeof zones)[number], string]> = [
  // The night Europe moves its clocks forward (01:00 UTC), and the evening before in America.
  ["2026-03-29T00:30:00Z", "Europe/Berlin", "2026-03-29"],
  ["2026-03-29T00:30:00Z", "America/Los_Angeles", "2026-03-28"],
  ["2026-03-28T22:59:59Z", "Europe/Berlin", "2026-03-28"],
  ["2026-03-28T23:00:00Z", "Europe/Berlin", "2026-03-29"],
  // The night the clocks go back: 00:30 local twice, both on the 25th.
  ["2026-10-24T22:30:00Z", "Europe/Berlin", "2026-10-25"],
  ["2026-10-24T21:59:00Z", "Europe/Berlin", "2026-10-24"],
  // America's spring change: 02:00 local does not exist on 8 March 2026.
  ["2026-03-08T07:30:00Z", "America/New_York", "2026-03-08"],
  ["2026-03-08T04:59:00Z", "America/New_York", "2026-03-07"],
  // A year's last evening: already next year east of UTC, still this year west of it.
  ["2026-12-31T23:30:00Z", "Europe/Berlin", "2027-01-01"],
  ["2026-12-31T23:30:00Z", "America/New_York", "2026-12-31"],
  ["2026-12-31T18:15:00Z", "Asia/Kathmandu", "2027-01-01"],
  ["2026-12-31T18:14:00Z", "Asia/Kathmandu", "2026-12-31"],
  // The zones furthest apart: 25 hours between them, so two days at once.
  ["2024-02-29T10:00:00Z", "Pacific/Kiritimati", "2024-03-01"],
  ["2024-02-29T10:00:00Z", "Pacific/Pago_Pago", "2024-02-28"],
  ["2024-02-29T10:00:00Z", "Pacific/Auckland", "2024-02-29"],
  ["2024-02-29T10:59:00Z", "Pacific/Auckland", "2024-02-29"],
  ["2024-02-29T11:00:00Z", "Pacific/Auckland", "2024-03-01"],
  ["2026-07-01T00:00:00Z", "UTC", "2026-07-01"],
];

describe("localToday", () => {
  const zoneBefore = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zoneBefore;
  });

  it.each(cases)("at %s in %s is %s", (instant, zone, day) => {
    expect(localToday(new Date(instant), zone)).toBe(day);
  });

  it.each(cases)("at %s reads %s's day from the process's own zone too", (instant, zone, day) => {
    // Node reads TZ afresh when it is set, as a browser runs in the host's zone.
    process.env.TZ = zone;
    expect(localToday(new Date(instant))).toBe(day);
  });

  it("is the UTC day or one next to it in any zone at any instant, whichever way the zone is given", () => {
    const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) });
    const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
    fc.assert(
      fc.property(instant, fc.constantFrom(...zones), (ms, zone) => {
        const today = localToday(new Date(ms), zone);
        expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const utcDay = Math.floor(ms / 86_400_000);
        expect(Math.abs(dayNumber(today) - utcDay)).toBeLessThanOrEqual(1);
        process.env.TZ = zone;
        expect(localToday(new Date(ms))).toBe(today);
      }),
      { numRuns: 1000 },
    );
  });
});
