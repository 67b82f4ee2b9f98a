// The calendar in Chromium against the real server: block and unblock by keyboard and by mouse on
// unit-fig (unpublished, so no stays), block offline and see it drawn at once and pending, then
// reach the server exactly once; a deep link selects its booking. Checked in the server's table.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { launchChromium } from "../support/browser.ts";
import { signInInBrowser } from "../support/browser-sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const figBlocks = async () =>
  (
    await server.db.query<{ date_from: string; date_to: string }>(
      `select date_from::text as date_from, date_to::text as date_to from unavailabilities
       where unit_id = 'unit-fig' and source = 'manual' and not deleted order by date_from`,
    )
  ).rows.map((r) => `${r.date_from}/${r.date_to}`);

const waitFor = async (check: () => Promise<boolean>, what: string) => {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

const cursor = {
  unit: () => page.locator(".calendar-row:has([data-cursor])").getAttribute("data-unit-id"),
  day: () => page.locator("[role=gridcell][data-cursor]").getAttribute("data-day"),
};

const figEntry = (from: string, to: string) =>
  page.locator(
    `[data-unit-id="unit-fig"] [data-testid="calendar-entry"][data-from="${from}"][data-to="${to}"]`,
  );

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Puts the cursor on unit-fig, `offset` days after today, with the selection collapsed. */
async function cursorOnFig(offset: number) {
  await page.keyboard.press("t");
  for (let i = 0; i < 10 && (await cursor.unit()) !== "unit-fig"; i++) await page.keyboard.press("ArrowDown");
  expect(await cursor.unit()).toBe("unit-fig");
  for (let i = 0; i < offset; i++) await page.keyboard.press("ArrowRight");
  return (await cursor.day())!;
}

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addCookies([{ name: "ho_hl", value: "en_US", url: server.url }]);
  page = await context.newPage();
  await signInInBrowser(page, server.url, demoAccounts.individual, "/calendar");
  await waitFor(async () => (await page.locator('[data-unit-id="unit-fig"]').count()) === 1, "the units");
  // Units come from the units mirror, the bars from the calendar projection, which can answer a
  // moment later: wait for both so no test reads a half-drawn first frame.
  await waitFor(async () => (await page.getByTestId("calendar-entry").count()) > 0, "the bars");
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("calendar", () => {
  it("draws one row per unit, titled, with today marked, and a link in the navigation", async () => {
    const units = await page.locator("[role=rowheader]").allTextContents();
    expect(units).toEqual(
      expect.arrayContaining(["Casa Limone", "Apartment Olive", "Apartment Lavender", "Apartment Fig"]),
    );
    expect(await page.locator("[role=columnheader][data-today]").count()).toBe(1);
    expect(
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Calendar" }).count(),
    ).toBe(1);
    expect(await page.getByTestId("calendar-entry").count()).toBeGreaterThan(0);
  });

  it("draws day cells in the cursor's row only; elsewhere each bar is a grid cell over its days", async () => {
    await page.keyboard.press("t");
    const here = page.locator(".calendar-row:has([data-cursor])");
    expect(await here.locator("[role=gridcell][data-day]").count()).toBeGreaterThan(7);
    for (const hidden of await here.locator("[data-testid=calendar-entry]").all())
      expect(await hidden.getAttribute("aria-hidden")).toBe("true");
    // A row away from the cursor with a bar that starts and ends in view.
    const bars = page.locator(
      ".calendar-row:not(:has([data-cursor])) [data-testid=calendar-entry]:not([data-type=multi]):not([data-cut-start]):not([data-cut-end])",
    );
    expect(await bars.count()).toBeGreaterThan(0);
    const bar = bars.first();
    const row = page.locator(".calendar-row", { has: bar });
    expect(await row.locator("[role=gridcell][data-day]").count()).toBe(0);
    const [from, to] = [(await bar.getAttribute("data-from"))!, (await bar.getAttribute("data-to"))!];
    expect(await bar.getAttribute("role")).toBe("gridcell");
    expect(await bar.getAttribute("aria-hidden")).toBeNull();
    expect(Number(await bar.getAttribute("aria-colspan"))).toBe(
      (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000,
    );
    expect(await bar.getAttribute("aria-label")).toContain(`${from} to ${to}`);
  });

  it("blocks a range with b and unblocks it with u", async () => {
    const from = await cursorOnFig(10);
    await page.keyboard.press("Shift+ArrowRight");
    await page.keyboard.press("Shift+ArrowRight");
    const to = addDays(from, 3);
    await page.keyboard.press("b");
    await expect.poll(() => page.getByTestId("toast").allTextContents()).toContain("Dates blocked.");
    await expect.poll(() => figEntry(from, to).count()).toBe(1);
    expect(await figEntry(from, to).textContent()).toBe("Blocked");
    await waitFor(async () => (await figBlocks()).includes(`${from}/${to}`), "the block on the server");
    await expect.poll(() => figEntry(from, to).getAttribute("data-pending")).toBeNull();

    await page.keyboard.press("u");
    await expect.poll(() => page.getByTestId("toast").allTextContents()).toContain("Dates unblocked.");
    await expect.poll(() => figEntry(from, to).count()).toBe(0);
    await waitFor(async () => !(await figBlocks()).includes(`${from}/${to}`), "the unblock on the server");
  });

  it("selects by dragging across a row and blocks with the toolbar button", async () => {
    const from = await cursorOnFig(4);
    const last = addDays(from, 3);
    const cell = (day: string) =>
      page.locator(`[data-unit-id="unit-fig"] [role=gridcell][data-day="${day}"]`);
    const start = (await cell(from).boundingBox())!;
    const end = (await cell(last).boundingBox())!;
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 6 });
    await page.mouse.up();
    expect(
      await page.locator('[data-unit-id="unit-fig"] [role=gridcell][aria-selected="true"]').count(),
    ).toBe(4);
    await page.getByRole("toolbar").getByRole("button", { name: "Block", exact: true }).click();
    const to = addDays(last, 1);
    await expect.poll(() => figEntry(from, to).count()).toBe(1);
    await waitFor(
      async () => (await figBlocks()).includes(`${from}/${to}`),
      "the dragged block on the server",
    );
  });

  it("blocks offline: drawn at once and pending, sent exactly once when back online", async () => {
    const from = await cursorOnFig(40);
    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await page.keyboard.press("Shift+ArrowRight");
    await page.keyboard.press("b");
    const to = addDays(from, 2);
    await expect.poll(() => figEntry(from, to).count()).toBe(1);
    expect(await figEntry(from, to).getAttribute("data-pending")).toBe("true");
    await new Promise((r) => setTimeout(r, 500));
    expect(await figBlocks()).not.toContain(`${from}/${to}`);

    await context.setOffline(false);
    await waitFor(
      async () => (await figBlocks()).includes(`${from}/${to}`),
      "the offline block on the server",
    );
    await expect.poll(() => figEntry(from, to).getAttribute("data-pending"), { timeout: 20_000 }).toBeNull();
    const rows = await server.db.query<{ n: string }>(
      `select count(*)::text as n from unavailabilities
       where unit_id = 'unit-fig' and date_from = $1::date and date_to = $2::date`,
      [from, to],
    );
    expect(rows.rows[0]!.n).toBe("1");
  });

  it("opens /calendar/{bookingId} with that booking selected and in view, and Enter opens it", async () => {
    const booking = (
      await server.db.query<{ id: string; unit_id: string }>(
        `select id, unit_id from reservations where host_id = 'host-anna' and kind = 'booking'
         and status = 'CONFIRMED' and not deleted and check_in > current_date order by check_in limit 1`,
      )
    ).rows[0]!;
    await page.goto(`${server.url}/calendar/${booking.id}`);
    const selected = page.locator(
      `[data-unit-id="${booking.unit_id}"] [data-testid="calendar-entry"][data-selected]`,
    );
    await expect.poll(() => selected.count(), { timeout: 20_000 }).toBe(1);
    const grid = (await page.getByTestId("calendar-grid").boundingBox())!;
    const box = (await selected.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(grid.x);
    expect(box.x).toBeLessThan(grid.x + grid.width);
    expect(await cursor.unit()).toBe(booking.unit_id);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}/booking-details/${booking.id}`);
  });

  it("shows a refused block (a guest booked those nights) as failed, rolled back, and lets it go", async () => {
    const booking = (
      await server.db.query<{ id: string; unit_id: string }>(
        `select id, unit_id from reservations where host_id = 'host-anna' and kind = 'booking'
         and status = 'CONFIRMED' and not deleted and check_in > current_date order by check_in limit 1`,
      )
    ).rows[0]!;
    await page.goto(`${server.url}/calendar/${booking.id}`);
    const selected = page.locator('[data-testid="calendar-entry"][data-selected]');
    await expect.poll(() => selected.count(), { timeout: 20_000 }).toBe(1);
    const entries = () => page.getByTestId("calendar-entry").count();
    const before = await entries();
    await page.keyboard.press("b");
    const notice = page.getByTestId("failed-command");
    await expect.poll(() => notice.count(), { timeout: 20_000 }).toBe(1);
    expect(await notice.textContent()).toMatch(/^Not saved: A guest has booked/);
    await expect.poll(entries).toBe(before);
    await notice.getByRole("button", { name: "Discard" }).click();
    await expect.poll(() => notice.count()).toBe(0);
  });

  it("lists the keys with ?", async () => {
    await page.goto(`${server.url}/calendar`);
    // The live grid's rows, not the kept first screen's (drawn first on a load, with no keys).
    await waitFor(
      async () =>
        (await page.locator('[data-testid="calendar-grid"] [data-unit-id="unit-fig"]').count()) === 1,
      "the units",
    );
    await page.keyboard.press("?");
    await expect
      .poll(() => page.getByRole("dialog").getByRole("heading").textContent())
      .toBe("Keyboard shortcuts");
    await page.keyboard.press("Escape");
  });
});
