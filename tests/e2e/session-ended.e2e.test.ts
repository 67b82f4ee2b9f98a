// The session ends on the server (its grant, refresh token and provider session revoked) while a
// command waits offline: the replay's 401 cannot be cured by a refresh, so the app signs out,
// keeps the local store and says why on the sign-in page; signing in again as the same host
// replays the command, and the server applies it exactly once (operations spec: "401: refresh the
// token and retry once, else sign out without losing the outbox").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { launchChromium } from "../support/browser.ts";
import { signInInBrowser } from "../support/browser-sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { untilInPage } from "../support/until-in-page.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const until = (check: () => Promise<boolean>, what: string) => untilInPage(check, what, 30_000);
const statusOf = async (id: string) =>
  (await server.db.query<{ status: string }>("select status from reservations where id = $1", [id])).rows[0]
    ?.status;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
  context = await browser.newContext();
  page = await context.newPage();
  await signInInBrowser(page, server.url, demoAccounts.individual);
  await until(async () => (await page.getByTestId("reservation-row").count()) > 1, "the requests");
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("a session that ends on the server", () => {
  it("keeps the pending change, says so at sign-in, and sends it once after signing in again", async () => {
    const id = (await page.getByTestId("reservation-row").first().getAttribute("data-id"))!;
    await context.setOffline(true);
    await until(
      async () => ((await page.getByTestId("network-status").textContent()) ?? "").includes("Offline"),
      "offline",
    );
    await page
      .locator(`[data-testid="reservation-row"][data-id="${id}"]`)
      .getByRole("button", { name: /^Confirm/ })
      .click();
    await until(
      async () =>
        ((await page.getByTestId("network-status").textContent()) ?? "").includes("1 change waiting"),
      "the change to wait",
    );

    // Revoked on the server: the access token's grant goes (so it is refused at once), and with it
    // the refresh token and the provider's session (so the refresh fails and sign-in asks again).
    const revoked = await server.db.query(
      "delete from oidc_models where kind in ('Grant', 'RefreshToken', 'Session', 'AccessToken') returning kind",
    );
    expect(revoked.rows.length).toBeGreaterThan(0);
    await context.setOffline(false);

    const notice = page.getByTestId("session-ended");
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.getAttribute("role")).toBe("alert");
    expect(await notice.textContent()).toBe(
      "Your session ended; your 1 unsent change is kept and will be sent after you sign in.",
    );
    expect(new URL(page.url()).pathname).toBe("/reservations/requests");
    expect(await statusOf(id)).toBe("REQUESTED");
    // The tokens are gone; the store is not (its database is still there).
    expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith("oidc.user:")))).toBe(
      false,
    );
    const stores = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ""));
    expect(stores.some((name) => name.includes("--outbox"))).toBe(true);

    await page.getByRole("button", { name: "Sign in again" }).click();
    await page.getByLabel("Email").fill(demoAccounts.individual.email);
    await page.getByLabel("Password").fill(demoAccounts.individual.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server.url}/reservations/requests`);

    await until(async () => (await statusOf(id)) === "CONFIRMED", "the confirm on the server");
    await until(
      async () => !((await page.getByTestId("network-status").textContent()) ?? "").includes("waiting"),
      "nothing left waiting",
    );
    expect(await page.getByTestId("session-ended").count()).toBe(0);
    const bookings = await server.db.query("select id from reservations where source_request_id = $1", [id]);
    expect(bookings.rows).toHaveLength(1);
    const keys = await server.db.query("select key from idempotency_keys where host_id = 'host-anna'");
    expect(keys.rows).toHaveLength(1);
  });
});
