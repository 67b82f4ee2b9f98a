// The statistics tabs at the large host's size (instant on 100,000 reservations): the
// performance, earnings and occupancy of one year worked out from 100,000 local reservations over
// 1,000 units, as the statistics page does on each open, year or unit change. No target is named
// for these pages; the route change's 50 ms (to painted) is the bound they must leave room within.
// Baselines measured in the same run:
// - one pass that only reads each document's kind, status and dates: the floor of any figure
//   worked out from the documents, so the ratio shows what the statistics add;
// - occupancy by the tests' oracle, every booked night of every unit put in a set.
//
// The data: each unit's timeline is a run of stays of 1 to 14 nights over three years with gaps of
// 0 to 6 nights, 70 % bookings (1 in 10 cancelled), 20 % booking requests and 10 % inquiries in
// their usual states; a fixed seed keeps runs comparable.
import { addDays } from "../domain/calendar/calendar-day.ts";
import { isCountedStay } from "../domain/insights/counted-stay.ts";
import { yearEarnings } from "../domain/insights/monthly-earnings.ts";
import { yearOccupancy } from "../domain/insights/monthly-occupancy.ts";
import { performanceSummary } from "../domain/insights/performance-summary.ts";
import type { ReservationDocument } from "../domain/reservations/reservation-document.ts";
import { seededRandom } from "./seeded-random.ts";
import { median, timeRuns, type Benchmark, type Figure } from "./harness.ts";

const unitCount = 1000;
const perUnit = 100;
const year = 2026;

function reservations(): ReservationDocument[] {
  const random = seededRandom(7);
  const days = new Map<number, string>();
  const day = (offset: number) => {
    let value = days.get(offset);
    if (value === undefined) days.set(offset, (value = addDays("2025-01-01", offset)));
    return value;
  };
  const pick = <T>(options: readonly T[]) => options[Math.floor(random() * options.length)]!;
  const all: ReservationDocument[] = [];
  for (let u = 0; u < unitCount; u++) {
    let cursor = Math.floor(random() * 10);
    for (let i = 0; i < perUnit; i++) {
      const nights = 1 + Math.floor(random() * 14);
      const start = cursor + Math.floor(random() * 7);
      cursor = start + nights;
      const roll = random();
      const kind = roll < 0.7 ? "booking" : roll < 0.9 ? "booking_request" : "inquiry";
      const status =
        kind === "booking"
          ? random() < 0.1
            ? "CANCELLED"
            : pick(["CONFIRMED", "COMPLETED", "REVIEW_COLLECTED"])
          : kind === "booking_request"
            ? pick(["REQUESTED", "CONFIRMED", "REJECTED", "EXPIRED"])
            : pick(["REQUESTED", "ACTION_NEEDED", "CONFIRMED", "REJECTED"]);
      all.push({
        id: `r-${u}-${i}`,
        kind,
        status,
        unitId: `u-${u}`,
        unitTitle: `Unit ${u}`,
        checkIn: day(start),
        checkOut: day(start + nights),
        guestName: "Guest",
        guestCount: 1 + Math.floor(random() * 6),
        totalPrice: 80 * nights + Math.floor(random() * 200),
        currency: "EUR",
        createdAt: `${day(Math.max(0, start - 1 - Math.floor(random() * 90)))}T10:00:00Z`,
        bookingCode: `HB${u}${i}`,
        seq: all.length,
        _deleted: false,
      });
    }
  }
  return all;
}

export const statisticsBenchmark: Benchmark = {
  name: "statistics",
  async run() {
    const docs = reservations();
    const figures: Figure[] = [];
    let sink = 0;

    // What the page does for a year of all units: its three tabs' figures, each from the documents.
    const statistics = () => {
      const stays = docs.filter(isCountedStay);
      const summary = performanceSummary(docs, [], year);
      const earnings = yearEarnings(stays, year);
      const occupancy = yearOccupancy(stays, unitCount, year);
      sink += summary.stays.stays + earnings.length + occupancy.bookedNights;
    };
    const floor = () => {
      let count = 0;
      for (const r of docs)
        if (r.kind === "booking" && r.status !== "CANCELLED" && r.checkIn < r.checkOut) count++;
      sink += count;
    };
    const measured = median(await timeRuns(statistics, 30, 5));
    const baseline = median(await timeRuns(floor, 30, 5));
    figures.push({
      name: `a year's performance, earnings and occupancy from ${docs.length.toLocaleString("en-US")} reservations over ${unitCount} units (median)`,
      unit: "ms",
      value: measured,
      baselineName: "one pass reading kind, status and dates only",
      baseline,
      target: { limit: 50, direction: "below" },
    });

    const stays = docs.filter(isCountedStay);
    const occupancy = () => {
      sink += yearOccupancy(stays, unitCount, year).bookedNights;
    };
    const naive = () => {
      const nights = new Set<string>();
      for (const s of stays)
        for (let d = s.checkIn; d < s.checkOut; d = addDays(d, 1))
          if (d.startsWith(`${year}-`)) nights.add(`${s.unitId}|${d}`);
      sink += nights.size;
    };
    figures.push({
      name: `a year's occupancy from ${stays.length.toLocaleString("en-US")} stays (median)`,
      unit: "ms",
      value: median(await timeRuns(occupancy, 20, 3)),
      baselineName: "every booked night of every unit in a set (the tests' oracle)",
      baseline: median(await timeRuns(naive, 5, 1)),
    });
    if (sink < 0) console.log(sink);
    return figures;
  },
};
