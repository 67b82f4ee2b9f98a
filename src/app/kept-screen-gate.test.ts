import { describe, expect, it } from "vitest";
import { createKeptScreenGate } from "./kept-screen-gate.ts";

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe("the kept screen's gate", () => {
  it("holds the session's start until the kept screen is shown", async () => {
    const timers: Array<() => void> = [];
    const gate = createKeptScreenGate(300, (run) => timers.push(run));
    const passed = gate.passed();
    expect(await settled(passed)).toBe(false);
    gate.shown();
    expect(await settled(passed)).toBe(true);
  });

  it("lets the start go after the cap when the screen never shows", async () => {
    const timers: Array<{ run: () => void; ms: number }> = [];
    const gate = createKeptScreenGate(300, (run, ms) => timers.push({ run, ms }));
    const passed = gate.passed();
    expect(timers.map((t) => t.ms)).toEqual([300]);
    expect(await settled(passed)).toBe(false);
    timers[0]!.run();
    expect(await settled(passed)).toBe(true);
  });

  it("is passed at once when shown before anyone asked, and starts one timer however often asked", async () => {
    const timers: Array<() => void> = [];
    const gate = createKeptScreenGate(300, (run) => timers.push(run));
    gate.shown();
    expect(await settled(gate.passed())).toBe(true);
    expect(await settled(gate.passed())).toBe(true);
    expect(timers).toHaveLength(1);
  });
});
