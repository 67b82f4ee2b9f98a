// The shell in Chromium: languages, staff impersonation, 404 and legacy routes, a screen whose
// chunk will not load, and the layout at desktop and phone widths.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync } from "node:fs";
import type { Browser } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { launchChromium } from "../support/browser.ts";
import { signInInBrowser } from "../support/browser-sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

const until = async (check: () => Promise<boolean>, what: string) => {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
  mkdirSync(".tmp/screenshots", { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("app shell", () => {
  it("speaks the host's own language, and the one the hl parameter asks for", async () => {
    const page = await (await browser.newContext()).newPage();
    await signInInBrowser(page, server.url, demoAccounts.company);
    // The company host's profile locale is de_DE.
    await until(
      async () => (await page.getByRole("heading", { level: 1 }).textContent()) === "Buchungen",
      "German",
    );
    expect(await page.getByRole("link", { name: "Anfragen", exact: true }).count()).toBe(1);
    await page.goto(`${server.url}/reservations/requests?hl=fr_FR`);
    await until(
      async () => (await page.getByRole("heading", { level: 1 }).textContent()) === "Réservations",
      "French",
    );
    const price = await page.locator('[data-testid="reservation-row"] .price').first().textContent();
    expect(price).toMatch(/\d+[\s\u202f]€$/);
    await page.context().close();
  });

  it("shows staff acting as a host the impersonation banner", async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${server.url}/reservations/requests`);
    await page.getByLabel("Email").fill(demoAccounts.staff.email);
    await page.getByLabel("Password").fill(demoAccounts.staff.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByLabel("Host").selectOption("host-anna");
    await page.getByRole("button", { name: "Continue as this host" }).click();
    await page.waitForURL(`${server.url}/reservations/requests`);
    await until(async () => (await page.getByTestId("impersonation-banner").count()) === 1, "the banner");
    expect(await page.getByTestId("impersonation-banner").textContent()).toBe("STAFF IMPERSONATION");
    expect(await page.getByTestId("display-name").textContent()).toBe("Anna Berger");
    await page.context().close();
  });

  it("answers unknown paths with the 404 page and redirects legacy booking routes", async () => {
    const page = await (await browser.newContext()).newPage();
    await signInInBrowser(page, server.url, demoAccounts.individual);
    await page.goto(`${server.url}/no-such-page`);
    await until(async () => (await page.getByTestId("not-found").count()) === 1, "the 404 page");
    expect(await page.getByRole("link", { name: "See upcoming bookings" }).getAttribute("href")).toBe(
      "/reservations/upcoming",
    );
    await page.goto(`${server.url}/bookings/requests`);
    await page.waitForURL(`${server.url}/reservations/requests`);
    await page.goto(`${server.url}/reservations/not-a-tab`);
    await until(
      async () => (await page.getByTestId("not-found").count()) === 1,
      "the 404 page for a bad tab",
    );
    await page.context().close();
  });

  it("shows the failed-to-load page when a screen's code cannot be fetched, after retrying", async () => {
    // Without the service worker, whose cache would otherwise serve the chunk.
    const context = await browser.newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    await signInInBrowser(page, server.url, demoAccounts.individual);
    await until(async () => (await page.getByTestId("reservation-row").count()) > 0, "the requests");
    let attempts = 0;
    await context.route(/booking-request-details-page-.*\.js$/, (route) => {
      attempts++;
      return route.abort();
    });
    await page.getByTestId("reservation-row").first().locator("a.guest").click();
    await until(
      async () => (await page.getByTestId("failed-to-load").count()) === 1,
      "the failed-to-load page",
    );
    expect(attempts).toBeGreaterThanOrEqual(1);
    await context.close();
  });

  it("signs out leaving nothing of the host in IndexedDB or token storage", async () => {
    const page = await (await browser.newContext()).newPage();
    await signInInBrowser(page, server.url, demoAccounts.individual);
    await until(async () => (await page.getByTestId("reservation-row").count()) > 0, "the requests");
    const stored = () =>
      page.evaluate(async () => ({
        databases: (await indexedDB.databases())
          .map((d) => d.name ?? "")
          .filter((n) => n.includes("acct-anna")),
        tokens: Object.keys(localStorage).filter((k) => k.startsWith("oidc.user:")),
      }));
    const before = await stored();
    expect(before.databases.length).toBeGreaterThan(0);
    expect(before.tokens).toHaveLength(1);
    await page.getByRole("link", { name: "Sign out" }).click();
    await page.waitForURL(`${server.url}/`);
    const after = await stored();
    expect(after).toEqual({ databases: [], tokens: [] });
    await page.context().close();
  });

  it("lays out at desktop and phone widths", async () => {
    for (const [name, viewport] of [
      ["desktop", { width: 1280, height: 800 }],
      ["mobile", { width: 390, height: 844 }],
    ] as const) {
      const page = await (await browser.newContext({ viewport })).newPage();
      await signInInBrowser(page, server.url, demoAccounts.individual);
      await until(async () => (await page.getByTestId("reservation-row").count()) > 0, "the requests");
      const bottomBar = await page.locator(".bottom-bar").isVisible();
      expect(bottomBar).toBe(name === "mobile");
      await page.screenshot({ path: `.tmp/screenshots/reservations-${name}.png`, fullPage: false });
      await page.context().close();
    }
  });
});
