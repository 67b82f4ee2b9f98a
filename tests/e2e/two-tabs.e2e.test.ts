// Two tabs of one browser share the local store: a command made offline in tab A shows in tab B
// at once, and when the network returns it is replayed once (only the leader tab replays).
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

const until = (check: () => Promise<boolean>, what: string) => untilInPage(check, what, 45_000);
const row = (page: Page, id: string) => page.locator(`[data-testid="reservation-row"][data-id="${id}"]`);

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
  context = await browser.newContext();
  tabA = await context.newPage();
  await signInInBrowser(tabA, server.url, demoAccounts.individual);
  await until(async () => (await tabA.getByTestId("reservation-row").count()) > 1, "tab A's requests");
  tabB = await context.newPage();
  await tabB.goto(`${server.url}/reservations/requests`);
  await until(async () => (await tabB.getByTestId("reservation-row").count()) > 1, "tab B's requests");
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("two tabs", () => {
  it("shows tab A's offline confirm in tab B and replays it once when online", async () => {
    const id = (await tabA.getByTestId("reservation-row").first().getAttribute("data-id"))!;
    await context.setOffline(true);
    await until(
      async () => ((await tabA.getByTestId("network-status").textContent()) ?? "").includes("Offline"),
      "offline",
    );
    await row(tabA, id)
      .getByRole("button", { name: /^Confirm/ })
      .click();
    await until(async () => (await row(tabB, id).count()) === 0, "tab B to show the confirm");
    expect(await tabB.getByTestId("network-status").textContent()).toContain("1 change waiting to sync");
    expect(
      (await server.db.query<{ status: string }>("select status from reservations where id = $1", [id]))
        .rows[0]?.status,
    ).toBe("REQUESTED");

    await context.setOffline(false);
    await until(
      async () =>
        (await server.db.query<{ status: string }>("select status from reservations where id = $1", [id]))
          .rows[0]?.status === "CONFIRMED",
      "the confirm on the server",
    );
    await until(
      async () => !((await tabB.getByTestId("network-status").textContent()) ?? "").includes("waiting"),
      "tab B to see it synced",
    );
    const bookings = await server.db.query("select id from reservations where source_request_id = $1", [id]);
    expect(bookings.rows).toHaveLength(1);
    // Both tabs' replays would have used the same Idempotency-Key; one stored answer proves one apply.
    const keys = await server.db.query("select key from idempotency_keys where host_id = 'host-anna'");
    expect(keys.rows).toHaveLength(1);
  });
});
