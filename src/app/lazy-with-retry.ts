// Screens load as their own chunks. A chunk that fails to load (a flaky network, a deploy that
// replaced it) is tried twice more, one second apart, before the failed-to-load page shows
// (operations spec §8).
import { lazy, type ComponentType } from "react";

export const moduleRetries = 2;
export const moduleRetryDelayMs = 1_000;

export class ModuleLoadFailed extends Error {}

export async function importWithRetry<T>(
  load: () => Promise<T>,
  wait = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= moduleRetries) throw new ModuleLoadFailed((error as Error).message);
      await wait(moduleRetryDelayMs);
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithRetry<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => importWithRetry(load));
}
