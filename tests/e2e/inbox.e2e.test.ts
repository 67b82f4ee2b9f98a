// The inbox and the guest chat in real Chromium, against the real server: a host and a guest in two
// browser contexts exchange messages live both ways; a message the host sends offline reaches the
// guest once after reconnecting; three conversations are triaged from the keyboard alone; a guest
// with the wrong email is told so; and a host never reaches another host's conversation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { demoAccounts, demoGuest } from "../../server/seed/demo-seed.ts";
import { apiClient } from "../support/api-client.ts";
import { launchChromium } from "../support/browser.ts";
import { signInInBrowser } from "../support/browser-sign-in.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { untilInPage } from "../support/until-in-page.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let hostContext: BrowserContext;
let guestContext: BrowserContext;
let host: Page;
let guest: Page;
let channelId: string;

const until = (check: () => Promise<boolean>, what: string) => untilInPage(check, what, 45_000);
const messageWith = (page: Page, text: string) =>
  page.getByTestId("message").filter({ has: page.locator(".message-body", { hasText: text }) });
const storedCount = async (body: string) =>
  Number(
    (await server.db.query<{ n: string }>("select count(*)::text as n from messages where body = $1", [body]))
      .rows[0]?.n,
  );

beforeAll(async () => {
  server = await startTestServer();
  channelId = (
    await server.db.query<{ id: string }>("select id from channels where booking_code = $1", [
      demoGuest.bookingCode,
    ])
  ).rows[0]!.id;
  browser = await launchChromium();
  hostContext = await browser.newContext();
  guestContext = await browser.newContext();
  host = await hostContext.newPage();
  guest = await guestContext.newPage();
  await signInInBrowser(host, server.url, demoAccounts.individual, "/messages/all");
  await until(async () => (await host.getByTestId("channel-row").count()) > 2, "the host's channels");
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("guest login", () => {
  it("tells a guest whose email does not match, then opens the chat with the right one", async () => {
    await guest.goto(`${server.url}/guest/login`);
    await guest.getByLabel("Booking code").fill(demoGuest.bookingCode);
    await guest.getByLabel("Email address").fill("someone-else@hearth.test");
    await guest.getByRole("button", { name: "Open the chat" }).click();
    await until(async () => (await guest.getByTestId("guest-login-error").count()) === 1, "the error");
    expect(await guest.getByTestId("guest-login-error").textContent()).toContain("No booking matches");
    expect(guest.url()).toBe(`${server.url}/guest/login`);

    await guest.getByLabel("Email address").fill(demoGuest.email);
    await guest.getByRole("button", { name: "Open the chat" }).click();
    await guest.waitForURL(`${server.url}/guest/chat`);
    await until(
      async () => (await guest.getByTestId("guest-live").textContent()) === "Live",
      "the live stream",
    );
  });
});

describe("host and guest", () => {
  it("exchange messages live both ways", async () => {
    await host.goto(`${server.url}/messages/all/${channelId}`);
    await until(async () => (await host.getByTestId("channel-view").count()) === 1, "the channel view");

    const fromGuest = `Can we arrive at 11? ${crypto.randomUUID()}`;
    await guest.getByLabel("Write to your host").fill(fromGuest);
    await guest.getByLabel("Write to your host").press("Control+Enter");
    await until(async () => (await messageWith(host, fromGuest).count()) === 1, "the host to see it");
    await until(
      async () => (await messageWith(guest, fromGuest).getAttribute("data-state")) === "sent",
      "the guest's message stored",
    );

    const fromHost = `Yes, the flat is ready at 11. ${crypto.randomUUID()}`;
    await host.getByLabel(/^Reply to/).fill(fromHost);
    await host.getByLabel(/^Reply to/).press("Control+Enter");
    await until(async () => (await messageWith(guest, fromHost).count()) === 1, "the guest to see it");
    expect(await storedCount(fromHost)).toBe(1);
  });

  it("delivers a message the host sent offline once, after reconnecting", async () => {
    await hostContext.setOffline(true);
    await until(
      async () => ((await host.getByTestId("network-status").textContent()) ?? "").includes("Offline"),
      "offline",
    );
    const offline = `The key box code is 4711. ${crypto.randomUUID()}`;
    await host.getByLabel(/^Reply to/).fill(offline);
    await host.getByLabel(/^Reply to/).press("Control+Enter");
    await until(
      async () => (await messageWith(host, offline).getAttribute("data-state")) === "pending",
      "the pending message",
    );
    expect(await storedCount(offline)).toBe(0);
    expect(await messageWith(guest, offline).count()).toBe(0);

    await hostContext.setOffline(false);
    await until(async () => (await messageWith(guest, offline).count()) === 1, "the guest to receive it");
    await until(
      async () => (await messageWith(host, offline).getAttribute("data-state")) === "sent",
      "the host's copy stored",
    );
    await until(
      async () => !((await host.getByTestId("network-status").textContent()) ?? "").includes("waiting"),
      "the outbox to empty",
    );
    expect(await storedCount(offline)).toBe(1);
    expect(await messageWith(host, offline).count()).toBe(1);
    // The guest API's own answer holds it once too.
    const bodies = await guest.evaluate(async () => {
      const stored = JSON.parse(localStorage.getItem("hearth-guest-token")!) as { token: string };
      const response = await fetch("/api/guest/chat", {
        headers: { authorization: `Bearer ${stored.token}` },
      });
      return ((await response.json()) as { messages: Array<{ body: string }> }).messages.map((m) => m.body);
    });
    expect(bodies.filter((b) => b === offline)).toHaveLength(1);
    expect(await messageWith(guest, offline).count()).toBe(1);
  });
});

describe("guest token refused", () => {
  it("clears the guest's token and stored chat on a 401 and returns to the login", async () => {
    expect(await guest.evaluate(() => localStorage.getItem("hearth-guest-chat"))).not.toBeNull();
    await guest.evaluate(() =>
      localStorage.setItem(
        "hearth-guest-token",
        JSON.stringify({ token: "not-a-token", expiresAt: Date.now() + 60_000 }),
      ),
    );
    await guest.goto(`${server.url}/guest/chat`);
    await guest.waitForURL(`${server.url}/guest/login`);
    expect(
      await guest.evaluate(() => [
        localStorage.getItem("hearth-guest-token"),
        localStorage.getItem("hearth-guest-chat"),
      ]),
    ).toEqual([null, null]);
    expect(await guest.getByRole("status").textContent()).toContain("Your chat session has ended");
  });
});

describe("keyboard triage", () => {
  it("opens, answers and archives three conversations without the mouse", async () => {
    await host.goto(`${server.url}/messages/all`);
    await until(async () => (await host.getByTestId("channel-row").count()) > 3, "the channel list");
    const triaged: string[] = [];
    for (let i = 0; i < 3; i++) {
      const id = (await host
        .locator('[data-testid="channel-row"][aria-current="true"]')
        .getAttribute("data-id"))!;
      expect(triaged).not.toContain(id);
      triaged.push(id);
      await host.keyboard.press("Enter");
      await host.waitForURL(`${server.url}/messages/all/${encodeURIComponent(id)}`);
      await until(
        async () => host.evaluate(() => document.activeElement?.id === "message-composer"),
        "the reply box focused",
      );
      await host.keyboard.type(`Thanks, noted (${i}).`);
      await host.keyboard.press("Control+Enter");
      await until(async () => (await messageWith(host, `Thanks, noted (${i}).`).count()) === 1, "the reply");
      await host.keyboard.press("Escape");
      await host.keyboard.press("e");
      await until(
        async () => (await host.locator(`[data-testid="channel-row"][data-id="${id}"]`).count()) === 0,
        "the archived conversation to leave the list",
      );
    }
    await until(async () => {
      const { rows } = await server.db.query<{ id: string }>(
        "select id from channels where archived and id = any($1::text[])",
        [triaged],
      );
      return rows.length === 3;
    }, "the archives on the server");
    for (const [i, id] of triaged.entries()) {
      const { rows } = await server.db.query(
        "select 1 from messages where channel_id = $1 and author_role = 'host' and body = $2",
        [id, `Thanks, noted (${i}).`],
      );
      expect(rows).toHaveLength(1);
    }
    await host.goto(`${server.url}/messages/archived`);
    await until(
      async () => (await host.locator(`[data-testid="channel-row"][data-id="${triaged[0]}"]`).count()) === 1,
      "the archived view to list them",
    ); // Enter on a focused button presses the button; the list's Enter does not take it over.
    await host.getByRole("button", { name: "Keyboard shortcuts" }).focus();
    await host.keyboard.press("Enter");
    await host.getByRole("dialog").getByRole("heading", { name: "Keyboard shortcuts" }).waitFor();
    await host.keyboard.press("Escape");
  });
});

describe("messages read on demand", () => {
  it("reads the messages when the inbox is opened from another screen, so its search finds their text", async () => {
    // A message stored before the reload: afterwards it reaches the page only by the read of the
    // stored messages, which waits until a screen shows the inbox.
    const text = `Parking is behind the barn (${Date.now().toString(36)})`;
    await host.goto(`${server.url}/messages/all/${encodeURIComponent(channelId)}`);
    await host.locator("#message-composer").fill(text);
    await host.locator("#message-composer").press("Control+Enter");
    await until(async () => (await storedCount(text)) === 1, "the message on the server");
    await until(
      async () => (await messageWith(host, text).getAttribute("data-state")) === "sent",
      "the message stored locally as sent",
    );
    await host.goto(`${server.url}/reservations/`);
    await until(async () => (await host.getByTestId("reservation-row").count()) > 0, "the reservations");
    await host
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: /^Inbox/ })
      .click();
    await host.waitForURL(/\/messages\//);
    // The triage test may have archived the conversation: look in the view that lists it.
    const { rows } = await server.db.query<{ archived: boolean }>(
      "select archived from channels where id = $1",
      [channelId],
    );
    if (rows[0]!.archived) {
      await host
        .getByRole("navigation", { name: "Inbox views" })
        .getByRole("link", { name: "Archived" })
        .click();
      await host.waitForURL(/\/messages\/archived/);
    }
    await host.locator("#inbox-search").fill("barn (");
    await until(
      async () => (await host.getByTestId("channel-row").count()) === 1,
      "only the conversation with that message",
    );
    expect(await host.getByTestId("channel-row").getAttribute("data-id")).toBe(channelId);
    await host.getByTestId("channel-row").locator("a").click();
    await until(async () => (await messageWith(host, text).count()) === 1, "the message in its conversation");
    await host.locator("#inbox-search").fill("");
  });
});

describe("tenancy", () => {
  it("never shows a host another host's conversation, in the app or through the API", async () => {
    const other = await browser.newContext();
    const page = await other.newPage();
    await signInInBrowser(page, server.url, demoAccounts.company, `/messages/all/${channelId}`);
    await until(
      async () => (await page.locator(".inbox-channel-pane .empty").count()) === 1,
      "the empty pane",
    );
    expect(await page.getByTestId("channel-view").count()).toBe(0);
    expect(await page.locator(`[data-testid="channel-row"][data-id="${channelId}"]`).count()).toBe(0);
    await other.close();

    const api = apiClient(server.url);
    const token = (await signIn(server.url, demoAccounts.company)).accessToken;
    expect((await api(token, `/api/app/messaging/channels/${channelId}/messages`)).status).toBe(404);
    const list = (await (await api(token, "/api/app/messaging/channels?search=HBDEMO42")).json()) as {
      data: Array<{ id: string }>;
    };
    expect(list.data.map((c) => c.id)).not.toContain(channelId);
  });
});

describe("live chat connection", () => {
  it("shows no banner when connected, the reason and Retry when the token call fails, and recovers", async () => {
    const banners = async () =>
      (await host.getByTestId("chat-errored").count()) + (await host.getByTestId("chat-connecting").count());
    await host.goto(`${server.url}/messages/all`);
    await until(async () => (await host.getByTestId("channel-row").count()) > 0, "the channel list");
    await until(async () => (await banners()) === 0, "the chat to connect");
    expect(await host.getByText("Live chat is not available", { exact: false }).count()).toBe(0);

    // The server without a messaging key answers the token call 503.
    let refused = 0;
    await host.route("**/api/app/messaging/token", (route) => {
      refused += 1;
      return route.fulfill({
        status: 503,
        contentType: "application/problem+json",
        body: JSON.stringify({ type: "/problems/unavailable", title: "Service unavailable" }),
      });
    });
    await host.goto(`${server.url}/messages/all`);
    const errored = host.getByTestId("chat-errored");
    await until(async () => (await errored.count()) === 1, "the errored banner");
    expect(await errored.getAttribute("data-reason")).toBe("missing-key");
    expect(await errored.textContent()).toContain("The chat is not set up on the server.");
    expect(refused).toBeGreaterThan(0);
    // The inbox still works from the local store (its list may show after the banner: the inbox's
    // projection opens after the first paint).
    await until(async () => (await host.getByTestId("channel-row").count()) > 0, "the channel list");

    await host.unroute("**/api/app/messaging/token");
    const retry = errored.getByRole("button", { name: "Retry" });
    await retry.focus();
    await host.keyboard.press("Enter");
    await until(async () => (await banners()) === 0, "the chat to connect after Retry");
  });
});

describe("live chat offline", () => {
  it("says the device is offline when the inbox is reloaded offline, and connects once back online", async () => {
    const banners = async () =>
      (await host.getByTestId("chat-errored").count()) + (await host.getByTestId("chat-connecting").count());
    await host.goto(`${server.url}/messages/all`);
    await until(async () => (await banners()) === 0, "the chat to connect");
    await hostContext.setOffline(true);
    // The shell comes from the service worker, the conversations from the local store.
    await host.reload();
    const errored = host.getByTestId("chat-errored");
    await until(async () => (await errored.count()) === 1, "the errored banner");
    expect(await errored.getAttribute("data-reason")).toBe("offline");
    expect(await errored.textContent()).toContain("This device is offline");
    expect(await errored.textContent()).not.toContain("gave no token");
    await until(async () => (await host.getByTestId("channel-row").count()) > 0, "the channel list");
    await hostContext.setOffline(false);
    await until(async () => (await banners()) === 0, "the chat to connect once back online");
  });
});

describe("navigation badge", () => {
  it("lights the Reservations item, not Inbox, with unread conversations and pending requests", async () => {
    const pending = Number(
      (
        await server.db.query<{ n: string }>(
          `select count(*)::text as n from reservations r join channels c on c.host_id = r.host_id
           where c.id = $1 and r.kind = 'booking_request' and r.status = 'REQUESTED' and not r.deleted`,
          [channelId],
        )
      ).rows[0]!.n,
    );
    expect(pending).toBeGreaterThan(0);
    await host.goto(`${server.url}/messages/all`);
    const badge = host.locator(".top-nav").getByTestId("nav-badge-reservations");
    await until(async () => (await badge.count()) === 1, "the reservations badge");
    expect(await host.getByTestId("nav-badge-inbox").count()).toBe(0);
    // The number counts the pending requests (and unread conversations), shown up to 10.
    const label = (await badge.textContent()) ?? "";
    expect(label === "10+" || (Number(label) >= pending && Number(label) <= 10)).toBe(true);
  });
});
