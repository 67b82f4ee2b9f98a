// Sign-up end to end in real Chromium against the real server (operations spec §2,
// /redirect/register): a signed-out visitor lands on the provider's sign-up form in the app's
// language, is told what is wrong without losing what they typed, and after creating the account
// arrives signed in on the start page of an empty account. A visitor who already has an account
// follows "Sign in instead".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import type { Browser } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { launchChromium } from "../support/browser.ts";
import { startTestServer } from "../support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync("dist/index.html"))
    throw new Error("Build the client first (npm test does): dist/index.html is missing");
  server = await startTestServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("sign-up", () => {
  it("creates an account from /redirect/register and lands signed in on an empty start page", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto(`${server.url}/redirect/register`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 20_000 })
      .toBe("Create your Hearth account");
    expect(new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\/[^/]+$/);

    // A weak password first: the form says why and keeps the name and e-mail, not the password.
    await page.getByLabel("Your name").fill("Maria Rossi");
    await page.getByLabel("Email").fill("maria@example.test");
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("Please correct");
    expect(await page.getByText("Use at least 10 characters.").isVisible()).toBe(true);
    expect(await page.getByLabel("Your name").inputValue()).toBe("Maria Rossi");
    expect(await page.getByLabel("Email").inputValue()).toBe("maria@example.test");
    expect(await page.getByLabel("Password").inputValue()).toBe("");

    await page.getByLabel("Password").fill("a long enough password");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(`${server.url}/reservations/requests`, { timeout: 20_000 });
    await expect.poll(() => page.getByTestId("display-name").textContent()).toBe("Maria Rossi");
    // A new host has nothing yet: the empty state, no reservations.
    await expect.poll(() => page.getByText("Nothing here yet.").isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByTestId("reservation-row").count()).toBe(0);

    // Signed in now: /redirect/register goes straight to the start page, no form.
    await page.goto(`${server.url}/redirect/register`);
    await page.waitForURL(`${server.url}/reservations/requests`);
    await context.close();
  });

  it("opens the form in the app's language and lets a host sign in instead", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto(`${server.url}/redirect/register?hl=de_DE`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 20_000 })
      .toBe("Ihr Hearth-Konto erstellen");
    expect(await page.locator("html").getAttribute("lang")).toBe("de-DE");

    await page.getByRole("link", { name: "Stattdessen anmelden" }).click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Bei Hearth anmelden");
    await page.getByLabel("E-Mail").fill(demoAccounts.individual.email);
    await page.getByLabel("Passwort").fill(demoAccounts.individual.password);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await page.waitForURL(`${server.url}/reservations/requests`, { timeout: 20_000 });
    await expect.poll(() => page.getByTestId("display-name").textContent()).toBe("Anna Berger");
    await context.close();
  });
});
