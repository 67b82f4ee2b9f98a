// More of the calendar in Chromium against the real server: a merged item lists its entries on
// hover and under the cursor; a confirm and a cancel made elsewhere (the API, as another device
// would) redraw the unit without a reload; shift+up extends the selection to a second unit and `b`
// and `u` block and unblock both, one command each, checked in the server's table; `g` jumps to a
// date; the search narrows the rows; PageDown moves a month.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { nightsTaken, writeGuestRequest } from "../support/calendar-rows.ts";
import { apiClient, type Api } from "../support/api-client.ts";
import { signIn } from "../support/sign-in.ts";
import { signInInBrowser } from "../support/browser-sign-in.ts";
import { openSignedInPage, type SignedInPage } from "../support/signed-in-page.ts";
import { untilInPage as waitFor } from "../support/until-in-page.ts";

let setUp: SignedInPage;
let server: SignedInPage["server"];
let browser: Browser;
let page: Page;
let api: Api;
let anna: string;

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

const cursor = {
  unit: () => page.locator(".calendar-row:has([data-cursor])").getAttribute("data-unit-id"),
  day: () => page.locator("[role=gridcell][data-cursor]").getAttribute("data-day"),
};

const entry = (unitId: string, from: string, to: string) =>
  page.locator(
    `[data-unit-id="${unitId}"] [data-testid="calendar-entry"][data-from="${from}"][data-to="${to}"]`,
  );

/** The host's manual blocks of a unit on the server, as "from/to". */
const blocksOf = async (unitId: string) =>
  (
    await server.db.query<{ date_from: string; date_to: string }>(
      `select date_from::text as date_from, date_to::text as date_to from unavailabilities
       where unit_id = $1 and source = 'manual' and not deleted order by date_from`,
      [unitId],
    )
  ).rows.map((r) => `${r.date_from}/${r.date_to}`);

/** Puts the cursor on unit-fig (today), the selection collapsed. */
async function cursorOnFig() {
  await page.getByTestId("calendar-grid").focus();
  await page.keyboard.press("Escape");
  await page.keyboard.press("t");
  for (let i = 0; i < 12 && (await cursor.unit()) !== "unit-fig"; i++) await page.keyboard.press("ArrowDown");
  for (let i = 0; i < 12 && (await cursor.unit()) !== "unit-fig"; i++) await page.keyboard.press("ArrowUp");
  expect(await cursor.unit()).toBe("unit-fig");
}

/** `g`, a date, Enter: the cursor lands on that day. */
async function jumpTo(day: string) {
  await page.keyboard.press("g");
  const field = page.getByRole("dialog").getByLabel("Date");
  await field.fill(day);
  await field.press("Enter");
  await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
  await expect.poll(cursor.day).toBe(day);
}

beforeAll(async () => {
  setUp = await openSignedInPage({
    account: demoAccounts.individual,
    path: "/calendar",
    viewport: { width: 1400, height: 900 },
    language: "en_US",
    ready: (page) =>
      waitFor(async () => (await page.locator('[data-unit-id="unit-fig"]').count()) === 1, "the units"),
  });
  ({ server, browser, page } = setUp);
  api = apiClient(server.url);
  anna = (await signIn(server.url, demoAccounts.individual)).accessToken;
});

afterAll(() => setUp?.close());

describe("calendar actions", () => {
  it("groups the rows under their property and narrows them with the search", async () => {
    const headers = page.getByTestId("calendar-property");
    expect(await headers.count()).toBeGreaterThan(0);
    const allRows = await page.locator(".calendar-row").count();
    await page.getByTestId("calendar-search").fill("fig");
    await expect.poll(() => page.locator(".calendar-row").count()).toBe(1);
    expect(await page.locator(".calendar-row").getAttribute("data-unit-id")).toBe("unit-fig");
    expect(await headers.count()).toBe(1);
    expect(await headers.textContent()).toMatch(/· 1 unit$/);
    await page.getByTestId("calendar-search").fill("no such unit");
    await expect.poll(() => page.getByTestId("calendar-no-match").count()).toBe(1);
    await page.getByTestId("calendar-search").fill("");
    await expect.poll(() => page.locator(".calendar-row").count()).toBe(allRows);
  });

  it("on a phone shows one unit's month: tap two nights, block and unblock them", async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      await phone.addCookies([{ name: "ho_hl", value: "en_US", url: server.url }]);
      const mobile = await phone.newPage();
      await signInInBrowser(mobile, server.url, demoAccounts.individual, "/calendar");
      await expect.poll(() => mobile.getByTestId("calendar-month").count(), { timeout: 20_000 }).toBe(1);
      expect(await mobile.getByTestId("calendar-grid").count()).toBe(0);
      await mobile.getByLabel("Unit", { exact: true }).selectOption("unit-fig");
      await mobile.getByRole("button", { name: "Next month" }).click();
      // The month shown holds the cursor on today's day of the month. The last two free nights of the
      // month lie after it on almost every day of the year, where a first tap once extended a
      // selection the host never made; whatever today is, the taps must choose exactly those nights.
      const free = await mobile
        .locator(".calendar-month-day:not([data-type])")
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute("data-day") ?? ""));
      const from = free.findLast((day) => free.includes(addDays(day, 1)));
      if (from === undefined) throw new Error("no two free nights in a row next month");
      const to = addDays(from, 2);
      const night = (day: string) => mobile.locator(`.calendar-month-day[data-day="${day}"]`);
      await night(from).click();
      await night(addDays(from, 1)).click();
      expect(await mobile.locator('.calendar-month-day[aria-selected="true"]').count()).toBe(2);
      await mobile.getByRole("toolbar").getByRole("button", { name: "Block", exact: true }).click();
      await expect.poll(() => night(from).getAttribute("data-type")).toBe("manual");
      await waitFor(async () => (await blocksOf("unit-fig")).includes(`${from}/${to}`), "the phone's block");
      await mobile.getByRole("toolbar").getByRole("button", { name: "Unblock", exact: true }).click();
      await expect.poll(() => night(from).getAttribute("data-type")).toBeNull();
      await waitFor(
        async () => !(await blocksOf("unit-fig")).includes(`${from}/${to}`),
        "the phone's unblock",
      );
    } finally {
      await phone.close();
    }
  });

  it("shows a merged item's entries under the cursor and on hover", async () => {
    const from = addDays(today(), 20);
    await writeGuestRequest(server.db, {
      id: "br-merge-a",
      unitId: "unit-fig",
      from,
      to: addDays(from, 3),
      guest: "Mira Overlap",
    });
    await writeGuestRequest(server.db, {
      id: "br-merge-b",
      unitId: "unit-fig",
      from: addDays(from, 1),
      to: addDays(from, 5),
      guest: "Jonas Overlap",
    });
    // Three weeks ahead lies beyond the view that opens on today: the cursor brings it in.
    await cursorOnFig();
    await jumpTo(addDays(from, 2));
    const merged = entry("unit-fig", from, addDays(from, 5));
    await expect.poll(() => merged.getAttribute("data-type"), { timeout: 20_000 }).toBe("multi");
    const popover = page.getByTestId("calendar-popover");
    await expect.poll(() => popover.count()).toBe(1);
    expect(await popover.getByTestId("calendar-popover-entry").allTextContents()).toEqual([
      `Mira Overlap: ${from} to ${addDays(from, 3)}`,
      `Jonas Overlap: ${addDays(from, 1)} to ${addDays(from, 5)}`,
    ]);
    // The cursor's cell is described by the popover, for screen readers.
    const describedBy = await page.locator("[role=gridcell][data-cursor]").getAttribute("aria-describedby");
    expect(describedBy).toBe(await popover.getAttribute("id"));

    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowLeft");
    await expect.poll(() => popover.count()).toBe(0);
    await merged.hover();
    await expect.poll(() => popover.count()).toBe(1);
    expect(await popover.getByTestId("calendar-popover-entry").count()).toBe(2);
    await page.mouse.move(5, 5);
    await expect.poll(() => popover.count()).toBe(0);
  });

  it("redraws a unit when a request is confirmed and then cancelled elsewhere, without a reload", async () => {
    const from = addDays(today(), 60);
    const to = addDays(from, 2);
    await writeGuestRequest(server.db, {
      id: "br-refresh",
      unitId: "unit-fig",
      from,
      to,
      guest: "Lea Refresh",
    });
    const bar = entry("unit-fig", from, to);
    await cursorOnFig();
    await jumpTo(from);
    await expect.poll(() => bar.getAttribute("data-type"), { timeout: 20_000 }).toBe("booking_request");
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => navigations.push(frame.url()));

    const confirmed = await api(anna, "/api/app/booking-requests/br-refresh/confirm", { method: "POST" });
    expect(confirmed.status).toBe(200);
    await expect.poll(() => bar.getAttribute("data-type"), { timeout: 20_000 }).toBe("booking");
    const bookingId = (
      await server.db.query<{ id: string }>(
        "select id from reservations where source_request_id = 'br-refresh' and kind = 'booking'",
      )
    ).rows[0]!.id;
    expect(await bar.getAttribute("data-id")).toBe(bookingId);

    const cancelled = await api(anna, `/api/app/bookings/${bookingId}/cancel`, {
      method: "POST",
      body: JSON.stringify({ reason: "OTHER" }),
    });
    expect(cancelled.status).toBe(200);
    await expect.poll(() => bar.count(), { timeout: 20_000 }).toBe(0);
    expect(navigations).toEqual([]);
  });

  it("blocks and unblocks the same nights on two units from the keyboard, one command each", async () => {
    await cursorOnFig();
    const from = addDays(today(), 300);
    const to = addDays(from, 2);
    await jumpTo(from);
    // Fig may be the first row: then the selection grows downwards instead.
    await page.keyboard.press("Shift+ArrowUp");
    if ((await cursor.unit()) === "unit-fig") await page.keyboard.press("Shift+ArrowDown");
    const other = (await cursor.unit())!;
    expect(other).not.toBe("unit-fig");
    await page.keyboard.press("Shift+ArrowRight");
    expect(await nightsTaken(server.db, "unit-fig", from, to)).toBe(0);
    expect(await nightsTaken(server.db, other, from, to)).toBe(0);
    expect(await page.getByTestId("calendar-selection").textContent()).toBe(
      `2 units: ${from} to ${addDays(to, -1)}, 2 nights`,
    );
    expect(await page.locator('[role=gridcell][aria-selected="true"]').count()).toBe(4);

    await page.keyboard.press("b");
    await expect.poll(() => entry("unit-fig", from, to).count()).toBe(1);
    await expect.poll(() => entry(other, from, to).count()).toBe(1);
    await waitFor(
      async () =>
        (await blocksOf("unit-fig")).includes(`${from}/${to}`) &&
        (await blocksOf(other)).includes(`${from}/${to}`),
      "both blocks on the server",
    );
    expect((await blocksOf("unit-fig")).filter((b) => b === `${from}/${to}`)).toHaveLength(1);
    expect((await blocksOf(other)).filter((b) => b === `${from}/${to}`)).toHaveLength(1);

    await page.keyboard.press("u");
    await expect.poll(() => entry("unit-fig", from, to).count()).toBe(0);
    await expect.poll(() => entry(other, from, to).count()).toBe(0);
    await waitFor(
      async () =>
        !(await blocksOf("unit-fig")).includes(`${from}/${to}`) &&
        !(await blocksOf(other)).includes(`${from}/${to}`),
      "both unblocks on the server",
    );
  });

  it("pauses a unit's calendar and makes it available again, through the outbox", async () => {
    await cursorOnFig();
    const statusOf = async () =>
      (await server.db.query<{ s: string }>("select calendar_status as s from units where id = 'unit-fig'"))
        .rows[0]!.s;
    const badge = page.locator('[data-unit-id="unit-fig"] [data-testid="calendar-unit-status"]');
    await page.getByTestId("calendar-status").selectOption("PAUSED");
    await expect.poll(() => badge.textContent()).toBe("Paused");
    await waitFor(async () => (await statusOf()) === "PAUSED", "the paused calendar on the server");
    await page.getByTestId("calendar-status").selectOption("AVAILABLE");
    await expect.poll(() => badge.count()).toBe(0);
    await waitFor(async () => (await statusOf()) === "AVAILABLE", "the available calendar on the server");
  });

  it("moves a month with PageDown and back with PageUp, and lists g and shift+up in ?", async () => {
    await cursorOnFig();
    const start = (await cursor.day())!;
    await page.keyboard.press("PageDown");
    const next = (await cursor.day())!;
    const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
    expect(monthIndex(next) - monthIndex(start)).toBe(1);
    await page.keyboard.press("PageUp");
    expect(monthIndex((await cursor.day())!)).toBe(monthIndex(start));
    await page.keyboard.press("?");
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.locator("kbd").allTextContents()).toEqual(
      expect.arrayContaining(["g", "Shift + ↑ ↓"]),
    );
    await page.keyboard.press("Escape");
  });
});
