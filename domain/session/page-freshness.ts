// A tab left open for long runs old code against a newer server: when it becomes visible again
// after being open over 12 hours, the page reloads (operations spec §4, §9).
export const pageReloadThresholdMs = 43_200_000;

export function shouldReloadOnVisible(openedAtMs: number, nowMs: number): boolean {
  return nowMs - openedAtMs > pageReloadThresholdMs;
}
