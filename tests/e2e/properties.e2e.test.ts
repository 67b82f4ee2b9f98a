// The properties screens in Chromium, read from the local store of the demo host anna: the
// navigation leads to /properties (which fetches the unit pages' code ahead once idle), the search
// narrows the list as she types, a property opens with its units and what is known about it, a
// unit's row opens the unit's pages, and the calendar's group rows name the property.
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
const hostId = demoAccounts.individual.hostId;
/** The scripts the page has asked for, in order. */
const scripts: string[] = [];

const propertyNames = () => page.locator('[data-testid="property-row"] .property-name').allTextContents();
const unitTitles = () => page.locator('[data-testid="unit-row"] .unit-title').allTextContents();

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
  const context = await browser.newContext();
  await context.addCookies([{ name: "ho_hl", value: "en_US", url: server.url }]);
  page = await context.newPage();
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await signInInBrowser(page, server.url, demoAccounts.individual, "/reservations/all");
  await waitFor(async () => (await page.getByTestId("reservation-row").count()) > 0, "the reservations");
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("properties", () => {
  it("opens from the navigation and lists every property of the host with its units", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Properties" }).click();
    await page.waitForURL(`${server.url}/properties`);
    await page.getByRole("heading", { name: "Properties", level: 1 }).waitFor();
    const { rows } = await server.db.query<{ title: string }>(
      "select title from properties where host_id = $1 and state <> 'DELETED'",
      [hostId],
    );
    expect(rows.length).toBeGreaterThan(1);
    await waitFor(async () => (await propertyNames()).length === rows.length, "every property");
    expect((await propertyNames()).sort()).toEqual(rows.map((r) => r.title).sort());
    expect(await propertyNames()).toContain("Villa Adriana");
    expect(await page.getByTestId("property-count").textContent()).toBe(`${rows.length} properties`);
  });

  it("fetches a unit's pages once the list is idle, before any unit is opened", async () => {
    // The build names each chunk after its module; the reservations screen never asked for these.
    const unitScripts = () =>
      scripts.filter((path) => /\/(unit-layout|unit-overview-page)-[^/]*\.js$/.test(path));
    await waitFor(async () => unitScripts().length === 2, "the unit pages' scripts");
    expect(page.url()).toBe(`${server.url}/properties`);
  });

  it("narrows as the host types, the same for a search padded with spaces, and says when nothing matches", async () => {
    const search = page.getByLabel("Search by property, city or unit");
    await search.fill("  lavender ");
    await waitFor(async () => (await propertyNames()).length === 1, "the search to narrow the list");
    expect(await propertyNames()).toEqual(["Villa Adriana"]);
    expect(await unitTitles()).toEqual(["Apartment Lavender"]);
    await search.fill("no such place");
    await page.getByTestId("properties-empty").waitFor();
    expect(await page.getByTestId("properties-empty").textContent()).toContain("no such place");
    await search.fill("");
    await waitFor(async () => (await propertyNames()).length > 1, "the whole list again");
  });

  it("moves with j and k, and opens the selected property with Enter", async () => {
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("/");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("property-search");
    await page.keyboard.type("adriana");
    await waitFor(async () => (await propertyNames()).length === 1, "the search for Villa Adriana");
    await page.keyboard.press("Enter"); // leaves the search box for the list
    const selected = page.locator('[aria-current="true"]');
    expect(await selected.getAttribute("data-testid")).toBe("property-row");
    await page.keyboard.press("j");
    await waitFor(
      async () => (await selected.getAttribute("data-testid")) === "unit-row",
      "j to select a unit",
    );
    await page.keyboard.press("k");
    await waitFor(
      async () => (await selected.getAttribute("data-testid")) === "property-row",
      "k to select the property again",
    );
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}/properties/prop-adriana`);
    await page.getByRole("heading", { name: "Villa Adriana", level: 1 }).waitFor();
  });

  it("shows the property's units with their states, and what is known about it", async () => {
    const { rows } = await server.db.query<{ title: string }>(
      "select title from units where property_id = 'prop-adriana' and host_id = $1 and state <> 'DELETED'",
      [hostId],
    );
    await waitFor(async () => (await unitTitles()).length === rows.length, "the property's units");
    expect((await unitTitles()).sort()).toEqual(rows.map((r) => r.title).sort());
    const states = await page.getByTestId("unit-state").allTextContents();
    expect(states.some((s) => s.startsWith("Published") || s.startsWith("Publishing"))).toBe(true);
    expect(states.some((s) => s.startsWith("In progress"))).toBe(true);
    const about = (await page.getByTestId("property-about").textContent()) ?? "";
    expect(about).toContain("Split, Croatia");
    expect(about).toContain(`${rows.length} units`);
  });

  it("names the property in the calendar's group rows", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Calendar" }).click();
    await page.waitForURL(`${server.url}/calendar`);
    await waitFor(
      async () =>
        (await page.getByTestId("calendar-property").allTextContents()).some((t) =>
          t.startsWith("Villa Adriana · "),
        ),
      "the calendar's row of Villa Adriana",
    );
    const headings = await page.getByTestId("calendar-property").allTextContents();
    expect(headings.some((t) => t.startsWith("prop-"))).toBe(false);
  });

  it("opens a unit's pages from its row, with Enter on the selected unit or a click on its title", async () => {
    const { rows } = await server.db.query<{ id: string; title: string }>(
      "select id, title from units where property_id = 'prop-adriana' and host_id = $1 and title ilike '%lavender%'",
      [hostId],
    );
    const lavender = rows[0]!;
    const openList = async () => {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Properties" }).click();
      await page.waitForURL(`${server.url}/properties`);
      await page.getByLabel("Search by property, city or unit").fill("lavender");
      await waitFor(async () => (await unitTitles()).length === 1, "the search for Apartment Lavender");
    };
    const unitPage = `${server.url}/properties/prop-adriana/units/${lavender.id}`;

    await openList();
    await page.keyboard.press("Enter"); // leaves the search box for the list
    await page.keyboard.press("j");
    const selected = page.locator('[aria-current="true"]');
    await waitFor(
      async () => (await selected.getAttribute("data-testid")) === "unit-row",
      "j to select the unit",
    );
    await page.keyboard.press("Enter");
    await page.waitForURL(unitPage);
    await page.getByRole("heading", { name: lavender.title, level: 1 }).waitFor();

    await openList();
    await page.locator('[data-testid="unit-row"] .unit-title').click();
    await page.waitForURL(unitPage);
    await page.getByRole("heading", { name: lavender.title, level: 1 }).waitFor();
  });
});
