import { describe, expect, it } from "vitest";
import { importWithRetry, ModuleLoadFailed, moduleRetryDelayMs } from "./lazy-with-retry.ts";

describe("importWithRetry", () => {
  it("tries twice more at 1 s intervals, then gives up with ModuleLoadFailed", async () => {
    const waits: number[] = [];
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new Error("chunk gone"));
    };
    await expect(importWithRetry(failing, async (ms) => void waits.push(ms))).rejects.toBeInstanceOf(
      ModuleLoadFailed,
    );
    expect(calls).toBe(3);
    expect(waits).toEqual([moduleRetryDelayMs, moduleRetryDelayMs]);
  });

  it("returns the module as soon as a try succeeds", async () => {
    let calls = 0;
    const flaky = () => (++calls < 2 ? Promise.reject(new Error("flaky")) : Promise.resolve("module"));
    expect(await importWithRetry(flaky, async () => undefined)).toBe("module");
    expect(calls).toBe(2);
  });
});
