// The list of benchmarks `npm run bench` runs, in order.
import type { Benchmark } from "./harness.ts";
import { calendarGroupingBenchmark } from "./calendar-grouping.bench.ts";
import { listingProgressBenchmark } from "./listing-progress.bench.ts";
import { requestsTabBenchmark } from "./requests-tab.bench.ts";
import { browserReservationsBenchmark } from "./browser-reservations.bench.ts";
import { seedBenchmark } from "./seed.bench.ts";
import { inboxBenchmark } from "./inbox.bench.ts";
import { calendarBrowserBenchmark } from "./calendar-browser.bench.ts";
import { feedPullBenchmark } from "./feed-pull.bench.ts";
import { inboxBrowserBenchmark } from "./inbox-browser.bench.ts";
import { syncReplayBenchmark } from "./sync-replay.bench.ts";
import { bootstrapPullHttpBenchmark } from "./bootstrap-pull-http.bench.ts";
import { commandLatencyBenchmark } from "./command-latency.bench.ts";
import { statisticsBenchmark } from "./statistics.bench.ts";
import { propertiesBrowserBenchmark } from "./properties-browser.bench.ts";
import { listingFlowBrowserBenchmark } from "./listing-flow-browser.bench.ts";

export const benchmarks: readonly Benchmark[] = [
  requestsTabBenchmark,
  calendarGroupingBenchmark,
  statisticsBenchmark,
  listingProgressBenchmark,
  browserReservationsBenchmark,
  calendarBrowserBenchmark,
  seedBenchmark,
  inboxBenchmark,
  inboxBrowserBenchmark,
  feedPullBenchmark,
  syncReplayBenchmark,
  bootstrapPullHttpBenchmark,
  commandLatencyBenchmark,
  propertiesBrowserBenchmark,
  listingFlowBrowserBenchmark,
];
