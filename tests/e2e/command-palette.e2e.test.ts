// The command palette in Chromium, from the keyboard only: Ctrl-K opens it anywhere, typing
// narrows it (fuzzy), the arrows move the active option, Enter runs it, Esc closes it. It reaches
// every implemented screen, each reservations tab, the shortcuts, another language and sign-out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { desktopNavigationItems } from "../../domain/navigation/app-navigation.ts";
import { reservationsTabs } from "../../domain/reservations/reservation-tab.ts";
import { statisticsTabs } from "../../domain/navigation/statistics-tabs.ts";
import { defaultNavigationSettings, implementedAreas } from "../../src/app/implemented-screens.ts";
import enUS from "../../locales/en_US.json" with { type: "json" };
import { openSignedInPage, type SignedInPage } from "../support/signed-in-page.ts";

let setUp: SignedInPage;
let server: SignedInPage["server"];
let context: BrowserContext;
let page: Page;

const english = JSON.parse(
  await import("node:fs").then((fs) => fs.readFileSync("locales/en_US.json", "utf8")),
) as {
  navigation: Record<string, string>;
  reservations: { tabs: Record<string, string> };
  statistics: { tabs: Record<string, string> };
};

// Found by test id: the palette's name changes with the language the test switches to.
const input = () => page.getByTestId("command-palette-input");
const options = () => page.getByRole("option").allTextContents();
const activeOption = async () => {
  const id = await input().getAttribute("aria-activedescendant");
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
};

async function openPalette() {
  await page.keyboard.press("Control+k");
  await input().waitFor();
  await expect(input().evaluate((el) => el === document.activeElement)).resolves.toBe(true);
}

beforeAll(async () => {
  setUp = await openSignedInPage({
    account: demoAccounts.company,
    language: "en_US",
    ready: (page) => page.getByTestId("reservation-row").first().waitFor(),
  });
  ({ server, context, page } = setUp);
});

afterAll(() => setUp?.close());

describe("command palette", () => {
  it("offers every implemented screen and every reservations tab", async () => {
    await openPalette();
    await page.getByRole("combobox", { name: "Command palette" }).waitFor();
    const listbox = await input().getAttribute("aria-controls");
    await expect(page.locator(`[id="${listbox}"]`).getAttribute("role")).resolves.toBe("listbox");
    const offered = await options();
    const screens = desktopNavigationItems({ ...defaultNavigationSettings, locale: "en_US" }).filter(
      (item) => !item.external && implementedAreas.has(item.key as never),
    );
    expect(screens.length).toBeGreaterThan(1);
    for (const item of screens) expect(offered.join("\n")).toContain(`Go to ${english.navigation[item.key]}`);
    for (const tab of reservationsTabs)
      expect(offered.join("\n")).toContain(`Reservations: ${english.reservations.tabs[tab]}`);
    // The statistics tabs every host has; earnings and occupancy follow the server's setting.
    for (const tab of statisticsTabs(false))
      expect(offered.join("\n")).toContain(`Statistics: ${english.statistics.tabs[tab]}`);
    await page.keyboard.press("Escape");
    await input().waitFor({ state: "detached" });
  });

  it("goes to a screen typed fuzzily, with Enter", async () => {
    await openPalette();
    await page.keyboard.type("go cal");
    expect((await activeOption())?.startsWith("Go to Calendar")).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}/calendar`);
    await input().waitFor({ state: "detached" });
  });

  it("moves with the arrows and runs the active option", async () => {
    await openPalette();
    await page.keyboard.type("res c");
    expect((await options()).length).toBeGreaterThan(2);
    const first = await activeOption();
    await page.keyboard.press("ArrowDown");
    const second = await activeOption();
    expect(second).not.toBe(first);
    await page.keyboard.press("ArrowUp");
    expect(await activeOption()).toBe(first);
    await page.keyboard.press("ArrowDown");
    await expect(page.locator('[role="option"][aria-selected="true"]').count()).resolves.toBe(1);
    const tab = reservationsTabs.find((t) =>
      second?.startsWith(`Reservations: ${english.reservations.tabs[t]}Reservations`),
    );
    expect(tab).toBeDefined();
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}/reservations/${tab}`);
    await input().waitFor({ state: "detached" });
  });

  it("says when nothing matches, and Esc gives the page its focus back", async () => {
    await page.goto(`${server.url}/reservations/cancelled`);
    await page.getByRole("link", { name: "Cancelled" }).focus();
    await openPalette();
    await page.keyboard.type("zzqqxx");
    await page.getByRole("status").filter({ hasText: "Nothing matches “zzqqxx”" }).waitFor();
    expect(await options()).toEqual([]);
    await page.keyboard.press("Escape");
    await input().waitFor({ state: "detached" });
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Cancelled");
  });

  it("shows the keyboard shortcuts", async () => {
    await openPalette();
    await page.keyboard.type("shortcuts");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain("Open the command palette");
    // Every screen's keys, each under its screen's name (src/ui/shortcut-keys.ts).
    const section = (name: string) => dialog.getByRole("region", { name });
    await expect(section("Reservations").textContent()).resolves.toContain(enUS.shortcuts.confirm);
    await expect(section("Inbox").textContent()).resolves.toContain(enUS.inbox.keys.archive);
    await expect(section("Calendar").textContent()).resolves.toContain(enUS.calendar.keys.block);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  });

  it("switches the language and keeps the choice in the ho_hl cookie", async () => {
    await openPalette();
    await page.keyboard.type("deutsch deutschland");
    await page.keyboard.press("Enter");
    await page.getByRole("navigation").getByRole("link", { name: "Kalender" }).first().waitFor();
    const cookie = (await context.cookies(server.url)).find((c) => c.name === "ho_hl");
    expect(cookie?.value).toBe("de_DE");
    // And back, from the palette now speaking German.
    await openPalette();
    await page.keyboard.type("english united states");
    await page.keyboard.press("Enter");
    await page.getByRole("navigation").getByRole("link", { name: "Calendar" }).first().waitFor();
    expect((await context.cookies(server.url)).find((c) => c.name === "ho_hl")?.value).toBe("en_US");
  });

  it("signs out", async () => {
    await openPalette();
    await page.keyboard.type("sign out");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    const tokens = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith("oidc.user:")),
    );
    expect(tokens).toEqual([]);
  });
});
