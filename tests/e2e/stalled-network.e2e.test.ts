// A network that takes requests and never answers (a captive portal, a train's Wi-Fi) in real
// Chromium: after one visit, a reload still opens Hearth from the service worker's cached shell and
// the local store, a few seconds late rather than never (scripts/service-worker-plugin.ts). When the
// network answers again, the same page syncs without another reload.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { navigationWaitMs } from "../../scripts/service-worker-plugin.ts";
import { launchChromium } from "../support/browser.ts";
import { signInInBrowser } from "../support/browser-sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  if (!existsSync("dist/index.html"))
    throw new Error("Build the client first (npm test does): dist/index.html is missing");
  server = await startTestServer();
  browser = await launchChromium();
  context = await browser.newContext();
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const rows = () => page.getByTestId("reservation-row");

describe("a stalled network", () => {
  it("opens the cached shell and the local data after a short wait, and syncs once answered", async () => {
    await signInInBrowser(page, server.url, demoAccounts.individual);
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // The worker must hold the shell, and control this page, before the network stalls.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByTestId("network-status").textContent(), { timeout: 20_000 })
      .not.toContain("waiting");

    // From here every request, the worker's included, is taken and left unanswered.
    const held: Route[] = [];
    await context.route("**/*", (route) => {
      held.push(route);
    });
    const asked = Date.now();
    // "commit": the new document is there. Under a worker that waits on the network for ever, the
    // reload never commits and this times out.
    await page.reload({ waitUntil: "commit", timeout: navigationWaitMs + 10_000 });
    const committed = Date.now() - asked;
    expect(committed).toBeGreaterThanOrEqual(navigationWaitMs - 500);
    // The navigation was asked of the network first.
    expect(
      held.some(
        (route) =>
          route.request().isNavigationRequest() || route.request().url().endsWith("/reservations/requests"),
      ),
    ).toBe(true);
    await expect.poll(() => rows().count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // The list comes from the local store: no answer from the server has arrived.
    expect(
      held.filter((route) => new URL(route.request().url()).pathname.startsWith("/api/")).length,
    ).toBeGreaterThan(0);

    // The network answers again: what was held goes through, and the page syncs in place.
    await context.unroute("**/*");
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    await expect
      .poll(() => page.getByTestId("network-status").textContent(), { timeout: 30_000 })
      .not.toMatch(/Offline|waiting/);
    await expect.poll(() => page.locator("[data-first-screen]").count(), { timeout: 30_000 }).toBe(0);
  });
});
