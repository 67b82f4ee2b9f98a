// Signs a browser page in through Hearth's own sign-in page, as a host would.
import type { Page } from "playwright-core";

export async function signInInBrowser(
  page: Page,
  origin: string,
  credentials: { email: string; password: string },
  path = "/reservations/requests",
) {
  await page.goto(`${origin}${path}`);
  await page.getByLabel("Email").fill(credentials.email);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${origin}${path}`);
}
