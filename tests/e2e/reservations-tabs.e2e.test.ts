// Tab clicks on /reservations/: the clicked tab's list is drawn first and the route follows once it
// is painted (src/ui/use-navigate-after-paint.ts). Checked here: the route and the list agree after
// every click, two clicks in one go end on the second, Back returns to the tab before, and a
// modified click is left to the browser. A changed list draws the rows in view first and the rows
// beyond it once the page is idle (src/ui/fixed-row-slots.ts): those must come.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { openSignedInPage, type SignedInPage } from "../support/signed-in-page.ts";
import { untilInPage } from "../support/until-in-page.ts";

let setUp: SignedInPage;
let page: Page;

const activeTab = () => page.locator(".tabs a.active").getAttribute("href");
const waitFor = (check: () => Promise<boolean>, what: string) => untilInPage(check, what, 20_000, 50);
const settledOn = (tab: string) =>
  waitFor(
    async () =>
      new URL(page.url()).pathname === `/reservations/${tab}` &&
      (await activeTab()) === `/reservations/${tab}`,
    `the route and the tab on ${tab}`,
  );

beforeAll(async () => {
  setUp = await openSignedInPage({
    account: demoAccounts.company,
    language: "en_US",
    ready: (page) =>
      waitFor(async () => (await page.getByTestId("reservation-row").count()) > 0, "the requests to load"),
  });
  ({ page } = setUp);
});

afterAll(() => setUp?.close());

describe("reservations tabs", () => {
  it("draws the clicked tab and the route follows", async () => {
    await page.locator('.tabs a[href="/reservations/all"]').click();
    await settledOn("all");
    const allCount = await page.getByTestId("reservation-count").textContent();
    await page.locator('.tabs a[href="/reservations/requests"]').click();
    await settledOn("requests");
    expect(await page.getByTestId("reservation-count").textContent()).not.toBe(allCount);
    await page.goBack();
    await settledOn("all");
    expect(await page.getByTestId("reservation-count").textContent()).toBe(allCount);
  });

  it("two clicks in one go end on the second tab", async () => {
    await page.evaluate(() => {
      for (const tab of ["upcoming", "requests"])
        (document.querySelector(`.tabs a[href="/reservations/${tab}"]`) as HTMLAnchorElement).click();
    });
    await settledOn("requests");
    // The first click's navigation was dropped, not made: one step back is the tab before both.
    await page.goBack();
    await settledOn("all");
    await page.goForward();
    await settledOn("requests");
  });

  it("leaves a modified click to the browser", async () => {
    const opened = page.context().waitForEvent("page");
    await page.locator('.tabs a[href="/reservations/inquiries"]').click({ modifiers: ["ControlOrMeta"] });
    const other = await opened;
    await other.close();
    expect(new URL(page.url()).pathname).toBe("/reservations/requests");
    expect(await activeTab()).toBe("/reservations/requests");
  });

  it("draws the rows beyond the view after a tab or a search changes the list", async () => {
    const rowHeight = 64;
    const list = page.getByTestId("reservation-list");
    const drawn = () => page.getByTestId("reservation-row").count();
    const count = async () =>
      Number((await page.getByTestId("reservation-count").textContent())!.replace(/\D/g, ""));
    const expectOverscan = async (what: string) => {
      const inView = Math.ceil((await list.evaluate((el) => el.clientHeight)) / rowHeight);
      const total = await count();
      // The seeded list is longer than the view and its overscan, or this would prove nothing.
      expect(total).toBeGreaterThan(inView + 4);
      await waitFor(async () => (await drawn()) === inView + 4, `the rows beyond the view ${what}`);
    };
    await page.locator('.tabs a[href="/reservations/all"]').click();
    await settledOn("all");
    await expectOverscan("after the tab change");
    // A search that keeps most rows: a letter nearly every row has.
    const search = page.locator("#reservation-search");
    await search.fill("e");
    await waitFor(async () => (await search.inputValue()) === "e", "the search");
    await expectOverscan("after the search");
    await search.fill("");
  });
});
