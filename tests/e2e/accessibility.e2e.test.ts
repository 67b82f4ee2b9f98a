// axe-core over every screen at a desktop (1280×800) and a phone (390×844) width, and again with each
// dialog or menu open where a screen has one: no WCAG 2.0/2.1 A or AA violation. The screens are one
// table (a path, when it has its content, and what to open on it), so a new screen is one more row.
// One browser context per width and visitor (signed out, a host, a migrated host, a company host,
// staff acting as a host), the screens visited in turn, so the file stays quick on a small machine.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { demoAccounts, demoGuest } from "../../server/seed/demo-seed.ts";
import { reservationsTabs } from "../../domain/reservations/reservation-tab.ts";
import { axeFindings } from "../support/axe-violations.ts";
import { signInInBrowser } from "../support/browser-sign-in.ts";
import { launchChromium } from "../support/browser.ts";
import { startTestServer } from "../support/test-server.ts";
import { untilInPage as until } from "../support/until-in-page.ts";

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** Rows of the demo host's data the screens are opened on, read from the seeded database. */
interface Ids {
  readonly booking: string;
  readonly request: string;
  readonly inquiry: string;
  readonly channel: string;
  readonly property: string;
  readonly unit: string;
}

interface ScreenCheck {
  readonly name: string;
  readonly path: (ids: Ids) => string;
  /** Holds once the screen shows its content. */
  readonly ready: (page: Page) => Promise<boolean>;
  /** Further states checked on the same screen: each opens something (a dialog, a menu) on it,
   * and may hand back how to undo what outlasts a reload (the network cut, a refused command). */
  readonly open?: Readonly<Record<string, (page: Page) => Promise<void | Undo>>>;
}
type Undo = () => Promise<void>;

const host = demoAccounts.individual;

async function demoIds(server: Server): Promise<Ids> {
  const first = async (sql: string) => {
    const { rows } = await server.db.query<{ id: string }>(sql, [host.hostId]);
    if (!rows[0]) throw new Error(`the demo seed has none: ${sql}`);
    return rows[0].id;
  };
  const unit = await server.db.query<{ id: string; property_id: string }>(
    "select id, property_id from units where host_id = $1 and state <> 'DELETED' order by id limit 1",
    [host.hostId],
  );
  if (!unit.rows[0]) throw new Error("the demo seed has no unit");
  return {
    // One whose stay has not begun, so it can still be cancelled (the cancel dialog).
    booking: await first(
      "select id from reservations where host_id = $1 and kind = 'booking' and status = 'CONFIRMED' and not deleted and check_in > current_date order by check_in limit 1",
    ),
    request: await first(
      "select id from reservations where host_id = $1 and kind = 'booking_request' and status = 'REQUESTED' and not deleted limit 1",
    ),
    inquiry: await first(
      "select id from reservations where host_id = $1 and kind = 'inquiry' and status = 'REQUESTED' and not deleted limit 1",
    ),
    channel: await first(
      "select id from channels where host_id = $1 and not archived order by last_message_at desc nulls last limit 1",
    ),
    property: unit.rows[0].property_id,
    unit: unit.rows[0].id,
  };
}

// What a screen shows once it has its content, and how things on it are opened.
const count = (page: Page, selector: string) => page.locator(selector).count();
const heading = (text: RegExp) => async (page: Page) =>
  text.test(
    (await page
      .getByRole("heading", { level: 1 })
      .first()
      .textContent()
      .catch(() => "")) ?? "",
  );
const shown = (testId: string) => async (page: Page) => (await page.getByTestId(testId).count()) > 0;
const both =
  (...checks: Array<(page: Page) => Promise<boolean>>) =>
  async (page: Page) => {
    for (const check of checks) if (!(await check(page))) return false;
    return true;
  };
const dialogShown = async (page: Page, what: string) =>
  until(() => page.getByRole("dialog").first().isVisible(), what);
/** A key pressed on the screen (a shortcut that opens a dialog). */
const key = (name: string) => async (page: Page) => {
  await page.keyboard.press(name);
  await dialogShown(page, `the dialog that ${name} opens`);
};
/** A button clicked, then a dialog shows. */
const button = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole("button", { name }).first().click();
  await dialogShown(page, `the dialog that ${String(name)} opens`);
};
/** A header menu's button clicked, then its panel (a named region) shows. */
const menu = (name: RegExp, region: string) => async (page: Page) => {
  await page.getByRole("button", { name }).first().click();
  await until(() => page.getByRole("region", { name: region }).isVisible(), `the ${region} panel`);
};
const commandPalette = async (page: Page) => {
  await page.keyboard.press("Control+k");
  await until(() => page.getByTestId("command-palette-input").isVisible(), "the command palette");
};
const unitSelector = async (page: Page) => {
  await until(() => page.getByTestId("unit-selector").isEnabled(), "the units to load");
  await page.getByTestId("unit-selector").click();
  await until(() => page.getByTestId("unit-selector-panel").isVisible(), "the unit selector");
};
/** The network cut: the shell says the device is offline. */
const offline = async (page: Page): Promise<Undo> => {
  await page.context().setOffline(true);
  await until(async () => (await page.getByTestId("network-status").textContent()) === "Offline", "offline");
  return () => page.context().setOffline(false);
};
/** The booking's own nights blocked (the calendar selects them): the server refuses, the screen says so. */
const refusedBlock = async (page: Page): Promise<Undo> => {
  await page.getByRole("toolbar").getByRole("button", { name: "Block", exact: true }).click();
  const notice = page.getByTestId("failed-command");
  await notice.first().waitFor({ timeout: 20_000 });
  return async () => {
    await notice.getByRole("button", { name: "Discard" }).click();
    await notice.first().waitFor({ state: "detached" });
  };
};
/** The list's search given a name nobody has: the list's empty state. */
const searchFindingNothing = async (page: Page) => {
  await page.getByRole("main").locator("input[type=search]").fill("Zzqx Nobody");
  await until(async () => (await count(page, "main .empty")) > 0, "the empty search");
};
const helpMenu = menu(/^Help$/, "Help");
const contactSupport = async (page: Page) => {
  await helpMenu(page);
  await button("Message support")(page);
};

const unitPages = [
  ["overview", ""],
  ["photos", "/photos"],
  ["amenities", "/amenities"],
  ["rooms", "/rooms"],
  ["about", "/about"],
  ["price-and-availability", "/price-and-availability"],
  ["booking-policies", "/booking-policies"],
  ["taxes-and-laws", "/taxes-and-laws"],
] as const;

/** Hearth's sign-in page filled in and sent. */
async function signInForm(page: Page, credentials: { email: string; password: string }) {
  await page.getByLabel("Email").fill(credentials.email);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Screens for someone not signed in: Hearth's sign-in page, the guests' own, the legal page. */
const signedOutScreens: readonly ScreenCheck[] = [
  {
    name: "sign-in page",
    path: () => "/reservations/requests",
    ready: async (page) => (await page.getByLabel("Password").count()) > 0,
    open: {
      "a wrong password": async (page) => {
        await signInForm(page, { email: host.email, password: "not the password" });
        await page.getByRole("alert").waitFor();
      },
      "staff's choice of host": async (page) => {
        await signInForm(page, demoAccounts.staff);
        await page.getByLabel("Host").waitFor();
      },
    },
  },
  {
    name: "sign-up page",
    path: () => "/redirect/register",
    ready: async (page) => (await page.getByLabel("Your name").count()) > 0,
    open: {
      "a refused form": async (page) => {
        await page.getByLabel("Your name").fill("Maria Rossi");
        await page.getByLabel("Email").fill("maria@example.test");
        await page.getByLabel("Password").fill("short");
        await page.getByRole("button", { name: "Create account" }).click();
        await page.getByRole("alert").waitFor();
      },
    },
  },
  {
    name: "guest login",
    path: () => "/guest/login",
    ready: heading(/\S/),
    open: {
      "a refused sign-in": async (page) => {
        await page.getByLabel("Booking code").fill(demoGuest.bookingCode);
        await page.getByLabel("Email address").fill("someone-else@hearth.test");
        await page.getByRole("button", { name: "Open the chat" }).click();
        await page.getByTestId("guest-login-error").waitFor();
      },
      "the guest's chat": async (page) => {
        await page.getByLabel("Booking code").fill(demoGuest.bookingCode);
        await page.getByLabel("Email address").fill(demoGuest.email);
        await page.getByRole("button", { name: "Open the chat" }).click();
        await page.waitForURL((url) => url.pathname === "/guest/chat");
        await until(async () => (await page.getByTestId("guest-live").textContent()) === "Live", "the chat");
      },
    },
  },
  { name: "legal, signed out", path: () => "/legal", ready: heading(/^Legal$/) },
];

/** What is opened on the reservations tabs: the shell's menus once, on one tab. */
const reservationsOpen: Partial<Record<(typeof reservationsTabs)[number], ScreenCheck["open"]>> = {
  upcoming: {
    "keyboard shortcuts": key("?"),
    "unit selector": unitSelector,
    "notifications menu": menu(/^Notifications/, "Notifications"),
    "help menu": helpMenu,
    "contact support": contactSupport,
    "command palette": commandPalette,
  },
  all: { "a search finding nothing": searchFindingNothing, "no network": offline },
};

/** Every screen of a signed-in host. The account, verification, listing-flow and subscription screens
 * are checked with axe in their own e2e files, each in the states its flow reaches. */
const hostScreens: readonly ScreenCheck[] = [
  ...reservationsTabs.map((tab): ScreenCheck => ({
    name: `reservations ${tab}`,
    path: () => `/reservations/${tab}`,
    ready: both(
      heading(/^Reservations$/),
      async (page) => (await count(page, `.tabs a.active[href="/reservations/${tab}"]`)) === 1,
    ),
    ...(reservationsOpen[tab] ? { open: reservationsOpen[tab] } : {}),
  })),
  {
    name: "booking details",
    path: (ids) => `/booking-details/${ids.booking}`,
    ready: heading(/^Booking of /),
    open: { "cancel dialog": button("Cancel booking") },
  },
  {
    name: "booking request details",
    path: (ids) => `/booking-request-details/${ids.request}`,
    ready: heading(/^Request of /),
    open: { "reject dialog": button(/^Reject/) },
  },
  {
    name: "booking request confirmation",
    path: (ids) => `/booking-request-confirmation/${ids.request}`,
    ready: shown("request-confirmation"),
  },
  {
    name: "inquiry details",
    path: (ids) => `/inquiries/${ids.inquiry}`,
    ready: heading(/^Inquiry of /),
    open: { "reject dialog": button(/^Reject/) },
  },
  {
    name: "calendar",
    path: () => "/calendar",
    ready: both(heading(/^Calendar$/), async (page) => (await page.getByRole("grid").count()) > 0),
  },
  {
    name: "calendar on a booking",
    path: (ids) => `/calendar/${ids.booking}`,
    // The timeline marks the booking; a phone's month view has no bars to mark.
    ready: both(heading(/^Calendar$/), async (page) => (await page.getByRole("grid").count()) > 0),
    open: {
      "keyboard shortcuts": key("?"),
      "go to a date": key("g"),
      "unit selector": unitSelector,
      "a refused block": refusedBlock,
    },
  },
  {
    name: "inbox",
    path: () => "/messages/all",
    ready: both(heading(/^Inbox$/), shown("channel-row")),
    open: { "keyboard shortcuts": key("?"), "a search finding nothing": searchFindingNothing },
  },
  {
    name: "inbox conversation",
    path: (ids) => `/messages/all/${ids.channel}`,
    ready: async (page) => (await page.getByRole("textbox").count()) > 0,
    open: {
      "a reply waiting for the network": async (page) => {
        const online = await offline(page);
        await page.getByRole("main").getByRole("textbox").fill("We look forward to your stay.");
        await page.getByRole("button", { name: "Send", exact: true }).click();
        await until(
          async () => (await page.getByText("We look forward to your stay.").count()) > 0,
          "the reply in the conversation",
        );
        return online;
      },
    },
  },
  {
    name: "overview",
    path: () => "/home",
    ready: both(heading(/^Overview$/), shown("overview-today")),
    open: {
      "guest profile": button(/^(Describe your ideal guest|Edit your answers)$/),
      "a task": async (page) => {
        await page.getByTestId("overview-tasks").getByRole("button", { name: "Open" }).first().click();
        await dialogShown(page, "the task's dialog");
      },
    },
  },
  ...(["performance", "reviews", "earnings", "occupancy"] as const).map((tab): ScreenCheck => ({
    name: `statistics ${tab}`,
    path: () => (tab === "performance" ? "/insights/performance" : `/${tab}`),
    ready: both(
      heading(/^Statistics$/),
      async (page) => (await count(page, `.tabs a.active[data-testid="statistics-tab-${tab}"]`)) === 1,
      async (page) => (await count(page, ".figure-card")) > 0,
    ),
  })),
  {
    name: "properties",
    path: () => "/properties",
    ready: both(heading(/^Properties$/), shown("property-row")),
    open: {
      "a search finding nothing": searchFindingNothing,
      "add property form": async (page) => {
        await page.getByTestId("add-property").click();
        await until(async () => (await count(page, ".add-property-form")) === 1, "the form");
      },
    },
  },
  { name: "property", path: (ids) => `/properties/${ids.property}`, ready: shown("property-units") },
  {
    name: "property about",
    path: (ids) => `/properties/${ids.property}/about`,
    ready: shown("property-about-form"),
    open: { "delete dialog": button("Delete property") },
  },
  ...unitPages.map(([name, slug]): ScreenCheck => ({
    name: `unit ${name}`,
    path: (ids) => `/properties/${ids.property}/units/${ids.unit}${slug}`,
    ready: async (page) =>
      (await page.getByTestId("unit-nav").locator('[aria-current="page"]').count()) === 1 &&
      (await page.getByRole("main").locator("form, section").count()) > 0,
  })),
  {
    name: "checklist",
    path: (ids) => `/checklist/${ids.property}/${ids.unit}`,
    ready: shown("checklist-page"),
  },
  {
    name: "feature toggle",
    path: () => "/feature-toggle/reduced-motion",
    ready: shown("feature-toggle-page"),
  },
  { name: "legal", path: () => "/legal", ready: heading(/^Legal$/) },
  { name: "legal atc", path: () => "/legal/atc", ready: shown("atc-fees") },
  { name: "not found", path: () => "/no-such-page", ready: shown("not-found") },
];

/** Screens only a host migrated from the old platform sees. */
const migratedHostScreens: readonly ScreenCheck[] = [
  {
    name: "welcome tour",
    path: () => "/reservations/requests",
    ready: async (page) =>
      (await page.getByRole("dialog").isVisible()) &&
      ((await page.getByRole("dialog").textContent())?.includes("Welcome to Hearth") ?? false),
    open: {
      "its videos": async (page) => {
        await page.getByRole("dialog").getByRole("button", { name: "Watch the videos" }).click();
        await until(
          async () => (await page.getByRole("dialog").getByRole("listitem").count()) > 0,
          "the videos",
        );
      },
    },
  },
];

/** Screens a staff member acting as a host sees differently: the impersonation banner on every one. */
const staffScreens: readonly ScreenCheck[] = [
  {
    name: "impersonation banner",
    path: () => "/reservations/requests",
    ready: shown("impersonation-banner"),
  },
];

/** Screens of a company host, whose earnings and units differ from an individual's (their dialogs
 * and menus are the individual's, checked above). */
const companyScreens: readonly ScreenCheck[] = hostScreens
  .filter((screen) =>
    ["reservations upcoming", "overview", "statistics earnings", "properties"].includes(screen.name),
  )
  .map(({ name, path, ready }) => ({ name, path, ready }));

/** Who looks at the screens, each in a browser context of their own, signed in as they would. */
const visitors: ReadonlyArray<{
  readonly who: string;
  readonly signIn?: (page: Page) => Promise<void>;
  readonly screens: readonly ScreenCheck[];
}> = [
  { who: "signed out", screens: signedOutScreens },
  { who: "host", signIn: (page) => signInInBrowser(page, server.url, host), screens: hostScreens },
  {
    who: "migrated host",
    signIn: (page) => signInInBrowser(page, server.url, demoAccounts.migrated),
    screens: migratedHostScreens,
  },
  {
    who: "company host",
    signIn: (page) => signInInBrowser(page, server.url, demoAccounts.company),
    screens: companyScreens,
  },
  {
    who: "staff as a host",
    signIn: async (page) => {
      await page.goto(`${server.url}/reservations/requests`);
      await signInForm(page, demoAccounts.staff);
      await page.getByLabel("Host").selectOption(host.hostId);
      await page.getByRole("button", { name: "Continue as this host" }).click();
      await page.waitForURL(`${server.url}/reservations/requests`);
    },
    screens: staffScreens,
  },
];

const viewports = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
] as const;

let server: Server;
let browser: Browser;
let ids: Ids;
/** Best-practice rules axe found broken, each with the screen states it found them on. */
const advice = new Map<string, string[]>();

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
  ids = await demoIds(server);
});

afterAll(async () => {
  // Best practices are advice, not the gate: listed for whoever looks, the test does not fail on them.
  if (advice.size > 0)
    // eslint-disable-next-line no-console -- a report for whoever runs the file, on purpose
    console.info(
      `axe best-practice advice (not WCAG failures):\n${[...advice]
        .map(([rule, where]) => `  ${rule}: ${where.length} screen states, e.g. ${where[0]}`)
        .join("\n")}`,
    );
  await browser?.close();
  await server?.close();
});

/** The screen as it opens and with each of its dialogs or menus open: axe's findings, all of them. */
async function problemsOn(page: Page, screen: ScreenCheck): Promise<string[]> {
  const problems: string[] = [];
  for (const [state, open] of [["", undefined], ...Object.entries(screen.open ?? {})] as const) {
    // Each state from the screen freshly opened, so one dialog left open cannot hide another's faults.
    await page.goto(`${server.url}${screen.path(ids)}`);
    await until(() => screen.ready(page), `${screen.name} to show`);
    // The first sync's progress bar is the shell's, outside the screen (a screen may have its own).
    await until(
      async () => (await count(page, "[role=progressbar]:not(main *)")) === 0,
      "the sync to settle",
    );
    const undo = open ? await open(page) : undefined;
    try {
      const where = state ? `${screen.name} with ${state}` : screen.name;
      const found = await axeFindings(page, where);
      problems.push(...found.violations);
      for (const rule of found.advice) advice.set(rule, [...(advice.get(rule) ?? []), where]);
    } finally {
      if (undo) await undo();
    }
  }
  return problems;
}

describe.each(viewports)("accessibility at $name width ($width×$height)", (viewport) => {
  describe.each(visitors)("$who", (visitor) => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
      // English whatever the account's own language (the company host's is German): the table's
      // readiness checks read English headings.
      await context.addCookies([{ name: "ho_hl", value: "en_US", url: server.url }]);
      page = await context.newPage();
      await visitor.signIn?.(page);
    });

    afterAll(() => context?.close());

    it.each(visitor.screens)("$name has no WCAG 2.1 AA violation", async (screen) => {
      const problems = await problemsOn(page, screen);
      expect(problems, `axe found:\n${problems.join("\n")}`).toEqual([]);
    });
  });
});
