// The kept first screen in Chromium (domain/first-screen/first-screen.ts): a reload
// of the inbox paints the rows kept from the last visit before the live page and its store are
// there, a key pressed over them waits and then moves the live selection, the live rows replace them
// with a change the server made meanwhile, and sign-out leaves no copy behind.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { apiClient } from "../support/api-client.ts";
import { launchChromium } from "../support/browser.ts";
import { signInInBrowser } from "../support/browser-sign-in.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { untilInPage } from "../support/until-in-page.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

const until = (check: () => Promise<boolean>, what: string) => untilInPage(check, what, 45_000);

interface KeptRow {
  id: string;
  favorited: boolean;
}

/** The kept copies of the page's origin, by key. */
const keptCopies = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((k) => k.startsWith("hearth.first-screen:"))
        .map((k) => [k, JSON.parse(localStorage.getItem(k)!) as { view: string; rows: KeptRow[] }]),
    ),
  );

// Records, from the document's start, each channel row list as it first appears: kept or live.
const probe = `(() => {
  const seen = { kept: null, live: null, keys: [] };
  window.__firstScreen = seen;
  new MutationObserver(() => {
    const kept = document.querySelector('[data-first-screen] [data-testid="channel-row"]');
    if (kept && !seen.kept) seen.kept = { at: performance.now(), ids: [...document.querySelectorAll('[data-first-screen] [data-testid="channel-row"]')].map((r) => r.getAttribute("data-id")) };
    const live = document.querySelector('[data-testid="channel-list"]:not([data-first-screen]) [data-testid="channel-row"]');
    if (live && !seen.live) seen.live = { at: performance.now() };
  }).observe(document, { childList: true, subtree: true });
  addEventListener("keydown", (e) => seen.keys.push({ key: e.key, overKept: document.querySelector("[data-first-screen]") !== null }), { capture: true });
})();`;

interface Seen {
  kept: { at: number; ids: string[] } | null;
  live: { at: number } | null;
  keys: Array<{ key: string; overKept: boolean }>;
}
const seenOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __firstScreen: Seen }).__firstScreen);

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("first screen", () => {
  it("paints the kept rows on a reload, holds a key until the live rows, which bring the server's change", async () => {
    // Without the service worker, so the inbox's code can be held back below.
    const context = await browser.newContext({ serviceWorkers: "block" });
    await context.addInitScript(probe);
    const page = await context.newPage();
    await signInInBrowser(page, server.url, demoAccounts.individual, "/messages/all");
    await until(
      async () => (await page.locator('[data-testid="channel-row"]').count()) > 2,
      "the live channel list",
    );
    // The first visit had nothing kept: its rows came from the store.
    expect((await seenOf(page)).kept).toBeNull();
    const copyOf = async () =>
      Object.entries(await keptCopies(page)).find(([k]) => k.endsWith(":inbox/all"))?.[1];
    await until(async () => ((await copyOf())?.rows.length ?? 0) > 2, "a kept copy of the rows");
    const copy = (await copyOf())!;
    // A row near the top, which every later copy of this view still shows.
    const target = copy.rows.slice(0, 5).find((r) => !r.favorited)!;

    // The server changes a kept row while the page is away.
    await page.goto(`${server.url}/reservations/requests`);
    const { accessToken } = await signIn(server.url, demoAccounts.individual);
    const patched = await apiClient(server.url)(
      accessToken,
      `/api/app/messaging/channels/${encodeURIComponent(target.id)}`,
      {
        method: "PATCH",
        body: JSON.stringify({ favorited: true }),
        headers: { "idempotency-key": randomUUID() },
      },
    );
    expect(patched.status).toBeLessThan(300);

    // Back to the inbox with its code held back 3 s: the kept rows show meanwhile.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(/inbox-page-.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${server.url}/messages/all`);
    await page.locator('[data-first-screen] [data-testid="channel-row"]').first().waitFor();
    const kept = (await seenOf(page)).kept!;
    // The rows painted are the copy kept when the page last left the inbox.
    expect(kept.ids).toEqual((await copyOf())!.rows.map((r) => r.id));
    expect(kept.ids).toContain(target.id);
    // The copy is what the page saw before the change: no favourite mark on the target yet.
    const keptTarget = page.locator(
      `[data-first-screen] [data-testid="channel-row"][data-id="${target.id}"]`,
    );
    expect(await keptTarget.locator(".favourite-mark").count()).toBe(0);
    // The kept rows are marked busy, and nothing on them acts: j waits for the live list.
    expect(await page.locator('[data-first-screen][aria-busy="true"]').count()).toBe(1);
    await page.keyboard.press("j");
    const seen = await seenOf(page);
    expect(seen.keys).toEqual([{ key: "j", overKept: true }]);
    expect(seen.live).toBeNull();
    setTimeout(release, 3_000);

    // The live rows replace the kept ones, never an empty list in between, and bring the change.
    await until(async () => (await seenOf(page)).live !== null, "the live list");
    expect((await seenOf(page)).live!.at).toBeGreaterThan(kept.at);
    await until(
      async () =>
        (await page
          .locator(`[data-testid="channel-row"][data-id="${target.id}"] .favourite-mark`)
          .count()) === 1,
      "the server's change in the live row",
    );
    // The held j moved the selection from the first row to the second, the same rows as kept.
    const selected = await page
      .locator('[data-testid="channel-row"][aria-current="true"]')
      .getAttribute("data-id");
    const liveIds = await page
      .locator('[data-testid="channel-row"]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-id")));
    // (The live list is virtualized: only the rows in view are in the document.)
    expect(liveIds.length).toBeGreaterThan(2);
    expect(liveIds).toEqual(kept.ids.slice(0, liveIds.length));
    expect(selected).toBe(kept.ids[1]);
    await context.close();
  });

  it("never shows one user's kept rows to another, and sign-out leaves none", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInInBrowser(page, server.url, demoAccounts.individual, "/messages/all");
    const hasCopy = async () => Object.keys(await keptCopies(page)).some((k) => k.endsWith(":inbox/all"));
    await until(hasCopy, "a kept copy");
    await page.getByRole("link", { name: "Sign out" }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await keptCopies(page)).toEqual({});

    // Anna's copy again; then her token goes without a sign-out (so the copy stays) and another
    // host signs in on the same browser: their inbox must not start from anna's rows.
    await signInInBrowser(page, server.url, demoAccounts.individual, "/messages/all");
    await until(hasCopy, "anna's kept copy");
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith("oidc.user:")) localStorage.removeItem(key);
    });
    await context.clearCookies();
    await context.addInitScript(probe);
    await signInInBrowser(page, server.url, demoAccounts.company, "/messages/all");
    await page.getByTestId("network-status").waitFor();
    await page.waitForTimeout(1_000);
    expect((await seenOf(page)).kept).toBeNull();
    expect(await page.locator("[data-first-screen]").count()).toBe(0);
    // Anna's copy is still there, kept under her id: it was scoped out, not removed.
    expect(
      Object.keys(await keptCopies(page)).some((k) => k.includes("acct-anna") && k.endsWith(":inbox/all")),
    ).toBe(true);
    await context.close();
  });
});
