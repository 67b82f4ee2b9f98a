// The set-up most end-to-end files share: Hearth's real server on an ephemeral port, Debian's
// Chromium, and one page signed in through Hearth's sign-in page, waiting until the screen is ready.
// A set-up that fails half-way closes what it opened, so a failing file leaves no browser or
// server behind for the next.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchChromium } from "./browser.ts";
import { signInInBrowser } from "./browser-sign-in.ts";
import { startTestServer } from "./test-server.ts";

export interface SignedInPage {
  readonly server: Awaited<ReturnType<typeof startTestServer>>;
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  close(): Promise<void>;
}

export async function openSignedInPage(options: {
  readonly account: { readonly email: string; readonly password: string };
  /** Where the sign-in starts and lands (default: the open requests). */
  readonly path?: string;
  readonly viewport?: { readonly width: number; readonly height: number };
  /** The `ho_hl` cookie: the language the page asks for, over the host's own. */
  readonly language?: string;
  /** Resolves once the signed-in screen shows what the tests start from. */
  readonly ready: (page: Page) => Promise<unknown>;
}): Promise<SignedInPage> {
  const server = await startTestServer();
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close();
    await server.close();
  };
  try {
    browser = await launchChromium();
    const context = await browser.newContext(options.viewport ? { viewport: options.viewport } : {});
    if (options.language)
      await context.addCookies([{ name: "ho_hl", value: options.language, url: server.url }]);
    const page = await context.newPage();
    await signInInBrowser(page, server.url, options.account, options.path);
    await options.ready(page);
    return { server, browser, context, page, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
