// The production bundle carries neither RxDB's dev-mode plugin nor its ajv validator: dev-mode
// loads a tracking frame from rxdb's site, which breaks offline use and the CSP.
import { afterAll, describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { launchChromium } from "../support/browser.ts";
import { signInInBrowser } from "../support/browser-sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

// The build under test: the one the test server serves (tests/support/test-server.ts).
const clientDir = process.env.TEST_CLIENT_DIR ?? "dist";

// Strings that exist only in those modules (checked against node_modules below, so this test
// fails loudly if a new RxDB version renames them).
const markers = [
  { text: "RxDB dev-mode warning", source: "node_modules/rxdb/dist/esm/plugins/dev-mode/index.js" },
  { text: "strictSchema", source: "node_modules/ajv/dist/core.js" },
];

describe("production bundle", () => {
  it("has neither RxDB dev-mode nor the ajv validator", () => {
    const assets = join(clientDir, "assets");
    const bundle = readdirSync(assets)
      .filter((f) => f.endsWith(".js"))
      .map((f) => readFileSync(join(assets, f), "utf8"))
      .join("\n");
    expect(bundle.length).toBeGreaterThan(100_000);
    for (const marker of markers) {
      expect(readFileSync(marker.source, "utf8")).toContain(marker.text);
      expect(bundle.includes(marker.text), `${marker.text} found in dist/assets`).toBe(false);
    }
  });
});

// What the first screen downloads: the entry script and the modules index.html preloads with it.
function firstScreenScripts(): string[] {
  const html = readFileSync(join(clientDir, "index.html"), "utf8");
  return [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
}

describe("first screen", () => {
  // An error message of oidc-client-ts's, kept whole through minification.
  const oidcMarker = "No matching state found in storage";

  it("leaves oidc-client-ts to a chunk of its own, loaded only to sign in or renew", () => {
    expect(readFileSync("node_modules/oidc-client-ts/dist/esm/oidc-client-ts.js", "utf8")).toContain(
      oidcMarker,
    );
    const first = firstScreenScripts();
    expect(first.length).toBeGreaterThan(0);
    for (const file of first)
      expect(readFileSync(join(clientDir, "assets", file), "utf8").includes(oidcMarker), file).toBe(false);
    const lazy = readdirSync(join(clientDir, "assets")).filter(
      (f) => f.endsWith(".js") && readFileSync(join(clientDir, "assets", f), "utf8").includes(oidcMarker),
    );
    expect(lazy.length).toBeGreaterThan(0);
  });

  it("has every chunk, lazy ones included, in the service worker's precache", () => {
    const worker = readFileSync(join(clientDir, "service-worker.js"), "utf8");
    const assets = readdirSync(join(clientDir, "assets")).filter((f) => !f.endsWith(".map"));
    expect(assets.length).toBeGreaterThan(5);
    for (const asset of assets) expect(worker, asset).toContain(`"/assets/${asset}"`);
  });
});

// The JavaScript the reservations list needs before its first row, gzipped, stays under
// this budget (a size, not a timing). Measured in Chromium, so chunks a dynamic import fetches
// before the first row count as well as those index.html names.
const firstScreenBudgetBytes = 250 * 1024;

/** The document's scripts under /assets/ requested before its first reservation row was there. */
async function scriptsBeforeFirstRow(page: Page): Promise<string[]> {
  const scripts = await page.evaluate(() => {
    const firstRowAt = (window as unknown as { firstRowAt: number }).firstRowAt;
    return performance
      .getEntriesByType("resource")
      .filter((entry) => entry.startTime <= firstRowAt && new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => new URL(entry.name).pathname);
  });
  return [...new Set(scripts)].filter((path) => path.startsWith("/assets/")).map((path) => basename(path));
}

function expectWithinBudget(visit: string, files: readonly string[]) {
  // The entry and what index.html preloads are requested by then, whatever else is.
  for (const file of firstScreenScripts()) expect(files, `${visit}: ${file}`).toContain(file);
  const gzipped = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(clientDir, "assets", file))).length,
    0,
  );
  const what = `${visit}: ${files.length} scripts, ${(gzipped / 1024).toFixed(1)} KB gzipped: ${files.join(", ")}`;
  expect(gzipped, what).toBeLessThan(firstScreenBudgetBytes);
}

describe("first screen in the browser", () => {
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
  let browser: Browser | undefined;
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it(`loads under ${firstScreenBudgetBytes / 1024} KB of gzipped JavaScript before the first reservation row, on the first start and later`, async () => {
    server = await startTestServer();
    browser = await launchChromium();
    const context = await browser.newContext();
    // Notes the time the first row is in the document, before any script of the page runs.
    await context.addInitScript(() => {
      const watch = new MutationObserver(() => {
        if (!document.querySelector('[data-testid="reservation-row"]')) return;
        (window as unknown as { firstRowAt: number }).firstRowAt = performance.now();
        watch.disconnect();
      });
      watch.observe(document, { childList: true, subtree: true });
    });
    // The first start: signed in, the store empty, the whole feed to pull before the first row.
    const signIn = await context.newPage();
    await signInInBrowser(signIn, server.url, demoAccounts.individual);
    await signIn.getByTestId("reservation-row").first().waitFor({ timeout: 30_000 });
    expectWithinBudget("first start", await scriptsBeforeFirstRow(signIn));

    // A later visit, signed in: the first screen as a host opens it every day.
    const page = await context.newPage();
    await page.goto(`${server.url}/reservations/requests`);
    await page.getByTestId("reservation-row").first().waitFor({ timeout: 30_000 });
    expectWithinBudget("later visit", await scriptsBeforeFirstRow(page));
  }, 90_000);
});
