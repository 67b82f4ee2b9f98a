// A unit's subscription, boosts and promotions in Chromium (listing spec §2, §4, §5, §7), each write
// checked on the server: the current plan (a trial shown as active) and the quota states; a plan changed
// with a coupon (charged with the discount), an unknown coupon refused beside its field, a change scheduled
// with an empty coupon (sent as absent) and deleted with a reason, a cancellation with a reason, and a
// subscription about to end renewed from its prompt; a boost bought; a boost booked offline and refused
// once coins were switched off meanwhile, rolled back with the server's reason; a host without coins told
// so up front, and a first subscription through the hosted checkout; and a promotion activated and
// deactivated, and activated offline and sent once. The four pages pass axe-core's WCAG 2.1 AA rules.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { launchChromium } from "../support/browser.ts";
import { signInInBrowser } from "../support/browser-sign-in.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { untilInPage as waitFor } from "../support/until-in-page.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const anna = demoAccounts.individual.hostId;
const limone = "/properties/prop-limone/units/unit-limone";
const olive = "/properties/prop-adriana/units/unit-olive";

async function subscriptionRow(id: string) {
  const { rows } = await server.db.query<{
    plan_item_price_id: string;
    scheduled_plan_item_price_id: string | null;
    cancellation_scheduled: boolean;
    cancel_reason: string | null;
  }>(
    "select plan_item_price_id, scheduled_plan_item_price_id, cancellation_scheduled, cancel_reason from subscriptions where id = $1",
    [id],
  );
  return rows[0]!;
}

async function boostRows(hostId: string) {
  const { rows } = await server.db.query<{ start_date: string; end_date: string; payment_id: string | null }>(
    `select to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date, payment_id
     from boost_periods where host_id = $1 order by start_date`,
    [hostId],
  );
  return rows;
}

/** A day counted from the database's today, as a date input takes it. */
async function dayFromToday(days: number): Promise<string> {
  const { rows } = await server.db.query<{ day: string }>(
    "select to_char(current_date + $1::int, 'YYYY-MM-DD') as day",
    [days],
  );
  return rows[0]!.day;
}

const setCoins = (hostId: string, enabled: boolean) =>
  server.db.query("update hosts set is_coin_subscription_enabled = $2 where id = $1", [hostId, enabled]);

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
  context = await browser.newContext();
  await context.addCookies([{ name: "ho_hl", value: "en_US", url: server.url }]);
  page = await context.newPage();
  await signInInBrowser(page, server.url, demoAccounts.individual, "/properties");
  await page.getByTestId("property-row").first().waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("subscription and boosters", () => {
  it("shows a trial as active, the expiring prompt and the quota states", async () => {
    await page.goto(`${server.url}${olive}`);
    await page
      .getByRole("navigation", { name: "Unit pages" })
      .getByRole("link", { name: "Subscription and boosters" })
      .click();
    const plan = page.getByTestId("current-plan");
    await plan.waitFor();
    // Olive's plan is in trial, ends in two days and does not renew (the demo seed).
    expect(await plan.textContent()).toContain("Basic");
    expect(await plan.textContent()).toContain("Active");
    expect(await plan.textContent()).toContain("does not renew");
    await page.getByTestId("expiring-prompt").waitFor();
    // 15 of 20 leads, 7 of 10 publications, 2 of 2 boosts: none is low or empty.
    await page.getByTestId("quota-leads").waitFor();
    expect(await page.getByTestId("quota-leads").getAttribute("data-level")).toBe("ok");
    expect(await page.getByTestId("quota-leads").textContent()).toContain("15 of 20");
    expect(await page.getByTestId("quota-unit-publish").textContent()).toContain("7 of 10");
    expect(await page.getByTestId("quota-boost").textContent()).toContain("2 of 2");
  });
});

describe("manage subscription", () => {
  it("changes the plan with a coupon: charged now, less the coupon's discount", async () => {
    await page.goto(`${server.url}${limone}/manage-subscription`);
    const form = page.getByTestId("change-plan-form");
    await form.waitFor();
    await form.getByLabel(/^Premium/).check();
    // An unknown coupon is refused: nothing charged or changed, the server's words beside the field.
    await form.getByLabel("Coupon code (optional)").fill("NOSUCHCODE");
    await form.getByRole("button", { name: "Change plan" }).click();
    await page.getByTestId("coupon-problem").waitFor();
    expect(await page.getByTestId("coupon-problem").textContent()).toContain("unknown coupon");
    expect((await subscriptionRow("sub-anna-limone")).plan_item_price_id).toBe("hearth-standard-EUR-monthly");
    await page.getByTestId("failed-command").getByRole("button", { name: "Discard" }).click();
    await page.getByTestId("coupon-problem").waitFor({ state: "detached" });
    await form.getByLabel(/^Premium/).check();
    // A coupon pasted with spaces around it is sent trimmed; Enter in the field sends the form.
    await form.getByLabel("Coupon code (optional)").fill("  WELCOME10 ");
    await form.getByLabel("Coupon code (optional)").press("Enter");
    await waitFor(
      async () =>
        (await subscriptionRow("sub-anna-limone")).plan_item_price_id === "hearth-premium-EUR-monthly",
      "the upgrade on the server",
    );
    const { rows } = await server.db.query<{ amount_cents: number }>(
      "select amount_cents from payments where host_id = $1 and description like 'Premium plan%'",
      [anna],
    );
    // Premium costs 69 €; WELCOME10 takes 10 % off.
    expect(rows.map((r) => r.amount_cents)).toEqual([6210]);
    await waitFor(
      async () => ((await page.getByTestId("current-plan").textContent()) ?? "").includes("Premium"),
      "the new plan on screen",
    );
  });

  it("schedules a change with an empty coupon, then deletes it with a reason", async () => {
    const form = page.getByTestId("change-plan-form");
    await form.getByLabel(/^Basic/).check();
    await form.getByRole("button", { name: "Change plan" }).click();
    await waitFor(
      async () =>
        (await subscriptionRow("sub-anna-limone")).scheduled_plan_item_price_id ===
        "hearth-basic-EUR-monthly",
      "the scheduled change on the server",
    );
    const scheduled = page.getByTestId("scheduled-change");
    await scheduled.waitFor();
    expect(await scheduled.getByTestId("scheduled-plan").textContent()).toContain("Basic");

    // Without a reason the form says so and sends nothing.
    await scheduled.getByRole("button", { name: "Delete scheduled change" }).click();
    await scheduled.getByText("Please give a reason.").waitFor();
    await scheduled.getByLabel("Reason").fill("Staying on Premium for the summer");
    await scheduled.getByRole("button", { name: "Delete scheduled change" }).click();
    await scheduled.waitFor({ state: "detached" });
    await waitFor(
      async () => (await subscriptionRow("sub-anna-limone")).scheduled_plan_item_price_id === null,
      "the scheduled change gone from the server",
    );
    expect((await subscriptionRow("sub-anna-limone")).cancel_reason).toBe(
      "Staying on Premium for the summer",
    );
  });

  it("cancels with a reason: the plan runs to the end of its term", async () => {
    const cancel = page.getByTestId("cancel-subscription");
    await cancel.getByLabel("Reason").fill("Selling the house");
    await cancel.getByRole("button", { name: "Cancel subscription" }).click();
    // Shown at once: the form leaves and the plan says it will not renew.
    await cancel.waitFor({ state: "detached" });
    expect(await page.getByTestId("current-plan").textContent()).toContain("does not renew");
    await waitFor(
      async () => (await subscriptionRow("sub-anna-limone")).cancellation_scheduled,
      "the cancellation on the server",
    );
    expect((await subscriptionRow("sub-anna-limone")).cancel_reason).toBe("Selling the house");
  });
});

describe("renewing", () => {
  it("renews a subscription about to end from its prompt, by moving to a dearer plan", async () => {
    await page.goto(`${server.url}${olive}/subscription-and-boosters`);
    await page.getByTestId("expiring-prompt").getByRole("link", { name: "Choose a plan" }).click();
    const form = page.getByTestId("change-plan-form");
    await form.waitFor();
    await form.getByLabel(/^Standard/).check();
    await form.getByRole("button", { name: "Change plan" }).click();
    await waitFor(async () => {
      const row = await subscriptionRow("sub-anna-olive");
      return row.plan_item_price_id === "hearth-standard-EUR-monthly" && !row.cancellation_scheduled;
    }, "the renewal on the server");
    await page.getByTestId("cancel-subscription").waitFor();
  });
});

describe("boosters", () => {
  it("buys a boost with coins for a date range", async () => {
    const [start, end] = [await dayFromToday(10), await dayFromToday(13)];
    await page.goto(`${server.url}${limone}/boosters`);
    const form = page.getByTestId("book-boost");
    await form.waitFor();
    expect(await page.getByTestId("boost-coins").textContent()).toContain("2");
    // The end before the start is refused on the form, before anything is sent.
    await form.getByLabel("First day").fill(end);
    await form.getByLabel("Last day").fill(start);
    await form.getByRole("button", { name: "Book boost" }).click();
    await form.getByText("The last day must be after the first day.").waitFor();
    await form.getByLabel("First day").fill(start);
    await form.getByLabel("Last day").fill(end);
    await form.getByRole("button", { name: "Book boost" }).click();
    await page.locator(`[data-testid="boost"][data-start="${start}"]`).waitFor();
    await waitFor(async () => (await boostRows(anna)).length === 1, "the boost on the server");
    expect(await boostRows(anna)).toEqual([{ start_date: start, end_date: end, payment_id: null }]);
  });

  it("rolls back a boost booked offline that the server refuses once coins are off, with its reason", async () => {
    const [start, end] = [await dayFromToday(20), await dayFromToday(22)];
    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    const form = page.getByTestId("book-boost");
    await form.getByLabel("First day").fill(start);
    await form.getByLabel("Last day").fill(end);
    await form.getByRole("button", { name: "Book boost" }).click();
    // Shown at once, offline, as waiting.
    const shown = page.locator(`[data-testid="boost"][data-start="${start}"]`);
    await shown.waitFor();
    expect(await shown.textContent()).toContain("waiting to be sent");

    await setCoins(anna, false);
    try {
      await context.setOffline(false);
      const refused = page.getByTestId("failed-command");
      await refused.waitFor({ timeout: 20_000 });
      expect(await refused.textContent()).toContain("Coin boosts are not enabled for this account.");
      await shown.waitFor({ state: "detached" });
      expect((await boostRows(anna)).map((b) => b.start_date)).not.toContain(start);
      await refused.getByRole("button", { name: "Discard" }).click();
    } finally {
      await setCoins(anna, true);
    }
  });

  it("tells a host without coins up front (the server refuses such a boost) and subscribes its unit through the hosted checkout", async () => {
    const alpine = await browser.newContext();
    try {
      await alpine.addCookies([{ name: "ho_hl", value: "en_US", url: server.url }]);
      const other = await alpine.newPage();
      await signInInBrowser(
        other,
        server.url,
        demoAccounts.company,
        "/properties/prop-edelweiss/units/unit-zugspitze/boosters",
      );
      await other.getByTestId("coins-off").waitFor();
      expect(await other.getByTestId("coins-off").textContent()).toContain("not enabled for your account");
      expect(await other.getByLabel("First day").isDisabled()).toBe(true);
      expect(await other.getByRole("button", { name: "Book boost" }).isDisabled()).toBe(true);

      // A unit without a subscription gets one through the provider's hosted checkout.
      await other.goto(`${server.url}/properties/prop-edelweiss/units/unit-zugspitze/manage-subscription`);
      const checkout = other.getByTestId("checkout");
      await checkout.waitFor();
      await other.getByTestId("no-payment-source").waitFor();
      await checkout.getByLabel(/^Basic/).check();
      await checkout.getByLabel("Coupon code (optional)").fill("HEARTH25");
      await checkout.getByRole("button", { name: "Continue to payment" }).click();
      const subscribed = async () => {
        const { rows } = await server.db.query(
          "select 1 from subscriptions where unit_id = 'unit-zugspitze'",
        );
        return rows.length === 1;
      };
      await waitFor(subscribed, "the subscription on the server");
      const { rows } = await server.db.query<{ plan_item_price_id: string; amount_cents: number }>(
        `select s.plan_item_price_id, h.amount_cents from subscriptions s
         join hosted_checkouts h on h.subscription_id = s.id where s.unit_id = 'unit-zugspitze'`,
      );
      // Basic costs 19 €; HEARTH25 takes 25 % off the first charge.
      expect(rows).toEqual([{ plan_item_price_id: "hearth-basic-EUR-monthly", amount_cents: 1425 }]);
      // The new subscription reaches the device through the sync feed: the page now manages it.
      await other.getByTestId("change-plan-form").waitFor();
      expect(await other.getByTestId("current-plan").textContent()).toContain("Basic");
    } finally {
      await alpine.close();
    }
    const token = (await signIn(server.url, demoAccounts.company)).accessToken;
    const answer = await fetch(`${server.url}/api/app/user/subscription/coin/boost`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ startDate: await dayFromToday(5), endDate: await dayFromToday(6) }),
    });
    expect(answer.status).toBe(409);
    expect(await boostRows(demoAccounts.company.hostId)).toEqual([]);
  });
});

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core's WCAG 2.1 AA violations inside the unit's content, where these pages draw: the shell
 * around them has its own check (accessibility.e2e.test.ts).
 */
async function contentViolations(where: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const result = await axe.run(
      { include: [".unit-content"] },
      { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } },
    );
    return result.violations.map((v) => `${v.id} at ${(v.nodes[0]?.target ?? []).map(String).join(" ")}`);
  });
  return found.map((v) => `${where}: ${v}`);
}

describe("accessibility", () => {
  it("the four pages pass axe-core's WCAG 2.1 AA rules", async () => {
    const found: string[] = [];
    for (const [slug, ready] of [
      ["subscription-and-boosters", "subscription-overview"],
      ["manage-subscription", "manage-subscription"],
      ["boosters", "book-boost"],
      ["promotions", "promotions"],
    ] as const) {
      await page.goto(`${server.url}${olive}/${slug}`);
      await page.getByTestId(ready).waitFor();
      found.push(...(await contentViolations(slug)));
    }
    expect(found).toEqual([]);
  });
});

describe("promotions", () => {
  async function promotionState(type: string) {
    const { rows } = await server.db.query<{ state: string }>(
      "select state from unit_promotions where host_id = $1 and unit_id = 'unit-limone' and type = $2",
      [anna, type],
    );
    return rows[0]?.state;
  }

  it("activates and deactivates a promotion, with its discount shown", async () => {
    await page.goto(`${server.url}${limone}/promotions`);
    const earlyBird = page.locator('[data-testid="promotion"][data-type="earlyBird"]');
    await earlyBird.waitFor();
    expect(await earlyBird.textContent()).toContain("10 % off");
    expect(await earlyBird.getAttribute("data-state")).toBe("INACTIVE");
    // Keyboard only: the button takes the focus and Enter presses it.
    await earlyBird.getByRole("button", { name: "Activate Early bird" }).focus();
    await page.keyboard.press("Enter");
    await page.locator('[data-testid="promotion"][data-type="earlyBird"][data-state="ACTIVE"]').waitFor();
    await waitFor(
      async () => (await promotionState("earlyBird")) === "ACTIVE",
      "the promotion on the server",
    );

    await earlyBird.getByRole("button", { name: "Deactivate Early bird" }).click();
    await waitFor(
      async () => (await promotionState("earlyBird")) === "INACTIVE",
      "the promotion off on the server",
    );
    await page.locator('[data-testid="promotion"][data-type="earlyBird"][data-state="INACTIVE"]').waitFor();
  });

  it("activates one offline: shown at once, sent once when back online", async () => {
    const lastMinute = '[data-testid="promotion"][data-type="lastMinute"]';
    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await page.locator(lastMinute).getByRole("button", { name: "Activate Last minute" }).click();
    await page.locator(`${lastMinute}[data-state="ACTIVE"]`).getByText("waiting to be sent").waitFor();
    expect(await promotionState("lastMinute")).toBeUndefined();
    await context.setOffline(false);
    await waitFor(
      async () => (await promotionState("lastMinute")) === "ACTIVE",
      "the offline change on the server",
    );
    const { rows } = await server.db.query<{ n: string }>(
      "select count(*)::text as n from idempotency_keys where host_id = $1 and response_body like $2",
      [anna, '%"type":"lastMinute","state":"ACTIVE"%'],
    );
    expect(rows[0]!.n).toBe("1");
  });
});
