// Every main screen at a desktop (1280×800) and a phone (390×844) width: a screenshot of each into
// .tmp/screenshots (git-ignored) for a person to look at, and for the test the layout rules a
// screenshot would show broken: nothing wider than the viewport, the header 56 px and the
// sub-header 64 px high (operations spec §2 Layout), the landmarks there and visible (banner, the
// top navigation on a desktop or the bottom bar on a phone, main, a heading), and no i18n key shown
// in place of its text.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { mainScreens, visitMainScreens, type Screen } from "../support/main-screens.ts";
import { launchChromium } from "../support/browser.ts";
import { startTestServer } from "../support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const shots = ".tmp/screenshots";

// A key shown raw looks like "reservations.tabs.upcoming": one of our namespaces, then dotted names.
const namespaces = Object.keys(JSON.parse(readFileSync("locales/en_US.json", "utf8")) as object);
const rawKey = new RegExp(`\\b(${namespaces.join("|")})\\.[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*\\b`);

const viewports = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
] as const;

let screens: Screen[] = [];

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
  mkdirSync(shots, { recursive: true });
  screens = await mainScreens(server);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.each(viewports)("screens at $name width ($width×$height)", (viewport) => {
  it("lays every main screen out within the viewport, with the spec's header heights and landmarks", async () => {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    const page = await context.newPage();
    const problems: string[] = [];
    await visitMainScreens(page, server.url, screens, async (screen) => {
      await page.screenshot({ path: `${shots}/${viewport.name}-${screen.name}.png` });
      const layout = await page.evaluate(() => {
        const height = (selector: string) => {
          const el = document.querySelector(selector);
          return el ? el.getBoundingClientRect().height : null;
        };
        return {
          scrollWidth: document.documentElement.scrollWidth,
          viewportWidth: window.innerWidth,
          header: height(".app-header"),
          subHeader: height(".sub-header"),
          text: document.body.innerText,
          // The innermost elements that reach past the right edge, to name in a failure.
          wide: [...document.querySelectorAll("body *")]
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
            .filter(
              (el) =>
                ![...el.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 0.5),
            )
            .filter((el) => !el.closest("[aria-hidden=true], .tabs, dialog:not([open])"))
            .slice(0, 3)
            .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`),
        };
      });
      const fail = (what: string) => problems.push(`${screen.name}: ${what}`);
      if (layout.scrollWidth > layout.viewportWidth)
        fail(
          `${layout.scrollWidth} px wide in a ${layout.viewportWidth} px viewport (${layout.wide.join(", ")})`,
        );
      if (layout.header !== 56) fail(`header ${layout.header} px high`);
      if (layout.subHeader !== null && layout.subHeader !== 64)
        fail(`sub-header ${layout.subHeader} px high`);
      const key = rawKey.exec(layout.text);
      if (key) fail(`shows the raw key ${key[0]}`);
      if (!(await page.getByRole("banner").isVisible())) fail("no visible banner landmark");
      if (!(await page.getByRole("main").first().isVisible())) fail("no visible main landmark");
      if (!(await page.getByRole("heading", { level: 1 }).first().isVisible())) fail("no visible heading");
      const topNav = await page.locator(".top-nav").isVisible();
      const bottomBar = await page.locator(".bottom-bar").isVisible();
      if (viewport.name === "desktop" && (!topNav || bottomBar)) fail("desktop without the top navigation");
      if (viewport.name === "mobile" && (topNav || !bottomBar)) fail("phone without the bottom bar");
    });
    expect(problems).toEqual([]);
    await context.close();
  });
});
