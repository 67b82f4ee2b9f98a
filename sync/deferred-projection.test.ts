import { afterEach, describe, expect, it } from "vitest";
import { deferredProjection, type Projection } from "./deferred-projection.ts";

// Node has no requestIdleCallback; a page whose idle moment has not come yet is one that never calls back.
const withIdleNever = () => {
  (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback = () => 0;
};
afterEach(() => {
  delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
});

const opened = (value: string): Projection<string> => ({
  getSnapshot: () => value,
  subscribe: () => () => undefined,
  close: () => undefined,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("deferredProjection", () => {
  it("waits for an idle moment, unless the screen that shows it asks for it now", async () => {
    withIdleNever();
    let opens = 0;
    const projection = deferredProjection("loading", async () => {
      opens++;
      return opened("ready");
    });
    await settle();
    expect(projection.getSnapshot()).toBe("loading");
    expect(opens).toBe(0);
    let told = 0;
    projection.subscribe(() => told++);
    projection.openNow();
    projection.openNow();
    await settle();
    expect(projection.getSnapshot()).toBe("ready");
    expect(told).toBe(1);
    expect(opens).toBe(1);
  });

  it("opens by itself once idle, and not at all once closed", async () => {
    let opens = 0;
    const open = async () => {
      opens++;
      return opened("ready");
    };
    const idle = deferredProjection("loading", open);
    await settle();
    expect(idle.getSnapshot()).toBe("ready");
    withIdleNever();
    const closed = deferredProjection("loading", open);
    closed.close();
    closed.openNow();
    await settle();
    expect(closed.getSnapshot()).toBe("loading");
    expect(opens).toBe(1);
  });
});
