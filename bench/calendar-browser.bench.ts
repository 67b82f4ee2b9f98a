// The calendar in real Chromium against the real server, for the scale plan's host (ARCHITECTURE.md:
// 1,000 units, about 100,000 reservations, seeded as in browser-reservations.bench.ts). Four
// figures with targets, each beside a naive reference measured in the same run:
// 1. opening the calendar to the first painted bar, by the navigation link and by a reload, against
//    drawing the same rows' bars without virtualization (every row and bar of the timeline in the
//    DOM at once, as a plain timeline does) in the same browser;
// 2. frame time while scrolling 12 months horizontally and 1,000 units vertically (p95 of
//    requestAnimationFrame deltas, the frame rate limit lifted so a delta is the frame's real cost),
//    against the same scroll over that non-virtualized DOM;
// 3. keystroke to moved cursor (keydown to the frame after the cursor cell changed), and
// 4. block or unblock command to drawn (keydown of b or u to the frame after the bar appeared or
//    went), both against re-grouping every row of the host, which a calendar without memoised rows
//    does on every change (measured in Node on the same intervals).
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { seedLargeHost } from "../server/seed/large-host-seed.ts";
import { reservationsAfter } from "../server/data/reservation-rows.ts";
import { feedCollections } from "../server/data/feed-collections.ts";
import { addDays, daysBetween } from "../domain/calendar/calendar-day.ts";
import { calendarRowItems, drawnEntries, intervalsByUnit } from "../domain/calendar/calendar-rows.ts";
import { calendarWindow } from "../domain/calendar/calendar-window.ts";
import type { UnavailabilityDocument } from "../domain/calendar/unavailability-document.ts";
import type { ReservationDocument } from "../domain/reservations/reservation-document.ts";
import { launchUnthrottled } from "./unthrottled-chromium.ts";
import { signInInBrowser } from "../tests/support/browser-sign-in.ts";
import { median, percentile, timeRuns, type Benchmark, type Figure } from "./harness.ts";
import { sleep, until } from "./polling.ts";
import { startTrace } from "./chromium-trace.ts";
import { recordInputs, startBrowserBench } from "./from-page.ts";

// The scale plan's host; CALENDAR_BENCH_UNITS / _DAYS_BACK / _DAYS_AHEAD shrink it for a quick look
// (the timeline starts a month back, so days further back add stored reservations, not drawn bars).
const units = Number(process.env.CALENDAR_BENCH_UNITS ?? 1000);
const daysBack = Number(process.env.CALENDAR_BENCH_DAYS_BACK ?? 540);
const daysAhead = Number(process.env.CALENDAR_BENCH_DAYS_AHEAD ?? 430);
const hostId = "host-calendar-bench";
const credentials = { email: "calendar-bench@hearth.test", password: "calendar-bench-password" };
const viewport = { width: 1400, height: 900 };
// Sizes of src/features/calendar/calendar-layout.ts, for the naive reference.
const dayWidth = 36;
const rowHeight = 40;
const labelWidth = 200;
const scrollFrames = 240;
// CALENDAR_BENCH_TRACE=<dir>: before the scroll is timed, trace two-week steps across and a scroll
// down (bench/chromium-trace.ts), print where the time went and keep the traces in <dir>.
const traceDir = process.env.CALENDAR_BENCH_TRACE;
// CALENDAR_BENCH_TRACE_TAIL=<ms>: how long the traced reload goes on after the live grid's first bar
// (1,000 ms unless said), to see the long tasks a click or another reload would wait behind.
const traceTailMs = Number(process.env.CALENDAR_BENCH_TRACE_TAIL ?? 1_000);
// CALENDAR_BENCH_SCROLL_PASSES=<n>: the timed scroll n times over (1 unless said), each pass's p95
// printed: one pass's p95 moves by several milliseconds between runs, too much to compare two builds.
const scrollPasses = Math.max(1, Number(process.env.CALENDAR_BENCH_SCROLL_PASSES ?? 1));
// CALENDAR_BENCH_TRACE_PASSES=<dir>: trace each timed scroll pass on its own (its frames then run
// slower; for telling what a first pass pays that a later one does not).
const tracePassesDir = process.env.CALENDAR_BENCH_TRACE_PASSES;
// CALENDAR_BENCH_PARTS=scroll,reload (of open, scroll, keys, block, reload): only those, to iterate.
const parts = new Set((process.env.CALENDAR_BENCH_PARTS ?? "open,scroll,keys,block,reload").split(","));

interface Watched {
  readonly at: number;
  readonly frameAt: number | null;
}

interface Probe {
  readonly keydowns: ReadonlyArray<{ key: string; at: number }>;
  readonly clicks: readonly number[];
  /** Each time the cursor cell changed: its unit and day. */
  readonly cursor: ReadonlyArray<Watched & { key: string }>;
  /** Set from the bench: a selector to see appear (present) or go; filled once it did. */
  watch: { selector: string; present: boolean; seen: Watched | null } | null;
  /** The frame after the first bar of this document was drawn (-1 while waiting for it). */
  readonly firstBar: number | null;
  /** When the first bar of this document was inserted (before its frame). */
  readonly firstBarSeen: number | null;
  /** The same for the first bar of the live grid (not the kept first screen's). */
  readonly firstLiveBar: number | null;
}

// Installed before the app's scripts. Plain JavaScript in a string (see browser-reservations.bench.ts:
// esbuild's keepNames helper does not exist in the page; the probe defines it as a no-op, for the
// functions this file hands to page.evaluate). Input times are the events' timeStamps.
const probeScript = `(() => {
  globalThis.__name = (target) => target;
  const probe = { keydowns: [], clicks: [], cursor: [], watch: null, firstBar: null, firstBarSeen: null, firstLiveBar: null };
  window.__calendarBench = probe;
  let lastCursor = "";
  const observe = () => {
    const at = performance.now();
    const cell = document.querySelector('[role="gridcell"][data-cursor]');
    const key = cell ? (cell.closest("[data-unit-id]")?.getAttribute("data-unit-id") ?? "") + "|" + cell.getAttribute("data-day") : "";
    if (key !== lastCursor) {
      lastCursor = key;
      const change = { key, at, frameAt: null };
      probe.cursor.push(change);
      requestAnimationFrame(() => { change.frameAt = performance.now(); });
    }
    if (probe.firstBar === null && document.querySelector('[data-testid="calendar-entry"]')) {
      probe.firstBar = -1;
      probe.firstBarSeen = at;
      requestAnimationFrame(() => { probe.firstBar = performance.now(); });
    }
    if (probe.firstLiveBar === null && document.querySelector('[data-testid="calendar-grid"] [data-testid="calendar-entry"]')) {
      probe.firstLiveBar = -1;
      requestAnimationFrame(() => { probe.firstLiveBar = performance.now(); });
    }
    const watch = probe.watch;
    if (watch && !watch.seen && (document.querySelector(watch.selector) !== null) === watch.present) {
      const seen = { at, frameAt: null };
      watch.seen = seen;
      requestAnimationFrame(() => { seen.frameAt = performance.now(); });
    }
  };
  new MutationObserver(observe).observe(document, { childList: true, subtree: true, attributes: true });
  // For the next document (a reload): when this one got to its pagehide, and its long tasks just before.
  const longTasks = [];
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) longTasks.push([e.startTime, e.duration]); })
      .observe({ type: "longtask", buffered: true });
  } catch {}
  addEventListener("pagehide", () => {
    const now = performance.now();
    const recent = longTasks.filter(([start, duration]) => start + duration > now - 2000);
    const hidden = performance.timeOrigin + now;
    sessionStorage.setItem("__calendarBenchHidden", JSON.stringify({ hidden, tasks: recent.map(([s, d]) => [Math.round(s - now), Math.round(d)]) }));
  });
  ${recordInputs(false)}
})();`;

const readProbe = (page: Page) =>
  page.evaluate(() => (window as unknown as { __calendarBench: Probe }).__calendarBench);

/** Arms the probe for a selector to appear (or go); resolves with when it was painted. */
async function watchFor(page: Page, selector: string, present: boolean, act: () => Promise<void>) {
  await page.evaluate(
    ({ selector, present }) => {
      const probe = (window as unknown as { __calendarBench: Probe }).__calendarBench;
      probe.watch = { selector, present, seen: null };
    },
    { selector, present },
  );
  await act();
  return until(
    async () => {
      const seen = (await readProbe(page)).watch?.seen;
      return seen?.frameAt == null ? undefined : seen.frameAt;
    },
    `${selector} to ${present ? "appear" : "go"}`,
  );
}

/** Frame deltas while the element at `selector` scrolls 12 months across, then every row down. */
const scrollFramesIn = (page: Page, selector: string, horizontal: number, vertical: number) =>
  page.evaluate(
    async ({ selector, horizontal, vertical, frames }) => {
      const element = document.querySelector<HTMLElement>(selector);
      if (!element) throw new Error(`no ${selector}`);
      const run = (set: (fraction: number) => void) =>
        new Promise<number[]>((done) => {
          const deltas: number[] = [];
          let last = -1;
          let index = 0;
          const step = (now: number) => {
            if (last >= 0) deltas.push(now - last);
            last = now;
            if (index > frames) return done(deltas);
            set(index / frames);
            index++;
            requestAnimationFrame(step);
          };
          requestAnimationFrame(step);
        });
      element.scrollTo(0, 0);
      const across = await run((f) => {
        element.scrollLeft = f * horizontal;
      });
      const down = await run((f) => {
        element.scrollTop = f * vertical;
      });
      element.scrollTo(0, 0);
      return [...across, ...down];
    },
    { selector, horizontal, vertical, frames: scrollFrames },
  );

interface NaiveRow {
  readonly title: string;
  readonly bars: ReadonlyArray<readonly [left: number, width: number, label: string]>;
}

/**
 * The naive reference, in a page that runs none of the app's code: every row and every bar of the
 * timeline in one scroll box, no virtualization (and, generously, no day cells). Milliseconds from
 * the start of building to the frame after it was laid out, then its scroll frames.
 */
async function naiveTimeline(browser: Browser, origin: string, rows: readonly NaiveRow[], days: number) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/api/public/app-settings`);
    await page.evaluate("globalThis.__name = (target) => target");
    await page.evaluate((json) => {
      (window as unknown as { rows: unknown }).rows = JSON.parse(json);
    }, JSON.stringify(rows));
    const openMs: number[] = [];
    for (let round = 0; round < 3; round++) {
      openMs.push(
        await page.evaluate(
          async ({ days, dayWidth, rowHeight, labelWidth }) => {
            const rows = (window as unknown as { rows: NaiveRow[] }).rows;
            document.body.replaceChildren();
            const started = performance.now();
            const box = document.createElement("div");
            box.id = "naive";
            Object.assign(box.style, {
              height: "780px",
              width: "1360px",
              overflow: "auto",
              position: "relative",
            });
            const inner = document.createElement("div");
            Object.assign(inner.style, {
              position: "relative",
              width: `${labelWidth + days * dayWidth}px`,
              height: `${48 + rows.length * rowHeight}px`,
            });
            rows.forEach((row, index) => {
              const line = document.createElement("div");
              Object.assign(line.style, {
                position: "absolute",
                top: `${48 + index * rowHeight}px`,
                left: "0",
                height: `${rowHeight}px`,
                width: "100%",
                borderBottom: "1px solid #ddd",
              });
              const label = document.createElement("div");
              Object.assign(label.style, {
                position: "sticky",
                left: "0",
                width: `${labelWidth}px`,
                background: "#fff",
                zIndex: "2",
              });
              label.textContent = row.title;
              line.append(label);
              for (const [left, width, text] of row.bars) {
                const bar = document.createElement("div");
                Object.assign(bar.style, {
                  position: "absolute",
                  top: "7px",
                  height: "26px",
                  left: `${left}px`,
                  width: `${width}px`,
                  background: "#2f6f5e",
                  color: "#fff",
                  overflow: "hidden",
                  whiteSpace: "nowrap",
                  borderRadius: "4px",
                });
                bar.textContent = text;
                line.append(bar);
              }
              inner.append(line);
            });
            box.append(inner);
            document.body.append(box);
            void box.offsetHeight;
            return new Promise<number>((done) =>
              requestAnimationFrame(() => done(performance.now() - started)),
            );
          },
          { days, dayWidth, rowHeight, labelWidth },
        ),
      );
    }
    const frames = await scrollFramesIn(page, "#naive", 365 * dayWidth, rows.length * rowHeight);
    return { openMs: median(openMs), frames };
  } finally {
    await context.close();
  }
}

const cursorKey = async (page: Page) => {
  const cursor = (await readProbe(page)).cursor;
  return cursor.at(-1)?.key ?? "";
};

export const calendarBrowserBenchmark: Benchmark = {
  name: "calendar-browser",
  async run() {
    const bench = await startBrowserBench("calendar");
    const { server, progress } = bench;
    let browser: Browser | undefined;
    const figures: Figure[] = [];
    try {
      const seeded = await seedLargeHost(server.db, {
        hostId,
        ...credentials,
        units,
        daysBack,
        daysAhead,
        seed: 42,
        now: Date.now(),
      });
      const start = { seq: -1, id: "" };
      const reservations: ReservationDocument[] = (
        await reservationsAfter(server.db, hostId, start, 10_000_000)
      ).filter((d) => !d._deleted);
      const unavailabilities = (
        (await feedCollections.unavailabilities.after(server.db, hostId, start, 10_000_000)) as Array<
          UnavailabilityDocument & { _deleted: boolean }
        >
      ).filter((d) => !d._deleted);
      const unitDocs = (await feedCollections.units.after(
        server.db,
        hostId,
        start,
        10_000,
      )) as unknown as Array<{
        id: string;
        title: string | null;
        state: string;
      }>;
      progress(
        `seeded ${seeded.reservations} reservations and ${unavailabilities.length} blocks on ${seeded.units} units`,
      );

      browser = await launchUnthrottled();
      const context = await browser.newContext({ viewport });
      await context.addCookies([{ name: "ho_hl", value: "en_US", url: server.url }]);
      const page = await context.newPage();
      // The page's own errors, so a stuck first load says why.
      page.on("pageerror", (error) => progress(`  page error: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error") progress(`  console: ${message.text().slice(0, 200)}`);
      });
      await page.addInitScript({ content: probeScript });
      await signInInBrowser(page, server.url, credentials, "/calendar");
      progress(`signed in; at ${page.url()}`);
      const today = await page.evaluate(() => {
        const now = new Date();
        return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
      });

      // The first load: wait until every reservation is stored and the progress bar has gone.
      const loadDeadline = Date.now() + 900_000;
      for (let lastReport = Date.now(); ; await sleep(500)) {
        const bar = page.getByRole("progressbar");
        const loading = (await bar.count()) > 0;
        const rows = await page.locator("[data-testid=calendar-entry]").count();
        if (!loading && rows > 0) break;
        if (Date.now() > loadDeadline) throw new Error("the first load did not finish in 900 s");
        if (Date.now() - lastReport > 10_000) {
          lastReport = Date.now();
          // The bar may go between the count and this read: then the load just finished.
          const stored = loading
            ? await bar.getAttribute("aria-valuenow", { timeout: 1_000 }).catch(() => "all")
            : "?";
          progress(`  first load: ${stored} stored`);
        }
      }
      progress("first load done");
      await sleep(5_000);

      // The naive reference's rows: the same units, intervals and grouping, every bar of the timeline.
      const window = calendarWindow(today, undefined);
      const days = daysBetween(window.dateFrom, window.dateTo);
      const byUnit = intervalsByUnit(reservations, unavailabilities);
      const naiveRows: NaiveRow[] = unitDocs
        .filter((u) => u.state !== "DELETED")
        .map((u) => ({
          title: u.title ?? u.id,
          bars: drawnEntries(calendarRowItems(byUnit.get(u.id) ?? []), window).map(
            (bar) =>
              [
                labelWidth + bar.startColumn * dayWidth,
                (bar.endColumn - bar.startColumn) * dayWidth,
                bar.item.booking?.guestName ?? bar.item.bookingRequest?.guestName ?? "Blocked",
              ] as const,
          ),
        }));
      const naive = await naiveTimeline(browser, server.url, naiveRows, days);
      const naiveBars = naiveRows.reduce((sum, r) => sum + r.bars.length, 0);
      progress(
        `naive timeline: ${naiveRows.length} rows, ${naiveBars} bars, drawn in ${naive.openMs.toFixed(0)} ms`,
      );

      // Re-grouping every row: the cost of a change without memoised rows.
      const allIntervals = [...byUnit.values()];
      const regroupMs = median(
        await timeRuns(() => {
          for (const intervals of allIntervals) calendarRowItems(intervals);
        }, 15),
      );

      if (parts.has("open")) {
        // 1. Open: by the navigation link from the reservations screen, then by reloading /calendar.
        const openByLink: number[] = [];
        for (let round = 0; round < 5; round++) {
          await page
            .getByRole("navigation", { name: "Main" })
            .getByRole("link", { name: "Reservations" })
            .click();
          await page.waitForURL(/\/reservations\//);
          await sleep(1_000);
          const painted = await watchFor(page, '[data-testid="calendar-entry"]', true, () =>
            page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Calendar" }).click(),
          );
          const clicked = (await readProbe(page)).clicks.at(-1)!;
          openByLink.push(painted - clicked);
          await sleep(500);
        }
        progress(`open by link: ${openByLink.map((ms) => ms.toFixed(0)).join(", ")} ms`);
        figures.push({
          name: `open the calendar by its link to first bar painted, median of 5 (${units} units)`,
          unit: "ms",
          value: median(openByLink),
          baselineName: `all ${naiveRows.length} rows and ${naiveBars} bars drawn without virtualization`,
          baseline: naive.openMs,
          target: { limit: 500, direction: "below" },
        });
      }
      if (parts.has("scroll")) {
        // 2. Scrolling.
        await sleep(2_000);
        if (traceDir) {
          for (const [name, across] of [
            ["across", true],
            ["down", false],
          ] as const) {
            const stop = await startTrace(page);
            await page.evaluate(
              async ({ across, step, frames }) => {
                const grid = document.querySelector<HTMLElement>('[data-testid="calendar-grid"]')!;
                grid.scrollTo(0, 0);
                const frame = () => new Promise((done) => requestAnimationFrame(done));
                for (let i = 0; i < frames; i++) {
                  if (across) grid.scrollLeft += step;
                  else grid.scrollTop += step;
                  await frame();
                  await frame();
                }
                grid.scrollTo(0, 0);
              },
              { across, step: across ? 14 * dayWidth : 3 * rowHeight, frames: across ? 26 : 120 },
            );
            progress(
              await stop(
                across ? "trace: two-week steps across, 26 steps" : "trace: 120 frames down, 3 rows each",
                join(traceDir, `calendar-${name}.trace.json`),
              ),
            );
          }
        }
        // Every pass's frames, across then down; the figure is the p95 of them all.
        const across: number[] = [];
        const down: number[] = [];
        for (let pass = 1; pass <= scrollPasses; pass++) {
          const stopPassTrace = tracePassesDir ? await startTrace(page) : undefined;
          const passFrames = await scrollFramesIn(
            page,
            '[data-testid="calendar-grid"]',
            365 * dayWidth,
            units * rowHeight,
          );
          if (stopPassTrace)
            progress(
              await stopPassTrace(
                `trace: timed scroll pass ${pass}`,
                join(tracePassesDir!, `calendar-scroll-pass-${pass}.trace.json`),
              ),
            );
          const passHalf = passFrames.length / 2;
          across.push(...passFrames.slice(0, passHalf));
          down.push(...passFrames.slice(passHalf));
          if (scrollPasses > 1)
            progress(
              `  scroll pass ${pass}: p95 across ${percentile(passFrames.slice(0, passHalf), 95).toFixed(1)}, down ${percentile(passFrames.slice(passHalf), 95).toFixed(1)}`,
            );
        }
        const frames = [...across, ...down];
        const half = across.length;
        progress(
          `scroll: ${frames.length} frames, p95 ${percentile(frames, 95).toFixed(1)} ms (across ${percentile(frames.slice(0, half), 95).toFixed(1)}, down ${percentile(frames.slice(half), 95).toFixed(1)}; naive ${percentile(naive.frames, 95).toFixed(1)})`,
        );
        figures.push({
          name: `scroll frame time p95, 12 months across then ${units} units down (${frames.length} frames)`,
          unit: "ms",
          value: percentile(frames, 95),
          baselineName: "the same scroll over the non-virtualized timeline, p95",
          baseline: percentile(naive.frames, 95),
          target: { limit: 16.7, direction: "below" },
        });
      }
      if (parts.has("keys")) {
        // 3. Keystrokes: the cursor walks right, down, left and up from today.
        await page.getByTestId("calendar-grid").focus();
        await page.keyboard.press("t");
        await sleep(300);
        const walk = [
          ...Array<string>(15).fill("ArrowRight"),
          ...Array<string>(25).fill("ArrowDown"),
          ...Array<string>(10).fill("ArrowLeft"),
          ...Array<string>(10).fill("ArrowUp"),
        ];
        const keyMs: number[] = [];
        // With CALENDAR_BENCH_TRACE the walk is traced (a traced page's figure: for finding a cost only).
        const stopKeysTrace = traceDir ? await startTrace(page) : undefined;
        for (const key of walk) {
          const before = await cursorKey(page);
          const from = (await readProbe(page)).cursor.length;
          await page.keyboard.press(key);
          const change = await until(async () => {
            const probe = await readProbe(page);
            const moved = probe.cursor.slice(from).find((c) => c.key !== before && c.frameAt !== null);
            return moved ? { moved, keydown: probe.keydowns.at(-1)! } : undefined;
          }, `the cursor to move on ${key}`);
          keyMs.push(change.moved.frameAt! - change.keydown.at);
          await sleep(80);
        }
        if (stopKeysTrace)
          progress(
            await stopKeysTrace("trace: the cursor's walk", join(traceDir!, "calendar-keys.trace.json")),
          );
        progress(
          `keystrokes: p95 ${percentile(keyMs, 95).toFixed(1)} ms, median ${median(keyMs).toFixed(1)} ms`,
        );
        figures.push({
          name: `keystroke to moved cursor painted, p95 of ${keyMs.length}`,
          unit: "ms",
          value: percentile(keyMs, 95),
          baselineName: `re-grouping all ${units} rows (Node, median), what an unmemoised change costs`,
          baseline: regroupMs,
          target: { limit: 16, direction: "below" },
        });
      }
      if (parts.has("block")) {
        // 4. Block and unblock a free night of the cursor's unit, ten times each.
        await page.keyboard.press("t");
        await sleep(300);
        const [unitId] = (await cursorKey(page)).split("|");
        const taken = new Set<string>();
        for (const interval of byUnit.get(unitId!) ?? [])
          for (let d = interval.dateFrom; d < interval.dateTo; d = addDays(d, 1)) taken.add(d);
        // A free night between free nights: a block next to another block or a stay is drawn merged
        // with it (the domain's calendar rules), so its own bar, which the rounds wait for, never shows.
        const free = (offset: number) => !taken.has(addDays(today, offset));
        let offset = 1;
        while (!(free(offset - 1) && free(offset) && free(offset + 1))) offset++;
        for (let i = 0; i < offset; i++) await page.keyboard.press("ArrowRight");
        const night = addDays(today, offset);
        const bar = `[data-unit-id="${unitId}"] [data-testid="calendar-entry"][data-from="${night}"][data-to="${addDays(night, 1)}"]`;
        const settled = `${bar}:not([data-pending])`;
        const blockMs: number[] = [];
        // With CALENDAR_BENCH_TRACE the rounds are traced, the server's answers and pulls included,
        // and the figure below is a traced page's: for finding a cost only.
        const stopTrace = traceDir ? await startTrace(page) : undefined;
        for (let round = 0; round < 10; round++) {
          for (const [key, present] of [
            ["b", true],
            ["u", false],
          ] as const) {
            const drawn = await watchFor(page, bar, present, () => page.keyboard.press(key));
            blockMs.push(drawn - (await readProbe(page)).keydowns.at(-1)!.at);
            // Let the server answer before the next command, so each is timed on its own.
            if (present)
              // Generous: right after the first load, pulls queue behind the projections' first reads.
              await until(
                async () => ((await page.locator(settled).count()) ? true : undefined),
                "the block to be acknowledged and pulled",
                120_000,
              );
            else
              await until(
                async () =>
                  (await page.getByTestId("network-status").textContent())?.includes("·") ? undefined : true,
                "the unblock to be sent",
                120_000,
              );
          }
        }
        if (stopTrace)
          progress(
            await stopTrace(
              "trace: 10 blocks and 10 unblocks, with their answers and pulls",
              join(traceDir!, "calendar-block.trace.json"),
            ),
          );
        progress(
          `block/unblock: p95 ${percentile(blockMs, 95).toFixed(1)} ms, median ${median(blockMs).toFixed(1)} ms; ` +
            `each (ms): ${blockMs.map((ms) => ms.toFixed(0)).join(" ")}`,
        );
        figures.push({
          name: `block/unblock keystroke to drawn bar, p95 of ${blockMs.length}`,
          unit: "ms",
          value: percentile(blockMs, 95),
          baselineName: `re-grouping all ${units} rows (Node, median), what an unmemoised change costs`,
          baseline: regroupMs,
          target: { limit: 50, direction: "below" },
        });
      }
      if (parts.has("reload")) {
        // Last, as it reads every document from IndexedDB again: a reload of /calendar.
        const openByReload: number[] = [];
        // The first bar may be the kept first screen's (domain/first-screen/calendar-first-screen.ts):
        // the live grid's first bar, once the store is read, is reported beside it.
        const liveByReload: number[] = [];
        try {
          if (traceDir) {
            // One traced reload first (tracing slows the page, so it is not one of the timed rounds).
            const stop = await startTrace(page);
            await page.reload({ waitUntil: "commit" });
            await until(
              async () =>
                ((await page
                  .evaluate(
                    `document.querySelector('[data-testid="calendar-entry"]:not([data-first-screen] *)') !== null`,
                  )
                  .catch(() => false)) as boolean) || undefined,
              "the first live bar after a traced reload",
              120_000,
            );
            await sleep(traceTailMs);
            progress(
              await stop(
                "trace: reload of /calendar to the first live bar",
                join(traceDir, "calendar-reload.trace.json"),
              ),
            );
            await sleep(3_000);
          }
          for (let round = 0; round < 2; round++) {
            // Only until the new document commits: the load event waits for nothing the host sees.
            await page.reload({ waitUntil: "commit" });
            // The probe's record of the first bar; where the probe is missing in the reloaded document,
            // the page's own clock when a poll (every 20 ms) first finds a bar: an upper bound. A string,
            // so no helper of the bundler's is needed in the page.
            const seen = await until(
              async () => {
                const probe = (await page
                  .evaluate(
                    `(() => { const p = window.__calendarBench; const bar = document.querySelector('[data-testid="calendar-entry"]') !== null;
                     return { seen: p ? p.firstBarSeen : null, polled: bar ? performance.now() : null }; })()`,
                  )
                  .catch(() => null)) as { seen: number | null; polled: number | null } | null;
                const at = probe?.seen ?? probe?.polled;
                return at == null ? undefined : { seen: at, probed: probe?.seen != null };
              },
              "the first bar after reload",
              120_000,
            );
            // The frame after it, read once it came (a page busy reading its store may take a while).
            const frame = !seen.probed
              ? undefined
              : await until(
                  async () => {
                    const first = (await page
                      .evaluate("window.__calendarBench ? window.__calendarBench.firstBar : null")
                      .catch(() => null)) as number | null;
                    return first === null || first < 0 ? undefined : first;
                  },
                  "the frame after the first bar",
                  30_000,
                ).catch(() => undefined);
            const at = frame ?? seen.seen;
            openByReload.push(at);
            const live = await until(
              async () => {
                const first = (await page
                  .evaluate("window.__calendarBench ? window.__calendarBench.firstLiveBar : null")
                  .catch(() => null)) as number | null;
                return first === null || first < 0 ? undefined : first;
              },
              "the frame after the first live bar",
              120_000,
            ).catch(() => undefined);
            if (live !== undefined) liveByReload.push(live);
            // Where the reload's time went before the first bar: the document's response, its scripts
            // run, and the requests the start waits on (all from the new document's navigation start).
            const parts = (await page
              .evaluate(
                `(() => { const n = performance.getEntriesByType("navigation")[0];
                  const calls = performance.getEntriesByType("resource").filter((r) => r.startTime < ${Math.ceil(at)} && /\\/api\\//.test(r.name))
                    .map((r) => new URL(r.name).pathname.split("/").slice(-2).join("/") + " " + r.startTime.toFixed(0) + "–" + r.responseEnd.toFixed(0));
                  const old = JSON.parse(sessionStorage.getItem("__calendarBenchHidden") || "null");
                  const gone = old ? "old page's pagehide " + (old.hidden - performance.timeOrigin).toFixed(0) + " (long tasks in its last 2 s, start before it/duration: " + (old.tasks.map((t) => t.join("/")).join(" ") || "none") + "), " : "";
                  return n ? gone + "response " + n.responseEnd.toFixed(0) + ", modules run " + n.domContentLoadedEventStart.toFixed(0) + ", calls: " + (calls.join(", ") || "none") : ""; })()`,
              )
              .catch(() => "")) as string;
            if (parts) progress(`  reload ${round + 1}: ${parts}`);
            progress(
              `open by reload ${round + 1}: ${at.toFixed(0)} ms${frame !== undefined ? "" : seen.probed ? " (bar inserted; no frame seen)" : " (polled: no probe in the reloaded page)"}; first live bar ${live?.toFixed(0) ?? "not seen"} ms`,
            );
            await sleep(3_000);
          }
          figures.push({
            name: "open the calendar by reload (navigation start, warm store) to first bar painted, median of 2",
            unit: "ms",
            value: median(openByReload),
            baselineName: `all ${naiveRows.length} rows and ${naiveBars} bars drawn without virtualization`,
            baseline: naive.openMs,
            target: { limit: 500, direction: "below" },
          });
          if (liveByReload.length > 0)
            figures.push({
              name: "open the calendar by reload (warm store) to the live grid's first bar (store read), median",
              unit: "ms",
              value: median(liveByReload),
              baselineName: `all ${naiveRows.length} rows and ${naiveBars} bars drawn without virtualization`,
              baseline: naive.openMs,
            });
        } catch (error) {
          // Reported, not fatal: the figures above stand on their own.
          const shows = await page
            .evaluate(() => ({
              path: location.pathname,
              grid: document.querySelector('[data-testid="calendar-grid"]') !== null,
              bars: document.querySelectorAll('[data-testid="calendar-entry"]').length,
              text: document.querySelector("main")?.textContent?.slice(0, 120) ?? "",
            }))
            .catch(() => null);
          progress(`open by reload: ${String(error)}; the page shows ${JSON.stringify(shows)}`);
        }
      }
      await context.close();
      progress("done");
    } finally {
      await bench.close(browser);
    }
    return figures;
  },
};
