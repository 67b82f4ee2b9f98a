// The unit selector in Chromium (operations spec §3): property cards first, single units after,
// a debounced search with a no-results panel, and the reservations list narrowed to the chosen
// unit — read from the local store of a real signed-in host.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { launchChromium } from "../support/browser.ts";
import { signInInBrowser } from "../support/browser-sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { untilInPage as waitFor } from "../support/until-in-page.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let page: Page;

const unitTitles = () => page.locator(".unit-card-title").allTextContents();
const shownCount = async () =>
  Number((await page.getByTestId("reservation-count").textContent())?.match(/\d+/)?.[0]);
const rowUnits = () => page.locator('[data-testid="reservation-row"] .unit').allTextContents();
/** The drawn rows' units once two reads 400 ms apart agree: longer than the 250 ms the rows beyond the view may wait. */
async function settledRowUnits(): Promise<string[]> {
  let last = await rowUnits();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 400));
    const now = await rowUnits();
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
}

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
  const context = await browser.newContext();
  await context.addCookies([{ name: "ho_hl", value: "en_US", url: server.url }]);
  page = await context.newPage();
  await signInInBrowser(page, server.url, demoAccounts.individual, "/reservations/all");
  await waitFor(async () => (await page.getByTestId("reservation-row").count()) > 1, "the reservations");
  await waitFor(async () => await page.getByTestId("unit-selector").isEnabled(), "the units to load");
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("unit selector", () => {
  it("lists the multi-unit property's card first, then the single units, with each unit's facts", async () => {
    const trigger = page.getByTestId("unit-selector");
    await expect(trigger.textContent()).resolves.toContain("All units");
    await trigger.click();
    const panel = page.getByTestId("unit-selector-panel");
    await panel.waitFor();
    expect((await panel.boundingBox())?.width).toBe(460);
    const { rows } = await server.db.query<{ id: string; property_id: string; title: string }>(
      "select id, property_id, title from units where host_id = $1 and state <> 'DELETED'",
      [demoAccounts.individual.hostId],
    );
    const perProperty = new Map<string, number>();
    for (const r of rows) perProperty.set(r.property_id, (perProperty.get(r.property_id) ?? 0) + 1);
    const multi = rows.filter((r) => perProperty.get(r.property_id)! > 1).map((r) => r.title);
    const single = rows.filter((r) => perProperty.get(r.property_id) === 1).map((r) => r.title);
    expect(multi.length).toBeGreaterThan(1);
    expect(single.length).toBeGreaterThan(0);
    const cards = page.getByTestId("property-card");
    expect(await cards.count()).toBe(1);
    // Named from the local store's properties, which may arrive a moment after the units.
    await expect
      .poll(() => cards.first().locator("h2").textContent())
      .toBe(`Villa Adriana · ${multi.length} units`);
    expect((await cards.first().locator(".unit-card-title").allTextContents()).sort()).toEqual(multi.sort());
    expect(
      (await page.getByTestId("single-units").locator(".unit-card-title").allTextContents()).sort(),
    ).toEqual(single.sort());
    // "All units" first, then the property card's units, then the single ones.
    const titles = await unitTitles();
    expect(titles[0]).toBe("All units");
    expect(titles.slice(1, 1 + multi.length).sort()).toEqual(multi.sort());
    const olive = page.getByTestId("unit-option-unit-olive");
    // Published, with the public link the server gives a published unit: "Published" (listing spec §4).
    await expect(olive.locator(".unit-state").textContent()).resolves.toBe("Published");
    await expect(olive.locator(".unit-card-facts").textContent()).resolves.toMatch(
      /m² · \d+ bedrooms? · \d+ guests?/,
    );
  });

  it("searches after the debounce, shows the no-results panel and clears it", async () => {
    const search = page.getByLabel("Search units");
    await search.fill("LAVENDER");
    await waitFor(async () => (await unitTitles()).length === 1, "the search to apply");
    expect(await unitTitles()).toEqual(["Apartment Lavender"]);
    await search.fill("no such unit");
    await page.getByText("No units match “no such unit”").waitFor();
    await page.getByRole("button", { name: "Clear search" }).click();
    await waitFor(async () => (await unitTitles()).length > 3, "the list to come back");
    expect(await search.inputValue()).toBe("");
    await expect(search.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it("narrows the reservations to the unit chosen with the keyboard, and back to all units", async () => {
    // The rows beyond the view are drawn once the page is idle after a change (fixed-row-slots.ts),
    // so the list is read once it has stopped growing.
    const before = await settledRowUnits();
    const countBefore = await shownCount();
    expect(new Set(before).size).toBeGreaterThan(1);
    const search = page.getByLabel("Search units");
    await search.fill("olive");
    await waitFor(async () => (await unitTitles()).length === 1, "the search to apply");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.getByTestId("unit-selector-panel").waitFor({ state: "detached" });
    const trigger = page.getByTestId("unit-selector");
    await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(trigger.textContent()).resolves.toContain("Apartment Olive");
    await waitFor(async () => (await rowUnits()).every((u) => u === "Apartment Olive"), "the filter");
    const { rows } = await server.db.query<{ n: number }>(
      "select count(*)::int as n from reservations where host_id = $1 and unit_id = 'unit-olive'",
      [demoAccounts.individual.hostId],
    );
    const olives = await shownCount();
    expect(olives).toBeGreaterThan(0);
    expect(olives).toBeLessThan(countBefore);
    expect(olives).toBeLessThanOrEqual(rows[0]!.n);
    // Back to every unit: Esc closes without choosing, then "All units" restores the list.
    await trigger.click();
    await page.keyboard.press("Escape");
    await page.getByTestId("unit-selector-panel").waitFor({ state: "detached" });
    await expect(trigger.textContent()).resolves.toContain("Apartment Olive");
    await trigger.click();
    await page.getByTestId("unit-option-all").click();
    await waitFor(async () => (await shownCount()) === countBefore, "every unit's rows");
    expect(await settledRowUnits()).toEqual(before);
  });

  it("narrows the calendar's rows to the chosen unit, and back to all units", async () => {
    await page.getByRole("link", { name: "Calendar" }).first().click();
    // Rows keep their recycled slot in the DOM (use-recycled-keys.ts), so their order is read
    // from aria-rowindex: the order the eye and assistive technology meet them.
    const unitRows = () =>
      page.locator("[data-row][data-unit-id]").evaluateAll((rows) =>
        rows
          .map((r) => ({
            index: Number(r.getAttribute("aria-rowindex")),
            id: r.getAttribute("data-unit-id"),
          }))
          .sort((a, b) => a.index - b.index)
          .map((r) => r.id),
      );
    await waitFor(async () => new Set(await unitRows()).size > 1, "the calendar's unit rows");
    const everyRow = await unitRows();
    const trigger = page.getByTestId("unit-selector");
    await trigger.click();
    await page.getByTestId("unit-option-unit-olive").click();
    await page.getByTestId("unit-selector-panel").waitFor({ state: "detached" });
    await waitFor(async () => (await unitRows()).length === 1, "the calendar to narrow");
    expect(await unitRows()).toEqual(["unit-olive"]);
    await trigger.click();
    await page.getByTestId("unit-option-all").click();
    await waitFor(async () => (await unitRows()).length === everyRow.length, "every unit's row");
    expect(await unitRows()).toEqual(everyRow);
  });

  it("fits its dropdown on a phone's screen", async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByTestId("unit-selector").click();
    const box = await page.getByTestId("unit-selector-panel").boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.width).toBeGreaterThan(300);
    await page.keyboard.press("Escape");
  });
});
