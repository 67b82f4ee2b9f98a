// Tab clicks on /reservations/: the clicked tab's list is drawn first and the route follows once it
// is painted (src/ui/use-navigate-after-paint.ts). Checked here: the route and the list agree after
// every click, two clicks in one go end on the second, Back returns to the tab before, and a
// modified click is left to the browser.
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
});
