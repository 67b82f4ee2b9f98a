// The main screens of the app for a signed-in demo host, each with the path that opens it and a
// check that it shows its content; shared by the layout and the accessibility e2e tests.
import type { Page } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { reservationsTabs } from "../../domain/reservations/reservation-tab.ts";
import type { startTestServer } from "./test-server.ts";
import { signInInBrowser } from "./browser-sign-in.ts";
import { untilInPage as until } from "./until-in-page.ts";

export interface Screen {
  readonly name: string;
  readonly path: string;
  /** Shown once the screen has its content. */
  readonly ready: (page: Page) => Promise<boolean>;
}

export async function mainScreens(server: Awaited<ReturnType<typeof startTestServer>>): Promise<Screen[]> {
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
  return [
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
}

/**
 * Signs the demo host in on `page`, then opens each screen in turn and calls `visit` once it shows its
 * content and the first sync's progress bar (not part of the screen) is gone.
 */
export async function visitMainScreens(
  page: Page,
  serverUrl: string,
  screens: readonly Screen[],
  visit: (screen: Screen) => Promise<void>,
): Promise<void> {
  await signInInBrowser(page, serverUrl, demoAccounts.individual);
  await until(async () => (await page.getByTestId("reservation-row").count()) > 0, "the first sync");
  for (const screen of screens) {
    await page.goto(`${serverUrl}${screen.path}`);
    await until(() => screen.ready(page), `${screen.name} to show`);
    await until(async () => (await page.getByRole("progressbar").count()) === 0, "the sync to settle");
    await visit(screen);
  }
}
