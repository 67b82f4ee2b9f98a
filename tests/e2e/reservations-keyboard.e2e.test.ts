// Keyboard-only triage of booking requests in Chromium: move with j/k, confirm with c, reject with
// r (reason OTHER needs an explanation), open details with Enter — checked on the server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { openSignedInPage, type SignedInPage } from "../support/signed-in-page.ts";
import { untilInPage as waitFor } from "../support/until-in-page.ts";

let setUp: SignedInPage;
let server: SignedInPage["server"];
let page: Page;

const serverRow = async (id: string) =>
  (
    await server.db.query<{ status: string; decision: { reason: string; explanation?: string } | null }>(
      "select status, decision from reservations where id = $1",
      [id],
    )
  ).rows[0]!;

const selectedId = () =>
  page.locator('[data-testid="reservation-row"][aria-current="true"]').getAttribute("data-id");

beforeAll(async () => {
  // The company host's own language is German; this run asks for English with the ho_hl cookie.
  setUp = await openSignedInPage({
    account: demoAccounts.company,
    language: "en_US",
    ready: (page) =>
      waitFor(async () => (await page.getByTestId("reservation-row").count()) > 3, "the requests to load"),
  });
  ({ server, page } = setUp);
});

afterAll(() => setUp?.close());

describe("reservations from the keyboard", () => {
  it("moves the selection with j and k", async () => {
    const ids = await page
      .getByTestId("reservation-row")
      .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-id")));
    expect(await selectedId()).toBe(ids[0]);
    await page.keyboard.press("j");
    await page.keyboard.press("j");
    expect(await selectedId()).toBe(ids[2]);
    await page.keyboard.press("k");
    expect(await selectedId()).toBe(ids[1]);
  });

  it("confirms the selected request with c", async () => {
    const id = (await selectedId())!;
    await page.keyboard.press("c");
    await expect.poll(() => page.locator(`[data-testid="reservation-row"][data-id="${id}"]`).count()).toBe(0);
    await waitFor(async () => (await serverRow(id)).status === "CONFIRMED", "the confirm on the server");
  });

  it("rejects with r: reason OTHER is refused without an explanation, then sent with it", async () => {
    const id = (await selectedId())!;
    await page.keyboard.press("r");
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press("Tab"); // the reason select has focus first; keep the keyboard path honest
    await dialog.getByLabel("Reason").selectOption("OTHER");
    await dialog.getByRole("button", { name: "Reject" }).click();
    await expect.poll(() => dialog.getByText("Explain why you reject this request.").isVisible()).toBe(true);
    await dialog.getByLabel(/Explanation for the guest/).fill("The heating is broken that week.");
    await dialog.getByLabel(/Explanation for the guest/).press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await waitFor(async () => (await serverRow(id)).status === "REJECTED", "the reject on the server");
    expect((await serverRow(id)).decision).toEqual({
      reason: "OTHER",
      explanation: "The heating is broken that week.",
    });
  });

  it("opens the selected request with Enter, and lists the keys with ?", async () => {
    const id = (await selectedId())!;
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}/booking-request-details/${id}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(/^Request of /);
    await page.goBack();
    await expect.poll(() => page.getByTestId("reservation-row").count()).toBeGreaterThan(0);
    await page.keyboard.press("?");
    await expect
      .poll(() => page.getByRole("dialog").getByRole("heading").textContent())
      .toBe("Keyboard shortcuts");
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(false);
  });

  it("focuses the search with / and filters as the host types", async () => {
    await page.keyboard.press("/");
    await page.keyboard.type("zugspitze");
    // The list follows the search a frame later (a deferred value), so wait for it to settle.
    const units = () => page.locator('[data-testid="reservation-row"] .unit').allTextContents();
    await waitFor(async () => {
      const shown = await units();
      return shown.length > 0 && shown.every((u) => u === "Ferienwohnung Zugspitze");
    }, "the filtered list");
  });
});
