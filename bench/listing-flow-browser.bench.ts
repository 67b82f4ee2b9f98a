// The listing flow (/listing/…, listing spec §2, §4) in real Chromium against the real server, for a
// host who has just signed up and added a single-unit property. Figures, each beside a baseline
// measured in the same run:
// 1. step to step: Continue pressed on the guests step (a valid form, so it saves) to the next step
//    (rooms and beds) painted, against reading the unit from the server over HTTP from the page (what a
//    flow that loads each step from the server would wait for before painting it). Target p95 < 50 ms.
// 2. a step's save shown locally: Continue pressed to the outbox's count in the header painted one
//    higher, offline so every save stays in the outbox, against the same save sent to the server
//    over HTTP from the page (PATCH /api/app/property-unit/{id}). Target p95 < 16 ms.
// Painted is the first task after the frame that drew the change (from-page.ts), in Chromium with its
// frame-rate limit lifted (unthrottled-chromium.ts), as in the other browser benches.
import type { Browser, Page } from "playwright-core";
import { percentile, type Benchmark, type Figure } from "./harness.ts";
import { accessTokenOf, fetchFromPage, paintedWaits, startBrowserBench } from "./from-page.ts";
import { launchUnthrottled } from "./unthrottled-chromium.ts";

/**
 * The in-page helpers of from-page.ts, installed before the app's own scripts run; `__name` is a no-op
 * there because esbuild's keepNames helper, which the functions handed to page.evaluate call, does not
 * exist in the page.
 */
interface ListingProbe {
  readonly paint: (entry: { paintedAt?: number }) => void;
  readonly waitFor: <T>(find: () => T | undefined, timeoutMs: number, failure: string) => Promise<T>;
}
const probeScript = `
  globalThis.__name = (target) => target;
  const probe = { waiters: [] };
  ${paintedWaits}
  window.listingProbe = { paint, waitFor };
`;

const rounds = Number(process.env["LISTING_BENCH_ROUNDS"] ?? 40);
const warmup = 5;

/**
 * Fills the guests step with a new number of guests, then in the page presses Continue and waits
 * for the change `until` names (the next step drawn, or the outbox's count changed) to be painted;
 * milliseconds from the click.
 */
async function timedContinue(
  page: Page,
  guests: number,
  until: "next-step" | "outbox-count",
): Promise<number> {
  await page.locator('[name="guests"]').fill(String(guests));
  return page.evaluate(
    async ({ until }) => {
      const { paint, waitFor } = (window as unknown as { listingProbe: ListingProbe }).listingProbe;
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const status = () => document.querySelector('[data-testid="network-status"]')?.textContent ?? "";
      const before = status();
      const changed = () =>
        until === "next-step"
          ? document.querySelector('[data-testid="listing-step-guests-and-rooms/beds"]')
          : status() !== before
            ? true
            : null;
      const entry: { paintedAt?: number } = {};
      const observer = new MutationObserver(() => {
        if (changed()) {
          observer.disconnect();
          paint(entry);
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      const started = performance.now();
      document.querySelector<HTMLButtonElement>('[data-testid="listing-continue"]')!.click();
      await waitFor(() => entry.paintedAt, 10_000, `no ${until} after Continue`);
      return entry.paintedAt! - started;
    },
    { until },
  );
}

/** Back to the guests step: by the flow's Back button from the next step, else by its address. */
async function backToGuests(page: Page, stepPath: string, origin: string): Promise<void> {
  const back = page.getByTestId("listing-step-guests-and-rooms/beds");
  if (await back.isVisible()) await page.getByTestId("listing-back").click();
  else await page.goto(`${origin}${stepPath}`);
  await page.getByTestId("listing-step-guests-and-rooms/info").waitFor();
  await page.locator('[name="bedroomCount"]').fill("1");
}

export const listingFlowBrowserBenchmark: Benchmark = {
  name: "listing-flow-browser",
  async run() {
    const bench = await startBrowserBench("listing-flow");
    const { server, progress } = bench;
    let browser: Browser | undefined;
    try {
      browser = await launchUnthrottled();
      const context = await browser.newContext({ locale: "en-US" });
      await context.addCookies([{ name: "ho_hl", value: "en_US", url: server.url }]);
      const page = await context.newPage();
      await page.addInitScript({ content: probeScript });
      await page.goto(`${server.url}/redirect/register`);
      await page.getByLabel("Your name").fill("Bench Host");
      await page.getByLabel("Email").fill("listing-bench@hearth.test");
      await page.getByLabel("Password").fill("listing-bench-password");
      await page.getByRole("button", { name: "Create account" }).click();
      await page.waitForURL(`${server.url}/reservations/requests`, { timeout: 60_000 });

      await page.goto(`${server.url}/listing/add-property`);
      await page.locator('[name="title"]').fill("Bench house");
      await page.locator('[name="propertyType"][value="single"]').check();
      await page.getByTestId("listing-create").click();
      await page.waitForURL(/\/listing\/single-unit\/[^/]+\/[^/]+\/.+$/, { timeout: 60_000 });
      const [, propertyId, unitId] = /\/listing\/single-unit\/([^/]+)\/([^/]+)\//.exec(
        new URL(page.url()).pathname,
      )!;
      const stepPath = `/listing/single-unit/${propertyId}/${unitId}/guests-and-rooms/info`;
      progress("property and unit made; timing Continue");

      const stepTimes: number[] = [];
      for (let i = 0; i < warmup + rounds; i++) {
        await backToGuests(page, stepPath, server.url);
        const ms = await timedContinue(page, 2 + (i % 8), "next-step");
        if (i >= warmup) stepTimes.push(ms);
      }
      const readUnit = await fetchFromPage(
        page,
        Array.from({ length: rounds }, () => [`/api/app/property-unit/${unitId}`]),
      );

      // Offline: every save stays in the outbox, so each Continue adds to the count the header shows.
      await context.setOffline(true);
      const saveTimes: number[] = [];
      for (let i = 0; i < warmup + rounds; i++) {
        await backToGuests(page, stepPath, server.url);
        const ms = await timedContinue(page, 10 + (i % 50), "outbox-count");
        if (i >= warmup) saveTimes.push(ms);
      }
      await context.setOffline(false);
      const token = await accessTokenOf(page);
      const sendSave = await page.evaluate(
        async ({ unitId, token, rounds }) => {
          const samples: number[] = [];
          for (let i = 0; i < rounds; i++) {
            const started = performance.now();
            const response = await fetch(`/api/app/property-unit/${unitId}`, {
              method: "PATCH",
              headers: {
                authorization: `Bearer ${token}`,
                "content-type": "application/json",
                "idempotency-key": crypto.randomUUID(),
              },
              body: JSON.stringify({ guests: 2 + (i % 8) }),
            });
            if (!response.ok) throw new Error(`PATCH answered ${response.status}`);
            await response.json();
            samples.push(performance.now() - started);
          }
          return samples;
        },
        { unitId: unitId!, token, rounds },
      );

      const figures: Figure[] = [
        {
          name: "Continue to the next step painted, p95",
          unit: "ms",
          value: percentile(stepTimes, 95),
          baselineName: "the unit read from the server over HTTP, p95",
          baseline: percentile(readUnit, 95),
          target: { limit: 50, direction: "below" },
        },
        {
          name: "Continue to the step's save shown locally, p95",
          unit: "ms",
          value: percentile(saveTimes, 95),
          baselineName: "the same save sent to the server over HTTP, p95",
          baseline: percentile(sendSave, 95),
          target: { limit: 16, direction: "below" },
        },
      ];
      return figures;
    } finally {
      await bench.close(browser);
    }
  },
};
