// The account area in Chromium (listing spec §2 Account, §7): a profile edited offline is shown at
// once, survives a reload, and reaches the server exactly once when the device is online again; the
// account menu of a commission host and of a host without commission differ exactly as the menu's
// rule says; and the menu works from the keyboard, each choice tracked in the account-navigation
// category.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { Schema } from "effect";
import { PublicSettings } from "../../domain/configuration/public-settings.ts";
import { accountMenuItems } from "../../domain/navigation/account-menu.ts";
import { accountMenuInputOf } from "../../domain/navigation/account-tabs.ts";
import { UserInfo } from "../../domain/user/user-info.ts";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { launchChromium } from "../support/browser.ts";
import { signInInBrowser } from "../support/browser-sign-in.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { untilInPage as waitFor } from "../support/until-in-page.ts";
import { axeViolations } from "../support/axe-violations.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

const decodeInfo = Schema.decodeUnknownSync(UserInfo);
const apiGet = async (token: string, path: string): Promise<unknown> => {
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return response.json();
};

async function signedInPage(
  account: { email: string; password: string },
  path: string,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: "ho_hl", value: "en_US", url: server.url }]);
  const page = await context.newPage();
  await signInInBrowser(page, server.url, account, path);
  return page;
}

/** The menu's items as the page shows them: each item's key, "—" for the divider. */
async function shownMenu(page: Page): Promise<string[]> {
  return page
    .locator(".account-menu-panel > li")
    .evaluateAll((items) =>
      items.map((li) =>
        li.getAttribute("role") === "separator"
          ? "—"
          : (li.querySelector("[data-testid]")?.getAttribute("data-testid") ?? "").replace(
              "account-menu-",
              "",
            ),
      ),
    );
}

/** What the menu's rule says this host sees on a desktop screen. */
async function expectedMenu(token: string): Promise<string[]> {
  const info = decodeInfo(await apiGet(token, "/api/app/user/info"));
  const settings = Schema.decodeUnknownSync(PublicSettings)(await apiGet(token, "/api/public/settings"));
  return accountMenuItems(accountMenuInputOf(info, settings, { isMobile: false, locale: "en_US" })).map(
    (e) => (e.kind === "divider" ? "—" : e.key),
  );
}

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("account", () => {
  it("keeps a profile edited offline across a reload and saves it once when online", async () => {
    const token = (await signIn(server.url, demoAccounts.individual)).accessToken;
    const page = await signedInPage(demoAccounts.individual, "/account/profile");
    const networkStatus = () => page.getByTestId("network-status").textContent();
    await page.getByTestId("account-profile").waitFor();
    await expect.poll(networkStatus, { timeout: 20_000 }).not.toContain("waiting");
    await waitFor(
      () => page.evaluate(() => navigator.serviceWorker.controller !== null),
      "the service worker to control the page",
    );
    await page.context().setOffline(true);
    await expect.poll(networkStatus).toContain("Offline");

    await page.getByLabel("Name shown to guests (alias)").fill("Anna by the sea");
    await page.getByLabel("Country code").selectOption("+49");
    await page.getByLabel("Number").fill("30 1234567");
    await page.getByRole("button", { name: "Save profile" }).click();
    // Shown at once: the header's name is the alias, and one change waits for the network.
    await expect.poll(() => page.getByTestId("display-name").textContent()).toBe("Anna by the sea");
    await expect.poll(networkStatus).toContain("waiting");

    await page.reload();
    await page.getByTestId("account-profile").waitFor();
    await expect.poll(() => page.getByTestId("display-name").textContent()).toBe("Anna by the sea");
    await expect
      .poll(() => page.getByLabel("Name shown to guests (alias)").inputValue())
      .toBe("Anna by the sea");
    await expect.poll(() => page.getByLabel("Number").inputValue()).toBe("30 1234567");
    // Nothing reached the server while offline.
    expect(decodeInfo(await apiGet(token, "/api/app/user/info")).alias).toBeNull();

    await page.context().setOffline(false);
    await expect.poll(networkStatus, { timeout: 20_000 }).not.toContain("waiting");
    const saved = decodeInfo(await apiGet(token, "/api/app/user/info"));
    expect(saved).toMatchObject({ alias: "Anna by the sea", phone: { prefix: "+49", number: "30 1234567" } });
    // Exactly once: one answered PATCH holds the change.
    const answers = await server.db.query<{ n: string }>(
      "select count(*)::text as n from idempotency_keys where host_id = 'host-anna' and response_body like '%Anna by the sea%'",
    );
    expect(answers.rows[0]?.n).toBe("1");
    // And the header keeps the name once the command has retired.
    await expect.poll(() => page.getByTestId("display-name").textContent()).toBe("Anna by the sea");
    await page.context().close();
  }, 90_000);

  it("shows a commission host and a host without commission the menu the rule gives each", async () => {
    const annaToken = (await signIn(server.url, demoAccounts.individual)).accessToken;
    const alpineToken = (await signIn(server.url, demoAccounts.company)).accessToken;
    const anna = await signedInPage(demoAccounts.individual, "/account/profile");
    const alpine = await signedInPage(demoAccounts.company, "/account/profile");
    const menus: string[][] = [];
    for (const page of [anna, alpine]) {
      await page.getByTestId("account-menu-button").click();
      await page.locator(".account-menu-panel").waitFor();
      menus.push(await shownMenu(page));
    }
    const [annaMenu, alpineMenu] = menus as [string[], string[]];
    expect(annaMenu).toEqual(await expectedMenu(annaToken));
    expect(alpineMenu).toEqual(await expectedMenu(alpineToken));
    // Anna earns commission: payout and the pricing model are hers alone.
    expect(annaMenu.filter((key) => !alpineMenu.includes(key))).toEqual(["payout", "pricing"]);
    expect(alpineMenu.filter((key) => !annaMenu.includes(key))).toEqual([]);
    expect(annaMenu.at(-1)).toBe("logout");

    // A tab the host's flags hide is not reachable by its address either.
    await alpine.goto(`${server.url}/account/payout`);
    await alpine.waitForURL(`${server.url}/account/profile`);
    await anna.goto(`${server.url}/account/payout`);
    await anna.getByTestId("account-payout").waitFor();
    await anna.context().close();
    await alpine.context().close();
  }, 90_000);

  it("opens, moves through and closes the menu from the keyboard, tracking the choice", async () => {
    const page = await signedInPage(demoAccounts.individual, "/reservations/requests");
    const button = page.getByTestId("account-menu-button");
    await button.waitFor({ timeout: 30_000 });
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? "");

    await button.focus();
    await page.keyboard.press("Enter");
    await expect.poll(focused).toBe("account-menu-profile");
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("ArrowDown");
    await expect.poll(focused).toBe("account-menu-billing");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect.poll(focused).toBe("account-menu-logout");
    await page.keyboard.press("Escape");
    await expect.poll(focused).toBe("account-menu-button");
    expect(await page.locator(".account-menu-panel").isHidden()).toBe(true);

    // Space opens it too; Enter on an item follows it, and the click is tracked.
    await page.keyboard.press("Space");
    await expect.poll(focused).toBe("account-menu-profile");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}/account/billing`);
    await page.getByTestId("account-billing").waitFor();
    expect(await page.locator(".account-menu-panel").isHidden()).toBe(true);
    const tracked = await page.evaluate(
      () => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [],
    );
    expect(tracked).toContainEqual({
      event: "user_interaction",
      category: "account-navigation",
      action: "billing",
    });
    await page.context().close();
  }, 90_000);

  it("puts the first field with a problem in focus, and switches the interface to the language chosen", async () => {
    const token = (await signIn(server.url, demoAccounts.company)).accessToken;
    const page = await signedInPage(demoAccounts.company, "/account/profile");
    await page.getByTestId("account-profile").waitFor();
    await page.getByLabel("Company name").fill(" ");
    await page.getByLabel("Number").fill("12");
    await page.getByRole("button", { name: "Save profile" }).click();
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute("name") ?? "");
    await expect.poll(focusedName).toBe("companyName");
    expect(await page.getByLabel("Company name").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByText("Enter the company name (up to 100 characters).").count()).toBe(1);
    expect(await page.getByText("Choose the country code of this number.").count()).toBe(1);
    expect(await axeViolations(page, "/account/profile with problems")).toEqual([]);

    await page.getByTestId("account-tab-localization").click();
    await page.getByTestId("account-localization").waitFor();
    await page.getByLabel("Language").selectOption("fr_FR");
    await page.getByRole("button", { name: "Save language" }).click();
    // The interface speaks French at once, and the server has the host's language.
    await page.getByRole("heading", { name: "Compte", level: 1 }).waitFor();
    await expect
      .poll(async () => decodeInfo(await apiGet(token, "/api/app/user/info")).locale, { timeout: 20_000 })
      .toBe("fr_FR");
    expect(await axeViolations(page, "/account/localization")).toEqual([]);
    await page.context().close();
  }, 90_000);

  it("saves billing details by the address, tax and VAT rules", async () => {
    const token = (await signIn(server.url, demoAccounts.individual)).accessToken;
    const page = await signedInPage(demoAccounts.individual, "/account/billing");
    await page.getByRole("button", { name: "Save billing details" }).waitFor();
    await page.locator('select[name="countryCode"]').selectOption("DE");
    await page.getByLabel("Street").fill("Unter den Linden");
    await page.getByLabel("House number or name").fill("1");
    await page.getByLabel("City", { exact: true }).fill("Berlin");
    await page.getByLabel("State", { exact: true }).fill("Berlin");
    // Germany asks for a tax id (DAC7); a ticked VAT box needs its number.
    await page.getByLabel("Tax ID").fill("12 345 678 901");
    await page.getByLabel("I have a VAT number").check();
    await page.getByRole("button", { name: "Save billing details" }).click();
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute("name") ?? "");
    await expect.poll(focusedName).toBe("vatId");
    await page.getByLabel("VAT number", { exact: true }).fill("DE123456789");
    await page.getByRole("button", { name: "Save billing details" }).click();
    await expect
      .poll(async () => ((await apiGet(token, "/api/app/user/host-details")) as { vatId?: string }).vatId, {
        timeout: 20_000,
      })
      .toBe("DE123456789");
    expect(await apiGet(token, "/api/app/user/host-details")).toMatchObject({
      address: { countryCode: "DE", city: "Berlin", state: "Ber" },
      taxIdentifications: [{ id: "12 345 678 901", countryIsoCode: "DE" }],
      userHasVatId: true,
    });
    expect(await axeViolations(page, "/account/billing")).toEqual([]);
    await page.context().close();
  }, 90_000);

  it("shows the menu as a sheet over the page on a phone", async () => {
    const page = await signedInPage(demoAccounts.individual, "/account/billing", { width: 390, height: 800 });
    await page.getByTestId("account-billing").waitFor();
    const button = page.getByTestId("account-menu-button");
    await button.click();
    const panel = page.locator(".account-menu-panel");
    await panel.waitFor();
    const box = (await panel.boundingBox())!;
    // Edge to edge at the bottom of the screen, the page dimmed behind it.
    expect(box.x).toBe(0);
    expect(box.width).toBe(390);
    expect(Math.round(box.y + box.height)).toBe(800);
    expect(await page.locator(".account-menu-backdrop").isVisible()).toBe(true);
    expect(await axeViolations(page, "account menu sheet")).toEqual([]);
    // The logout item carries no icon on a phone.
    expect(await page.getByTestId("account-menu-logout").locator("svg").count()).toBe(0);
    await page.locator(".account-menu-backdrop").click({ position: { x: 10, y: 10 } });
    await expect.poll(() => panel.isHidden()).toBe(true);
    await page.context().close();
  }, 90_000);
});
