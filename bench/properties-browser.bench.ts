// The properties screen (/properties, listing spec §2) in real Chromium against the real server, for
// the scale plan's host: 1,000 units in properties of 1 to 12 units across eight holiday regions,
// with their reservations (seeded as in browser-reservations.bench.ts), so the page works beside
// everything else a real host's store holds. Figures, each beside a baseline measured in the same run:
// 1. the search: typing and erasing names and places of the seeded host, each key waited out so
//    every prefix is searched. The list applies a search 350 ms after the last key (the spec's
//    debounce, useDebouncedSearch), so each keystroke is reported two ways: from the debounce's
//    firing (the moment the search runs) to the painted list, and from the keydown to the painted
//    list less the debounce (what the app adds to the wait: rendering the typed text, setting the
//    timer, the timer's lateness, the search and the list's render and paint). Against the same
//    searches by the server over HTTP from the page (GET /api/app/property-list?criteria[search]=…).
// 2. opening a property's page from the list (Enter on the selected row, or a click on its name)
//    to that page painted, against fetching the property and its units over HTTP from the page.
// Painted is the first task after the frame that drew the change (its layout and paint done), in
// Chromium with its frame-rate limit lifted (unthrottled-chromium.ts), as in the other browser benches.
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { seedLargeHost } from "../server/seed/large-host-seed.ts";
import { feedCollections } from "../server/data/feed-collections.ts";
import {
  propertyListGroups,
  propertyNameOf,
  type ListedProperty,
  type ListedUnit,
} from "../domain/properties/property-list.ts";
import { isSameSearch, listSearchDebounceMs, normalizeSearchInput } from "../domain/search/search-input.ts";
import { launchUnthrottled } from "./unthrottled-chromium.ts";
import { signInInBrowser } from "../tests/support/browser-sign-in.ts";
import { median, percentile, type Benchmark, type Figure } from "./harness.ts";
import { sleep } from "./polling.ts";
import { startTrace } from "./chromium-trace.ts";
import {
  accessTokenOf,
  fetchFromPage,
  paintedWaits,
  recordInputs,
  recordLongTasks,
  startBrowserBench,
  waitForQuiet,
} from "./from-page.ts";

// PROPERTIES_BENCH_UNITS (and _DAYS_BACK, _DAYS_AHEAD) run a smaller host while iterating.
const units = Number(process.env["PROPERTIES_BENCH_UNITS"] ?? 1000);
const daysBack = Number(process.env["PROPERTIES_BENCH_DAYS_BACK"] ?? 540);
const daysAhead = Number(process.env["PROPERTIES_BENCH_DAYS_AHEAD"] ?? 430);
// PROPERTIES_BENCH_TRACE=<dir>: trace the search keystrokes (for finding a cost; it slows them, so
// a traced run's figures are not the targets' figures).
const traceDir = process.env["PROPERTIES_BENCH_TRACE"];
// How long the first load (every collection of the host into IndexedDB) may take on a loaded machine.
const loadTimeoutS = Number(process.env["PROPERTIES_BENCH_LOAD_TIMEOUT_S"] ?? 600);
const hostId = "host-properties-bench";
const credentials = { email: "properties-bench@hearth.test", password: "properties-bench-password" };
const openRounds = 10;

interface Painted {
  readonly at: number;
  /** The next animation frame after the change. */
  readonly frameAt: number | null;
  /** The first task after that frame: the change laid out and painted. */
  readonly paintedAt: number | null;
}

/** A change of the search the list shows (the count's data-search) or of its count. */
interface ListChange extends Painted {
  readonly search: string | null;
  readonly count: number | null;
}

/** One firing of a timer of the search's delay: when it was set and fired, and the box's text then. */
interface DebounceFiring {
  readonly setAt: number;
  readonly at: number;
  readonly text: string | null;
}

interface Probe {
  readonly changes: readonly ListChange[];
  readonly keydowns: ReadonlyArray<{ key: string; at: number }>;
  readonly clicks: readonly number[];
  readonly debounces: readonly DebounceFiring[];
  readonly longTasks: ReadonlyArray<{ at: number; ms: number }>;
}

// Installed before the app's scripts. Plain JavaScript in a string (see browser-reservations.bench.ts:
// esbuild's keepNames helper does not exist in the page; `__name` is defined as a no-op for the
// functions this file hands to page.evaluate). Input times are the events' own timeStamps, so a key
// that waits behind busy work counts that wait. The timed waits run inside the page: a poll from the
// bench would be a task in the page, and one landing between an input and its frame would count.
const probeScript = `(() => {
  globalThis.__name = (target) => target;
  const probe = { changes: [], keydowns: [], clicks: [], debounces: [], watch: null, waiters: [], longTasks: [] };
  window.__propertiesBench = probe;
  // The page's tasks over 50 ms: what a slow search waited behind, or was.
  ${recordLongTasks}
  // The search's debounce is a timer of the list's delay: its firing is when the search runs. The
  // wrapper records that moment (and the search box's text, which says whose timer it was) before
  // the app's own callback runs; every other timer is left as it is.
  const pageSetTimeout = window.setTimeout;
  window.setTimeout = function (handler, delay, ...rest) {
    if (delay !== ${listSearchDebounceMs} || typeof handler !== "function")
      return pageSetTimeout.call(window, handler, delay, ...rest);
    const setAt = performance.now();
    return pageSetTimeout.call(window, (...args) => {
      const box = document.getElementById("property-search");
      probe.debounces.push({ setAt, at: performance.now(), text: box ? box.value : null });
      return handler(...args);
    }, delay, ...rest);
  };
  ${paintedWaits}
  probe.searchPainted = (from, search, count, timeoutMs) => waitFor(
    () => probe.changes.slice(from).find((c) => c.paintedAt !== null && c.search === search && c.count === count),
    timeoutMs, "timed out waiting for the list of " + JSON.stringify(search) + " with " + count + " properties painted");
  // Arms the probe for a selector to appear; watchPainted resolves once the frame that drew it is done.
  probe.arm = (selector, text) => { probe.watch = { selector, text, seen: null }; };
  probe.watchPainted = (timeoutMs) => waitFor(
    () => probe.watch && probe.watch.seen && probe.watch.seen.paintedAt !== null ? probe.watch.seen : null,
    timeoutMs, "timed out waiting for " + (probe.watch ? probe.watch.selector : "nothing armed"));
  let last = null;
  const observe = () => {
    const at = performance.now();
    const countElement = document.querySelector('[data-testid="property-count"]');
    const search = countElement ? countElement.getAttribute("data-search") : null;
    const countText = countElement ? countElement.textContent : "";
    const key = search + "|" + countText;
    if (key !== last) {
      last = key;
      const digits = countText.replace(/\\D/g, "");
      const change = { search, count: digits === "" ? null : Number(digits), at, frameAt: null, paintedAt: null };
      probe.changes.push(change);
      paint(change);
    }
    const watch = probe.watch;
    const watched = watch && !watch.seen ? document.querySelector(watch.selector) : null;
    if (watched !== null && (watch.text === null || watched.textContent === watch.text)) {
      watch.seen = { at, frameAt: null, paintedAt: null };
      paint(watch.seen);
    }
  };
  new MutationObserver(observe).observe(document, {
    childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ["data-search"],
  });
  ${recordInputs(Boolean(traceDir))}
})();`;

type InPageProbe = Probe & {
  searchPainted(from: number, search: string, count: number, timeoutMs: number): Promise<ListChange>;
  arm(selector: string, text: string | null): void;
  watchPainted(timeoutMs: number): Promise<Painted>;
};

const probeOf = (page: Page) => ({
  changeCount: () =>
    page.evaluate(
      () => (window as unknown as { __propertiesBench: InPageProbe }).__propertiesBench.changes.length,
    ),
  /** The first painted change after index `from` that shows `search` listing `count` properties. */
  searchPainted: (from: number, search: string, count: number, timeoutMs = 20_000) =>
    page.evaluate(
      ({ from, search, count, timeoutMs }) =>
        (window as unknown as { __propertiesBench: InPageProbe }).__propertiesBench.searchPainted(
          from,
          search,
          count,
          timeoutMs,
        ),
      { from, search, count, timeoutMs },
    ),
  /** Arms the probe for `selector` to appear (holding exactly `text`, when given). */
  arm: (selector: string, text: string | null = null) =>
    page.evaluate(
      ({ selector, text }) =>
        (window as unknown as { __propertiesBench: InPageProbe }).__propertiesBench.arm(selector, text),
      { selector, text },
    ),
  watchPainted: (timeoutMs = 20_000) =>
    page.evaluate(
      (timeoutMs) =>
        (window as unknown as { __propertiesBench: InPageProbe }).__propertiesBench.watchPainted(timeoutMs),
      timeoutMs,
    ),
  /** The last keydown and click, and the debounce firings since `fromFiring`: only those cross to the bench. */
  lastInputs: (fromFiring = 0) =>
    page.evaluate((fromFiring) => {
      const probe = (window as unknown as { __propertiesBench: InPageProbe }).__propertiesBench;
      return {
        keydown: probe.keydowns.at(-1),
        click: probe.clicks.at(-1),
        firings: probe.debounces.slice(fromFiring),
        firingCount: probe.debounces.length,
        longTasks: probe.longTasks,
      };
    }, fromFiring),
});

/** Keys that type realistic searches of the seeded host and erase them again. */
function searchKeystrokes(propertyTitle: string): string[] {
  const typeAndErase = (text: string) => [...text.split(""), ...text.split("").map(() => "Backspace")];
  return [
    ...typeAndErase("sorrento"), // a place: the city of some properties, in their names too
    ...typeAndErase(propertyTitle.toLowerCase()), // a property by its name, as the host calls it
    ...typeAndErase("apartment 7"), // a unit of a multi-unit property
    ...typeAndErase("garmisch"), // the start of a long place name ("Garmisch-Partenkirchen")
  ];
}

export const propertiesBrowserBenchmark: Benchmark = {
  name: "properties-browser",
  async run() {
    const bench = await startBrowserBench("properties");
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
      const live = <T>(docs: ReadonlyArray<{ seq: number }>) =>
        (docs as unknown as Array<T & { _deleted?: boolean }>).filter((d) => !d._deleted);
      const properties = live<ListedProperty>(
        await feedCollections.properties.after(server.db, hostId, start, 100_000),
      );
      const unitDocs = live<ListedUnit>(await feedCollections.units.after(server.db, hostId, start, 100_000));
      progress(
        `seeded ${properties.length} properties with ${seeded.units} units and ${seeded.reservations} reservations (${daysBack} days back, ${daysAhead} ahead)`,
      );
      // What the list shows for a search, by the same rule the page applies (domain/properties/property-list.ts).
      const groupsFor = (search: string) => propertyListGroups(properties, unitDocs, search);
      const allCount = groupsFor("").length;

      browser = await launchUnthrottled();
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      await context.addCookies([{ name: "ho_hl", value: "en_US", url: server.url }]);
      const page = await context.newPage();
      page.on("pageerror", (error) => progress(`  page error: ${error.message}`));
      await page.addInitScript({ content: probeScript });
      const probe = probeOf(page);
      await signInInBrowser(page, server.url, credentials, "/properties");
      progress(`signed in; loading the host (${allCount} properties listed when done)`);

      // The first load: every collection stored (the progress bar gone) and the whole list painted.
      const loadDeadline = Date.now() + loadTimeoutS * 1000;
      for (let lastReport = Date.now(); ; await sleep(500)) {
        const bar = page.getByRole("progressbar");
        const loading = (await bar.count()) > 0;
        const count = await page
          .getByTestId("property-count")
          .textContent({ timeout: 1_000 })
          .catch(() => null);
        if (!loading && count !== null && Number(count.replace(/\D/g, "")) === allCount) break;
        if (Date.now() > loadDeadline) throw new Error(`the first load did not finish in ${loadTimeoutS} s`);
        if (Date.now() - lastReport > 10_000) {
          lastReport = Date.now();
          const stored = loading
            ? await bar.getAttribute("aria-valuenow", { timeout: 1_000 }).catch(() => "all")
            : "all";
          progress(`  first load: ${stored} stored; the count shows ${count ?? "nothing yet"}`);
        }
      }
      const cdp = await context.newCDPSession(page);
      await cdp.send("Performance.enable");
      progress(
        `first load done; page quiet ${(await waitForQuiet(cdp, 45_000)) / 1000} s after it (at most 45 s)`,
      );
      // The timed inputs run on a warm start, as a host's working day does (the first load is once per
      // device): a reload with everything local, then a wait for the page to go quiet. Typing right
      // after the first load would time V8's memory reducer collecting what the load let go (major
      // collections of hundreds of milliseconds over the loaded store), not the screen.
      await page.reload();
      // The reloaded document has a probe of its own, its changes counted from 0.
      const warmList = await probe.searchPainted(0, "", allCount, 300_000).catch(async (error: Error) => {
        const shows = await page
          .evaluate(() => ({
            path: location.pathname,
            count: document.querySelector('[data-testid="property-count"]')?.outerHTML ?? null,
            main: document.querySelector("main")?.textContent?.slice(0, 200) ?? null,
          }))
          .catch(() => null);
        throw new Error(`after the reload: ${error.message}; the page shows ${JSON.stringify(shows)}`);
      });
      progress(
        `reloaded (warm store): list painted ${warmList.paintedAt!.toFixed(0)} ms after navigation start; page quiet ${(await waitForQuiet(cdp, 45_000)) / 1000} s after the list (at most 45 s)`,
      );
      figures.push({
        name: "warm start of /properties (reload, data local): navigation start to the whole list painted",
        unit: "ms",
        value: warmList.paintedAt!,
        baselineName: "the first page of the list over HTTP (GET /api/app/property-list), median of 10",
        baseline: median(
          await fetchFromPage(
            page,
            Array.from({ length: 10 }, () => ["/api/app/property-list"]),
          ),
        ),
      });
      // The page's live JavaScript heap: a full collection marks all of it, and one landing in a
      // search is what its tail is made of.
      const heap = (await cdp.send("Runtime.getHeapUsage")) as { usedSize: number; totalSize: number };
      progress(
        `  JavaScript heap ${(heap.usedSize / 2 ** 20).toFixed(0)} MB used of ${(heap.totalSize / 2 ** 20).toFixed(0)} MB`,
      );

      // 1. Search keystrokes, each waited out until its search's list is painted.
      const sorted = groupsFor("").map((g) => g.property);
      const namedProperty = sorted[Math.floor(sorted.length / 2)]!;
      const keys = searchKeystrokes(propertyNameOf(namedProperty, namedProperty.id));
      const box = page.locator("#property-search");
      await box.focus();
      let typed = "";
      let applied = "";
      let firingCount = (await probe.lastInputs()).firingCount;
      const fromFiring: number[] = [];
      const lessDebounce: number[] = [];
      const parts: Array<{ before: number; wait: number; work: number; frame: number; paint: number }> = [];
      const timedSearches: string[] = [];
      const windows: Array<{ from: number; to: number }> = [];
      const stopTrace = traceDir ? await startTrace(page) : undefined;
      for (const key of keys) {
        typed = key === "Backspace" ? typed.slice(0, -1) : typed + key;
        const from = await probe.changeCount();
        if (key === "Backspace") await page.keyboard.press("Backspace");
        else await page.keyboard.type(key);
        if (isSameSearch(applied, typed)) {
          // Whitespace alone runs no search: nothing to time; let its render pass.
          await sleep(listSearchDebounceMs + 150);
          continue;
        }
        applied = typed;
        const wanted = groupsFor(typed).length;
        const change = await probe.searchPainted(from, typed, wanted).catch((error: Error) => {
          throw new Error(`the search "${typed}": ${error.message}`);
        });
        const inputs = await probe.lastInputs(firingCount);
        firingCount = inputs.firingCount;
        const keydown = inputs.keydown!;
        // This key's search: the last firing with its text, between the key and the painted list.
        const firing = inputs.firings
          .filter((f) => f.text === typed && f.at >= keydown.at && f.at <= change.at)
          .at(-1);
        if (!firing) throw new Error(`no firing of the search's debounce seen for "${typed}"`);
        fromFiring.push(change.paintedAt! - firing.at);
        lessDebounce.push(change.paintedAt! - keydown.at - listSearchDebounceMs);
        parts.push({
          before: firing.setAt - keydown.at,
          wait: firing.at - firing.setAt,
          work: change.at - firing.at,
          frame: change.frameAt! - change.at,
          paint: change.paintedAt! - change.frameAt!,
        });
        timedSearches.push(typed);
        windows.push({ from: firing.at, to: change.paintedAt! });
        await sleep(100);
      }
      if (stopTrace)
        progress(
          await stopTrace("trace: search keystrokes", join(traceDir!, "properties-search.trace.json")),
        );
      progress(
        `search: ${keys.length} keystrokes, ${timedSearches.length} searches run; from the firing p95 ${percentile(fromFiring, 95).toFixed(1)} ms, keydown less the debounce p95 ${percentile(lessDebounce, 95).toFixed(1)} ms`,
      );
      const part = (name: keyof (typeof parts)[number]) => {
        const samples = parts.map((p) => p[name]);
        return `${median(samples).toFixed(1)} / ${percentile(samples, 95).toFixed(1)}`;
      };
      // Where a keystroke's time goes, median / p95: the key to the timer set (the typed text's render),
      // the timer's own wait, the firing to the list's DOM changed (the search and the render), then
      // to the next frame, then that frame's style, layout and paint.
      progress(
        `  median / p95 (ms): key to timer set ${part("before")}, timer ${part("wait")}, search and render ${part("work")}, to the frame ${part("frame")}, layout and paint ${part("paint")}`,
      );
      // The slowest, with the page's tasks over 50 ms that overlapped them (when one did).
      const { longTasks } = await probe.lastInputs();
      const slowest = fromFiring
        .map((ms, i) => ({ ms, search: timedSearches[i]!, work: parts[i]!.work, window: windows[i]! }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 4);
      progress(
        `  slowest from the firing: ${slowest
          .map(({ ms, search, work, window }) => {
            const overlapping = longTasks
              .filter((t) => t.at < window.to && t.at + t.ms > window.from)
              .map((t) => `${t.ms.toFixed(0)} ms from ${(t.at - window.from).toFixed(0)}`);
            return `"${search}" ${ms.toFixed(1)} ms (search and render ${work.toFixed(1)}${overlapping.length ? `; long tasks: ${overlapping.join(", ")}` : ""})`;
          })
          .join("; ")}`,
      );
      const searchPath = (search: string) => {
        const normalized = normalizeSearchInput(search);
        return normalized === ""
          ? "/api/app/property-list"
          : `/api/app/property-list?criteria[search]=${encodeURIComponent(normalized)}`;
      };
      const searchHttp = await fetchFromPage(
        page,
        timedSearches.map((s) => [searchPath(s)]),
      );
      const sizes = `${timedSearches.length} searches, ${properties.length} properties, ${unitDocs.length} units`;
      figures.push(
        {
          name: `property search, debounce fired (search run) to painted list, p95 of ${sizes}`,
          unit: "ms",
          value: percentile(fromFiring, 95),
          baselineName: "the same searches by the server over HTTP (GET /api/app/property-list), p95",
          baseline: percentile(searchHttp, 95),
          target: { limit: 16, direction: "below" },
        },
        {
          name: "property search, debounce fired (search run) to painted list, median",
          unit: "ms",
          value: median(fromFiring),
          baselineName: "the same searches by the server over HTTP, median",
          baseline: median(searchHttp),
        },
        {
          name: `property search, keydown to painted list less the ${listSearchDebounceMs} ms debounce, p95`,
          unit: "ms",
          value: percentile(lessDebounce, 95),
          baselineName: "the same searches by the server over HTTP, p95",
          baseline: percentile(searchHttp, 95),
          target: { limit: 16, direction: "below" },
        },
        {
          name: `property search, keydown to painted list less the ${listSearchDebounceMs} ms debounce, median`,
          unit: "ms",
          value: median(lessDebounce),
          baselineName: "the same searches by the server over HTTP, median",
          baseline: median(searchHttp),
        },
      );

      // 2. Opening a page from the list: a property's page (its heading row) and a unit's pages (its
      // first unit's row, selected with j). The property is found by its name (untimed), then Enter
      // on the selected row (even rounds) or a click on its link (odd rounds) is timed to the page's
      // heading painted; back to the list by the main navigation between rounds.
      const openFromList = async (kind: "property" | "unit") => {
        const openMs: number[] = [];
        const opened: Array<{ propertyId: string; unitId: string }> = [];
        for (let round = 0; round < openRounds; round++) {
          const target = sorted[Math.floor(((round + 0.5) * sorted.length) / openRounds)]!;
          const name = propertyNameOf(target, target.id);
          const group = groupsFor(name)[0]!;
          const unit = group.units[0]!;
          const heading =
            kind === "property" ? propertyNameOf(group.property, group.property.id) : (unit.title ?? "");
          let from = await probe.changeCount();
          await box.fill(name);
          await probe.searchPainted(from, name, groupsFor(name).length);
          // Enter in the box hands the keys to the list, its first row (the property) selected.
          await page.keyboard.press("Enter");
          if (kind === "unit") await page.keyboard.press("j");
          await sleep(150);
          await probe.arm(kind === "property" ? "#property-title" : "#unit-title", heading);
          const byKey = round % 2 === 0;
          if (byKey) await page.keyboard.press("Enter");
          else
            await page
              .getByTestId(kind === "property" ? "property-row" : "unit-row")
              .first()
              .getByRole("link")
              .first()
              .click();
          const shown = await probe.watchPainted().catch((error: Error) => {
            throw new Error(`opening the ${kind} of "${name}": ${error.message}`);
          });
          const inputs = await probe.lastInputs();
          openMs.push(shown.paintedAt! - (byKey ? inputs.keydown!.at : inputs.click!));
          opened.push({ propertyId: group.property.id, unitId: unit.id });
          await sleep(300);
          from = await probe.changeCount();
          await page
            .getByRole("navigation", { name: "Main" })
            .getByRole("link", { name: "Properties" })
            .click();
          await probe.searchPainted(from, "", allCount);
          await sleep(300);
        }
        progress(`open a ${kind}'s page: ${openMs.map((ms) => ms.toFixed(0)).join(", ")} ms`);
        return { openMs, opened };
      };
      const properties2 = await openFromList("property");
      const propertyHttp = await fetchFromPage(
        page,
        properties2.opened.map(({ propertyId }) => [
          `/api/app/properties/${encodeURIComponent(propertyId)}`,
          `/api/app/properties/${encodeURIComponent(propertyId)}/units`,
        ]),
      );
      const units2 = await openFromList("unit");
      const unitHttp = await fetchFromPage(
        page,
        units2.opened.map(({ unitId }) => [`/api/app/property-unit/${encodeURIComponent(unitId)}`]),
      );
      figures.push(
        {
          name: `open a unit's page from the list (Enter on its selected row or a click on its title) to its heading painted, median of ${units2.openMs.length}`,
          unit: "ms",
          value: median(units2.openMs),
          baselineName: "the unit over HTTP (GET /api/app/property-unit/{id}), median",
          baseline: median(unitHttp),
          target: { limit: 100, direction: "below" },
        },
        {
          name: `open a unit's page from the list to its heading painted, p95 of ${units2.openMs.length}`,
          unit: "ms",
          value: percentile(units2.openMs, 95),
          baselineName: "the unit over HTTP, p95",
          baseline: percentile(unitHttp, 95),
          target: { limit: 100, direction: "below" },
        },
        {
          name: `open a property's page from the list (Enter or a click on its row) to its heading painted, median of ${properties2.openMs.length}`,
          unit: "ms",
          value: median(properties2.openMs),
          baselineName:
            "the property and its units over HTTP (GET /api/app/properties/{id} and …/units), median",
          baseline: median(propertyHttp),
          target: { limit: 100, direction: "below" },
        },
      );

      // 3. A saved edit shown: on a unit's About page, a letter typed at the end of its name, then
      // Enter (the form's save), timed from that Enter to the new name painted in the unit's heading
      // (the command's local overlay; the server's answer comes after). Against the PATCH round trip.
      const edited = units2.opened[0]!;
      await page.goto(`${server.url}/properties/${edited.propertyId}/units/${edited.unitId}/about`);
      const nameField = page.locator('form[data-testid="about-form"] [name="title"]');
      await nameField.waitFor({ timeout: 60_000 });
      await sleep(1_000);
      const saveMs: number[] = [];
      let title = (await nameField.inputValue()).trim();
      const letters = "abcdefghij";
      for (let round = 0; round < letters.length; round++) {
        await nameField.focus();
        await page.keyboard.press("End");
        await page.keyboard.type(letters[round]!);
        title += letters[round]!;
        await sleep(100);
        await probe.arm("#unit-title", title);
        await page.keyboard.press("Enter");
        const shown = await probe.watchPainted().catch((error: Error) => {
          throw new Error(`the saved name "${title}": ${error.message}`);
        });
        saveMs.push(shown.paintedAt! - (await probe.lastInputs()).keydown!.at);
        // The command's answer and the pull after it, before the next save.
        await sleep(1_500);
      }
      progress(`saved edit shown: ${saveMs.map((ms) => ms.toFixed(0)).join(", ")} ms`);
      const token = await accessTokenOf(page);
      const patchMs = await page.evaluate(
        async ({ unitId, title, token, rounds }) => {
          const samples: number[] = [];
          for (let i = 0; i < rounds; i++) {
            const started = performance.now();
            const response = await fetch(`/api/app/property-unit/${encodeURIComponent(unitId)}`, {
              method: "PATCH",
              headers: {
                authorization: `Bearer ${token}`,
                "content-type": "application/json",
                "idempotency-key": crypto.randomUUID(),
              },
              body: JSON.stringify({ title: `${title}${i % 2 ? "" : " "}`.trim() }),
            });
            if (!response.ok) throw new Error(`PATCH answered ${response.status}`);
            await response.json();
            samples.push(performance.now() - started);
          }
          return samples;
        },
        { unitId: edited.unitId, title, token, rounds: letters.length },
      );
      figures.push(
        {
          name: `a saved edit shown: Enter in a unit's name field to the new name painted in its heading, median of ${saveMs.length}`,
          unit: "ms",
          value: median(saveMs),
          baselineName: "the same change's PATCH /api/app/property-unit/{id} round trip, median",
          baseline: median(patchMs),
          target: { limit: 16, direction: "below" },
        },
        {
          name: `a saved edit shown, p95 of ${saveMs.length}`,
          unit: "ms",
          value: percentile(saveMs, 95),
          baselineName: "the PATCH round trip, p95",
          baseline: percentile(patchMs, 95),
          target: { limit: 16, direction: "below" },
        },
      );
      await context.close();
      progress("done");
    } finally {
      await bench.close(browser);
    }
    return figures;
  },
};
