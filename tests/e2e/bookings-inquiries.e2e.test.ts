// Bookings and inquiries in Chromium: cancel a booking, confirm one inquiry and reject another
// (reason OTHER with an explanation and a message), reject a request from its details page (and
// land back on the requests), each checked on the server; a details page links back to its
// reservation's tab, and the confirmation page says a request still waiting is not confirmed and one
// just confirmed that it is.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { openSignedInPage, type SignedInPage } from "../support/signed-in-page.ts";
import { untilInPage as until } from "../support/until-in-page.ts";

let setUp: SignedInPage;
let server: SignedInPage["server"];
let page: Page;

const serverRow = async (id: string) =>
  (
    await server.db.query<{ status: string; decision: Record<string, unknown> | null }>(
      "select status, decision from reservations where id = $1",
      [id],
    )
  ).rows[0]!;

beforeAll(async () => {
  setUp = await openSignedInPage({
    account: demoAccounts.individual,
    ready: (page) =>
      until(async () => (await page.getByTestId("reservation-row").count()) > 0, "the requests"),
  });
  ({ server, page } = setUp);
});

afterAll(() => setUp?.close());

/**
 * Opens the first row of a tab with the given status. Waiting for a row of that status (not just
 * any row) keeps the previous tab's rows, still on screen for a frame, from being taken.
 */
const openFirstOf = async (tab: string, status: string) => {
  await page.getByRole("link", { name: tab, exact: true }).click();
  const rows = page
    .getByTestId("reservation-row")
    .filter({ has: page.getByTestId("reservation-status").getByText(status, { exact: true }) });
  await until(async () => (await rows.count()) > 0, `a ${status} row in ${tab}`);
  const first = rows.first();
  const id = (await first.getAttribute("data-id"))!;
  await first.locator("a.guest").click();
  return id;
};

const firstOnServer = async (kind: string, status: string) =>
  (
    await server.db.query<{ id: string }>(
      "select id from reservations where host_id = $1 and kind = $2 and status = $3 order by check_in limit 1",
      [demoAccounts.individual.hostId, kind, status],
    )
  ).rows[0]!.id;

describe("bookings and inquiries", () => {
  it("cancels an upcoming booking with a reason", async () => {
    const id = await openFirstOf("Upcoming", "Confirmed");
    await page.waitForURL(`${server.url}/booking-details/${id}`);
    await page.getByRole("button", { name: "Cancel booking" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Reason").selectOption("PROPERTY_IN_BAD_CONDITION");
    await dialog.getByLabel("More precisely").selectOption("UNDER_RENOVATION");
    await dialog.getByRole("button", { name: "Cancel booking" }).click();
    await until(
      async () => (await page.getByTestId("reservation-status").textContent()) === "Cancelled",
      "the cancel on screen",
    );
    await until(async () => (await serverRow(id)).status === "CANCELLED", "the cancel on the server");
  });

  it("confirms an inquiry and shows what overlaps it", async () => {
    await page.goto(`${server.url}/reservations/inquiries`);
    const id = await openFirstOf("Inquiries", "Requested");
    await page.waitForURL(`${server.url}/inquiries/${id}`);
    await until(
      async () => !((await page.getByTestId("overlaps").textContent()) ?? "").includes("Loading"),
      "the overlaps",
    );
    expect(await page.getByTestId("overlaps").textContent()).toContain(
      "Nothing else is booked or blocked on these dates.",
    );
    await page.getByRole("button", { name: "Confirm" }).click();
    await until(async () => (await serverRow(id)).status === "CONFIRMED", "the confirm on the server");
  });

  it("rejects an inquiry: OTHER needs an explanation, the message goes along", async () => {
    await page.goto(`${server.url}/reservations/inquiries`);
    const id = await openFirstOf("Inquiries", "Requested");
    await page.waitForURL(`${server.url}/inquiries/${id}`);
    await page.getByRole("button", { name: "Reject" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Reason").selectOption("OTHER");
    await dialog.getByRole("button", { name: "Reject" }).click();
    await until(
      async () => dialog.getByText("Explain why you reject this request.").isVisible(),
      "the explanation error",
    );
    await dialog.getByLabel(/Explanation for the guest/).fill("We are closed for the season.");
    await dialog.getByLabel("Message to the guest (optional)").fill("Hope to welcome you next year!");
    await dialog.getByRole("button", { name: "Reject" }).click();
    await until(async () => (await serverRow(id)).status === "REJECTED", "the reject on the server");
  });

  it("rejects a request from its details page and goes back to the requests", async () => {
    await page.goto(`${server.url}/reservations/requests`);
    const id = await openFirstOf("Requests", "Requested");
    await page.waitForURL(`${server.url}/booking-request-details/${id}`);
    // The list, whose rows have Reject buttons too, may stand for a frame after the URL changed.
    await until(async () => (await page.getByTestId("reservation-row").count()) === 0, "the details page");
    await page.getByRole("button", { name: "Reject" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Reason").selectOption("OTHER");
    await dialog.getByLabel(/Explanation for the guest/).fill("The heating is broken that week.");
    await dialog.getByRole("button", { name: "Reject" }).click();
    // The dialog closes once the outbox has the command, and the page goes back to the list.
    await page.waitForURL(`${server.url}/reservations/requests`);
    await until(async () => (await page.getByRole("dialog").count()) === 0, "the dialog closed");
    await page.getByTestId("reservation-row").first().waitFor();
    await until(async () => (await serverRow(id)).status === "REJECTED", "the reject on the server");
    expect((await serverRow(id)).decision).toMatchObject({ reason: "OTHER" });
  });
});

describe("what the details pages say", () => {
  it("links a completed booking back to Completed", async () => {
    const id = await firstOnServer("booking", "COMPLETED");
    await page.goto(`${server.url}/booking-details/${id}`);
    const back = page.getByTestId("back-link");
    await back.waitFor();
    expect(await back.textContent()).toBe("← Completed");
    // The header's back link too.
    const headerBack = page.getByTestId("header-back");
    await until(
      async () => (await headerBack.getAttribute("href")) === "/reservations/completed",
      "the header link",
    );
    expect(await headerBack.textContent()).toContain("Completed");
    await back.click();
    await page.waitForURL(`${server.url}/reservations/completed`);
  });

  it("says a request still waiting is not confirmed, and offers its answer", async () => {
    const id = await firstOnServer("booking_request", "REQUESTED");
    await page.goto(`${server.url}/booking-request-confirmation/${id}`);
    const section = page.getByTestId("request-confirmation");
    await section.waitFor();
    expect(await section.getAttribute("data-outcome")).toBe("awaiting-answer");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Request not confirmed yet");
    expect(await section.textContent()).not.toContain("told that the stay is confirmed");
    await page.getByRole("link", { name: "Confirm or reject the request" }).click();
    await page.waitForURL(`${server.url}/booking-request-details/${id}`);
    expect((await serverRow(id)).status).toBe("REQUESTED");
  });

  it("says a request confirmed from its details page is confirmed, from the first frame on", async () => {
    // The page opens while the confirm is in the outbox: it must never say the request still waits.
    const id = await firstOnServer("booking_request", "REQUESTED");
    await page.goto(`${server.url}/booking-request-details/${id}`);
    await page.getByRole("button", { name: "Confirm", exact: true }).waitFor();
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { headings: string[] }).headings = seen;
      new MutationObserver(() => {
        for (const h1 of document.querySelectorAll("h1")) seen.push(h1.textContent ?? "");
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await page.waitForURL(`${server.url}/booking-request-confirmation/${id}`);
    await until(
      async () =>
        (await page.getByTestId("request-confirmation").getAttribute("data-outcome")) === "confirmed",
      "the confirm to reach the server",
    );
    expect((await serverRow(id)).status).toBe("CONFIRMED");
    const headings = await page.evaluate(() => (window as unknown as { headings: string[] }).headings);
    expect(headings).toContain("Request confirmed");
    expect(headings).not.toContain("Request not confirmed yet");
  });
});
