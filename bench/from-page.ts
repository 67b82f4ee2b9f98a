// What the browser benches do beside the app in its own page: read its bearer token, time the
// server's answers from there (the baselines: what an online-first page would wait for, over the
// same loopback and in the same browser), and wait for the page to go quiet before timing inputs.
import type { CDPSession, Page } from "playwright-core";
import { sleep } from "./polling.ts";

/** The page's bearer token, where oidc-client-ts keeps it. */
export const accessTokenOf = (page: Page): Promise<string> =>
  page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith("oidc.user:"))
        return (JSON.parse(localStorage.getItem(key) ?? "{}") as { access_token: string }).access_token;
    }
    throw new Error("no oidc.user entry in localStorage");
  });

/**
 * Fetches each group of paths from the page (a group's paths in parallel, as one screen would) and
 * parses the JSON; milliseconds per group, after `warmup` untimed rounds over the first group.
 */
export async function fetchFromPage(
  page: Page,
  groups: readonly (readonly string[])[],
  warmup = 2,
): Promise<number[]> {
  const token = await accessTokenOf(page);
  return page.evaluate(
    async ({ groups, token, warmup }) => {
      const headers = { authorization: `Bearer ${token}` };
      for (let i = 0; i < warmup; i++)
        await Promise.all(groups[0]!.map(async (path) => (await fetch(path, { headers })).json() as unknown));
      const samples: number[] = [];
      for (const group of groups) {
        const started = performance.now();
        await Promise.all(
          group.map(async (path) => {
            const response = await fetch(path, { headers });
            if (!response.ok) throw new Error(`${path} answered ${response.status}`);
            return response.json() as unknown;
          }),
        );
        samples.push(performance.now() - started);
      }
      return samples;
    },
    { groups, token, warmup },
  );
}

/**
 * Waits until the page's main thread has been nearly idle (under 5 % busy) for two seconds, so
 * what runs after a start does not land in the per-input times; milliseconds waited.
 */
export async function waitForQuiet(cdp: CDPSession, capMs: number): Promise<number> {
  const taskSeconds = async () => {
    const { metrics } = await cdp.send("Performance.getMetrics");
    return metrics.find((m) => m.name === "TaskDuration")?.value ?? 0;
  };
  const started = Date.now();
  let quietPolls = 0;
  let before = await taskSeconds();
  while (quietPolls < 4 && Date.now() - started < capMs) {
    await sleep(500);
    const now = await taskSeconds();
    quietPolls = now - before < 0.025 ? quietPolls + 1 : 0;
    before = now;
  }
  return Date.now() - started;
}
