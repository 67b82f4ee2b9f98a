// Properties made and changed in Chromium (listing spec §2, §7): a property and a unit made offline
// are shown at once, survive a reload, and reach the server exactly once when the device is online
// again; a renamed property is named so on /properties and in the calendar's group row; and a
// property with units cannot be deleted: the dialog says why, and a delete made offline while another
// device added a unit comes back with the server's reason.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { axeViolations } from "../support/axe-violations.ts";
import { launchChromium } from "../support/browser.ts";
import { signInInBrowser } from "../support/browser-sign-in.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { untilInPage as waitFor } from "../support/until-in-page.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let apiToken: string;

const apiGet = (path: string) =>
  fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${apiToken}` } });
const propertyNames = () => page.locator('[data-testid="property-row"] .property-name').allTextContents();
const unitTitles = () => page.locator('[data-testid="unit-row"] .unit-title').allTextContents();
const networkStatus = () => page.getByTestId("network-status").textContent();
beforeAll(async () => {
  if (!existsSync("dist/index.html"))
    throw new Error("Build the client first (npm test does): dist/index.html is missing");
  server = await startTestServer();
  apiToken = (await signIn(server.url, demoAccounts.individual)).accessToken;
  browser = await launchChromium();
  context = await browser.newContext();
  await context.addCookies([{ name: "ho_hl", value: "en_US", url: server.url }]);
  page = await context.newPage();
  await signInInBrowser(page, server.url, demoAccounts.individual, "/properties");
  await waitFor(async () => (await propertyNames()).length > 1, "the properties");
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("making and changing properties", () => {
  it("makes a property and a unit offline, keeps them across a reload, and sends each once", async () => {
    await expect.poll(networkStatus, { timeout: 20_000 }).not.toContain("waiting");
    // The offline reload below needs the shell cached: the service worker controls the page once
    // it has installed and claimed it.
    await waitFor(
      () => page.evaluate(() => navigator.serviceWorker.controller !== null),
      "the service worker to control the page",
    );
    await context.setOffline(true);
    await expect.poll(networkStatus).toContain("Offline");

    // Keyboard only: Tab reaches "Add property", the form opens with the name focused.
    await page.getByTestId("add-property").focus();
    await page.keyboard.press("Enter");
    await page.keyboard.type("Casa Offline");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/properties\/[0-9a-f-]{36}\/about$/);
    const propertyId = /\/properties\/([0-9a-f-]{36})\/about$/.exec(page.url())![1]!;
    await page.getByRole("heading", { name: "Casa Offline", level: 1 }).waitFor();

    await page.getByTestId("add-unit").click();
    await waitFor(async () => (await unitTitles()).length === 1, "the new unit");
    expect(await unitTitles()).toEqual(["Untitled"]);
    await expect.poll(networkStatus).toContain("2 changes waiting to sync");

    // Offline reload: the shell from the service worker, the property, unit and commands from IndexedDB.
    await page.reload();
    await page.getByRole("heading", { name: "Casa Offline", level: 1 }).waitFor({ timeout: 20_000 });
    await waitFor(async () => (await unitTitles()).length === 1, "the new unit after the reload");
    expect((await apiGet(`/api/app/properties/${propertyId}`)).status).toBe(404);

    await context.setOffline(false);
    await waitFor(
      async () => (await apiGet(`/api/app/properties/${propertyId}`)).ok,
      "the property on the server",
    );
    await waitFor(
      async () =>
        ((await (await apiGet(`/api/app/properties/${propertyId}`)).json()) as { unitIds: string[] }).unitIds
          .length === 1,
      "the unit on the server",
    );
    await expect.poll(networkStatus, { timeout: 20_000 }).not.toContain("waiting");
    const counts = await server.db.query<{ properties: string; units: string }>(
      `select (select count(*) from properties where id = $1)::text as properties,
              (select count(*) from units where property_id = $1)::text as units`,
      [propertyId],
    );
    expect(counts.rows[0]).toEqual({ properties: "1", units: "1" });
    const property = (await (await apiGet(`/api/app/properties/${propertyId}`)).json()) as { title: string };
    expect(property.title).toBe("Casa Offline");
    // The page still shows the one unit, now the server's.
    expect(await unitTitles()).toEqual(["Untitled"]);
  });

  it("renames a property: the list and the calendar's group row show the new name", async () => {
    await page.goto(`${server.url}/properties/prop-adriana/about`);
    const name = page.getByLabel("Name", { exact: true });
    await name.waitFor();
    await name.fill("");
    await page.getByTestId("save-property").click();
    // An empty name is refused on the field, which takes the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("title");
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    await name.fill("Villa Adriana Mare");
    await page.getByTestId("save-property").click();
    await page.getByRole("heading", { name: "Villa Adriana Mare", level: 1 }).waitFor();
    await waitFor(
      async () =>
        ((await (await apiGet("/api/app/properties/prop-adriana")).json()) as { title: string }).title ===
        "Villa Adriana Mare",
      "the new name on the server",
    );

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Properties" }).click();
    await page.waitForURL(`${server.url}/properties`);
    await waitFor(
      async () => (await propertyNames()).includes("Villa Adriana Mare"),
      "the new name in the list",
    );
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Calendar" }).click();
    await page.waitForURL(`${server.url}/calendar`);
    await waitFor(
      async () =>
        (await page.getByTestId("calendar-property").allTextContents()).some((t) =>
          t.startsWith("Villa Adriana Mare · "),
        ),
      "the calendar's row of the renamed property",
    );
  });

  it("refuses to delete a property while it has units, and says why", async () => {
    await page.goto(`${server.url}/properties/prop-adriana/about`);
    await page.getByTestId("property-about-form").waitFor();
    expect(await axeViolations(page, "the property's about form")).toEqual([]);
    await page.getByTestId("delete-property").click();
    const refusal = page.getByTestId("delete-refused");
    await refusal.waitFor();
    expect(await axeViolations(page, "the delete dialog's refusal")).toEqual([]);
    expect(await refusal.textContent()).toMatch(/still has \d+ units\. Delete its units first\./);
    expect(await page.getByTestId("confirm-delete-property").count()).toBe(0);
    await page.keyboard.press("Escape");
    expect((await apiGet("/api/app/properties/prop-adriana")).status).toBe(200);
  });

  it("shows the server's reason when a delete made offline is refused, and the property comes back", async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${apiToken}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const propertyId = crypto.randomUUID();
    expect(
      (await post("/api/app/properties", { id: propertyId, propertyType: "multi", title: "Casa Vuota" })).ok,
    ).toBe(true);
    await page.goto(`${server.url}/properties/${propertyId}/about`);
    await page.getByRole("heading", { name: "Casa Vuota", level: 1 }).waitFor({ timeout: 20_000 });
    await expect.poll(networkStatus, { timeout: 20_000 }).not.toContain("waiting");

    await context.setOffline(true);
    await expect.poll(networkStatus).toContain("Offline");
    // Another device adds a unit meanwhile; this one does not know yet.
    expect((await post(`/api/app/properties/${propertyId}/units`, {})).ok).toBe(true);
    await page.getByTestId("delete-property").click();
    await page.getByTestId("confirm-delete-property").click();
    await page.waitForURL(`${server.url}/properties`);
    expect(await propertyNames()).not.toContain("Casa Vuota");

    await context.setOffline(false);
    const notice = page.getByTestId("failed-command");
    await notice.waitFor({ timeout: 20_000 });
    expect(await notice.textContent()).toContain("This property still has 1 unit. Delete its units first.");
    await waitFor(
      async () => (await propertyNames()).includes("Casa Vuota"),
      "the property back in the list",
    );
    expect((await apiGet(`/api/app/properties/${propertyId}`)).status).toBe(200);
  });
});
