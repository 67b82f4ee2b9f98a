// The help widget in Chromium against the real server (operations spec §2): the header's help
// dropdown with the knowledge articles, and the contact-support modal — details only after a topic,
// Send only when both are there — sending a message written offline once the network is back,
// exactly once, with the page it was written on.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { openSignedInPage, type SignedInPage } from "../support/signed-in-page.ts";
import { signIn } from "../support/sign-in.ts";
import { apiClient, jsonOf } from "../support/api-client.ts";
import { untilInPage as until } from "../support/until-in-page.ts";

let setUp: SignedInPage;
let page: Page;
const account = demoAccounts.individual;

beforeAll(async () => {
  setUp = await openSignedInPage({
    account,
    language: "en_US",
    path: "/insights/performance",
    ready: (page) => page.getByTestId("performance-stays").waitFor(),
  });
  page = setUp.page;
});

afterAll(() => setUp?.close());

describe("help widget", () => {
  it("lists the knowledge articles and sends a message to support written offline, once", async () => {
    const token = (await signIn(setUp.server.url, account)).accessToken;
    const articles = await jsonOf<Array<{ title: string }>>(
      apiClient(setUp.server.url)(token, "/api/app/user/knowledge-articles"),
    );
    expect(articles.length).toBeGreaterThan(0);

    const help = page.getByRole("button", { name: "Help", exact: true });
    await help.waitFor();
    await help.click();
    const list = page.getByTestId("help-articles");
    await list.waitFor();
    expect(await list.locator("summary").allTextContents()).toEqual(articles.map((a) => a.title));

    await page.getByRole("button", { name: "Message support" }).click();
    const dialog = page.locator("#message_support_modal");
    await dialog.waitFor();
    const send = dialog.getByRole("button", { name: "Send" });
    expect(await send.isDisabled()).toBe(true);
    expect(await dialog.getByLabel("Details").count()).toBe(0);
    await until(async () => (await dialog.getByLabel("Topic").locator("option").count()) > 1, "the topics");
    await dialog.getByLabel("Topic").selectOption("new-feature");
    const details = dialog.getByLabel("Details");
    await details.waitFor();
    expect(await send.isDisabled()).toBe(true);

    await setUp.context.setOffline(true);
    const text = "Could the statistics show last year beside this one?";
    await details.fill(`  ${text}  `);
    await send.click();
    await page.getByText("Your message will be sent to support when you are back online").waitFor();
    await dialog.waitFor({ state: "detached" });

    const stored = () =>
      setUp.server.db.query<{ topic: string; body: string; page_id: string }>(
        "select topic, body, page_id from contact_messages where host_id = $1",
        [account.hostId],
      );
    expect((await stored()).rows).toEqual([]);
    await setUp.context.setOffline(false);
    await until(async () => (await stored()).rows.length > 0, "the message on the server");
    // Given time to be sent again if it were going to be: still one.
    await until(
      async () => (await page.getByTestId("network-status").textContent()) === "Online",
      "nothing waiting",
    );
    expect((await stored()).rows).toEqual([
      { topic: "new-feature", body: text, page_id: "/insights/performance" },
    ]);
  });
});
