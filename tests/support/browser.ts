// Debian's Chromium through playwright-core: no browser download, ever.
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
    Boolean,
  ) as string[];
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error("Chromium not found: install Debian's chromium package or set CHROMIUM_PATH");
  return found;
}

/** Debian's Chromium, headless; `extraArgs` for a caller that needs more (a bench lifting the frame-rate limit). */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
      ...extraArgs,
    ],
  });
}
