// The calendar's kept first screen in Chromium (domain/first-screen/calendar-first-screen.ts, issue
// 8): a fresh load of /calendar paints the top rows and bars kept from the last visit before the
// calendar's code and its store are there, marked busy; the live grid then replaces them with a
// request the server took meanwhile, never an empty grid in between; sign-out leaves no copy.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { nightsTaken, writeGuestRequest } from "../support/calendar-rows.ts";
import { launchChromium } from "../support/browser.ts";
import { signInInBrowser } from "../support/browser-sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { untilInPage } from "../support/until-in-page.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const until = (check: () => Promise<boolean>, what: string) => untilInPage(check, what, 45_000);

interface KeptCopy {
  dateFrom: string;
  dateTo: string;
  rows: Array<
    | { kind: "property"; label: string }
    | { kind: "unit"; id: string; bars: Array<{ id: string; dateFrom: string; dateTo: string }> }
  >;
}

const keptKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("hearth.first-screen:")));

const calendarCopy = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find(
      (k) => k.startsWith("hearth.first-screen:") && k.endsWith(":calendar"),
    );
    return key === undefined ? undefined : (JSON.parse(localStorage.getItem(key)!) as KeptCopy);
  });

// Records, from the document's start, the first kept bars and the first live bar, and whether the
// page ever showed no bar at all between the two.
const probe = `(() => {
  const seen = { kept: null, live: null, gap: false };
  window.__calendarFirstScreen = seen;
  new MutationObserver(() => {
    const kept = document.querySelectorAll('[data-first-screen] [data-testid="calendar-entry"]');
    if (kept.length > 0 && !seen.kept)
      seen.kept = { at: performance.now(), scrollLeft: document.querySelector('[data-testid="calendar-first-screen"]').scrollLeft, busy: document.querySelector('[data-first-screen][aria-busy="true"]') !== null,
        bars: [...kept].map((b) => b.closest("[data-unit-id]").getAttribute("data-unit-id") + "|" + b.getAttribute("data-id")) };
    const live = document.querySelector('[data-testid="calendar-grid"] [data-testid="calendar-entry"]');
    if (live && !seen.live) seen.live = { at: performance.now() };
    if (seen.kept && !seen.live && kept.length === 0) seen.gap = true;
  }).observe(document, { childList: true, subtree: true });
})();`;

interface Seen {
  kept: { at: number; scrollLeft: number; busy: boolean; bars: string[] } | null;
  live: { at: number } | null;
  gap: boolean;
}
const seenOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __calendarFirstScreen: Seen }).__calendarFirstScreen);

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("calendar first screen", () => {
  it("paints the kept timeline on a fresh load, then the live one with the server's change", async () => {
    // Without the service worker, so the calendar's code can be held back below.
    const context = await browser.newContext({
      serviceWorkers: "block",
      viewport: { width: 1400, height: 900 },
    });
    await context.addCookies([{ name: "ho_hl", value: "en_US", url: server.url }]);
    await context.addInitScript(probe);
    const page = await context.newPage();
    await signInInBrowser(page, server.url, demoAccounts.individual, "/calendar");
    await page.locator('[data-testid="calendar-grid"] [data-testid="calendar-entry"]').first().waitFor();
    // The first visit had nothing kept: its bars came from the store.
    expect((await seenOf(page)).kept).toBeNull();
    await until(
      async () =>
        (await calendarCopy(page))?.rows.some((r) => r.kind === "unit" && r.bars.length > 0) ?? false,
      "a kept copy with bars",
    );
    // The copy holds the rows the live grid shows first, in its order.
    const liveUnits = await page
      .locator('[data-testid="calendar-grid"] .calendar-row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-unit-id")));
    const before = (await calendarCopy(page))!;
    const keptUnits = before.rows.flatMap((r) => (r.kind === "unit" ? [r.id] : []));
    expect(keptUnits.slice(0, liveUnits.length)).toEqual(liveUnits);

    // Leave (the page keeps its copy as the calendar unmounts), then the server takes a request on
    // the first unit, on free nights near today, which the copy cannot know.
    await page.goto(`${server.url}/reservations/requests`);
    const copy = (await calendarCopy(page))!;
    const unitId = keptUnits[0]!;
    const today = new Date().toISOString().slice(0, 10);
    let from: string | undefined;
    for (let offset = -3; offset < 8 && from === undefined; offset++)
      if ((await nightsTaken(server.db, unitId, addDays(today, offset), addDays(today, offset + 2))) === 0)
        from = addDays(today, offset);
    expect(from, "two free nights near today on the first unit").toBeDefined();
    await writeGuestRequest(server.db, {
      id: "br-kept-copy",
      unitId,
      from: from!,
      to: addDays(from!, 2),
      guest: "Kept Copy Guest",
    });

    // A fresh load of /calendar with the calendar's code held back, then its projection's.
    let releasePage!: () => void;
    let releaseProjection!: () => void;
    const pageHeld = new Promise<void>((resolve) => (releasePage = resolve));
    const projectionHeld = new Promise<void>((resolve) => (releaseProjection = resolve));
    await context.route(/calendar-page-.*\.js$/, async (route) => {
      await pageHeld;
      await route.continue();
    });
    await context.route(/calendar-projection-.*\.js$/, async (route) => {
      await projectionHeld;
      await route.continue();
    });
    await page.goto(`${server.url}/calendar`);
    await page.locator('[data-first-screen] [data-testid="calendar-entry"]').first().waitFor();
    const kept = (await seenOf(page)).kept!;
    expect(kept.busy).toBe(true);
    // The bars painted are the copy's that cross the days in view, on their own units.
    const copied = copy.rows.flatMap((r) => (r.kind === "unit" ? r.bars.map((b) => `${r.id}|${b.id}`) : []));
    expect(kept.bars.length).toBeGreaterThan(0);
    expect(copied).toEqual(expect.arrayContaining(kept.bars));
    expect(kept.bars.some((bar) => bar.endsWith("|br-kept-copy"))).toBe(false);
    // Nothing live yet: the calendar's code is still held back.
    expect((await seenOf(page)).live).toBeNull();
    expect(await page.getByTestId("calendar-grid").count()).toBe(0);

    releasePage();
    // The page is there, still waiting for its projection: it draws the same kept bars meanwhile.
    await page.locator('main.calendar-page [data-testid="calendar-search"]:not([disabled])').waitFor();
    expect(await page.locator('[data-first-screen] [data-testid="calendar-entry"]').count()).toBeGreaterThan(
      0,
    );
    expect((await seenOf(page)).live).toBeNull();
    releaseProjection();

    // The live grid replaces the kept one, never an empty grid in between, and brings the request.
    await until(async () => (await seenOf(page)).live !== null, "the live grid");
    const seen = await seenOf(page);
    expect(seen.live!.at).toBeGreaterThan(kept.at);
    expect(seen.gap).toBe(false);
    await page
      .locator(`[data-testid="calendar-grid"] [data-unit-id="${unitId}"] [data-id="br-kept-copy"]`)
      .waitFor();
    expect(await page.locator("[data-first-screen]").count()).toBe(0);
    // In place: the live grid opens scrolled to the same days as the kept one (today in the middle).
    expect(kept.scrollLeft).toBeGreaterThan(0);
    expect(await page.getByTestId("calendar-grid").evaluate((grid) => grid.scrollLeft)).toBeCloseTo(
      kept.scrollLeft,
      0,
    );
    await context.close();
  });

  it("removes the kept timeline on sign-out", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInInBrowser(page, server.url, demoAccounts.individual, "/calendar");
    await until(async () => (await calendarCopy(page)) !== undefined, "a kept copy");
    await page.getByRole("link", { name: "Sign out" }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await keptKeys(page)).toEqual([]);
    await context.close();
  });
});
