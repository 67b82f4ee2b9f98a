// The shell in Chromium: languages, staff impersonation, 404 and legacy routes, a screen whose
// chunk will not load, the verification banner and dropdown, the welcome tour of a migrated
// account, the /redirect entry points, the header back link, the reload of a tab left open over 12
// hours, the phone's bottom bar hiding on scroll, and the layout at desktop and phone widths.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync } from "node:fs";
import type { Browser } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { launchChromium } from "../support/browser.ts";
import { signInInBrowser } from "../support/browser-sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { signIn } from "../support/sign-in.ts";
import { apiClient, jsonOf } from "../support/api-client.ts";
import { untilInPage as until } from "../support/until-in-page.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

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
    // The first try and two retries, one second apart (operations spec §8).
    expect(attempts).toBe(3);
    await context.close();
  });

  it("signs out leaving nothing of the host in IndexedDB, token storage or kept first screens", async () => {
    const page = await (await browser.newContext()).newPage();
    await signInInBrowser(page, server.url, demoAccounts.individual);
    await until(async () => (await page.getByTestId("reservation-row").count()) > 0, "the requests");
    const stored = () =>
      page.evaluate(async () => ({
        databases: (await indexedDB.databases())
          .map((d) => d.name ?? "")
          .filter((n) => n.includes("acct-anna")),
        tokens: Object.keys(localStorage).filter((k) => k.startsWith("oidc.user:")),
        // The first screens kept to paint the next start (domain/first-screen/first-screen.ts).
        firstScreens: Object.keys(localStorage).filter((k) => k.startsWith("hearth.first-screen:")),
      }));
    await until(async () => (await stored()).firstScreens.length > 0, "the requests tab's kept first screen");
    const before = await stored();
    expect(before.databases.length).toBeGreaterThan(0);
    expect(before.tokens).toHaveLength(1);
    await page.getByRole("link", { name: "Sign out" }).click();
    await page.waitForURL(`${server.url}/`);
    const after = await stored();
    expect(after).toEqual({ databases: [], tokens: [], firstScreens: [] });
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

  it("shows the verification dropdown, starts verification, and shows the banner when it is required", async () => {
    const anna = demoAccounts.individual.hostId;
    const page = await (await browser.newContext()).newPage();
    await signInInBrowser(page, server.url, demoAccounts.individual);
    // Never started: the informative state folds into the header dropdown, no banner.
    const dropdown = page.getByTestId("verification-dropdown");
    await until(async () => (await dropdown.count()) === 1, "the verification dropdown");
    expect(await page.getByTestId("verification-banner").count()).toBe(0);
    const toggle = dropdown.getByRole("button", { name: "Identity verification" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await dropdown.textContent()).toContain(
      "Verify your identity so that we can pay out your bookings.",
    );
    await page.keyboard.press("Escape");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    await dropdown.getByRole("link", { name: "Start verification" }).click();
    await page.waitForURL(`${server.url}/verification`);
    // The header leads back from the verification page.
    expect(await page.getByTestId("header-back").getAttribute("href")).toBe("/reservations/requests");
    await page.getByRole("button", { name: "Start verification" }).click();
    // Started: the first step of the host's branch (tests/e2e/verification.e2e.test.ts walks them).
    await page.waitForURL(`${server.url}/verification/individual/identity`);
    const kyc = await server.db.query<{ tier: string }>("select tier from host_kyc where host_id = $1", [
      anna,
    ]);
    expect(kyc.rows[0]?.tier).toBe("COLLECTING_DATA");
    await toggle.click();
    expect(await dropdown.getByRole("link", { name: "Continue verification" }).count()).toBe(1);

    // Required: the banner across the page, with its button to verification.
    await server.db.query("update host_kyc set tier = 'REQUIRED' where host_id = $1", [anna]);
    await page.goto(`${server.url}/calendar`);
    const banner = page.getByTestId("verification-banner");
    await until(async () => (await banner.count()) === 1, "the verification banner");
    expect(await banner.getAttribute("data-tone")).toBe("warning");
    expect(await banner.textContent()).toContain("Verify your identity to keep receiving bookings.");
    expect(await banner.getByRole("link", { name: "Verify now" }).getAttribute("href")).toBe("/verification");
    expect(await page.getByTestId("verification-dropdown").count()).toBe(0);

    // Expired: an error banner whose button writes to support.
    await server.db.query("update host_kyc set tier = 'EXPIRED' where host_id = $1", [anna]);
    await page.reload();
    await until(
      async () => (await banner.getAttribute("data-tone").catch(() => null)) === "error",
      "expired",
    );
    const mail = banner.getByRole("link", { name: "Contact support" });
    await until(async () => (await mail.count()) === 1, "the support link");
    expect(await mail.getAttribute("href")).toBe("mailto:support@hearth.demo");

    // Completed: nothing at all.
    await server.db.query("update host_kyc set tier = 'COMPLETED' where host_id = $1", [anna]);
    await page.reload();
    await until(async () => (await banner.count()) === 0, "no banner once completed");
    expect(await page.getByTestId("verification-dropdown").count()).toBe(0);
    // Anna was not migrated: she never sees the welcome tour.
    expect(await page.getByTestId("welcome-tour").count()).toBe(0);
    await server.db.query("delete from host_kyc where host_id = $1", [anna]);
    await server.db.query("update hosts set kyc_initiated = false where id = $1", [anna]);
    await page.context().close();
  });

  it("a migrated account sees the tour, once, and closes it from the keyboard", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInInBrowser(page, server.url, demoAccounts.migrated);
    const dialog = page.getByRole("dialog");
    await until(async () => (await dialog.count()) === 1 && (await dialog.isVisible()), "the welcome tour");
    await until(
      async () => (await dialog.textContent())?.includes("Welcome to Hearth") ?? false,
      "the welcome",
    );
    // Focus stays inside the dialog however often Tab is pressed.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    }
    await dialog.getByRole("button", { name: "Watch the videos" }).focus();
    await page.keyboard.press("Enter");
    const videos = dialog.getByRole("listitem");
    await until(async () => (await videos.count()) === 6, "the six videos");
    await videos.nth(3).getByRole("button").focus();
    await page.keyboard.press("Enter");
    await until(
      async () => (await dialog.getByRole("heading").textContent()) === "Keeping your calendar right",
      "the calendar video",
    );
    expect(await dialog.getByRole("figure").getAttribute("aria-label")).toBe(
      "Video: Keeping your calendar right",
    );
    await page.keyboard.press("Escape");
    await until(async () => !(await dialog.isVisible().catch(() => false)), "the tour closed");
    // Closing it is recorded on the server, through the outbox.
    const { accessToken } = await signIn(server.url, demoAccounts.migrated);
    const api = apiClient(server.url);
    await until(async () => {
      const interactions = await jsonOf<{ interactionType: string; interacted: boolean }[]>(
        api(accessToken, "/api/app/user/interactions"),
      );
      return interactions.some((i) => i.interactionType === "welcomeTour" && i.interacted);
    }, "the closed tour on the server");
    expect(await jsonOf(api(accessToken, "/api/app/user/info"))).toMatchObject({
      accountSource: "migrated",
      welcomeTourSeen: true,
    });
    // Shown once: not after a reload, nor on another device.
    await page.reload();
    await until(async () => (await page.getByRole("heading", { level: 1 }).count()) > 0, "the page");
    expect(await page.getByTestId("welcome-tour").count()).toBe(0);
    const other = await (await browser.newContext()).newPage();
    await signInInBrowser(other, server.url, demoAccounts.migrated);
    await until(async () => (await other.getByRole("heading", { level: 1 }).count()) > 0, "the page");
    expect(await other.getByTestId("welcome-tour").count()).toBe(0);
    await other.context().close();
    await context.close();
  });

  it("sends /redirect entry points on, the campaign by its id, and keeps redirects in the app", async () => {
    const page = await (await browser.newContext()).newPage();
    await signInInBrowser(page, server.url, demoAccounts.individual);
    const lands = async (from: string, to: string) => {
      await page.goto(`${server.url}${from}`);
      await page.waitForURL(`${server.url}${to}`);
    };
    await lands("/redirect/login", "/reservations/requests");
    await lands("/redirect/platform/login", "/reservations/requests");
    await lands("/redirect/register", "/reservations/requests");
    await lands("/redirect/platform?redirect=%2Fcalendar", "/calendar");
    await lands("/redirect/landing?redirect=https%3A%2F%2Fevil.example%2F", "/reservations/requests");
    await lands("/redirect/campaign?id=calendar", "/calendar");
    await lands("/redirect/campaign?id=inquiries", "/reservations/inquiries");
    // A property step is the listing side's page, not in this build.
    await lands("/redirect/campaign?id=photos", "/reservations/requests");
    await page.goto(`${server.url}/redirect/elsewhere`);
    await until(async () => (await page.getByTestId("not-found").count()) === 1, "the 404 page");
    // The header back link of a page below a list.
    await page.goto(`${server.url}/inquiries/no-such-inquiry`);
    const back = page.getByTestId("header-back");
    await until(async () => (await back.count()) === 1, "the back link");
    expect(await back.textContent()).toContain("Inquiries");
    await back.click();
    await page.waitForURL(`${server.url}/reservations/inquiries`);
    // The URL changes before React renders the list page's header: wait for that render.
    await until(
      async () => (await page.getByTestId("header-back").count()) === 0,
      "no back link on the list",
    );
    await page.context().close();

    // Signed out, the landing entry goes to the domain configuration's landing page, or the front door.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${server.url}/redirect/landing`);
    await visitor.waitForURL(`${server.url}/`);
    await until(
      async () => (await visitor.getByRole("button", { name: "Sign in" }).count()) === 1,
      "front door",
    );
    await visitor.context().close();
  });

  it("reloads a tab that becomes visible after being open over 12 hours, not before", async () => {
    const page = await (await browser.newContext()).newPage();
    await page.clock.install();
    await signInInBrowser(page, server.url, demoAccounts.individual);
    await until(async () => (await page.getByTestId("reservation-row").count()) > 0, "the requests");
    const mark = () => page.evaluate(() => ((window as { marked?: boolean }).marked = true));
    const marked = () => page.evaluate(() => (window as { marked?: boolean }).marked === true);
    const becomeVisible = () => page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await mark();
    await page.clock.fastForward("11:59:00");
    await becomeVisible();
    expect(await marked()).toBe(true);
    await page.clock.fastForward("00:02:00");
    await Promise.all([page.waitForEvent("load"), becomeVisible()]);
    expect(await marked()).toBe(false);
    await page.context().close();
  });

  it("hides the phone's bottom bar while scrolling down and brings it back on the way up", async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signInInBrowser(page, server.url, demoAccounts.individual, "/reservations/all");
    await until(async () => (await page.getByTestId("reservation-row").count()) > 3, "the reservations");
    const bar = page.locator(".bottom-bar");
    expect(await bar.getAttribute("data-hidden")).toBe("false");
    const list = page.locator(".list").first();
    const room = await list.evaluate((el) => el.scrollHeight - el.clientHeight);
    expect(room).toBeGreaterThan(120);
    await list.evaluate((el) => el.scrollTo(0, 120));
    await until(async () => (await bar.getAttribute("data-hidden")) === "true", "the bar hidden");
    await list.evaluate((el) => el.scrollTo(0, 0));
    await until(async () => (await bar.getAttribute("data-hidden")) === "false", "the bar back");
    await page.context().close();
  });

  it("fills the sign-in email from the id login hint, and goes on from the login entry point", async () => {
    const page = await (await browser.newContext()).newPage();
    const hint = Buffer.from(demoAccounts.individual.email).toString("base64");
    await page.goto(`${server.url}/redirect/login?id=${encodeURIComponent(hint)}`);
    const email = page.getByLabel("Email");
    await until(async () => (await email.count()) === 1, "the sign-in page");
    expect(await email.inputValue()).toBe(demoAccounts.individual.email);
    await page.getByLabel("Password").fill(demoAccounts.individual.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server.url}/reservations/requests`);
    await page.context().close();
  });
});
