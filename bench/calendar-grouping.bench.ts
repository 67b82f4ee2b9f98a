// Calendar grouping at the scale plan's size (ARCHITECTURE.md: one host, 1,000 units, ~500,000
// intervals): group 10k, 100k and 1M intervals spread over 1,000 units, one groupCalendarIntervals
// call per unit, as the calendar does from its by-unit projection (so partitioning is not timed).
// Target: 100k under 50 ms. Each size's baseline is copying and sorting the same per-unit arrays,
// the floor any sort-based grouping pays, so the ratio shows what the sweep adds. A second figure
// times 5,000 intervals of one unit against the naive pairwise grouping (the tests' oracle).
//
// Why the data looks like a real host's: each unit's timeline is a run of stays of 1–21 nights
// (short stays far more common than long ones), separated by gaps of 0–6 nights where 0 is a
// same-day turnover that touches but does not overlap. About 1 interval in 12 is a manual block
// nested inside a stay (a cleaning or owner night), and about 1 in 20 is a booking request or
// inquiry overlapping the stay before it (guests asking for dates already half taken), which
// makes `multi` groups. A fixed seed keeps runs comparable.
import { UnitId } from "../domain/ids.ts";
import { addDays } from "../domain/calendar/calendar-day.ts";
import type { CalendarInterval } from "../domain/calendar/calendar-interval.ts";
import { calendarInterval } from "../domain/calendar/calendar-rows.ts";
import { groupCalendarIntervals } from "../domain/calendar/group-calendar-intervals.ts";
import { groupCalendarIntervalsNaive } from "../domain/calendar/group-calendar-intervals-naive.ts";
import { compareIntervals } from "../domain/calendar/group-calendar-intervals.ts";
import { seededRandom } from "./seeded-random.ts";
import { median, timeRuns, type Benchmark, type Figure } from "./harness.ts";

const unitCount = 1000;

// Every interval is built with all fields in one order, as the domain builds them (calendarInterval);
// objects assembled by spreading a template get slower hidden classes and would time the generator's
// habits rather than the grouping.
function makeInterval(
  id: string,
  unitId: UnitId,
  dateFrom: string,
  dateTo: string,
  kind: "booking" | "request" | "block",
): CalendarInterval {
  return calendarInterval(id, unitId, dateFrom, dateTo, kind === "block" ? "manual" : null, {
    booking: kind === "booking" ? { publicId: id, status: "CONFIRMED" } : null,
    bookingRequest: kind === "request" ? { publicId: id, status: "REQUESTED" } : null,
    inquiry: null,
    external: null,
  });
}

function unitTimeline(unitId: UnitId, count: number, random: () => number): CalendarInterval[] {
  const intervals: CalendarInterval[] = [];
  // Days are built once per distinct offset: the generator should not dominate the run.
  const origin = "2023-01-01";
  const dayCache = new Map<number, string>();
  const day = (offset: number) => {
    let value = dayCache.get(offset);
    if (value === undefined) dayCache.set(offset, (value = addDays(origin, offset)));
    return value;
  };
  let cursor = Math.floor(random() * 30);
  let previous: { from: number; to: number } | undefined;
  while (intervals.length < count) {
    const id = `${unitId}-${intervals.length}`;
    const roll = random();
    if (previous !== undefined && roll < 0.08 && previous.to - previous.from >= 2) {
      const from = previous.from + 1 + Math.floor(random() * (previous.to - previous.from - 1));
      intervals.push(makeInterval(id, unitId, day(from), day(from + 1), "block"));
      continue;
    }
    // Squaring a uniform draw makes short stays common and three-week stays rare.
    const nights = 1 + Math.floor(Math.pow(random(), 2) * 21);
    if (previous !== undefined && roll < 0.13) {
      const from = previous.to - 1;
      intervals.push(makeInterval(id, unitId, day(from), day(from + nights), "request"));
      continue;
    }
    const from = cursor + (random() < 0.4 ? 0 : Math.floor(random() * 7));
    intervals.push(makeInterval(id, unitId, day(from), day(from + nights), "booking"));
    previous = { from, to: from + nights };
    cursor = Math.max(cursor, from + nights);
  }
  // The server sends them in no particular order.
  for (let i = intervals.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [intervals[i], intervals[j]] = [intervals[j]!, intervals[i]!];
  }
  return intervals;
}

function hostCalendar(total: number, seed: number): CalendarInterval[][] {
  const random = seededRandom(seed);
  return Array.from({ length: unitCount }, (_, u) =>
    unitTimeline(UnitId.make(`unit-${u}`), Math.round(total / unitCount), random),
  );
}

function groupAll(units: readonly CalendarInterval[][]): number {
  let items = 0;
  for (const intervals of units) items += groupCalendarIntervals(intervals).length;
  return items;
}

function sortAll(units: readonly CalendarInterval[][]): number {
  let items = 0;
  for (const intervals of units) items += [...intervals].sort(compareIntervals).length;
  return items;
}

async function sizeFigure(total: number, label: string, runs: number): Promise<Figure> {
  const units = hostCalendar(total, total);
  const grouped = median(await timeRuns(() => groupAll(units), runs));
  const sorted = median(await timeRuns(() => sortAll(units), runs));
  return {
    name: `group ${label} intervals over ${unitCount} units (median)`,
    unit: "ms",
    value: grouped,
    baselineName: "copy and sort only",
    baseline: sorted,
    ...(total === 100_000 ? { target: { limit: 50, direction: "below" as const } } : {}),
  };
}

export const calendarGroupingBenchmark: Benchmark = {
  name: "calendar-grouping",
  async run() {
    const figures: Figure[] = [
      await sizeFigure(10_000, "10k", 21),
      await sizeFigure(100_000, "100k", 21),
      await sizeFigure(1_000_000, "1M", 7),
    ];
    const oneUnit = unitTimeline(UnitId.make("unit-long"), 5000, seededRandom(5000));
    const fast = median(await timeRuns(() => groupCalendarIntervals(oneUnit), 21));
    const naive = median(await timeRuns(() => groupCalendarIntervalsNaive(oneUnit), 5, 1));
    figures.push({
      name: "group 5,000 intervals of one unit (median)",
      unit: "ms",
      value: fast,
      baselineName: "naive pairwise O(n²) grouping",
      baseline: naive,
    });
    return figures;
  },
};
