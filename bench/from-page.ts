// What the browser benches share: their start (the built client, a server in a folder of its own)
// and end, and what they do beside the app in its own page: read its bearer token, time the server's
// answers from there (the baselines: what an online-first page would wait for, over the same
// loopback and in the same browser), wait for the page to go quiet before timing inputs, and the
// pieces of their in-page probes that note inputs and painted changes.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, CDPSession, Page } from "playwright-core";
import type { RunningServer } from "../server/app.ts";
import { startBenchServer } from "./bench-server.ts";
import { ensureClientBuilt } from "./client-build.ts";
import { sleep } from "./polling.ts";

export interface BrowserBench {
  readonly server: RunningServer;
  /** Logs a line with the seconds since the bench started. */
  readonly progress: (line: string) => void;
  /** Closes the browser (when one was launched) and the server, and removes the server's folder. */
  readonly close: (browser: Browser | undefined) => Promise<void>;
}

/** Builds the client when needed and starts the real server in a new folder named from `name`. */
export async function startBrowserBench(name: string): Promise<BrowserBench> {
  const started = performance.now();
  const progress = (line: string) =>
    console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`);
  ensureClientBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), `hearth-${name}-bench-`));
  const server = await startBenchServer(dataDir);
  return {
    server,
    progress,
    close: async (browser) => {
      await browser?.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The page's bearer token, where oidc-client-ts keeps it. */
export const accessTokenOf = (page: Page): Promise<string> =>
  page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith("oidc.user:"))
        return (JSON.parse(localStorage.getItem(key) ?? "{}") as { access_token: string }).access_token;
    }
    throw new Error("no oidc.user entry in localStorage");
  });

/**
 * Fetches each group of paths from the page (a group's paths in parallel, as one screen would) and
 * parses the JSON; milliseconds per group, after `warmup` untimed rounds over the first group.
 */
export async function fetchFromPage(
  page: Page,
  groups: readonly (readonly string[])[],
  warmup = 2,
): Promise<number[]> {
  const token = await accessTokenOf(page);
  return page.evaluate(
    async ({ groups, token, warmup }) => {
      const headers = { authorization: `Bearer ${token}` };
      for (let i = 0; i < warmup; i++)
        await Promise.all(groups[0]!.map(async (path) => (await fetch(path, { headers })).json() as unknown));
      const samples: number[] = [];
      for (const group of groups) {
        const started = performance.now();
        await Promise.all(
          group.map(async (path) => {
            const response = await fetch(path, { headers });
            if (!response.ok) throw new Error(`${path} answered ${response.status}`);
            return response.json() as unknown;
          }),
        );
        samples.push(performance.now() - started);
      }
      return samples;
    },
    { groups, token, warmup },
  );
}

/**
 * Waits until the page's main thread has been nearly idle (under 5 % busy) for two seconds, so
 * what runs after a start does not land in the per-input times; milliseconds waited.
 */
export async function waitForQuiet(cdp: CDPSession, capMs: number): Promise<number> {
  const taskSeconds = async () => {
    const { metrics } = await cdp.send("Performance.getMetrics");
    return metrics.find((m) => m.name === "TaskDuration")?.value ?? 0;
  };
  const started = Date.now();
  let quietPolls = 0;
  let before = await taskSeconds();
  while (quietPolls < 4 && Date.now() - started < capMs) {
    await sleep(500);
    const now = await taskSeconds();
    quietPolls = now - before < 0.025 ? quietPolls + 1 : 0;
    before = now;
  }
  return Date.now() - started;
}

// Pieces of the browser benches' probe scripts: plain JavaScript, each placed inside a probe's
// function after its `const probe = { ... }` (see browser-reservations.bench.ts for why a string).

/**
 * Records keys and clicks in `probe.keydowns` and `probe.clicks` by the events' own timeStamps, so an
 * input that waits behind busy work counts that wait. With `marks` (traced runs), each key is also a
 * performance mark, so a trace shows which keystroke a task belongs to.
 */
export const recordInputs = (marks: boolean) => `
  const marks = ${marks ? "true" : "false"};
  addEventListener("keydown", (e) => {
    probe.keydowns.push({ key: e.key, at: Math.min(e.timeStamp, performance.now()) });
    if (marks) performance.mark("key " + e.key);
  }, { capture: true });
  addEventListener("click", (e) => probe.clicks.push(Math.min(e.timeStamp, performance.now())), { capture: true });
`;

/** Records the page's tasks over 50 ms (the Long Tasks API) in `probe.longTasks`. */
export const recordLongTasks = `
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longTasks.push({ at: e.startTime, ms: e.duration });
  }).observe({ type: "longtask", buffered: true });
`;

/**
 * `paint(entry)` notes on `entry` the frame that drew a change (`frameAt`) and the first task after
 * it (`paintedAt`: its style, layout and paint done), then lets the waits in `probe.waiters` look
 * again. `waitFor(find, timeoutMs, failure)` resolves with what `find()` answers once it answers
 * something, or fails with `failure` after `timeoutMs`. The timed waits run inside the page: a poll
 * from the bench would be a task in the page, and one landing between an input and its frame would
 * count.
 */
export const paintedWaits = `
  const paint = (entry) => requestAnimationFrame(() => {
    entry.frameAt = performance.now();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      entry.paintedAt = performance.now();
      probe.waiters = probe.waiters.filter((waiter) => !waiter());
    };
    channel.port2.postMessage(null);
  });
  const waitFor = (find, timeoutMs, failure) => new Promise((resolve, reject) => {
    const found = find();
    if (found) return resolve(found);
    const waiter = () => {
      const result = find();
      if (!result) return false;
      clearTimeout(timer);
      resolve(result);
      return true;
    };
    const timer = setTimeout(() => {
      probe.waiters = probe.waiters.filter((w) => w !== waiter);
      reject(new Error(failure));
    }, timeoutMs);
    probe.waiters.push(waiter);
  });
`;
