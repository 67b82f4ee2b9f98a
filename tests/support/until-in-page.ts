// Waits for something a browser page shows: polls `check` (usually a round trip to the page) every
// 100 ms until it holds, and fails naming `what` after `timeoutMs`. Playwright's own waits cover
// one locator; these checks often combine several, or ask the server.
export async function untilInPage(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 20_000,
  intervalMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
