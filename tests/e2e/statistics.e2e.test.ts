// Statistics in Chromium against the real server (operations spec §2): the figures worked out on
// the device from the local store, checked against the server's own rows in SQL; the year and the
// unit narrowing them; the reviews tab marking new reviews seen and publishing a reply written
// offline, delivered once back online and checked through the API; the earnings/occupancy guard.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { openSignedInPage, type SignedInPage } from "../support/signed-in-page.ts";
import { signIn } from "../support/sign-in.ts";
import { signInInBrowser } from "../support/browser-sign-in.ts";
import { apiClient, jsonOf } from "../support/api-client.ts";
import { readFile } from "node:fs/promises";
import { untilInPage as until } from "../support/until-in-page.ts";

let setUp: SignedInPage;
let page: Page;
const account = demoAccounts.individual;
const year = new Date().getUTCFullYear();
const count = (value: number) => new Intl.NumberFormat("en-US").format(value);

beforeAll(async () => {
  setUp = await openSignedInPage({
    account,
    language: "en_US",
    path: "/insights/performance",
    ready: (page) => page.getByTestId("performance-stays").waitFor(),
  });
  page = setUp.page;
});

afterAll(() => setUp?.close());

/** The value beside a figure's name in one of the page's figure cards. */
async function figure(card: string, name: string): Promise<string> {
  const row = page
    .getByTestId(card)
    .locator("dl > div")
    .filter({ has: page.getByText(name, { exact: true }) });
  return (await row.locator("dd").textContent()) ?? "";
}

async function staysOnServer(unitId?: string, inYear = year) {
  const { rows } = await setUp.server.db.query<{ stays: number; nights: number; cancelled: number }>(
    `select count(*) filter (where status <> 'CANCELLED')::int as stays,
            coalesce(sum(check_out - check_in) filter (where status <> 'CANCELLED'), 0)::int as nights,
            count(*) filter (where status = 'CANCELLED')::int as cancelled
       from reservations
      where host_id = $1 and kind = 'booking' and not deleted and extract(year from check_in) = $2
        and ($3::text is null or unit_id = $3)`,
    [account.hostId, inYear, unitId ?? null],
  );
  return rows[0]!;
}

describe("statistics", () => {
  it("counts the year's stays as the server holds them, for all units and for one", async () => {
    const all = await staysOnServer();
    expect(all.stays).toBeGreaterThan(0);
    await until(
      async () => (await figure("performance-stays", "Stays checking in")) === count(all.stays),
      "the stays of the year",
    );
    expect(await figure("performance-stays", "Nights booked")).toBe(count(all.nights));
    expect(await figure("performance-stays", "Cancelled bookings")).toBe(count(all.cancelled));

    // Another year with stays (the demo's run into next year), from the year picker: kept in the address.
    const offered = (await page.getByTestId("statistics-year").locator("option").allTextContents()).map(
      Number,
    );
    expect(offered).toContain(year);
    const other = offered.find((y) => y !== year)!;
    expect(other).toBeDefined();
    const before = await staysOnServer(undefined, other);
    await page.getByTestId("statistics-year").selectOption(String(other));
    await page.waitForURL(/\/insights\/performance\?year=\d{4}$/);
    await until(
      async () => (await figure("performance-stays", "Stays checking in")) === count(before.stays),
      "the other year's stays",
    );

    // One unit, from the unit selector: the unit goes in the path, the year stays.
    const { rows } = await setUp.server.db.query<{ unit_id: string; title: string }>(
      `select r.unit_id, u.title from reservations r join units u on u.id = r.unit_id
        where r.host_id = $1 and r.kind = 'booking' and extract(year from r.check_in) = $2
        group by r.unit_id, u.title order by count(*) desc limit 1`,
      [account.hostId, other],
    );
    const unit = rows[0]!;
    await page.getByTestId("unit-selector").click();
    await page.getByRole("dialog").getByText(unit.title, { exact: true }).first().click();
    await page.waitForURL(new RegExp(`/insights/performance/${unit.unit_id}\\?year=${other}$`));
    const mine = await staysOnServer(unit.unit_id, other);
    await until(
      async () => (await figure("performance-stays", "Stays checking in")) === count(mine.stays),
      "the unit's stays",
    );
  });

  it("shows earnings and occupancy with the setting on, and leads to performance with it off", async () => {
    await page.goto(`${setUp.server.url}/earnings?year=${year}`);
    const { rows } = await setUp.server.db.query<{ total: string }>(
      `select coalesce(sum(total_price), 0)::text as total from reservations
        where host_id = $1 and kind = 'booking' and not deleted and status <> 'CANCELLED'
          and currency = 'EUR' and extract(year from check_in) = $2`,
      [account.hostId, year],
    );
    const total = new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR" }).format(
      Number(rows[0]!.total),
    );
    await until(async () => (await page.getByTestId("earnings-EUR").count()) === 1, "the euro earnings");
    expect(await figure("earnings-EUR", "Total")).toBe(total);
    expect(await page.getByTestId("earnings-months-EUR").locator("li").count()).toBe(12);

    await page.getByTestId("statistics-tab-occupancy").click();
    await page.waitForURL(/\/occupancy\?year=\d{4}$/);
    await until(async () => (await page.getByTestId("occupancy-months").count()) === 1, "occupancy");
    expect(await page.getByTestId("occupancy-months").locator("li").count()).toBe(12);
    expect(await figure("occupancy-year", "Occupancy")).toMatch(/^\d+(\.\d)?%$/);

    // A deployment with the setting off: /occupancy is guarded and the tabs leave both pages out.
    const context = await setUp.browser.newContext();
    await context.addCookies([{ name: "ho_hl", value: "en_US", url: setUp.server.url }]);
    await context.route("**/api/public/settings", async (route) => {
      const response = await route.fetch();
      const settings = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...settings, earningsOccupancy: false } });
    });
    const guarded = await context.newPage();
    await signInInBrowser(guarded, setUp.server.url, account, "/occupancy");
    await guarded.waitForURL(/\/insights\/performance$/);
    await guarded.getByTestId("performance-stays").waitFor();
    expect(await guarded.getByTestId("statistics-tab-earnings").count()).toBe(0);
    await guarded.goto(`${setUp.server.url}/insights`);
    await guarded.waitForURL(/\/insights\/performance$/);
    // A settings call may still be in the route above when the page is done: closing the context
    // under it disposed its response, an unhandled rejection that failed a whole e2e run once.
    await context.unrouteAll({ behavior: "ignoreErrors" });
    await context.close();
  });

  it("marks new reviews seen and publishes a reply written offline once back online", async () => {
    const token = (await signIn(setUp.server.url, account)).accessToken;
    const api = apiClient(setUp.server.url);
    const newUnits = () => jsonOf<{ unitIds: string[] }>(api(token, "/api/app/reviews/new"));
    expect((await newUnits()).unitIds.length).toBeGreaterThan(0);

    await page.getByTestId("statistics-tab-reviews").click();
    await page.waitForURL(/\/reviews$/);
    await page.getByTestId("review-list").waitFor();
    const firstNew = page
      .locator(".review-card")
      .filter({ has: page.locator(".review-new") })
      .first();
    const newId = (await firstNew.getAttribute("data-testid"))!.slice("review-".length);
    const { rows } = await setUp.server.db.query<{ unit_id: string }>(
      "select unit_id from reviews where id = $1",
      [newId],
    );
    const newUnit = rows[0]!.unit_id;
    await until(async () => !(await newUnits()).unitIds.includes(newUnit), "the shown unit's reviews seen");

    // A review without a reply, answered offline.
    await page.getByTestId("reviews-unanswered").click();
    const card = page.locator(".review-card").first();
    const reviewId = (await card.getAttribute("data-testid"))!.slice("review-".length);
    await card.getByRole("button", { name: "Reply", exact: true }).click();
    await card.getByRole("button", { name: "Publish reply" }).click();
    expect(await card.getByRole("alert").textContent()).toBe("Write a reply before publishing it.");

    await setUp.context.setOffline(true);
    const text = "Thank you, it was a pleasure to host you!";
    await card.getByLabel(/Your public reply/).fill(`  ${text} `);
    await page.keyboard.press("Control+Enter");
    // Shown at once (it leaves the unanswered filter, so it is found by its id), marked as waiting.
    const answered = page.getByTestId(`review-${reviewId}`);
    await page.getByRole("button", { name: "All", exact: true }).click();
    await until(
      async () => (await answered.getByTestId("review-reply").textContent())?.includes(text) === true,
      "reply",
    );
    expect(await answered.getByText("waiting to sync").count()).toBe(1);

    await setUp.context.setOffline(false);
    const onServer = async () => {
      const { rows } = await setUp.server.db.query<{ unit_id: string }>(
        "select unit_id from reviews where id = $1",
        [reviewId],
      );
      const list = await jsonOf<{ items: Array<{ publicId: string; reply: string | null }> }>(
        api(token, `/api/app/reviews/${rows[0]!.unit_id}?limit=100`),
      );
      return list.items.find((r) => r.publicId === reviewId)?.reply;
    };
    await until(async () => (await onServer()) === text, "the reply on the server, trimmed");
    await until(async () => (await answered.getByText("waiting to sync").count()) === 0, "the reply synced");
    // Exactly once: a public reply cannot be replaced, so a second delivery would have been refused.
    expect(await page.getByTestId("failed-command").count()).toBe(0);
  });

  it("offers the DAC7 report to a host not on commission, saved under the server's file name", async () => {
    // Anna is on commission: the platform reports for her.
    await page.goto(`${setUp.server.url}/earnings`);
    await page.getByTestId("statistics-tab-earnings").waitFor();
    await until(async () => (await page.locator(".figure-card").count()) > 0, "the earnings");
    expect(await page.getByTestId("tax-report").count()).toBe(0);

    const company = demoAccounts.company;
    const token = (await signIn(setUp.server.url, company)).accessToken;
    const api = apiClient(setUp.server.url);
    const { years } = await jsonOf<{ years: number[] }>(api(token, "/api/app/report/dac7/availability"));
    expect(years.length).toBeGreaterThan(0);
    const context = await setUp.browser.newContext({ acceptDownloads: true });
    await context.addCookies([{ name: "ho_hl", value: "en_US", url: setUp.server.url }]);
    const agency = await context.newPage();
    await signInInBrowser(agency, setUp.server.url, company, "/earnings");
    const card = agency.getByTestId("tax-report");
    await card.waitFor();
    await until(
      async () => (await agency.getByTestId("tax-report-year").count()) === 1,
      "the report's years",
    );
    expect(
      (await agency.getByTestId("tax-report-year").locator("option").allTextContents()).map(Number),
    ).toEqual(years);
    const expected = await api(token, `/api/app/report/dac7/${years[0]}`);
    const [download] = await Promise.all([
      agency.waitForEvent("download"),
      card.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    const disposition = expected.headers.get("content-disposition") ?? "";
    expect(disposition).toContain(download.suggestedFilename());
    expect(await readFile(await download.path(), "utf8")).toBe(await expected.text());
    await context.close();
  });
});
