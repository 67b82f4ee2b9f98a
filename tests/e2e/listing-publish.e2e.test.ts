// The end of the listing flow in Chromium for the demo host anna (listing spec §2-§5): the
// checklist of a published unit reads 100 % and points at the item a link names; the location steps
// of her Sorrento house done with the keyboard alone (a town picked from the gazetteer, the street
// typed, the pin moved with the arrow keys), kept on the server; and a unit whose registration
// number the server flagged cannot be published until the regional-requirements step gives a new
// one, after which it is sent for review and the flow ends on the completed page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { changeChannel } from "../../server/data/change-sequence.ts";
import { launchChromium } from "../support/browser.ts";
import { signInInBrowser } from "../support/browser-sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { untilInPage as waitFor } from "../support/until-in-page.ts";
import { axeFindings } from "../support/axe-violations.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const hostId = demoAccounts.individual.hostId;

const path = () => new URL(page.url()).pathname;
/** axe-core's WCAG 2.1 AA violations here, none expected. */
const expectAccessible = async (where: string) =>
  expect((await axeFindings(page, where)).violations).toEqual([]);
const focused = () =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      tag: el?.tagName.toLowerCase(),
      name: el?.getAttribute("name"),
      testId: el?.getAttribute("data-testid"),
      href: el?.getAttribute("href"),
    };
  });

/** Presses Tab until the element matching `selector` has the focus (at most 40 presses). */
async function tabTo(selector: string) {
  for (let i = 0; i < 40; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function waitForPath(wanted: string) {
  await waitFor(async () => path() === wanted, wanted);
}

/** A server-side change under a new change number, announced to the host's open streams. */
async function announce(unitId: string) {
  const { rows } = await server.db.query<{ seq: string }>(
    "update hosts set change_seq = change_seq + 1 where id = $1 returning change_seq::text as seq",
    [hostId],
  );
  await server.db.query("update units set seq = $2 where id = $1", [unitId, rows[0]!.seq]);
  await server.db.query("select pg_notify($1, $2)", [changeChannel, `${hostId}:${rows[0]!.seq}`]);
}

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
  context = await browser.newContext({ locale: "en-US" });
  await context.addCookies([{ name: "ho_hl", value: "en_US", url: server.url }]);
  page = await context.newPage();
  await signInInBrowser(page, server.url, demoAccounts.individual, "/reservations/all");
  await waitFor(async () => (await page.getByTestId("reservation-row").count()) > 0, "the reservations");
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("the checklist", () => {
  it("reads 100 % for a published unit, with nothing left to continue with", async () => {
    await page.goto(`${server.url}/checklist/prop-limone/unit-limone`);
    const percent = page.getByTestId("checklist-percent");
    await percent.waitFor();
    expect(await percent.textContent()).toContain("100% done");
    expect(await page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    expect(await page.getByTestId("checklist-continue").count()).toBe(0);
    await expectAccessible("the checklist");
  });

  it("highlights and focuses the item checklistItemId names, leading to that step", async () => {
    await page.goto(`${server.url}/checklist/prop-adriana/unit-rosemary?checklistItemId=photos`);
    const unitGroup = page.getByTestId("checklist-group-unit");
    await unitGroup.waitFor();
    await waitFor(async () => (await unitGroup.getAttribute("data-pointed")) === "true", "the pointed item");
    expect(await page.locator('[data-pointed="true"]').count()).toBe(1);
    await waitFor(async () => (await focused()).href?.endsWith("/photos") === true, "the focus on the item");
    expect((await focused()).href).toBe("/listing/multi-unit/prop-adriana/unit-rosemary/photos");
    // Continue with leads to the step the flow resumes at.
    const resume = await page.getByTestId("checklist-continue").getAttribute("href");
    expect(resume).toMatch(/^\/listing\/multi-unit\/prop-adriana\/unit-rosemary\/[a-z]/);
  });
});

describe("the location steps", () => {
  const base = "/listing/single-unit/prop-limone/unit-limone";

  it("are completed with the keyboard alone, and the server keeps the address and the pin", async () => {
    await page.goto(`${server.url}${base}/location/autocomplete`);
    await page.getByTestId("location-search-step").waitFor();
    await tabTo('[data-testid="location-search"]');
    await page.keyboard.type("Sorr");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.getByTestId("location-picked").waitFor();
    await expectAccessible("the location step");
    expect(path()).toBe(`${base}/location/autocomplete`);
    // Enter with no list open continues the flow.
    await page.keyboard.press("Enter");
    await waitForPath(`${base}/location/address`);
    await page.getByTestId("location-address-step").waitFor();
    expect(await page.locator('[name="city"]').inputValue()).toBe("Sorrento");
    expect(await page.locator('[name="countryCode"]').inputValue()).toBe("IT");
    expect(await page.locator('[name="postalCode"]').inputValue()).toBe("80067");
    await expectAccessible("the address step");
    await tabTo('[name="street"]');
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Backspace");
    // An empty required field is refused, with the focus on it.
    await page.keyboard.press("Enter");
    await waitFor(async () => (await focused()).name === "street", "the focus on the street");
    expect(path()).toBe(`${base}/location/address`);
    await page.keyboard.type("Via del Mare");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Control+A");
    await page.keyboard.type("12");
    await page.keyboard.press("Enter");
    await waitForPath(`${base}/location/map`);
    await tabTo('[data-testid="location-map"]');
    const pin = page.getByTestId("location-pin");
    expect(await pin.getAttribute("data-latitude")).toBe("40.6263");
    await expectAccessible("the map step");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+ArrowUp");
    expect(await pin.getAttribute("data-latitude")).toBe("40.6273");
    expect(await pin.getAttribute("data-longitude")).toBe("14.3958");
    expect(await pin.textContent()).toContain("latitude 40.6273, longitude 14.3958");
    await page.keyboard.press("Enter");
    await waitFor(async () => !path().endsWith("/location/map"), "the step after the map");
    await waitFor(async () => {
      const { rows } = await server.db.query<{ street: string; latitude: number | null }>(
        "select street, latitude from properties where id = 'prop-limone'",
      );
      return rows[0]?.street === "Via del Mare" && rows[0]?.latitude === 40.6273;
    }, "the address and pin on the server");
    const { rows } = await server.db.query(
      `select country_code, city, street, house_number_or_name, postal_code, latitude, longitude
         from properties where id = 'prop-limone'`,
    );
    expect(rows[0]).toEqual({
      country_code: "IT",
      city: "Sorrento",
      street: "Via del Mare",
      house_number_or_name: "12",
      postal_code: "80067",
      latitude: 40.6273,
      longitude: 14.3958,
    });
  });
});

describe("publishing", () => {
  const base = "/listing/multi-unit/prop-adriana/unit-rosemary";
  const rosemary = async () =>
    (
      await server.db.query<{ state: string; regional_requirements: unknown }>(
        "select state, regional_requirements from units where id = 'unit-rosemary'",
      )
    ).rows[0]!;

  it("is refused for a flagged registration number, and allowed once the regional-requirements step fixes it", async () => {
    // A registry check flags Studio Rosemary's registration number.
    await server.db.query(
      `insert into invalid_fields (id, host_id, property_id, unit_id, field)
       values ('e2e-publish-flag', $1, 'prop-adriana', 'unit-rosemary', 'registrationNumber')`,
      [hostId],
    );
    await announce("unit-rosemary");
    await page.goto(`${server.url}${base}/publish`);
    const actionNeeded = page.getByTestId("publish-action-needed");
    await actionNeeded.waitFor({ timeout: 20_000 });
    // Finishing is refused: the focus goes to the call to fix it, nothing is sent.
    await page.getByTestId("listing-continue").click();
    await waitFor(async () => (await focused()).testId === "publish-fix", "the focus on the fix");
    await expectAccessible("the publish step with action needed");
    expect(path()).toBe(`${base}/publish`);
    expect((await rosemary()).state).toBe("IN_PROGRESS");

    await page.keyboard.press("Enter");
    await waitForPath(`${base}/regional-requirements`);
    await page.getByTestId("regional-requirements-step").waitFor();
    await page.getByTestId("regional-flagged").waitFor();
    await page.getByLabel("Yes, I own it").check();
    const number = page.getByLabel("Registration number");
    await number.fill("none");
    await number.press("Enter");
    // Not a Croatian registration number: refused on its field, by the server's own rule.
    await page.getByText("This is not a registration number of this country").waitFor();
    expect((await focused()).name).toBe("registration.registrationNumber");
    await expectAccessible("the regional-requirements step with a problem");
    expect(path()).toBe(`${base}/regional-requirements`);
    await number.fill("HR-2024-0815");
    await number.press("Enter");

    await waitForPath(`${base}/publish`);
    await page.getByTestId("publish-step").waitFor();
    expect(await actionNeeded.count()).toBe(0);
    await page.getByTestId("listing-continue").click();
    await waitForPath("/listing/prop-adriana/unit-rosemary/completed");
    await waitFor(async () => (await rosemary()).state === "UNDER_REVIEW", "the unit sent for review");
    expect((await rosemary()).regional_requirements).toEqual({
      ownership: { isOwner: true },
      values: { registration: { registrationNumber: "HR-2024-0815", touristTaxPaid: null } },
    });
    const left = await server.db.query("select 1 from invalid_fields where id = 'e2e-publish-flag'");
    expect(left.rows).toEqual([]);
  });
});
