// Two tabs of one user: when the session ends in one (its replay refused 401, the refresh refused
// too), the other shows the sign-in page with the same notice at once, asking the server nothing;
// signing in again in the first brings the other back and the kept command is replayed once.
// A sign-out in one tab signs the other out and lets the store be deleted (src/app/tab-session.ts).
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
let tabA: Page;
let tabB: Page;
/** Tab B's calls to the API and the identity provider, from the moment the session is revoked. */
let callsOfB: string[] | undefined;

const until = (check: () => Promise<boolean>, what: string) => untilInPage(check, what, 45_000);
const statusOf = async (id: string) =>
  (await server.db.query<{ status: string }>("select status from reservations where id = $1", [id])).rows[0]
    ?.status;
const networkText = async (page: Page) => (await page.getByTestId("network-status").textContent()) ?? "";

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
  context = await browser.newContext();
  tabA = await context.newPage();
  await signInInBrowser(tabA, server.url, demoAccounts.individual);
  await until(async () => (await tabA.getByTestId("reservation-row").count()) > 1, "tab A's requests");
  // Opened second: tab A leads (it replays the outbox), tab B follows through the store.
  tabB = await context.newPage();
  await tabB.goto(`${server.url}/reservations/requests`);
  await until(async () => (await tabB.getByTestId("reservation-row").count()) > 1, "tab B's requests");
  tabB.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (callsOfB && (pathname.startsWith("/api/") || pathname.startsWith("/oidc/"))) callsOfB.push(pathname);
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("a session shared by two tabs", () => {
  it("ends in both at once, and comes back in both after signing in again in one", async () => {
    const id = (await tabA.getByTestId("reservation-row").first().getAttribute("data-id"))!;
    await context.setOffline(true);
    await until(async () => (await networkText(tabA)).includes("Offline"), "offline");
    await tabA
      .locator(`[data-testid="reservation-row"][data-id="${id}"]`)
      .getByRole("button", { name: /^Confirm/ })
      .click();
    await until(async () => (await networkText(tabB)).includes("1 change waiting"), "tab B to see it wait");

    const revoked = await server.db.query(
      "delete from oidc_models where kind in ('Grant', 'RefreshToken', 'Session', 'AccessToken') returning kind",
    );
    expect(revoked.rows.length).toBeGreaterThan(0);
    callsOfB = [];
    await context.setOffline(false);

    const expected = "Your session ended; your 1 unsent change is kept and will be sent after you sign in.";
    await tabA.getByTestId("session-ended").waitFor({ timeout: 30_000 });
    const noticeB = tabB.getByTestId("session-ended");
    await noticeB.waitFor({ timeout: 10_000 });
    expect(await noticeB.textContent()).toBe(expected);
    expect(await tabA.getByTestId("session-ended").textContent()).toBe(expected);
    expect(new URL(tabB.url()).pathname).toBe("/reservations/requests");
    // Tab B would have become the leader once tab A closed the store, and asked the server with
    // the refused token; it stopped first. A moment more, to see it stays quiet.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(callsOfB).toEqual([]);
    expect(await tabB.getByTestId("reservation-row").count()).toBe(0);
    expect(await statusOf(id)).toBe("REQUESTED");
    const stores = await tabB.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ""));
    expect(stores.some((name) => name.includes("--outbox"))).toBe(true);
    callsOfB = undefined;

    await tabA.getByRole("button", { name: "Sign in again" }).click();
    await tabA.getByLabel("Email").fill(demoAccounts.individual.email);
    await tabA.getByLabel("Password").fill(demoAccounts.individual.password);
    await tabA.getByRole("button", { name: "Sign in" }).click();
    await tabA.waitForURL(`${server.url}/reservations/requests`);

    // Tab B follows by itself: its notice goes, its rows come back.
    await until(async () => (await tabB.getByTestId("reservation-row").count()) > 0, "tab B back");
    expect(await tabB.getByTestId("session-ended").count()).toBe(0);
    await until(async () => (await statusOf(id)) === "CONFIRMED", "the confirm on the server");
    await until(async () => !(await networkText(tabA)).includes("waiting"), "tab A: nothing waiting");
    await until(async () => !(await networkText(tabB)).includes("waiting"), "tab B: nothing waiting");
    const bookings = await server.db.query("select id from reservations where source_request_id = $1", [id]);
    expect(bookings.rows).toHaveLength(1);
    // Replayed once: both tabs would have sent it under the same key; one stored answer, one apply.
    const keys = await server.db.query("select key from idempotency_keys where host_id = 'host-anna'");
    expect(keys.rows).toHaveLength(1);
  });

  it("signs the other tab out with a sign-out in one, and the store goes", async () => {
    expect(await tabB.getByTestId("reservation-row").count()).toBeGreaterThan(0);
    await tabA.goto(`${server.url}/logout`);
    await until(async () => new URL(tabB.url()).pathname === "/", "tab B at the front door");
    await tabB.getByRole("button", { name: "Sign in" }).waitFor();
    expect(await tabB.getByTestId("reservation-row").count()).toBe(0);
    expect(await tabB.getByTestId("session-ended").count()).toBe(0);
    // Deleted, not held open by tab B: nothing of the user is left in IndexedDB or token storage.
    await until(
      async () =>
        !(await tabB.evaluate(async () =>
          (await indexedDB.databases()).some((d) => d.name?.includes("hearth-")),
        )),
      "the user's store deleted",
    );
    expect(await tabB.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith("oidc.user:")))).toBe(
      false,
    );
  });
});
