// The listing flow in Chromium against the real server (listing spec §2, §4, §5): a host who has
// just signed up is welcomed on the first-property page, adds a single-unit property, and walks the
// unit's steps with the keyboard: each Continue saves the step as outbox commands, Esc goes back,
// a step's problems are announced with the focus on the first invalid field, the commission page
// saves the host's commercial model, and a step about the host's documents does not let them on
// while the documents are missing. One step is saved offline and the next one half typed; the tab
// reloads offline and comes back at that step with what was typed, and once online the server holds
// the saved step's data and the step once in the progress. A host who has a property already goes
// straight to adding one; a multi-unit property's flow asks for the property's name and description
// and the unit's type, and its completed page adds a unit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchChromium } from "../support/browser.ts";
import { startTestServer } from "../support/test-server.ts";
import { axeViolations } from "../support/axe-violations.ts";
import { untilInPage as waitFor } from "../support/until-in-page.ts";
import { realPng } from "../support/upload-bodies.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const path = () => new URL(page.url()).pathname;
const stepOf = () => /\/listing\/(?:single|multi)-unit\/[^/]+\/[^/]+\/(.+)$/.exec(path())?.[1];
const networkStatus = () => page.getByTestId("network-status").textContent();
const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute("name") ?? null);

async function unitRow(unitId: string) {
  const { rows } = await server.db.query<{
    guests: number | null;
    bedroom_count: number | null;
    title: string | null;
    description: string | null;
    price: string | null;
    amenities: string[];
    completed_listing_steps: string[];
  }>(
    `select guests, bedroom_count, title, description, price::text as price, amenities, completed_listing_steps
       from units where id = $1`,
    [unitId],
  );
  return rows[0];
}

/** Presses Enter in the step's first field, as a host who typed into it would. */
async function continueWithEnter(field: string) {
  await page.locator(`[name="${field}"]`).first().focus();
  await page.keyboard.press("Enter");
}

async function waitForStep(step: string) {
  await waitFor(async () => stepOf() === step, `the ${step} step`);
  await page.getByTestId(`listing-step-${step}`).waitFor();
}

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
  context = await browser.newContext({ locale: "en-US" });
  await context.addCookies([{ name: "ho_hl", value: "en_US", url: server.url }]);
  page = await context.newPage();
  // A new individual host, signed up through the provider's form.
  await page.goto(`${server.url}/redirect/register`);
  await page.getByLabel("Your name").fill("Lena Fischer");
  await page.getByLabel("Email").fill(`lena-${Date.now()}@example.test`);
  await page.getByLabel("Password").fill("a long enough password");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(`${server.url}/reservations/requests`, { timeout: 20_000 });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("the listing flow", () => {
  let propertyId: string;
  let unitId: string;

  it("welcomes a host with no property and makes the property and its unit from the add-property step", async () => {
    await page.goto(`${server.url}/listing/check-eligibility`);
    await page.waitForURL(`${server.url}/listing/first-property`, { timeout: 20_000 });
    await page.getByTestId("listing-start").click();
    await page.waitForURL(`${server.url}/listing/add-property`);

    // Nothing filled in: each problem under its field, the focus on the first.
    await page.getByTestId("listing-create").click();
    await expect.poll(() => page.getByRole("alert").allTextContents()).toContain("Fill this in.");
    expect(await page.getByRole("alert").allTextContents()).toContain("Choose one.");
    expect(await focusedName()).toBe("title");

    await page.keyboard.type("Haus am See");
    await page.getByLabel("One unit").check();
    await continueWithEnter("title");
    await page.waitForURL(/\/listing\/single-unit\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/.+$/, { timeout: 20_000 });
    [, propertyId, unitId] = /\/listing\/single-unit\/([^/]+)\/([^/]+)\//.exec(path())!.map(String) as [
      string,
      string,
      string,
    ];
    // The property step is done: the host resumes at the first step after it.
    expect(stepOf()).toBe("location/autocomplete");
    expect(await page.getByTestId("listing-group-property").textContent()).not.toContain(" 0%");
    await waitFor(
      async () => (await unitRow(unitId))?.completed_listing_steps.length === 1,
      "the unit and its progress on the server",
    );
    expect((await unitRow(unitId))!.completed_listing_steps).toEqual(["property"]);
  });

  it("walks the unit's steps with the keyboard, each saved on Continue", async () => {
    await page
      .getByRole("navigation", { name: "Steps" })
      .getByRole("link", { name: "Guests and size" })
      .click();
    await waitForStep("guests-and-rooms/info");

    await continueWithEnter("guests");
    await expect.poll(() => page.getByRole("alert").count()).toBeGreaterThan(0);
    expect(await focusedName()).toBe("guests");
    expect(stepOf()).toBe("guests-and-rooms/info");
    // The step with its problems shown passes axe-core's WCAG 2.1 AA rules, header and step list included.
    expect(await axeViolations(page, "the guests step with its problems")).toEqual([]);

    await page.keyboard.type("4");
    await page.locator('[name="bedroomCount"]').fill("2");
    await continueWithEnter("bedroomCount");
    await waitForStep("guests-and-rooms/beds");

    // Esc goes back a step, with what was saved there.
    await page.locator('[name="rooms.0.beds"]').focus();
    await page.keyboard.press("Escape");
    await waitForStep("guests-and-rooms/info");
    expect(await page.locator('[name="guests"]').inputValue()).toBe("4");
    await continueWithEnter("guests");
    await waitForStep("guests-and-rooms/beds");

    await page.locator('[name="rooms.0.beds"]').fill("2");
    await continueWithEnter("rooms.0.beds");
    await waitForStep("photos");

    // Photos are uploaded at once; the step is done only once the server holds one.
    await page.getByTestId("listing-continue").click();
    await expect
      .poll(() => page.getByTestId("photos-problem").textContent())
      .toBe("Add at least one photo to continue.");
    await page.getByRole("button", { name: "Add photos" }).waitFor();
    await page
      .getByTestId("photo-file-input")
      .setInputFiles([{ name: "lake.png", mimeType: "image/png", buffer: Buffer.from(realPng(1024, 683)) }]);
    await waitFor(
      async () => (await page.getByTestId("photo-upload-status").allTextContents()).includes("Uploaded"),
      "the photo's upload",
    );
    await page.getByTestId("listing-continue").click();
    await waitForStep("amenities");

    await page.getByLabel("Wi-Fi").check();
    await page.getByTestId("listing-continue").click();
    await waitForStep("title-and-description");

    await waitFor(async () => {
      const row = await unitRow(unitId);
      return row?.amenities.includes("wifi") === true && row.completed_listing_steps.includes("amenities");
    }, "the amenities on the server");
    const row = (await unitRow(unitId))!;
    expect([row.guests, row.bedroom_count]).toEqual([4, 2]);
    expect(row.completed_listing_steps).toEqual([
      "property",
      "guests-and-rooms/info",
      "guests-and-rooms/beds",
      "photos",
      "amenities",
    ]);
  });

  it("saves a step offline, comes back after a reload at the step half typed, and sends the step once", async () => {
    await expect.poll(networkStatus, { timeout: 20_000 }).not.toContain("waiting");
    await waitFor(
      () => page.evaluate(() => navigator.serviceWorker.controller !== null),
      "the service worker to control the page",
    );
    await context.setOffline(true);
    await expect.poll(networkStatus).toContain("Offline");

    await page.locator('[name="title"]').fill("Quiet flat by the lake");
    await page.locator('[name="description"]').fill("Two bedrooms, a balcony over the water.");
    await continueWithEnter("title");
    await waitForStep("price-and-availability");
    await page.locator('[name="price"]').fill("95");

    await page.reload();
    await waitForStep("price-and-availability");
    expect(await page.locator('[name="price"]').inputValue()).toBe("95");
    await page.locator('[name="price"]').focus();
    await page.keyboard.press("Escape");
    await waitForStep("title-and-description");
    expect(await page.locator('[name="title"]').inputValue()).toBe("Quiet flat by the lake");
    expect((await unitRow(unitId))!.title).toBeNull();

    await context.setOffline(false);
    await waitFor(
      async () => (await unitRow(unitId))?.completed_listing_steps.includes("title-and-description") === true,
      "the saved step on the server",
    );
    await expect.poll(networkStatus, { timeout: 20_000 }).not.toContain("waiting");
    const row = (await unitRow(unitId))!;
    expect([row.title, row.description]).toEqual([
      "Quiet flat by the lake",
      "Two bedrooms, a balcony over the water.",
    ]);
    expect(row.completed_listing_steps.filter((s) => s === "title-and-description")).toHaveLength(1);

    // Resume: the first step not done, which is still the location the host skipped.
    await page.goto(`${server.url}/listing/property/${propertyId}/unit/${unitId}`);
    await waitFor(async () => stepOf() === "location/autocomplete", "the resumed step");
  });

  it("keeps the host at a step about their documents until the documents exist", async () => {
    await page.goto(`${server.url}/listing/single-unit/${propertyId}/${unitId}/price-and-availability`);
    await waitForStep("price-and-availability");
    expect(await page.locator('[name="price"]').inputValue()).toBe("95");
    await page.locator('[name="minimumNoticeDays"]').selectOption("2");
    await continueWithEnter("price");
    // Seasons have no step of their own in this build: the flow passes over them, not marking them done.
    await waitForStep("price-and-availability/seasons");
    await page.getByTestId("listing-step-unavailable").waitFor();
    await page.getByTestId("listing-continue").click();
    await waitForStep("calendar-availability");
    await page.getByTestId("listing-continue").click();
    // A new host pays by commission; choosing commission and subscription saves the host's model.
    await waitForStep("commission-model");
    const model = (value: string) => page.locator(`input[name="commercialModel"][value="${value}"]`);
    expect(await model("commission").isChecked()).toBe(true);
    await model("hybrid").check();
    await page.getByTestId("listing-continue").click();
    await waitForStep("verification/info");
    const host = await server.db.query<{ commercial_model: string }>(
      "select h.commercial_model from hosts h join units u on u.host_id = h.id where u.id = $1",
      [unitId],
    );
    expect(host.rows[0]!.commercial_model).toBe("hybrid");
    expect(await page.getByTestId("host-data-state").getAttribute("data-complete")).toBe("false");
    await page.getByTestId("listing-continue").click();
    await expect
      .poll(() => page.getByRole("alert").allTextContents())
      .toContain("Hand in your documents in the verification area first.");
    expect(stepOf()).toBe("verification/info");

    await waitFor(
      async () => (await unitRow(unitId))?.completed_listing_steps.includes("calendar-availability") === true,
      "the calendar step on the server",
    );
    const row = (await unitRow(unitId))!;
    expect(Number(row.price)).toBe(95);
    expect(row.completed_listing_steps).not.toContain("price-and-availability/seasons");
    expect(row.completed_listing_steps).not.toContain("verification/info");
  });
});

describe("the multi-unit flow", () => {
  it("takes a host with a property straight to adding one, walks the property and unit steps, and adds a second unit", async () => {
    await page.goto(`${server.url}/listing/check-eligibility`);
    await page.waitForURL(`${server.url}/listing/add-property`, { timeout: 20_000 });
    await page.locator('[name="title"]').fill("Residenz Seeblick");
    await page.getByLabel("Several units").check();
    await page.getByTestId("listing-create").click();
    await page.waitForURL(/\/listing\/multi-unit\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/.+$/, { timeout: 20_000 });
    const [, propertyId, unitId] = /\/listing\/multi-unit\/([^/]+)\/([^/]+)\//.exec(path())!;
    expect(stepOf()).toBe("location");

    await page
      .getByRole("navigation", { name: "Steps" })
      .getByRole("link", { name: "Property name and description" })
      .click();
    await waitForStep("property-title");
    expect(await page.locator('[name="title"]').inputValue()).toBe("Residenz Seeblick");
    await page.locator('[name="description"]').fill("Six flats on the lake shore.");
    await continueWithEnter("title");
    await waitForStep("start-unit");
    await page.getByTestId("listing-continue").click();
    await waitForStep("unit-type");
    await page.getByTestId("listing-continue").click();
    await expect.poll(focusedName).toBe("accommodationType");
    await page.locator('[name="accommodationType"]').selectOption("apartment");
    await page.getByTestId("listing-continue").click();
    await waitForStep("guests-and-rooms/info");

    await waitFor(
      async () => (await unitRow(unitId!))?.completed_listing_steps.includes("unit-type") === true,
      "the unit type on the server",
    );
    const { rows } = await server.db.query<{ description: string | null; accommodation_type: string | null }>(
      `select p.description, u.accommodation_type from properties p join units u on u.property_id = p.id
        where u.id = $1`,
      [unitId],
    );
    expect(rows[0]).toEqual({ description: "Six flats on the lake shore.", accommodation_type: "apartment" });

    await page.goto(`${server.url}/listing/${propertyId}/${unitId}/completed`);
    await page.getByTestId("listing-add-unit").click();
    await page.waitForURL(/\/listing\/multi-unit\/.+/, { timeout: 20_000 });
    const [, sameProperty, secondUnit] = /\/listing\/multi-unit\/([^/]+)\/([^/]+)\//.exec(path())!;
    expect(sameProperty).toBe(propertyId);
    expect(secondUnit).not.toBe(unitId);
    await waitFor(async () => (await unitRow(secondUnit!)) !== undefined, "the second unit on the server");
  });
});
