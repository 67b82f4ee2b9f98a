// axe-core over every main screen at a desktop (1280×800) and a phone (390×844) width, and with
// each dialog or menu open where a screen has one: no WCAG 2.0/2.1 A or AA violation. One browser
// context per width, the screens visited in turn, so the file stays quick on a small machine.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { mainScreens, visitMainScreens, type Screen } from "../support/main-screens.ts";
import { launchChromium } from "../support/browser.ts";
import { startTestServer } from "../support/test-server.ts";
import { untilInPage as until } from "../support/until-in-page.ts";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let screens: Screen[] = [];

const viewports = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
] as const;

interface Found {
  readonly id: string;
  readonly impact: string | null;
  readonly nodes: number;
  readonly targets: string[];
}

/** Runs axe over the whole document as it stands; one line per violation, for a readable failure. */
async function violations(page: Page, where: string): Promise<string[]> {
  // Evaluated through the debugging protocol rather than added as a <script>: the app's content
  // security policy rightly refuses inline scripts, and the test should not loosen it.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const found = await page.evaluate(async (values) => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values } });
    return result.violations.map((v): Found => ({
      id: v.id,
      impact: v.impact ?? null,
      nodes: v.nodes.length,
      targets: (v.nodes[0]?.target ?? []).map(String),
    }));
  }, tags);
  return found.map(
    (v) => `${where}: ${v.id} (${v.impact}, ${v.nodes} nodes) first at ${v.targets.join(" ")}`,
  );
}

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
  screens = await mainScreens(server);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.each(viewports)("accessibility at $name width ($width×$height)", (viewport) => {
  it("has no WCAG 2.1 AA violation on any main screen, nor with a dialog or menu open", async () => {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    const page = await context.newPage();
    const problems: string[] = [];
    await visitMainScreens(page, server.url, screens, async (screen) => {
      problems.push(...(await violations(page, screen.name)));
    });

    // The reservations screen's keyboard shortcuts dialog.
    await page.goto(`${server.url}/reservations/upcoming`);
    await until(async () => (await page.getByTestId("reservation-row").count()) > 0, "reservations");
    await page.keyboard.press("?");
    await until(() => page.getByRole("dialog").isVisible(), "the shortcuts dialog");
    problems.push(...(await violations(page, "shortcuts dialog")));
    await page.keyboard.press("Escape");
    await until(async () => !(await page.getByRole("dialog").isVisible()), "the dialog to close");

    // The notifications menu.
    await page.getByRole("button", { name: /^Notifications/ }).click();
    await until(
      () => page.getByRole("region", { name: "Notifications" }).isVisible(),
      "the notifications panel",
    );
    problems.push(...(await violations(page, "notifications menu")));
    await page.keyboard.press("Escape");

    // The command palette.
    await page.keyboard.press("Control+k");
    await until(() => page.getByTestId("command-palette-input").isVisible(), "the command palette");
    problems.push(...(await violations(page, "command palette")));

    expect(problems, `axe found:\n${problems.join("\n")}`).toEqual([]);
    await context.close();
  });
});
