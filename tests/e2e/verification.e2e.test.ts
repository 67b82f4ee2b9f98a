// Identity verification in Chromium, against the real server (listing spec §2, §4, §5): an
// individual host starts, walks every step with the keyboard (Enter continues, Esc goes back, the
// focus on the first invalid field), uploads identity and bank documents with progress (a file the
// server refuses says why; one cut off on its way arrives on Retry), and hands it in; the header
// says it is in review. Staff, acting as that host, pass it, and the host's notice is gone. A company
// host walks the company branch, owner included (offline, a step says it needs the network); staff
// fail it, and the host sees the error banner with a way to try again. The forms with their errors
// pass axe-core's WCAG 2.1 AA rules.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { launchChromium } from "../support/browser.ts";
import { signInInBrowser } from "../support/browser-sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { untilInPage as waitFor } from "../support/until-in-page.ts";
import { realPng } from "../support/upload-bodies.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

const png = (name: string, width = 900, height = 600) => ({
  name,
  mimeType: "image/png",
  buffer: Buffer.from(realPng(width, height)),
});

async function hostPage(account: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: "ho_hl", value: "en_US", url: server.url }]);
  const page = await context.newPage();
  await signInInBrowser(page, server.url, account, "/verification");
  await page.getByTestId("verification-page").waitFor();
  return page;
}

/** Staff sign in and choose the host to act as on the provider's page, then open /verification. */
async function staffPage(hostId: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: "ho_hl", value: "en_US", url: server.url }]);
  const page = await context.newPage();
  await page.goto(`${server.url}/verification`);
  await page.getByLabel("Email").fill(demoAccounts.staff.email);
  await page.getByLabel("Password").fill(demoAccounts.staff.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.locator("select#host").selectOption(hostId);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(`${server.url}/verification`);
  await page.getByTestId("verification-page").waitFor();
  return page;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core's WCAG 2.1 AA rules over the page as it stands: the ids of what it finds. */
async function wcagViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations.map((v) => `${v.id} at ${(v.nodes[0]?.target ?? []).map(String).join(" ")}`);
  });
}

const tierOf = async (hostId: string) =>
  (await server.db.query<{ tier: string }>("select tier from host_kyc where host_id = $1", [hostId])).rows[0]
    ?.tier;
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("name") ?? null);
const stepOf = (page: Page) => page.getByTestId("verification-step").getAttribute("data-step");
const atStep = async (page: Page, step: string) => {
  await page.waitForURL(new RegExp(`/verification/(individual|company)/${step.replace("/", "\\/")}$`));
  await waitFor(async () => (await stepOf(page)) === step, `the ${step} step`);
};
const statuses = (page: Page) => page.getByTestId("document-upload-status").allTextContents();
async function upload(page: Page, files: ReturnType<typeof png>[]) {
  await page.getByLabel(/^Choose files/).setInputFiles(files);
  await waitFor(async () => {
    const all = await statuses(page);
    return all.length >= files.length && all.every((s) => s === "Uploaded" || s.startsWith("Not accepted"));
  }, "the uploads to finish");
}

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("an individual host", () => {
  let page: Page;
  const hostId = demoAccounts.individual.hostId;

  beforeAll(async () => {
    page = await hostPage(demoAccounts.individual);
  });

  it("starts the verification from its page, the header saying it has not started", async () => {
    expect(await page.getByTestId("verification-state").getAttribute("data-state")).toBe(
      "VERIFICATION_NEVER_STARTED",
    );
    await page.getByTestId("verification-dropdown").waitFor();
    await page.getByRole("button", { name: "Start verification" }).click();
    await atStep(page, "identity");
    expect(await page.getByText("Step 1 of 4").count()).toBe(1);
    expect(await tierOf(hostId)).toBe("COLLECTING_DATA");
  });

  it("checks the details before sending, focuses the first invalid field, and goes on with Enter", async () => {
    expect(await page.getByLabel("First name").inputValue()).toBe("Anna");
    await page.getByLabel("Email").fill("anna-at-example");
    await page.getByLabel("Phone number").fill("+39 081 555 0101");
    await page.getByLabel("Email").press("Enter");
    await page.getByText("This is not valid.").waitFor();
    expect(await focusedName(page)).toBe("email");
    expect(await page.getByLabel("Email").getAttribute("aria-invalid")).toBe("true");
    expect(await wcagViolations(page)).toEqual([]);
    await page.getByLabel("Email").fill("anna.berger@example.com");
    await page.getByLabel("Email").press("Enter");
    await atStep(page, "upload-id");
    const saved = await server.db.query<{ individual: { email: string; phoneNumber: string } }>(
      "select individual from host_details where host_id = $1",
      [hostId],
    );
    expect(saved.rows[0]?.individual).toMatchObject({
      email: "anna.berger@example.com",
      phoneNumber: "+39 081 555 0101",
    });
  });

  it("goes back a step with Esc, keeping what was saved", async () => {
    await page.keyboard.press("Escape");
    await atStep(page, "identity");
    expect(await page.getByLabel("Email").inputValue()).toBe("anna.berger@example.com");
    await page.getByLabel("Email").press("Enter");
    await atStep(page, "upload-id");
  });

  it("uploads the identity document with progress: a refused file says why, a cut-off one arrives on Retry", async () => {
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Add at least one file to continue.").waitFor();
    await page.getByLabel("Document").selectOption("passport");
    // The server checks each file: this one is smaller than a readable scan.
    await upload(page, [png("tiny.png", 120, 80)]);
    expect((await statuses(page))[0]).toMatch(/^Not accepted: /);
    // Nothing was stored: what the document is can still be changed.
    expect(await page.getByLabel("Document").isEnabled()).toBe(true);
    // The next send is cut off on its way; Retry sends it again and it arrives once.
    let cut = false;
    await page.route("**/api/app/user/onboarding/documentUpload", async (route) => {
      if (cut) return route.continue();
      cut = true;
      return route.abort("connectionreset");
    });
    await page.getByLabel(/^Choose files/).setInputFiles([png("passport-front.png")]);
    await page.getByText("Upload failed: the connection was lost").waitFor();
    expect(await wcagViolations(page)).toEqual([]);
    await page.getByRole("button", { name: /^Retry/ }).click();
    await waitFor(async () => (await statuses(page)).includes("Uploaded"), "the retried upload");
    await page.unroute("**/api/app/user/onboarding/documentUpload");
    // One file sent: the rest of this document are of the same kind.
    expect(await page.getByLabel("Document").isDisabled()).toBe(true);
    await upload(page, [png("passport-back.png")]);
    const progress = page.locator('[data-testid="document-upload"].done progress');
    expect(await progress.evaluateAll((bars) => bars.map((b) => (b as HTMLProgressElement).value))).toEqual([
      100, 100,
    ]);
    const rows = await server.db.query<{ document_type: string; document_index: number }>(
      "select document_type, document_index from uploads where host_id = $1 and kind = 'identity_document' order by document_index",
      [hostId],
    );
    expect(rows.rows).toEqual([
      { document_type: "passport", document_index: 0 },
      { document_type: "passport", document_index: 1 },
    ]);
    await page.getByRole("button", { name: "Continue" }).click();
    await atStep(page, "payout-info");
  });

  it("refuses a mistyped IBAN in the browser, then saves the account in its electronic form", async () => {
    await page.getByLabel("Account holder").fill("Anna Berger");
    await page.getByLabel("IBAN").fill("DE89 3704 0044 0532 0130 01");
    await page.getByLabel("IBAN").press("Enter");
    await page.getByText("This is not valid.").waitFor();
    expect(await focusedName(page)).toBe("iban");
    await page.getByLabel("IBAN").fill("de89 3704 0044 0532 0130 00");
    // A refusal the browser's check cannot foresee (the bank's own rules, say): the server's field
    // error, in the shape the server answers, lands under the field it names, with the focus there.
    await page.route("**/api/app/user/onboarding/saveBankAccounts", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/problem+json",
        body: JSON.stringify({
          type: "/problems/bad-request",
          title: "Bad request",
          status: 400,
          detail: "The body is not valid.",
          invalidParams: [
            { name: "bankAccounts.0.bic", type: "invalid", reason: "This bank needs its BIC." },
          ],
        }),
      }),
    );
    await page.getByLabel("IBAN").press("Enter");
    await page.getByText("This bank needs its BIC.").waitFor();
    expect(await focusedName(page)).toBe("bic");
    expect(await page.getByLabel("BIC (optional)").getAttribute("aria-invalid")).toBe("true");
    await page.unroute("**/api/app/user/onboarding/saveBankAccounts");
    await page.getByLabel("IBAN").press("Enter");
    await atStep(page, "payout-upload");
    const saved = await server.db.query<{ bank_accounts: unknown }>(
      "select bank_accounts from host_details where host_id = $1",
      [hostId],
    );
    expect(saved.rows[0]?.bank_accounts).toEqual([
      { accountHolder: "Anna Berger", iban: "DE89370400440532013000", bic: null, currency: "EUR" },
    ]);
  });

  it("hands the verification in after the bank statement, and the header says it is in review", async () => {
    await upload(page, [png("statement.png")]);
    await page.getByRole("button", { name: "Send for review" }).click();
    await page.getByTestId("verification-success").waitFor();
    expect(page.url()).toBe(`${server.url}/verification/success`);
    expect(await tierOf(hostId)).toBe("IN_PROGRESS");
    await page.getByTestId("verification-dropdown").getByRole("button").click();
    await page.getByText("We are checking your documents.", { exact: false }).waitFor();
    // A step is closed once handed in: its address leads to the landing page.
    await page.goto(`${server.url}/verification/individual/identity`);
    await page.waitForURL(`${server.url}/verification`);
    expect(await page.getByTestId("staff-review").count()).toBe(0);
  });

  it("is passed by staff acting as the host, and the host's notice goes", async () => {
    const staff = await staffPage(hostId);
    await staff.getByRole("button", { name: "Pass verification" }).click();
    await staff.locator('[data-testid="verification-state"][data-state="COMPLETED"]').waitFor();
    expect(await staff.getByTestId("verification-state").textContent()).toBe("Your identity is verified.");
    expect(await tierOf(hostId)).toBe("COMPLETED");
    await staff.context().close();
    await page.goto(`${server.url}/reservations/requests`);
    await waitFor(
      async () =>
        (await page.getByTestId("verification-dropdown").count()) === 0 &&
        (await page.getByTestId("verification-banner").count()) === 0,
      "the verification notice to go",
    );
    await page.goto(`${server.url}/verification`);
    await page.getByText("Your identity is verified.").waitFor();
    await page.context().close();
  });
});

describe("a company host", () => {
  let page: Page;
  const hostId = demoAccounts.company.hostId;

  beforeAll(async () => {
    page = await hostPage(demoAccounts.company);
  });

  it("walks the company branch, owner included, and hands it in", async () => {
    await page.getByRole("button", { name: "Start verification" }).click();
    await atStep(page, "identity/info");
    expect(await page.getByText("Step 1 of 6").count()).toBe(1);
    expect(await page.getByLabel("Legal business name").inputValue()).toBe("Alpine Stays GmbH");
    await page.getByLabel("Legal business name").press("Enter");
    await atStep(page, "document-upload");
    // One kind of document: nothing to choose.
    expect(await page.getByLabel("Document", { exact: true }).count()).toBe(0);
    await upload(page, [png("register.png")]);
    await page.getByRole("button", { name: "Continue" }).click();
    await atStep(page, "owner/info");
    await page.getByLabel("First name").fill("Max");
    await page.getByLabel("Last name").fill("Huber");
    await page.getByLabel("Nationality").fill("at");
    await page.getByLabel("Nationality").press("Enter");
    // The date of birth is missing: the focus goes there.
    await page.getByText("Fill this in.").waitFor();
    expect(await focusedName(page)).toBe("dateOfBirth");
    await page.getByLabel("Date of birth").fill("1975-04-12");
    await page.getByLabel("Date of birth").press("Enter");
    await atStep(page, "owner-upload/id");
    await page.getByLabel("Document").selectOption("identity_card");
    await upload(page, [png("owner-id.png")]);
    await page.getByRole("button", { name: "Continue" }).click();
    await atStep(page, "payout-info");
    await page.getByLabel("Account holder").fill("Alpine Stays GmbH");
    await page.getByLabel("IBAN").fill("AT61 1904 3002 3457 3201");
    // The steps need the network: offline, the page says so, will not continue, and keeps the form.
    await page.context().setOffline(true);
    await page.getByText("You are offline: verification needs a connection.", { exact: false }).waitFor();
    expect(await page.getByRole("button", { name: "Continue" }).isDisabled()).toBe(true);
    await page.context().setOffline(false);
    await waitFor(async () => page.getByRole("button", { name: "Continue" }).isEnabled(), "online again");
    expect(await page.getByLabel("IBAN").inputValue()).toBe("AT61 1904 3002 3457 3201");
    await page.getByLabel("IBAN").press("Enter");
    await atStep(page, "payout-upload");
    await upload(page, [png("statement.png")]);
    await page.getByRole("button", { name: "Send for review" }).click();
    await page.getByTestId("verification-success").waitFor();
    expect(await tierOf(hostId)).toBe("IN_PROGRESS");
    const shared = await server.db.query<{ shared: { shareholders: unknown } }>(
      "select shared from host_details where host_id = $1",
      [hostId],
    );
    expect(shared.rows[0]?.shared.shareholders).toEqual([
      { firstName: "Max", lastName: "Huber", dateOfBirth: "1975-04-12", nationality: "AT" },
    ]);
  });

  it("is failed by staff, and the host sees the error banner with a way to try again", async () => {
    const staff = await staffPage(hostId);
    await staff.getByRole("button", { name: "Fail verification" }).click();
    await staff.locator('[data-testid="verification-state"][data-state="FAILED"]').waitFor();
    expect(await tierOf(hostId)).toBe("FAILED");
    await staff.context().close();
    await page.goto(`${server.url}/reservations/requests`);
    const banner = page.getByTestId("verification-banner");
    await banner.waitFor();
    expect(await banner.getAttribute("data-tone")).toBe("error");
    await banner.getByRole("link", { name: "Try again" }).click();
    await page.waitForURL(`${server.url}/verification`);
    await page.getByRole("button", { name: "Try again" }).click();
    await atStep(page, "identity/info");
    expect(await tierOf(hostId)).toBe("COLLECTING_DATA");
    // What was given stays: the landing page marks every step done, and Continue leads to the
    // last, to hand it in again.
    await page.goto(`${server.url}/verification`);
    await waitFor(
      async () => (await page.locator(".verification-steps li[data-done]").count()) === 6,
      "six steps done",
    );
    await page.getByRole("link", { name: "Continue verification" }).click();
    await atStep(page, "payout-upload");
    await page.context().close();
  });
});
