import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { whileIdle } from "./while-idle.ts";

// The unit project runs in Node: a window with timers only (Safari's case, no requestIdleCallback),
// or with an idle callback driven by the same fake timers.
function stubWindow(withIdle: boolean) {
  const idle = {
    requestIdleCallback: (run: (deadline: IdleDeadline) => void) =>
      setTimeout(() => run({ didTimeout: false, timeRemaining: () => 5 }), 10) as unknown as number,
    cancelIdleCallback: (handle: number) => clearTimeout(handle),
  };
  vi.stubGlobal("window", {
    setTimeout,
    clearTimeout,
    ...(withIdle ? idle : {}),
  });
}

describe("whileIdle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  for (const withIdle of [true, false])
    it(`waits for the settle time, then runs slices until done (${withIdle ? "idle callback" : "timeout"})`, () => {
      stubWindow(withIdle);
      const slices: number[] = [];
      whileIdle(() => {
        slices.push(Date.now());
        return slices.length < 4;
      }, 1_000);
      vi.advanceTimersByTime(999);
      expect(slices).toEqual([]);
      vi.advanceTimersByTime(10_000);
      expect(slices).toHaveLength(4);
      expect(slices[0]!).toBeGreaterThanOrEqual(1_000);
    });

  it("does nothing more once stopped, before or during the work", () => {
    stubWindow(true);
    let before = 0;
    whileIdle(() => ++before < 10, 1_000)();
    vi.advanceTimersByTime(10_000);
    expect(before).toBe(0);

    let during = 0;
    const stop = whileIdle(() => ++during < 10, 1_000);
    vi.advanceTimersByTime(1_025);
    const seen = during;
    expect(seen).toBeGreaterThan(0);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(during).toBe(seen);
  });
});
