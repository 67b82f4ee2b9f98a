// The notifications dropdown in Chromium against the real server: the unread badge from the local
// store, one notification marked read with a click, the rest with "mark all as read" while offline
// (drawn at once, marked as waiting), delivered once back online and checked through the API, all
// from the keyboard where a host would use it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { launchChromium } from "../support/browser.ts";
import { signInInBrowser } from "../support/browser-sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { signIn } from "../support/sign-in.ts";
import { apiClient, jsonOf } from "../support/api-client.ts";
import { until as waitUntil } from "../support/host-fixtures.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

const until = (check: () => Promise<boolean>, what: string) => waitUntil(check, what, 20_000);

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("notifications dropdown", () => {
  it("counts unread entries, marks one and then all read, offline too, and the server gets each once", async () => {
    const account = demoAccounts.individual;
    const token = (await signIn(server.url, account)).accessToken;
    const api = apiClient(server.url);
    type Interaction = { interactionType: string; interacted: boolean };
    const interactions = () => jsonOf<Interaction[]>(api(token, "/api/app/user/interactions"));
    const unreadOnServer = (await interactions()).filter(
      (i) => i.interactionType.startsWith("notification:") && !i.interacted,
    );
    expect(unreadOnServer.length).toBeGreaterThanOrEqual(2);

    const context = await browser.newContext();
    const page = await context.newPage();
    await signInInBrowser(page, server.url, account);
    const badge = page.getByTestId("notifications-badge");
    await until(
      async () =>
        (await badge.count()) === 1 && (await badge.textContent()) === String(unreadOnServer.length),
      "unread badge",
    );

    // Opened from the keyboard; Escape closes it and gives focus back to the button.
    const toggle = page.getByRole("button", { name: `Notifications, ${unreadOnServer.length} unread` });
    // The bell is drawn, not left to an emoji font (an empty box on a machine without one).
    expect(await toggle.locator("svg[aria-hidden='true']").count()).toBe(1);
    expect(
      await toggle.evaluate((button) => /\p{Extended_Pictographic}/u.test(button.textContent ?? "")),
    ).toBe(false);
    await toggle.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("region", { name: "Notifications" });
    await until(() => panel.isVisible(), "panel open");
    const first = unreadOnServer[0]!.interactionType;
    await page.getByTestId(`notification-${first}`).click();
    await until(
      async () => (await badge.textContent()) === String(unreadOnServer.length - 1),
      "badge after one read",
    );
    await until(
      async () => (await interactions()).some((i) => i.interactionType === first && i.interacted),
      "the first read on the server",
    );
    // It stays marked as waiting until the local mirror has the server's answer.
    await until(
      async () => (await panel.getByText("waiting to sync").count()) === 0,
      "the first read retired",
    );

    await context.setOffline(true);
    await page.getByRole("button", { name: "Mark all as read" }).click();
    // Drawn at once, before the server can know.
    await until(async () => (await badge.count()) === 0, "badge gone offline");
    expect(await panel.getByText("waiting to sync").count()).toBe(unreadOnServer.length - 1);
    expect(await page.getByRole("button", { name: "Mark all as read" }).isDisabled()).toBe(true);
    await page.keyboard.press("Escape");
    await until(async () => !(await panel.isVisible()), "panel closed");
    expect(
      await page
        .getByRole("button", { name: "Notifications, 0 unread" })
        .evaluate((b) => b === document.activeElement),
    ).toBe(true);

    await context.setOffline(false);
    await until(
      async () =>
        (await interactions()).filter((i) => i.interactionType.startsWith("notification:") && !i.interacted)
          .length === 0,
      "all read on the server",
    );
    // Each entry recorded once, not once per attempt.
    const recorded = (await interactions()).filter((i) => i.interactionType.startsWith("notification:"));
    expect(new Set(recorded.map((i) => i.interactionType)).size).toBe(recorded.length);
    await page.reload();
    await page.getByRole("button", { name: "Notifications, 0 unread" }).click();
    await until(async () => (await panel.getByText("waiting to sync").count()) === 0, "nothing waiting");
    expect(await badge.count()).toBe(0);
    await context.close();
  });
});
