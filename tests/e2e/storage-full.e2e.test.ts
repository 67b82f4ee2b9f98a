// The device runs out of room while the host works: IndexedDB refuses writes with a real
// QuotaExceededError DOMException (a page script wraps IDBObjectStore's put and add behind a switch
// the test flips). The storage-full banner shows with its text; a confirm made meanwhile is kept
// (parked in Web Storage, sync/parked-commands.ts), drawn in the list at once, and sent once the
// store takes writes again, also when the page is reloaded first; the banner goes by itself once
// writes succeed.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import enUS from "../../locales/en_US.json" with { type: "json" };
import { launchChromium } from "../support/browser.ts";
import { signInInBrowser } from "../support/browser-sign-in.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** Runs in the page before the app: every put and add is refused while the switch is on. */
function refuseWritesOnSwitch() {
  const flags = window as unknown as { hearthRefuseWrites: boolean };
  flags.hearthRefuseWrites = false;
  for (const method of ["put", "add"] as const) {
    // The prototype's own function, called with the store it is called on.
    const original = Object.getOwnPropertyDescriptor(IDBObjectStore.prototype, method)!.value as (
      this: IDBObjectStore,
      ...args: unknown[]
    ) => IDBRequest<IDBValidKey>;
    IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: [unknown, IDBValidKey?]) {
      if (flags.hearthRefuseWrites)
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      return original.apply(this, args);
    };
  }
}
const refuseWrites = (on: boolean) =>
  page.evaluate((value) => {
    (window as unknown as { hearthRefuseWrites: boolean }).hearthRefuseWrites = value;
  }, on);

const until = async (check: () => Promise<boolean>, what: string) => {
  const deadline = Date.now() + 45_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};
const statusOf = async (id: string) =>
  (await server.db.query<{ status: string }>("select status from reservations where id = $1", [id])).rows[0]
    ?.status;
const bookingsOf = async (id: string) =>
  (await server.db.query("select id from reservations where source_request_id = $1", [id])).rows.length;
const parkedCount = () =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith("hearth.parked-commands:"))
      .reduce((sum, k) => sum + (JSON.parse(localStorage.getItem(k) ?? "[]") as unknown[]).length, 0),
  );
const confirmInPage = (id: string) =>
  page
    .locator(`[data-testid="reservation-row"][data-id="${id}"]`)
    .getByRole("button", { name: /^Confirm/ })
    .click();
const banner = () => page.getByTestId("storage-full-banner");

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
  context = await browser.newContext();
  await context.addInitScript(refuseWritesOnSwitch);
  page = await context.newPage();
  await signInInBrowser(page, server.url, demoAccounts.individual);
  await until(async () => (await page.getByTestId("reservation-row").count()) > 3, "the requests");
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("a device out of storage", () => {
  it("says so, keeps a change made meanwhile, sends it once there is room, and the banner goes", async () => {
    const rows = page.getByTestId("reservation-row");
    const [byServer, inPage, beforeReload] = await Promise.all(
      [0, 1, 2].map(async (i) => (await rows.nth(i).getAttribute("data-id"))!),
    );
    await refuseWrites(true);
    // A change on the server: the pull that brings it cannot be stored.
    const anna = (await signIn(server.url, demoAccounts.individual)).accessToken;
    const confirmed = await fetch(`${server.url}/api/app/booking-requests/${byServer}/confirm`, {
      method: "POST",
      headers: { authorization: `Bearer ${anna}`, "idempotency-key": randomUUID() },
    });
    expect(confirmed.status).toBeLessThan(300);
    await banner().waitFor({ timeout: 30_000 });
    expect(await banner().getAttribute("role")).toBe("alert");
    expect(await banner().locator("span").textContent()).toBe(enUS.app.storageFullSync);

    // A confirm made now is taken, not refused: kept aside until the store has room.
    await confirmInPage(inPage!);
    await until(async () => (await parkedCount()) === 1, "the confirm kept aside");
    expect(await page.getByText(enUS.errors.storageFull).count()).toBe(0);
    // And shown as made: the request leaves the open requests (or waits there, marked), as any confirm.
    const keptRow = page.locator(`[data-testid="reservation-row"][data-id="${inPage}"]`);
    await until(
      async () => (await keptRow.count()) === 0 || (await keptRow.locator(".pending").count()) === 1,
      "the kept confirm drawn in the list",
    );
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await statusOf(inPage!)).toBe("REQUESTED");
    expect(await banner().count()).toBe(1);

    await refuseWrites(false);
    await until(async () => (await statusOf(inPage!)) === "CONFIRMED", "the kept confirm on the server");
    await until(async () => (await banner().count()) === 0, "the banner to go");
    expect(await parkedCount()).toBe(0);
    await until(async () => (await rows.locator(`[data-id="${byServer}"]`).count()) === 0, "the pull stored");

    // Again, and this time the page is reloaded before there is room (the switch resets with it).
    await refuseWrites(true);
    await confirmInPage(beforeReload!);
    await until(async () => (await parkedCount()) === 1, "the second confirm kept aside");
    expect(await statusOf(beforeReload!)).toBe("REQUESTED");
    await page.reload();
    await until(
      async () => (await statusOf(beforeReload!)) === "CONFIRMED",
      "the confirm kept over a reload",
    );
    await until(async () => (await parkedCount()) === 0, "nothing left aside");
    await until(
      async () => !((await page.getByTestId("network-status").textContent()) ?? "").includes("waiting"),
      "nothing left waiting",
    );
    expect(await banner().count()).toBe(0);
    // Each sent once.
    expect(await Promise.all([byServer!, inPage!, beforeReload!].map(bookingsOf))).toEqual([1, 1, 1]);
    const keys = await server.db.query("select key from idempotency_keys where host_id = 'host-anna'");
    expect(keys.rows).toHaveLength(3);
  });
});
