// The legal pages and the feature toggles in Chromium against the real server (operations spec §2):
// /legal open to a signed-out visitor, its cookie choices saved in the consent cookie under the
// server's revision and read back on a reload; /legal/atc naming how this host's account pays;
// /feature-toggle/:id set by a link, switched on the page, kept across reloads, and a 404 for a
// toggle that does not exist; /checklist/{propertyId}/{unitId} by listing section.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { launchChromium } from "../support/browser.ts";
import { signInInBrowser } from "../support/browser-sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { untilInPage as until } from "../support/until-in-page.ts";
import { randomUUID } from "node:crypto";
import { Schema } from "effect";
import { apiClient, jsonOf } from "../support/api-client.ts";
import { signIn } from "../support/sign-in.ts";
import { Configuration, needsRegistrationId } from "../../domain/configuration/configuration.ts";
import { isPastListingFlow, unitChecklist } from "../../domain/listing/unit-checklist.ts";
import { unitListingFlow } from "../../domain/listing/unit-listing-flow.ts";
import type { UnitDocument } from "../../domain/properties/unit-document.ts";
import { UserInfo } from "../../domain/user/user-info.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("legal pages, feature toggles and the listing checklist", () => {
  it("lets a signed-out visitor read /legal and keep cookie choices under the server's revision", async () => {
    const context = await browser.newContext();
    await context.addCookies([{ name: "ho_hl", value: "en_US", url: server.url }]);
    const page = await context.newPage();
    await page.goto(`${server.url}/legal`);
    await page.getByRole("heading", { name: "Legal", level: 1 }).waitFor();
    const settings = (await (
      await fetch(`${server.url}/api/public/cookie-consent-settings?hl=en_US`)
    ).json()) as {
      cookieName: string;
      revision: number;
    };
    const preferences = page.getByTestId("cookie-preferences");
    await preferences.waitFor();
    expect(await preferences.getByLabel(/^Necessary/).isDisabled()).toBe(true);
    expect(await preferences.getByLabel(/^Necessary/).isChecked()).toBe(true);
    await preferences.getByLabel("Analytics").check();
    await preferences.getByRole("button", { name: "Save cookie choices" }).click();
    await page.getByText("Your cookie choices are saved.").waitFor();
    const cookie = (await context.cookies(server.url)).find((c) => c.name === settings.cookieName);
    expect(cookie?.value).toBe(`${settings.revision}:necessary.analytics`);
    await page.reload();
    await preferences.waitFor();
    expect(await preferences.getByLabel("Analytics").isChecked()).toBe(true);
    expect(await preferences.getByLabel("Marketing").isChecked()).toBe(false);
    await context.close();
  });

  it("names the host's fee model on /legal/atc and switches a feature toggle from a link and the page", async () => {
    const context = await browser.newContext();
    await context.addCookies([{ name: "ho_hl", value: "en_US", url: server.url }]);
    const page = await context.newPage();
    await signInInBrowser(page, server.url, demoAccounts.individual, "/legal/atc");
    const fees = page.getByTestId("atc-fees");
    await fees.waitFor();
    expect(await fees.textContent()).toMatch(/^Your account is on commission/);

    const rooted = () => page.evaluate(() => document.documentElement.hasAttribute("data-reduced-motion"));
    await page.goto(`${server.url}/feature-toggle/reduced-motion?enabled=true`);
    const state = page.getByTestId("feature-toggle-state");
    await state.waitFor();
    await until(
      async () => (await state.getAttribute("data-on")) === "true" && (await rooted()),
      "on from the link",
    );
    await page.goto(`${server.url}/reservations/requests`);
    await page.getByTestId("reservation-row").first().waitFor();
    expect(await rooted()).toBe(true);

    await page.goto(`${server.url}/feature-toggle/reduced-motion`);
    await page.getByRole("button", { name: "Turn off" }).click();
    await until(async () => (await state.getAttribute("data-on")) === "false" && !(await rooted()), "off");
    await page.reload();
    await state.waitFor();
    expect(await state.getAttribute("data-on")).toBe("false");
    expect(await rooted()).toBe(false);

    await page.goto(`${server.url}/feature-toggle/no-such-toggle`);
    await page.getByTestId("not-found").waitFor();
    await context.close();
  });

  it("shows a unit's listing checklist by section, pointing at the section a link names", async () => {
    const { rows } = await server.db.query<{
      id: string;
      property_id: string;
      regional: UnitDocument["regionalRequirements"];
    }>(
      `select id, property_id, regional_requirements as regional from units
        where host_id = $1 and state = 'IN_PROGRESS' order by id limit 1`,
      [demoAccounts.individual.hostId],
    );
    const unit = rows[0]!;
    const { rows: propertyUnits } = await server.db.query<Pick<UnitDocument, "id" | "state">>(
      `select id, state from units where property_id = $1`,
      [unit.property_id],
    );
    const { rows: properties } = await server.db.query<{
      property_type: "single" | "multi";
      country_code: string;
    }>("select property_type, country_code from properties where id = $1", [unit.property_id]);
    const { accessToken } = await signIn(server.url, demoAccounts.individual);
    const api = apiClient(server.url);
    const user = Schema.decodeUnknownSync(UserInfo)(await jsonOf(api(accessToken, "/api/app/user/info")));
    const configuration = Schema.decodeUnknownSync(Configuration)(
      await jsonOf(api(accessToken, "/api/app/properties-configuration?hl=en_US")),
    );
    // The domain's checklist of this unit from the server's data, in the flow the unit walks: what
    // the page must show.
    const listing = unitListingFlow({
      propertyType: properties[0]!.property_type,
      hasFinishedUnit: propertyUnits.some((u) => u.id !== unit.id && isPastListingFlow(u)),
      needsRegionalRequirements:
        unit.regional !== null || needsRegistrationId(configuration, properties[0]!.country_code, null),
      host: user,
    });
    const checklistOf = (steps: UnitDocument["completedListingSteps"]) =>
      unitChecklist(
        {
          id: unit.id,
          state: "IN_PROGRESS",
          completedListingSteps: steps,
          regionalRequirements: unit.regional,
          invalidFields: [],
        } as unknown as UnitDocument,
        listing,
      );
    // The host has done the flow's first two steps, saved as the listing flow saves them.
    const first = checklistOf([]).nextStep!;
    const second = checklistOf([first]).nextStep!;
    await jsonOf(
      api(accessToken, `/api/app/property-unit/${unit.id}/listing-progress`, {
        method: "PUT",
        body: JSON.stringify({ steps: [first, second] }),
        headers: { "idempotency-key": randomUUID() },
      }),
    );
    const expected = checklistOf([first, second]);
    const context = await browser.newContext();
    await context.addCookies([{ name: "ho_hl", value: "en_US", url: server.url }]);
    const page = await context.newPage();
    await signInInBrowser(
      page,
      server.url,
      demoAccounts.individual,
      `/checklist/${unit.property_id}/${unit.id}?checklistItemId=pricing`,
    );
    await page.getByTestId("checklist-page").waitFor();
    const groups = page.locator("[data-testid^=checklist-group-]");
    expect(await groups.count()).toBeGreaterThan(1);
    const pricing = page.getByTestId("checklist-group-pricing");
    expect(await pricing.getAttribute("data-pointed")).toBe("true");
    expect(await pricing.getByRole("link").getAttribute("aria-current")).toBe("step");
    // Each section's count of done steps, as the domain counts them for this unit.
    const counts = (await groups.locator(".checklist-steps").allTextContents()).map((text) =>
      /^(\d+) of (\d+)/.exec(text)!.slice(1, 3).map(Number),
    );
    expect(counts).toEqual(expected.groups.map((g) => [g.completedSteps, g.totalSteps]));
    expect(counts.reduce((sum, [done]) => sum + done!, 0)).toBe(2);
    expect(await page.getByTestId("checklist-percent").textContent()).toMatch(
      /^\d{1,2}% done · Continue with: /,
    );

    await page.goto(`${server.url}/checklist/${unit.property_id}/not-a-unit`);
    await page.getByTestId("not-found").waitFor();
    await context.close();
  });
});
