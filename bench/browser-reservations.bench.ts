// The reservations screen in real Chromium against the real server, for the scale plan's host
// (ARCHITECTURE.md: 1,000 units, about 100,000 reservations). Five figures, each beside a baseline
// measured in the same run:
// 1. cold bootstrap into IndexedDB after sign-in: first screen, whole host, documents per second,
//    against a raw Dexie bulkPut of the same documents in the same browser;
// 2. warm start (data already local): navigation start to the first painted row, against the same
//    page's earliest request plus fetching and parsing the first page over HTTP;
// 3. each search keystroke: keydown to the count's change painted (the first task after the frame
//    that drew it), against the same search done by the server over HTTP from the page;
// 4. tab changes: click to the list's change painted, against the tab's HTTP list call;
// 5. JavaScript loaded before the first row (gzipped), against all JavaScript of the build.
// Chromium runs with its frame-rate limit lifted (unthrottled-chromium.ts): an input's time is then
// the app's work and the browser's drawing, not a wait for the next tick of a 60 Hz clock.
//
// Why the data is realistic: seedLargeHost gives the host properties of 1 to 12 units in eight
// holiday regions (92 % of units published) and server/seed/host-data.ts fills each published
// unit's timeline the way holiday homes fill: stays of 2 to 9 nights back to back with gaps of
// 0 to 6 days, past stays completed (a few cancelled, rejected or expired), the current one
// confirmed, future dates a mix of confirmed bookings, open requests, inquiries and blocks, with
// guest names from ten countries (accents included) and random booking codes. 540 days back
// (a year and a half of history, what hosts keep for taxes and reviews) and 430 days ahead (the
// booking horizon of the big channels) give about 100 reservations per unit: about 100,000.
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { seedLargeHost } from "../server/seed/large-host-seed.ts";
import { reservationsAfter } from "../server/data/reservation-rows.ts";
import { feedCollections } from "../server/data/feed-collections.ts";
import { feedBatchAsJson } from "../server/data/feed-collection.ts";
import { syncCollectionNames, type SyncCollectionName } from "../domain/sync-protocol/pull.ts";
import { listReservations } from "../domain/reservations/reservation-list.ts";
import type { ReservationDocument } from "../domain/reservations/reservation-document.ts";
import type { ReservationsTab } from "../domain/reservations/reservation-tab.ts";
import { bootstrapPullBatchSize } from "../sync/collection-replication.ts";
import {
  channelSchema,
  messageSchema,
  propertySchema,
  reservationSchema,
  unavailabilitySchema,
  unitSchema,
} from "../sync/local-schemas.ts";
import { fillWithDefaultSettings, type RxJsonSchema } from "rxdb";
import { getDexieStoreSchema } from "rxdb/plugins/storage-dexie";
import { launchUnthrottled } from "./unthrottled-chromium.ts";
import { signInInBrowser } from "../tests/support/browser-sign-in.ts";
import { startTrace } from "./chromium-trace.ts";
import { median, percentile, type Benchmark, type Figure } from "./harness.ts";
import { sleep } from "./polling.ts";
import { startHeapSampling } from "./heap-sampling.ts";
import {
  fetchFromPage,
  paintedWaits,
  recordInputs,
  recordLongTasks,
  startBrowserBench,
  waitForQuiet,
} from "./from-page.ts";

// RESERVATIONS_BENCH_UNITS (and _DAYS_BACK, _DAYS_AHEAD) run a smaller host while iterating.
const units = Number(process.env["RESERVATIONS_BENCH_UNITS"] ?? 1000);
// RESERVATIONS_BENCH_TRACE=<dir>: trace the search keystrokes and the tab changes (for finding a cost; it slows them).
const traceDir = process.env["RESERVATIONS_BENCH_TRACE"];
const daysBack = Number(process.env["RESERVATIONS_BENCH_DAYS_BACK"] ?? 540);
const daysAhead = Number(process.env["RESERVATIONS_BENCH_DAYS_AHEAD"] ?? 430);
// RESERVATIONS_BENCH_COLD_TRACE=<dir>: trace and profile the cold start, sign-in to the whole host stored
// (for finding where a first load's time goes; it slows the load, so its figures are not comparable).
const coldTraceDir = process.env["RESERVATIONS_BENCH_COLD_TRACE"];
// RESERVATIONS_BENCH_COLD_TRACE_TO_FIRST_ROW=1: with RESERVATIONS_BENCH_COLD_TRACE, stop tracing once the
// first row is painted: a trace of that second alone, small enough to read whole.
const coldTraceToFirstRow = process.env["RESERVATIONS_BENCH_COLD_TRACE_TO_FIRST_ROW"] === "1";
// RESERVATIONS_BENCH_COLD_ONLY=1: only the cold start (figures 1 and 5), for iterating on the first load.
const coldOnly = process.env["RESERVATIONS_BENCH_COLD_ONLY"] === "1";
// RESERVATIONS_BENCH_COLD_LATENCY_MS=<ms>: the cold start's page waits that long on every request's
// answer (Chromium's network emulation), as a host far from the server would: shows what a first
// start's chain of requests costs, which loopback hides. Its figures are not the targets' figures.
const coldLatencyMs = Number(process.env["RESERVATIONS_BENCH_COLD_LATENCY_MS"] ?? 0);
// RESERVATIONS_BENCH_INTERACTIONS_ONLY=1: only the keystrokes and tab changes (figures 3 and 4), for
// iterating on filtering. The store still has to be filled once (a first load cannot be skipped), but
// the raw Dexie baseline, the cold-start figures and the timed warm reloads are left out: one untimed
// reload puts the page where the default run types, on a warm store.
const interactionsOnly = process.env["RESERVATIONS_BENCH_INTERACTIONS_ONLY"] === "1";
// RESERVATIONS_BENCH_HEAP=<dir>: sample where the heap left by the last warm reload was allocated, and
// what the search keystrokes allocate (for finding what a garbage collection has to mark; it slows the page).
const heapDir = process.env["RESERVATIONS_BENCH_HEAP"];
// RESERVATIONS_BENCH_HEAP_COLLECTED=1: with RESERVATIONS_BENCH_HEAP, count what the reload allocated
// and let go as well (the garbage it leaves for a collection), not only what it keeps.
const heapOfReloadCollected = process.env["RESERVATIONS_BENCH_HEAP_COLLECTED"] === "1";
// RESERVATIONS_BENCH_GC_BEFORE_TYPING=1: a full garbage collection before the first keystroke, to tell
// how much of the keystrokes' tail is the collection of what the load left behind.
const gcBeforeTyping = process.env["RESERVATIONS_BENCH_GC_BEFORE_TYPING"] === "1";
// RESERVATIONS_BENCH_LOAD_TIMEOUT_S: how long the cold start may take before the bench gives up (a
// loaded machine stretches it far beyond the 60 s target).
const loadTimeoutS = Number(process.env["RESERVATIONS_BENCH_LOAD_TIMEOUT_S"] ?? 180);
const hostId = "host-browser-bench";
const credentials = { email: "browser-bench@hearth.test", password: "browser-bench-password" };
const firstPagePath = "/api/app/booking-requests?state=REQUESTED&limit=50";
const warmReloads = 3;
const tabRounds = 3;

/** What the probe sees of the list after each DOM change; times are the page's performance.now(). */
interface ListChange {
  readonly countText: string;
  readonly count: number | null;
  readonly firstRowId: string | null;
  readonly progress: boolean;
  /** The rows shown are the kept first screen's (src/app/starting-screen.tsx), not the store's. */
  readonly kept: boolean;
  readonly at: number;
  /** The next animation frame after the change: when the host can see it. */
  readonly frameAt: number | null;
  /** The first task after that frame: the change laid out and painted. */
  readonly paintedAt: number | null;
  /** Set on the change that showed the first row: the JavaScript files the page had loaded. */
  readonly scripts: readonly string[] | null;
}

interface ProbeState {
  readonly changes: readonly ListChange[];
  readonly keydowns: ReadonlyArray<{ key: string; at: number }>;
  readonly clicks: readonly number[];
  /** The page's tasks over 50 ms (the Long Tasks API): while one runs, a key or a frame waits. */
  readonly longTasks: ReadonlyArray<{ at: number; ms: number }>;
}

// Installed before the app's own scripts in every document of the app's page. Plain JavaScript in
// a string: tsx compiles this file with esbuild's keepNames, which would wrap named functions in a
// `__name` helper that does not exist in the page. Input times are the events' own timeStamps, so
// a key that waits behind busy work counts that wait, as the host feels it.
const probeScript = `(() => {
  const probe = { changes: [], keydowns: [], clicks: [], waiters: [], longTasks: [] };
  ${recordLongTasks}
  window.__hearthBench = probe;
  ${paintedWaits}
  // Resolves with the first painted change after index from that shows count and firstRowId: the
  // timed inputs wait here, inside the page, so no poll from the bench lands in their frames.
  probe.painted = (from, count, firstRowId, timeoutMs) => waitFor(
    () => probe.changes.slice(from).find((c) => c.paintedAt !== null && c.count === count && c.firstRowId === firstRowId),
    timeoutMs, "no painted change with count " + count);
  let last = { countText: "", count: null, firstRowId: null, progress: false, kept: false };
  const observe = () => {
    const at = performance.now();
    const countText = document.querySelector('[data-testid="reservation-count"]')?.textContent ?? "";
    const digits = countText.replace(/\\D/g, "");
    const row = document.querySelector('[data-testid="reservation-row"]');
    const state = {
      countText,
      count: digits === "" ? null : Number(digits),
      firstRowId: row ? row.getAttribute("data-id") : null,
      progress: document.querySelector('[role="progressbar"]') !== null,
      kept: document.querySelector('[data-testid="reservation-list"][data-first-screen]') !== null,
    };
    if (state.countText === last.countText && state.firstRowId === last.firstRowId && state.progress === last.progress && state.kept === last.kept) return;
    const firstRow = last.firstRowId === null && state.firstRowId !== null && !probe.changes.some((c) => c.firstRowId !== null);
    const change = { ...state, at, frameAt: null, paintedAt: null, scripts: null };
    if (firstRow)
      change.scripts = performance.getEntriesByType("resource").map((e) => e.name)
        .filter((name) => /\\/assets\\/[^/]+\\.js$/.test(new URL(name).pathname));
    last = state;
    probe.changes.push(change);
    paint(change);
  };
  new MutationObserver(observe).observe(document, {
    childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ["data-id"],
  });
  ${recordInputs(Boolean(traceDir))}
})();`;

const readProbe = (page: Page, from = 0): Promise<ProbeState> =>
  page.evaluate((from) => {
    const probe = (window as unknown as { __hearthBench: ProbeState }).__hearthBench;
    return {
      changes: probe.changes.slice(from),
      keydowns: probe.keydowns,
      clicks: probe.clicks,
      longTasks: probe.longTasks,
    };
  }, from);

/** The last keydown's and the last click's times; only those, not every one so far, cross to the bench. */
const lastInputs = (page: Page) =>
  page.evaluate(() => {
    const probe = (window as unknown as { __hearthBench: ProbeState }).__hearthBench;
    return { keydown: probe.keydowns.at(-1), click: probe.clicks.at(-1) };
  });

/**
 * Waits inside the page for the first painted change after index `from` that shows `count` and
 * `firstRowId`. For the timed inputs: polling from here would run a task in the page every 20 ms,
 * and one landing between an input and its frame would be counted as the app's.
 */
const waitInPageForChange = (
  page: Page,
  from: number,
  wanted: { readonly count: number; readonly firstRowId: string | null },
  timeoutMs = 20_000,
): Promise<ListChange> =>
  page.evaluate(
    ({ from, count, firstRowId, timeoutMs }) =>
      (
        window as unknown as {
          __hearthBench: {
            painted: (
              from: number,
              count: number,
              firstRowId: string | null,
              timeoutMs: number,
            ) => Promise<ListChange>;
          };
        }
      ).__hearthBench.painted(from, count, firstRowId, timeoutMs),
    { from, count: wanted.count, firstRowId: wanted.firstRowId, timeoutMs },
  );

/** Polls the probe until a painted change after index `from` satisfies `wanted`. */
async function waitForChange(
  page: Page,
  from: number,
  wanted: (change: ListChange) => boolean,
  what: string,
  timeoutMs = 20_000,
): Promise<ListChange> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readProbe(page, from)).changes.find((c) => wanted(c) && c.paintedAt !== null);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

const changeCount = async (page: Page) =>
  page.evaluate(() => (window as unknown as { __hearthBench: ProbeState }).__hearthBench.changes.length);

/** When the page's own code first reached the network: an online-first page's list call could start no earlier. */
const firstAppRequestAt = (page: Page) =>
  page.evaluate(() => {
    const entry = performance
      .getEntriesByType("resource")
      .find((e) => new URL(e.name).pathname === "/api/public/auth-config");
    if (!entry) throw new Error("the page did not fetch /api/public/auth-config");
    return entry.startTime;
  });

/** The HTTP calls an online-first page would make for each tab's first page. */
function tabListPaths(tab: ReservationsTab, today: string): string[] {
  const requests = (query: string) => `/api/app/booking-requests?limit=50&${query}`;
  const bookings = (query: string) => `/api/app/bookings?limit=50&${query}`;
  switch (tab) {
    case "requests":
      return [requests("state=REQUESTED")];
    case "rejected":
      return [requests("state=REJECTED&sorting=-checkIn")];
    case "expired":
      return [requests("state=EXPIRED&sorting=-checkIn")];
    case "confirmed":
      return [bookings("status=confirmed")];
    case "completed":
      return [bookings("status=completed&sorting=-checkIn")];
    case "cancelled":
      return [bookings("status=cancelled&sorting=-checkIn")];
    // The API has no check-in lower bound: confirmed stays not yet over is the nearest one call.
    case "upcoming":
      return [bookings(`status=confirmed&checkOut.from=${today}`)];
    case "current":
      return [bookings(`status=confirmed&checkIn.to=${today}&checkOut.from=${today}`)];
    case "all":
      return [requests("sorting=-checkIn"), bookings("sorting=-checkIn")];
    case "inquiries":
    case "inquiries-archived":
      throw new Error(`no list endpoint for ${tab}`);
  }
}

/** A collection's Dexie store spec as the app declares it: its primary key, then its indexes. */
function dexieStoreSpec(schema: {
  primaryKey: unknown;
  indexes?: ReadonlyArray<string | readonly string[]>;
}) {
  const index = (fields: string | readonly string[]) =>
    typeof fields === "string" ? fields : `[${fields.join("+")}]`;
  return [String(schema.primaryKey), ...(schema.indexes ?? []).map(index)].join(", ");
}

/** The local schema of each collection of the feed (sync/local-schemas.ts). */
const feedSchemas: Record<SyncCollectionName, RxJsonSchema<unknown>> = {
  units: unitSchema,
  reservations: reservationSchema,
  properties: propertySchema,
  unavailabilities: unavailabilitySchema,
  channels: channelSchema,
  messages: messageSchema,
} as Record<SyncCollectionName, RxJsonSchema<unknown>>;

const storesOf = (spec: (schema: RxJsonSchema<unknown>) => string) =>
  Object.fromEntries(syncCollectionNames.map((name) => [name, spec(feedSchemas[name])])) as Record<
    SyncCollectionName,
    string
  >;

/** The Dexie tables of the feed's collections, with the indexes the app declares. */
const baselineStores = storesOf(dexieStoreSpec);

/**
 * The same tables as RxDB's Dexie storage declares them: every index of the app prefixed with
 * `_deleted` and ended with the primary key, plus `[_deleted+id]`, `[_meta.lwt+id]` and `_meta.lwt`,
 * which RxDB keeps for its queries, its replication protocol and its schema migrations.
 */
const rxdbFormatStores = storesOf((schema) =>
  getDexieStoreSchema(fillWithDefaultSettings(structuredClone(schema))),
);

/**
 * The raw-Dexie baseline: the same documents the first load stores (every document of the feed's
 * collections, tombstones included, as the pull sends them), each collection into a table of its own
 * with the indexes the app declares, put in batches of the replication's size, collection after
 * collection in the order a first start pulls them. Milliseconds per collection, so the reservations
 * alone (the baseline of earlier runs) are still known.
 */
async function rawDexieBulkPut(
  browser: Browser,
  origin: string,
  feed: ReadonlyArray<{ name: SyncCollectionName; json: string }>,
  /**
   * "app": the app's indexes, the documents as pulled (the baseline). "rxdb": RxDB's tables and rows
   * (`_deleted` as "1"/"0", `_attachments`, `_meta`, `_rev`, added before the clock starts), the cost
   * of RxDB's storage format alone, with none of its code.
   */
  format: "app" | "rxdb" = "app",
) {
  // Dexie goes in as an inline script, which the server's CSP forbids: this context alone bypasses it.
  const context = await browser.newContext({ bypassCSP: true });
  try {
    const page = await context.newPage();
    // The documents reach the page as the bench's own responses (Playwright would serialize 300,000
    // objects, or a string of that size, far more slowly), fetched and parsed before the clock starts.
    for (const { name, json } of feed)
      await page.route(`${origin}/bench-feed/${name}`, (route) =>
        route.fulfill({ status: 200, contentType: "application/json", body: json }),
      );
    // Any same-origin page that runs none of the app's code.
    await page.goto(`${origin}/api/public/app-settings`);
    await page.addScriptTag({ content: readFileSync("node_modules/dexie/dist/dexie.min.js", "utf8") });
    return await page.evaluate(
      async ({ names, stores, batchSize, rxdbRows }) => {
        interface DexieTable {
          bulkPut(items: unknown[]): Promise<unknown>;
          count(): Promise<number>;
        }
        interface DexieDatabase {
          version(n: number): { stores(schema: Record<string, string>): unknown };
          open(): Promise<unknown>;
          table(name: string): DexieTable;
        }
        const global = window as unknown as { Dexie: new (name: string) => DexieDatabase };
        const documents: unknown[][] = [];
        for (const name of names)
          documents.push((await (await fetch(`/bench-feed/${name}`)).json()) as unknown[]);
        if (rxdbRows)
          for (const docs of documents)
            docs.forEach((doc, i) => {
              const row = doc as Record<string, unknown>;
              row["_deleted"] = row["_deleted"] ? "1" : "0";
              row["_attachments"] = {};
              row["_meta"] = { lwt: 1_700_000_000_000 + i };
              row["_rev"] = "1-benchtoken";
            });
        const db = new global.Dexie(`raw-dexie-${rxdbRows ? "rxdb-format" : "baseline"}`);
        db.version(1).stores(stores);
        await db.open();
        const perCollection: Array<{ name: string; documents: number; ms: number }> = [];
        for (const [index, name] of names.entries()) {
          const table = db.table(name);
          const docs = documents[index]!;
          const started = performance.now();
          for (let i = 0; i < docs.length; i += batchSize) await table.bulkPut(docs.slice(i, i + batchSize));
          perCollection.push({ name, documents: await table.count(), ms: performance.now() - started });
        }
        return perCollection;
      },
      {
        names: feed.map((f) => f.name),
        stores: format === "app" ? baselineStores : rxdbFormatStores,
        batchSize: bootstrapPullBatchSize,
        rxdbRows: format === "rxdb",
      },
    );
  } finally {
    await context.close();
  }
}

/** Keystrokes that build realistic searches and erase them again. */
function searchKeystrokes(requests: readonly ReservationDocument[]): string[] {
  const code = requests[Math.floor(requests.length / 3)]?.bookingCode ?? "HB7K2M9Q";
  const typeAndErase = (text: string) => [...text.split(""), ...text.split("").map(() => "Backspace")];
  return [
    ...typeAndErase("rossi"), // a guest's surname
    ...typeAndErase("sorrento"), // a place in the unit titles
    ...typeAndErase(code.toLowerCase()), // a booking code read out on the phone
    ...typeAndErase("kovac"), // "Kovačić" typed without the accent
    ...typeAndErase("apartment 7"), // a unit of a multi-unit property
    ...typeAndErase("marta n"), // a guest's first name and initial
  ];
}

const kb = (bytes: number) => bytes / 1024;
const gzippedSize = (file: string) => gzipSync(readFileSync(file)).length;

export const browserReservationsBenchmark: Benchmark = {
  name: "browser-reservations",
  async run() {
    const bench = await startBrowserBench("browser");
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
      const documents = (await reservationsAfter(server.db, hostId, { seq: -1, id: "" }, 10_000_000)).filter(
        (d) => !d._deleted,
      );
      progress(
        `seeded ${seeded.reservations} reservations on ${seeded.units} units (${daysBack} days back, ${daysAhead} ahead)`,
      );
      // The first start ends when every collection is loaded (the progress bar goes), not only the
      // reservations: the rate counts every document of the change feed the store receives.
      const feedDocuments = (
        await Promise.all(
          syncCollectionNames.map((name) =>
            feedCollections[name].countAfter(server.db, hostId, { seq: -1, id: "" }),
          ),
        )
      ).reduce((sum, n) => sum + n, 0);

      browser = await launchUnthrottled();

      // 1b. The baseline first, in its own context, so the app's page is not busy beside it: every
      // document of the feed, as the pull sends it (the feed's own JSON text).
      const feedJson = interactionsOnly
        ? []
        : await Promise.all(
            syncCollectionNames.map(async (name) => {
              const batch = await feedBatchAsJson(
                feedCollections[name],
                server.db,
                hostId,
                { seq: -1, id: "" },
                10_000_000,
              );
              return { name, json: `[${batch.documents}]` };
            }),
          );
      const baseline = interactionsOnly ? [] : await rawDexieBulkPut(browser, server.url, feedJson);
      // What RxDB's storage format alone costs against that baseline: how near the app's first load
      // can come to it while it keeps RxDB's Dexie storage (docs/decisions.md, "The cold start's rate is
      // bounded by RxDB's storage format").
      const inRxdbFormat = interactionsOnly
        ? []
        : await rawDexieBulkPut(browser, server.url, feedJson, "rxdb");
      const dexie = {
        documents: baseline.reduce((sum, c) => sum + c.documents, 0),
        ms: interactionsOnly ? Number.NaN : baseline.reduce((sum, c) => sum + c.ms, 0),
      };
      const dexieRate = dexie.documents / (dexie.ms / 1000);
      if (!interactionsOnly) {
        progress(
          `raw Dexie bulkPut of the feed: ${dexie.documents} documents in ${dexie.ms.toFixed(0)} ms (${dexieRate.toFixed(0)} docs/s)`,
        );
        for (const c of baseline)
          progress(
            `  ${c.name}: ${c.documents} in ${c.ms.toFixed(0)} ms (${(c.documents / (c.ms / 1000)).toFixed(0)} docs/s)`,
          );
        const formatMs = inRxdbFormat.reduce((sum, c) => sum + c.ms, 0);
        progress(
          `the same in RxDB's Dexie tables and rows: ${formatMs.toFixed(0)} ms (${(dexie.documents / (formatMs / 1000)).toFixed(0)} docs/s), ${(dexie.ms / formatMs).toFixed(3)} of the baseline's rate: the most a first load through RxDB's storage can reach`,
        );
        for (const c of inRxdbFormat)
          progress(
            `  ${c.name}: ${c.documents} in ${c.ms.toFixed(0)} ms (${(c.documents / (c.ms / 1000)).toFixed(0)} docs/s)`,
          );
      }

      // 1. Cold bootstrap: sign in, land on the requests tab with an empty store.
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript({ content: probeScript });
      // Every script of ours the page fetches, with when it was requested (epoch ms, the browser's clock).
      const scriptResponses: Array<{ url: string; requestedAt: number }> = [];
      page.on("response", (response) => {
        const url = new URL(response.url());
        if (url.origin === server.url && /^\/assets\/[^/]+\.js$/.test(url.pathname))
          scriptResponses.push({ url: url.href, requestedAt: response.request().timing().startTime });
      });
      let stopColdTrace = coldTraceDir ? await startTrace(page) : undefined;
      if (coldLatencyMs > 0) {
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: coldLatencyMs,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
        progress(`every request of the cold start's page answered ${coldLatencyMs} ms late`);
      }
      await signInInBrowser(page, server.url, credentials);
      const today = await page.evaluate(() => {
        const now = new Date();
        return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
      });
      const expected = (tab: ReservationsTab, search = "") => {
        const rows = listReservations(documents, { tab, search, today });
        return { count: rows.length, firstRowId: rows[0]?.id ?? null };
      };
      const requestsTab = expected("requests");
      progress(`signed in; loading ${documents.length} reservations (${requestsTab.count} open requests)`);
      const loadDeadline = Date.now() + loadTimeoutS * 1000;
      let lastReport = Date.now();
      for (;;) {
        const { changes } = await readProbe(page);
        if (
          stopColdTrace &&
          coldTraceToFirstRow &&
          changes.some((c) => c.firstRowId !== null && c.paintedAt !== null)
        ) {
          progress(
            await stopColdTrace(
              "trace: cold start to the first row",
              join(coldTraceDir!, "reservations-cold-first-row.trace.json"),
            ),
          );
          stopColdTrace = undefined;
        }
        const lastChange = changes.at(-1);
        if (
          lastChange &&
          lastChange.frameAt !== null &&
          !lastChange.progress &&
          lastChange.count === requestsTab.count &&
          changes.some((c) => c.progress)
        )
          break;
        if (Date.now() > loadDeadline) throw new Error(`the first load did not finish in ${loadTimeoutS} s`);
        if (Date.now() - lastReport > 10_000) {
          lastReport = Date.now();
          const bar = page.getByRole("progressbar");
          const loaded = (await bar.count()) ? await bar.getAttribute("aria-valuenow") : "?";
          progress(`  first load: ${loaded} of ${feedDocuments} stored`);
        }
        await sleep(250);
      }
      // The count's text may still change after that (a note that loading goes on, say): the load
      // ends with the last change, once the list has stayed as it is for a second and a half.
      for (let seen = -1; ;) {
        const now = await changeCount(page);
        if (now === seen) break;
        seen = now;
        await sleep(1_500);
      }
      if (stopColdTrace)
        progress(
          await stopColdTrace("trace: cold start", join(coldTraceDir!, "reservations-cold.trace.json")),
        );
      let initialJsFigure: Figure | undefined;
      if (!interactionsOnly) {
        const cold = await readProbe(page);
        const coldFirstRow = cold.changes.find((c) => c.firstRowId !== null);
        const coldDone = cold.changes.at(-1);
        if (!coldFirstRow?.frameAt || !coldDone?.frameAt) throw new Error("the probe missed the first load");
        // What the store holds once the bar has gone, straight from IndexedDB: a bar that goes too
        // early (it did, between the first screen's collections and the rest) would end the load early.
        const storedAtEnd = await page.evaluate(
          async (names) => {
            const tables = (await indexedDB.databases())
              .map((d) => d.name ?? "")
              .filter((name) => name.startsWith("rxdb-dexie-") && names.some((c) => name.endsWith(`--${c}`)));
            let total = 0;
            for (const name of tables)
              total += await new Promise<number>((resolve, reject) => {
                const open = indexedDB.open(name);
                open.onerror = () => reject(open.error ?? new Error(`opening ${name} failed`));
                open.onsuccess = () => {
                  const count = open.result.transaction("docs").objectStore("docs").count();
                  count.onsuccess = () => {
                    open.result.close();
                    resolve(count.result);
                  };
                  count.onerror = () => reject(count.error ?? new Error(`counting ${name} failed`));
                };
              });
            return total;
          },
          syncCollectionNames as readonly string[],
        );
        progress(
          `  stored in IndexedDB when the progress bar went: ${storedAtEnd} of ${feedDocuments} documents`,
        );
        const coldFirstRequestAt = await firstAppRequestAt(page);
        // How much of the first load was the server's: the replication pulls one batch at a time.
        const pulls = await page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .filter((e) => new URL(e.name).pathname === "/api/app/sync/reservations/pull")
            .map((e) => ({ start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
        );
        progress(
          `  ${pulls.length} pulls, waiting for their answers ${pulls.reduce((sum, p) => sum + p.end - p.start, 0).toFixed(0)} ms in all; the first one ${pulls[0]?.start.toFixed(0)}–${pulls[0]?.end.toFixed(0)} ms`,
        );
        const firstPageMs = median(
          await fetchFromPage(
            page,
            Array.from({ length: 10 }, () => [firstPagePath]),
          ),
        );
        // How long the page could not answer a key during the first load: its tasks over 50 ms.
        const loadTasks = cold.longTasks.filter((t) => t.at <= coldDone.frameAt!).map((t) => t.ms);
        progress(
          `  tasks over 50 ms during the first load: ${loadTasks.length}, longest ${loadTasks.reduce((most, ms) => Math.max(most, ms), 0).toFixed(0)} ms, ${loadTasks.reduce((sum, ms) => sum + ms, 0).toFixed(0)} ms in all; before the first row: ${cold.longTasks.filter((t) => t.at < coldFirstRow.frameAt!).length}`,
        );
        const coldRate = feedDocuments / (coldDone.frameAt / 1000);
        progress(
          `cold bootstrap: first row ${coldFirstRow.frameAt.toFixed(0)} ms, whole host ${coldDone.frameAt.toFixed(0)} ms (${coldRate.toFixed(0)} docs/s)`,
        );
        figures.push({
          name: "cold bootstrap: landing to first row painted",
          unit: "ms",
          value: coldFirstRow.frameAt,
          baselineName: "same page's first request + first page over HTTP (fetch + parse)",
          baseline: coldFirstRequestAt + firstPageMs,
          target: { limit: 1000, direction: "below" },
        });
        figures.push({
          name: `cold bootstrap: landing to the whole host stored (${feedDocuments} documents of the feed, ${documents.length} of them reservations) and listed`,
          unit: "ms",
          value: coldDone.frameAt,
          baselineName: `raw Dexie bulkPut of the same ${dexie.documents} documents`,
          baseline: dexie.ms,
          target: { limit: 60_000, direction: "below" },
        });
        figures.push({
          name: "cold bootstrap rate, end to end (target: 80 % of raw Dexie)",
          unit: "docs/s",
          value: coldRate,
          baselineName: `raw Dexie bulkPut of the same documents, batches of ${bootstrapPullBatchSize.toLocaleString("en")}`,
          baseline: dexieRate,
          target: { limit: 0.8 * dexieRate, direction: "above" },
        });

        // 5. JavaScript until the first row: the landing document's script responses requested
        // before the first row was painted, checked against what the page itself had loaded then.
        const landingOrigin = await page.evaluate(() => performance.timeOrigin);
        const initialUrls = new Set(
          scriptResponses
            .filter(
              (r) => r.requestedAt >= landingOrigin && r.requestedAt <= landingOrigin + coldFirstRow.frameAt!,
            )
            .map((r) => r.url),
        );
        const pageSaw = new Set(coldFirstRow.scripts ?? []);
        const disagree = [
          ...[...pageSaw].filter((url) => !initialUrls.has(url)),
          ...[...initialUrls].filter((url) => !pageSaw.has(url)),
        ];
        if (disagree.length)
          progress(`  response events and the page's resource timing disagree on: ${disagree.join(", ")}`);
        const initialJs = [...initialUrls].map((url) => join("dist/assets", basename(new URL(url).pathname)));
        const allJs = readdirSync("dist/assets")
          .filter((f) => f.endsWith(".js"))
          .map((f) => join("dist/assets", f));
        const initialGz = initialJs.reduce((sum, file) => sum + gzippedSize(file), 0);
        const allGz = allJs.reduce((sum, file) => sum + gzippedSize(file), 0);
        progress(
          `initial JavaScript: ${initialJs.length} of ${allJs.length} files, ${kb(initialGz).toFixed(1)} KB gzipped: ${initialJs.map((f) => basename(f)).join(", ")}`,
        );
        // When each was asked for, after the landing's navigation began: what a first row waits on.
        progress(
          `  requested at: ${scriptResponses
            .filter((r) => initialUrls.has(r.url))
            .map(
              (r) =>
                `${basename(new URL(r.url).pathname).replace(/-[\w-]{8}\.js$/, "")} ${(r.requestedAt - landingOrigin).toFixed(0)} ms`,
            )
            .join(", ")}`,
        );
        initialJsFigure = {
          name: `initial JavaScript before the first row (${initialJs.length} files, gzipped)`,
          unit: "KB",
          value: kb(initialGz),
          baselineName: `all JavaScript in dist/assets (${allJs.length} files, gzipped)`,
          baseline: kb(allGz),
          target: { limit: 250, direction: "below" },
        };

        if (coldOnly) {
          figures.push(initialJsFigure);
          await context.close();
          progress("done (cold start only)");
          return figures;
        }
      }

      // 2. Warm start: reload with everything local, once the first load's work behind the screen is done.
      const cdp = await context.newCDPSession(page);
      await cdp.send("Performance.enable");
      progress(
        `  page quiet ${(await waitForQuiet(cdp, 20_000)) / 1000} s after the first load (at most 20 s)`,
      );
      const warm: number[] = [];
      const warmLive: number[] = [];
      let warmKept = 0;
      const warmBaseline: number[] = [];
      let stopHeapSampling: Awaited<ReturnType<typeof startHeapSampling>> | undefined;
      for (let i = 0; i < (interactionsOnly ? 1 : warmReloads); i++) {
        if (heapDir && (interactionsOnly || i === warmReloads - 1))
          stopHeapSampling = await startHeapSampling(cdp, heapOfReloadCollected);
        await page.reload();
        const firstRow = await waitForChange(
          page,
          0,
          (c) => c.firstRowId !== null,
          "a row after reload",
          60_000,
        );
        warm.push(firstRow.frameAt!);
        if (firstRow.kept) warmKept++;
        const liveRow = await waitForChange(
          page,
          0,
          (c) => c.firstRowId !== null && !c.kept,
          "the store's rows after reload",
          60_000,
        );
        warmLive.push(liveRow.frameAt!);
        if (interactionsOnly) break;
        warmBaseline.push(
          (await firstAppRequestAt(page)) +
            median(
              await fetchFromPage(
                page,
                Array.from({ length: 10 }, () => [firstPagePath]),
              ),
            ),
        );
        progress(
          `warm start ${i + 1}/${warmReloads}: first row ${firstRow.frameAt!.toFixed(0)} ms (${firstRow.kept ? "kept first screen" : "store"}); store's rows ${liveRow.frameAt!.toFixed(0)} ms`,
        );
        await sleep(1_000);
      }
      if (!interactionsOnly) {
        figures.push({
          name: `warm start: navigation to first row painted (median; ${warmKept} of ${warmReloads} first painted from the kept first screen)`,
          unit: "ms",
          value: median(warm),
          baselineName: "same page's first request + first page over HTTP (fetch + parse)",
          baseline: median(warmBaseline),
          target: { limit: 300, direction: "below" },
        });
        figures.push({
          name: "warm start: navigation to the store's rows painted in place of the kept ones (median)",
          unit: "ms",
          value: median(warmLive),
          baselineName: "same page's first request + first page over HTTP (fetch + parse)",
          baseline: median(warmBaseline),
        });
      }

      // Wait for the last reload to be complete before typing: the full list and no first load.
      await waitForChange(
        page,
        0,
        (c) => c.count === requestsTab.count && !c.progress,
        "the requests tab after reload",
        60_000,
      );

      // What a start still does behind the first screen would land in the keystroke times: typing
      // is measured once the page is quiet, and how long that took is printed.
      progress(
        `  page quiet ${(await waitForQuiet(cdp, 45_000)) / 1000} s after the last reload (at most 45 s)`,
      );
      // The page's live JavaScript heap: a full garbage collection marks all of it, and one landing in
      // a keystroke or a tab change is what its tail is made of.
      const heap = (await cdp.send("Runtime.getHeapUsage")) as { usedSize: number; totalSize: number };
      progress(
        `  JavaScript heap ${(heap.usedSize / 2 ** 20).toFixed(0)} MB used of ${(heap.totalSize / 2 ** 20).toFixed(0)} MB`,
      );
      if (gcBeforeTyping) {
        await cdp.send("HeapProfiler.collectGarbage");
        const live = (await cdp.send("Runtime.getHeapUsage")) as { usedSize: number };
        progress(`  after a full garbage collection: ${(live.usedSize / 2 ** 20).toFixed(0)} MB used`);
      }
      if (stopHeapSampling) {
        mkdirSync(heapDir!, { recursive: true });
        progress(
          await stopHeapSampling(
            heapOfReloadCollected ? "allocated by the reload" : "heap alive after the reload",
            join(heapDir!, "reload.heapprofile"),
          ),
        );
        stopHeapSampling = await startHeapSampling(cdp, true);
      }

      // 3. Search keystrokes in the requests tab.
      const keys = searchKeystrokes(
        documents.filter((d) => d.kind === "booking_request" && d.status === "REQUESTED"),
      );
      const search = page.locator("#reservation-search");
      await search.focus();
      let text = "";
      let shown = requestsTab;
      const keystrokeMs: number[] = [];
      const keystrokeParts: Array<{ work: number; wait: number; paint: number }> = [];
      const timedSearches: string[] = [];
      const stopTrace = traceDir ? await startTrace(page) : undefined;
      for (const key of keys) {
        text = key === "Backspace" ? text.slice(0, -1) : text + key;
        const wanted = expected("requests", text);
        const from = await changeCount(page);
        if (key === "Backspace") await page.keyboard.press("Backspace");
        else await page.keyboard.type(key);
        if (wanted.count === shown.count) {
          // Nothing visible changes: let the render finish so it does not land in the next key's time.
          await sleep(150);
          continue;
        }
        const change = await waitInPageForChange(page, from, wanted).catch((error: Error) => {
          throw new Error(`the count for "${text}": ${error.message}`);
        });
        const keydown = (await lastInputs(page)).keydown!;
        // To painted: the first task after the frame that drew it, so its layout and paint count.
        keystrokeMs.push(change.paintedAt! - keydown.at);
        keystrokeParts.push({
          work: change.at - keydown.at,
          wait: change.frameAt! - change.at,
          paint: change.paintedAt! - change.frameAt!,
        });
        timedSearches.push(text);
        shown = wanted;
        // A typist's pace: about eight keys a second.
        await sleep(120);
      }
      if (stopTrace)
        progress(
          await stopTrace("trace: search keystrokes", join(traceDir!, "reservations-search.trace.json")),
        );
      if (stopHeapSampling)
        progress(
          await stopHeapSampling(
            "allocated during the search keystrokes",
            join(heapDir!, "search-allocated.heapprofile"),
          ),
        );
      progress(
        `search: ${keys.length} keystrokes, ${keystrokeMs.length} changed the count; p95 ${percentile(keystrokeMs, 95).toFixed(1)} ms`,
      );
      // The slowest searches and where their time went, for finding what a tail is made of.
      const slowest = keystrokeMs
        .map((ms, i) => ({ ms, search: timedSearches[i]!, parts: keystrokeParts[i]! }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 4);
      progress(
        `  slowest: ${slowest
          .map(
            ({ ms, search, parts }) =>
              `"${search}" ${ms.toFixed(1)} ms (work ${parts.work.toFixed(1)}, wait ${parts.wait.toFixed(1)}, paint ${parts.paint.toFixed(1)})`,
          )
          .join("; ")}`,
      );
      // Where a keystroke's time goes: key to the list's DOM changed (input delay and our work),
      // then to the next frame's start, then that frame's style, layout and paint.
      const part = (name: "work" | "wait" | "paint") => keystrokeParts.map((p) => p[name]);
      progress(
        `  median / p95: work ${median(part("work")).toFixed(1)} / ${percentile(part("work"), 95).toFixed(1)} ms, ` +
          `wait for frame ${median(part("wait")).toFixed(1)} / ${percentile(part("wait"), 95).toFixed(1)} ms, ` +
          `layout and paint ${median(part("paint")).toFixed(1)} / ${percentile(part("paint"), 95).toFixed(1)} ms`,
      );
      const searchHttp = await fetchFromPage(
        page,
        timedSearches.map((s) => [s ? `${firstPagePath}&search=${encodeURIComponent(s)}` : firstPagePath]),
      );
      figures.push({
        name: `search keystroke to painted count, p95 of ${keystrokeMs.length} (${documents.length} reservations)`,
        unit: "ms",
        value: percentile(keystrokeMs, 95),
        baselineName: "same searches by the server over HTTP, p95",
        baseline: percentile(searchHttp, 95),
        target: { limit: 16, direction: "below" },
      });
      figures.push({
        name: "search keystroke to painted count, median",
        unit: "ms",
        value: median(keystrokeMs),
        baselineName: "same searches by the server over HTTP, median",
        baseline: median(searchHttp),
      });

      // 4. Tab changes, the search box empty again.
      const order: ReservationsTab[] = [
        "upcoming",
        "all",
        "confirmed",
        "completed",
        "cancelled",
        "rejected",
        "expired",
        "current",
        "requests",
      ];
      const tabMs: number[] = [];
      const tabPaths: string[][] = [];
      let previous = requestsTab;
      const stopTabTrace = traceDir ? await startTrace(page) : undefined;
      for (let round = 0; round < tabRounds; round++) {
        for (const tab of order) {
          const wanted = expected(tab);
          if (wanted.count === previous.count && wanted.firstRowId === previous.firstRowId)
            throw new Error(`the ${tab} tab looks like the one before it: its change cannot be timed`);
          const from = await changeCount(page);
          await page.locator(`nav.tabs a[href="/reservations/${tab}"]`).click();
          const change = await waitInPageForChange(page, from, wanted).catch((error: Error) => {
            throw new Error(`the ${tab} tab: ${error.message}`);
          });
          const { click } = await lastInputs(page);
          tabMs.push(change.paintedAt! - click!);
          tabPaths.push(tabListPaths(tab, today));
          previous = wanted;
          await sleep(200);
        }
        progress(`tabs: round ${round + 1}/${tabRounds}, p95 so far ${percentile(tabMs, 95).toFixed(1)} ms`);
      }
      if (stopTabTrace)
        progress(await stopTabTrace("trace: tab changes", join(traceDir!, "reservations-tabs.trace.json")));
      const tabHttp = await fetchFromPage(page, tabPaths);
      figures.push({
        name: `tab change, click to painted list, p95 of ${tabMs.length}`,
        unit: "ms",
        value: percentile(tabMs, 95),
        baselineName: "the tab's first page over HTTP, p95",
        baseline: percentile(tabHttp, 95),
        target: { limit: 50, direction: "below" },
      });

      if (initialJsFigure) figures.push(initialJsFigure);
      await context.close();
      progress("done");
    } finally {
      await bench.close(browser);
    }
    return figures;
  },
};
