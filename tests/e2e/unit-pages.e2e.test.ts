// The unit pages in Chromium for the demo host anna (listing spec §2-§5): amenities and rooms edited
// and kept after a reload and on the server, a wrong number of beds refused on its field with the
// focus there, a unit unpublished and published again (then listed, its preview opening the listing
// page), a save made offline sent once back online, and the "action needed" call leading from the
// properties list to the page that fixes it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { changeChannel } from "../../server/data/change-sequence.ts";
import { axeViolations } from "../support/axe-violations.ts";
import { launchChromium } from "../support/browser.ts";
import { signInInBrowser } from "../support/browser-sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { untilInPage as waitFor } from "../support/until-in-page.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const hostId = demoAccounts.individual.hostId;
const olive = "/properties/prop-adriana/units/unit-olive";

async function unitRow(id: string) {
  const { rows } = await server.db.query<{
    state: string;
    amenities: string[];
    rooms: { type: string; beds: number }[];
    description: string | null;
    registration_number: string | null;
  }>("select state, amenities, rooms, description, registration_number from units where id = $1", [id]);
  return rows[0]!;
}

const unitNav = () => page.getByRole("navigation", { name: "Unit pages" });

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
  context = await browser.newContext();
  await context.addCookies([{ name: "ho_hl", value: "en_US", url: server.url }]);
  page = await context.newPage();
  await signInInBrowser(page, server.url, demoAccounts.individual, "/reservations/all");
  await waitFor(async () => (await page.getByTestId("reservation-row").count()) > 0, "the reservations");
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("unit pages", () => {
  it("edits the amenities, kept after a reload and on the server", async () => {
    await page.goto(`${server.url}${olive}/amenities`);
    await page.getByRole("heading", { name: "Apartment Olive", level: 1 }).waitFor();
    const form = page.getByTestId("amenities-form");
    await form.waitFor();
    await form.getByLabel("Pool").check();
    await form.getByLabel("Garden").check();
    await form.getByRole("button", { name: "Save" }).click();
    await waitFor(
      async () => (await unitRow("unit-olive")).amenities.includes("garden"),
      "the amenities on the server",
    );
    expect((await unitRow("unit-olive")).amenities.sort()).toEqual(["garden", "pool"]);

    await page.reload();
    await page.getByTestId("amenities-form").waitFor();
    expect(await page.getByTestId("amenities-form").getByLabel("Pool").isChecked()).toBe(true);
    expect(await page.getByTestId("amenities-form").getByLabel("Garden").isChecked()).toBe(true);
    expect(await page.getByTestId("amenities-form").getByLabel("Wi-Fi").isChecked()).toBe(false);
  });

  it("edits the rooms by keyboard, refuses a wrong number of beds on its field, and keeps them", async () => {
    await unitNav().getByRole("link", { name: "Rooms" }).click();
    const form = page.getByTestId("rooms-form");
    await form.waitFor();
    await form.getByRole("button", { name: "Add a room" }).click();
    await form.getByRole("button", { name: "Add a room" }).click();
    await form.getByLabel("Room 1").selectOption("bedroom");
    await form.getByLabel("Beds").first().fill("2");
    await form.getByLabel("Room 2").selectOption("living_room");
    await form.getByLabel("Beds").nth(1).fill("25");
    await form.getByLabel("Beds").nth(1).press("Enter");
    const error = form.getByRole("alert");
    await error.waitFor();
    expect(await error.textContent()).toContain("from 0 to 20");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("rooms.1.beds");
    expect((await unitRow("unit-olive")).rooms).toEqual([]);

    await page.keyboard.press("Control+A");
    await page.keyboard.type("1");
    await page.keyboard.press("Enter");
    await waitFor(async () => (await unitRow("unit-olive")).rooms.length === 2, "the rooms on the server");
    expect((await unitRow("unit-olive")).rooms).toEqual([
      { type: "bedroom", beds: 2 },
      { type: "living_room", beds: 1 },
    ]);
    await page.reload();
    await page.getByTestId("rooms-form").waitFor();
    expect(await page.getByTestId("room-row").count()).toBe(2);
    expect(await page.getByTestId("rooms-form").getByLabel("Room 2").inputValue()).toBe("living_room");
  });

  it("unpublishes the unit and publishes it again", async () => {
    await unitNav().getByRole("link", { name: "Overview" }).click();
    await page.getByTestId("unpublish-unit").click();
    await page.getByTestId("publish-unit").waitFor();
    await waitFor(
      async () => (await unitRow("unit-olive")).state === "UNPUBLISHED",
      "unpublished on the server",
    );
    expect(await page.getByTestId("unit-state").first().textContent()).toContain("Unpublished");
    expect(await page.getByTestId("preview-unit").count()).toBe(0);
    await page.getByTestId("publish-unit").click();
    await page.getByTestId("unpublish-unit").waitFor();
    await waitFor(async () => (await unitRow("unit-olive")).state === "PUBLISHED", "published on the server");
    // "Publishing" lasts until the server's answer brings the listing's link; then it reads
    // "Published" and the preview opens the listing page, after its confirmation.
    await waitFor(
      async () => (await page.getByTestId("unit-state").first().textContent())?.trim() === "Published",
      "Published after sync",
    );
    await page.getByTestId("preview-unit").click();
    const confirm = page.getByRole("dialog");
    await confirm.getByRole("button", { name: "Open preview" }).waitFor();
    const [listing] = await Promise.all([
      context.waitForEvent("page"),
      confirm.getByRole("button", { name: "Open preview" }).click(),
    ]);
    await listing.waitForLoadState();
    expect(listing.url()).toBe(`${server.url}/stays/unit-olive`);
    expect(await listing.getByRole("heading", { level: 1 }).textContent()).toBe("Apartment Olive");
    await listing.close();
  });

  it("saves offline: shown at once, sent exactly once when back online", async () => {
    await unitNav().getByRole("link", { name: "About" }).click();
    const form = page.getByTestId("about-form");
    await form.waitFor();
    const words = `Olive trees, written offline ${Date.now()}`;
    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await form.getByLabel("Description").fill(words);
    await form.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved.").first().waitFor();
    // Shown at once from the local store: the page drawn again carries the new words.
    await unitNav().getByRole("link", { name: "Overview" }).click();
    await unitNav().getByRole("link", { name: "About" }).click();
    expect(await page.getByTestId("about-form").getByLabel("Description").inputValue()).toBe(words);
    await new Promise((r) => setTimeout(r, 500));
    expect((await unitRow("unit-olive")).description).not.toBe(words);

    await context.setOffline(false);
    await waitFor(
      async () => (await unitRow("unit-olive")).description === words,
      "the offline save on the server",
    );
    const { rows } = await server.db.query<{ n: string }>(
      "select count(*)::text as n from idempotency_keys where host_id = $1 and response_body like $2",
      [hostId, `%${words}%`],
    );
    expect(rows[0]!.n).toBe("1");
  });

  it("has no WCAG 2.1 AA violation on any of the unit's pages", async () => {
    const problems: string[] = [];
    for (const link of await unitNav().getByRole("link").all()) {
      const name = (await link.textContent()) ?? "";
      const href = (await link.getAttribute("href")) ?? "";
      await link.click();
      await page.waitForURL((url) => url.pathname === href);
      await waitFor(async () => (await link.getAttribute("aria-current")) === "page", `the ${name} page`);
      await page.getByRole("main").locator("form, section").first().waitFor();
      problems.push(...(await axeViolations(page, name)));
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("previews: several links in a modal, a confirm before the new tab, and its don't-show-again kept", async () => {
    // The server lists a unit on one page of its own; for the modal of several, the units feed is
    // given other links on its way to this device.
    const previewContext = await browser.newContext();
    await previewContext.addCookies([{ name: "ho_hl", value: "en_US", url: server.url }]);
    const links: Record<string, { name: string; url: string }[]> = {
      "unit-olive": [
        { name: "Hearth listing", url: `${server.url}/legal?listing=olive` },
        { name: "Partner site", url: `${server.url}/legal?partner=olive` },
      ],
      "unit-lavender": [{ name: "Hearth listing", url: `${server.url}/legal?listing=lavender` }],
    };
    await previewContext.route("**/api/app/sync/units/pull**", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { documents: { id: string; links: unknown[] }[] };
      for (const doc of body.documents) doc.links = links[doc.id] ?? doc.links;
      await route.fulfill({ response, json: body });
    });
    const preview = await previewContext.newPage();
    try {
      await signInInBrowser(preview, server.url, demoAccounts.individual, olive);
      await preview.getByTestId("preview-unit").click();
      const list = preview.getByTestId("preview-links");
      await list.waitFor();
      expect(await list.getByRole("button").allTextContents()).toEqual(["Hearth listing", "Partner site"]);
      await list.getByRole("button", { name: "Partner site" }).click();
      const confirm = preview.getByRole("dialog", { name: "Open the preview in a new tab?" });
      await confirm.waitFor();
      await confirm.getByLabel("Don't show this again").check();
      const [opened] = await Promise.all([
        previewContext.waitForEvent("page"),
        confirm.getByRole("button", { name: "Open preview" }).click(),
      ]);
      await opened.waitForURL(links["unit-olive"]![1]!.url);
      await opened.close();

      // One link opens at once, and the confirm, once declined for good, is not asked again.
      await preview.goto(`${server.url}/properties/prop-adriana/units/unit-lavender`);
      const [direct] = await Promise.all([
        previewContext.waitForEvent("page"),
        preview.getByTestId("preview-unit").click(),
      ]);
      await direct.waitForURL(links["unit-lavender"]![0]!.url);
      expect(await preview.getByRole("dialog").count()).toBe(0);
    } finally {
      await previewContext.close();
    }
  });

  it("leads from the properties list's action needed to the page that fixes it, and the fix lets it publish", async () => {
    // The server flags unit-fig's registration number, under a new change number as every write.
    await server.db.query(
      `insert into invalid_fields (id, host_id, property_id, unit_id, field)
       values ('e2e-invalid', $1, 'prop-adriana', 'unit-fig', 'registrationNumber')`,
      [hostId],
    );
    const { rows } = await server.db.query<{ seq: string }>(
      "update hosts set change_seq = change_seq + 1 where id = $1 returning change_seq::text as seq",
      [hostId],
    );
    await server.db.query("update units set seq = $2 where id = $1", ["unit-fig", rows[0]!.seq]);
    await server.db.query("select pg_notify($1, $2)", [changeChannel, `${hostId}:${rows[0]!.seq}`]);

    await page.goto(`${server.url}/properties`);
    const fix = page.getByTestId("fix-invalid-field");
    await waitFor(async () => (await fix.count()) === 1, "the action-needed call");
    await fix.click();
    await page.waitForURL(`${server.url}/properties/prop-adriana/units/unit-fig/taxes-and-laws`);
    await page.getByTestId("publish-blocked").waitFor();
    expect(await page.getByTestId("publish-unit").count()).toBe(0);
    const input = page.getByLabel("Registration number");
    await input.fill("HR-2024-77");
    await input.press("Enter");
    await page.getByTestId("publish-unit").waitFor();
    expect(await page.getByTestId("publish-blocked").count()).toBe(0);
    await waitFor(
      async () => (await unitRow("unit-fig")).registration_number === "HR-2024-77",
      "the registration number on the server",
    );
    const left = await server.db.query("select 1 from invalid_fields where id = 'e2e-invalid'");
    expect(left.rows).toEqual([]);
  });
});
