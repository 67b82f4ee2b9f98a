// Every main screen at a desktop (1280×800) and a phone (390×844) width: a screenshot of each into
// .tmp/screenshots (git-ignored) for a person to look at, and for the test the layout rules a
// screenshot would show broken: nothing wider than the viewport, the header 56 px and the
// sub-header 64 px high (operations spec §2 Layout), the landmarks there and visible (banner, the
// top navigation on a desktop or the bottom bar on a phone, main, a heading), and no i18n key shown
// in place of its text.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { reservationsTabs } from "../../domain/reservations/reservation-tab.ts";
import { launchChromium } from "../support/browser.ts";
import { signInInBrowser } from "../support/browser-sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { untilInPage as until } from "../support/until-in-page.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const shots = ".tmp/screenshots";

// A key shown raw looks like "reservations.tabs.upcoming": one of our namespaces, then dotted names.
const namespaces = Object.keys(JSON.parse(readFileSync("locales/en_US.json", "utf8")) as object);
const rawKey = new RegExp(`\\b(${namespaces.join("|")})\\.[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*\\b`);

interface Screen {
  readonly name: string;
  readonly path: string;
  /** Shown once the screen has its content. */
  readonly ready: (page: Page) => Promise<boolean>;
}

const viewports = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
] as const;

let screens: Screen[] = [];

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
  mkdirSync(shots, { recursive: true });
  const host = demoAccounts.individual.hostId;
  const first = async (sql: string) => {
    const { rows } = await server.db.query<{ id: string }>(sql, [host]);
    if (!rows[0]) throw new Error(`the demo seed has none: ${sql}`);
    return rows[0].id;
  };
  const bookingId = await first(
    "select id from reservations where host_id = $1 and kind = 'booking' and status = 'CONFIRMED' order by check_in desc limit 1",
  );
  const requestId = await first(
    "select id from reservations where host_id = $1 and kind = 'booking_request' and status = 'REQUESTED' limit 1",
  );
  const inquiryId = await first(
    "select id from reservations where host_id = $1 and kind = 'inquiry' limit 1",
  );
  const channelId = await first(
    "select id from channels where host_id = $1 and not archived order by last_message_at desc nulls last limit 1",
  );
  const heading = (text: RegExp) => async (page: Page) =>
    text.test(
      (await page
        .getByRole("heading", { level: 1 })
        .first()
        .textContent()
        .catch(() => "")) ?? "",
    );
  screens = [
    ...reservationsTabs.map((tab) => ({
      name: `reservations-${tab}`,
      path: `/reservations/${tab}`,
      ready: async (page: Page) =>
        (await heading(/^Reservations$/)(page)) &&
        (await page.locator(`.tabs a.active[href="/reservations/${tab}"]`).count()) === 1,
    })),
    { name: "booking-details", path: `/booking-details/${bookingId}`, ready: heading(/^Booking of /) },
    {
      name: "booking-request-details",
      path: `/booking-request-details/${requestId}`,
      ready: heading(/^Request of /),
    },
    { name: "inquiry-details", path: `/inquiries/${inquiryId}`, ready: heading(/^Inquiry of /) },
    {
      name: "calendar",
      path: "/calendar",
      ready: async (page) =>
        (await heading(/^Calendar$/)(page)) && (await page.getByRole("grid").count()) > 0,
    },
    {
      name: "properties",
      path: "/properties",
      ready: async (page) =>
        (await heading(/^Properties$/)(page)) && (await page.getByTestId("property-row").count()) > 0,
    },
    {
      name: "inbox",
      path: "/messages/all",
      ready: async (page) =>
        (await heading(/^Inbox$/)(page)) && (await page.getByTestId("channel-row").count()) > 0,
    },
    {
      name: "inbox-conversation",
      path: `/messages/all/${channelId}`,
      ready: async (page) => (await page.getByRole("textbox").count()) > 0,
    },
    {
      name: "legal-atc",
      path: "/legal/atc",
      ready: async (page: Page) => (await page.getByTestId("atc-fees").count()) === 1,
    },
    {
      name: "overview",
      path: "/home",
      ready: async (page: Page) =>
        (await heading(/^Overview$/)(page)) && (await page.getByTestId("overview-today").count()) === 1,
    },
    ...(["performance", "reviews", "earnings", "occupancy"] as const).map((tab) => ({
      name: `statistics-${tab}`,
      path: tab === "performance" ? "/insights/performance" : `/${tab}`,
      ready: async (page: Page) =>
        (await heading(/^Statistics$/)(page)) &&
        (await page.locator(`.tabs a.active[data-testid="statistics-tab-${tab}"]`).count()) === 1 &&
        (await page.locator(".figure-card").count()) > 0,
    })),
    {
      name: "not-found",
      path: "/no-such-page",
      ready: async (page) => (await page.getByTestId("not-found").count()) === 1,
    },
  ];
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.each(viewports)("screens at $name width ($width×$height)", (viewport) => {
  it("lays every main screen out within the viewport, with the spec's header heights and landmarks", async () => {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    const page = await context.newPage();
    await signInInBrowser(page, server.url, demoAccounts.individual);
    await until(async () => (await page.getByTestId("reservation-row").count()) > 0, "the first sync");
    const problems: string[] = [];
    for (const screen of screens) {
      await page.goto(`${server.url}${screen.path}`);
      await until(() => screen.ready(page), `${screen.name} to show`);
      // Wait out the first sync's progress bar, which is not part of the screen.
      await until(async () => (await page.getByRole("progressbar").count()) === 0, "the sync to settle");
      await page.screenshot({ path: `${shots}/${viewport.name}-${screen.name}.png` });
      const layout = await page.evaluate(() => {
        const height = (selector: string) => {
          const el = document.querySelector(selector);
          return el ? el.getBoundingClientRect().height : null;
        };
        return {
          scrollWidth: document.documentElement.scrollWidth,
          viewportWidth: window.innerWidth,
          header: height(".app-header"),
          subHeader: height(".sub-header"),
          text: document.body.innerText,
          // The innermost elements that reach past the right edge, to name in a failure.
          wide: [...document.querySelectorAll("body *")]
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
            .filter(
              (el) =>
                ![...el.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 0.5),
            )
            .filter((el) => !el.closest("[aria-hidden=true], .tabs, dialog:not([open])"))
            .slice(0, 3)
            .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`),
        };
      });
      const fail = (what: string) => problems.push(`${screen.name}: ${what}`);
      if (layout.scrollWidth > layout.viewportWidth)
        fail(
          `${layout.scrollWidth} px wide in a ${layout.viewportWidth} px viewport (${layout.wide.join(", ")})`,
        );
      if (layout.header !== 56) fail(`header ${layout.header} px high`);
      if (layout.subHeader !== null && layout.subHeader !== 64)
        fail(`sub-header ${layout.subHeader} px high`);
      const key = rawKey.exec(layout.text);
      if (key) fail(`shows the raw key ${key[0]}`);
      if (!(await page.getByRole("banner").isVisible())) fail("no visible banner landmark");
      if (!(await page.getByRole("main").first().isVisible())) fail("no visible main landmark");
      if (!(await page.getByRole("heading", { level: 1 }).first().isVisible())) fail("no visible heading");
      const topNav = await page.locator(".top-nav").isVisible();
      const bottomBar = await page.locator(".bottom-bar").isVisible();
      if (viewport.name === "desktop" && (!topNav || bottomBar)) fail("desktop without the top navigation");
      if (viewport.name === "mobile" && (topNav || !bottomBar)) fail("phone without the bottom bar");
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
