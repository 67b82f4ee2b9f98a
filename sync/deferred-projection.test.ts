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

  it("tells when a projection a screen asked for has opened, and answers at once for one none asked for", async () => {
    withIdleNever();
    let release = () => {};
    const shown = deferredProjection(
      "loading",
      () => new Promise<Projection<string>>((resolve) => (release = () => resolve(opened("ready")))),
    );
    const unseen = deferredProjection("loading", async () => opened("ready"));
    let unseenAnswered = false;
    void unseen.whenShown().then(() => (unseenAnswered = true));
    await settle();
    expect(unseenAnswered).toBe(true);
    expect(unseen.getSnapshot()).toBe("loading");

    shown.openNow();
    let shownAnswered = false;
    void shown.whenShown().then(() => (shownAnswered = true));
    await settle();
    expect(shownAnswered).toBe(false);
    release();
    await settle();
    expect(shownAnswered).toBe(true);
    expect(shown.getSnapshot()).toBe("ready");
  });

  it("lets what waits for a shown screen go on when that screen's projection fails to open", async () => {
    withIdleNever();
    const failing = deferredProjection<string>("loading", () => Promise.reject(new Error("offline")));
    failing.openNow();
    await expect(failing.whenShown()).resolves.toBeUndefined();
    expect(failing.getSnapshot()).toBe("loading");
  });

  it("tells the projection a screen shows it, whether asked before or after it opened", async () => {
    withIdleNever();
    const told: string[] = [];
    const telling = (name: string): Projection<string> => ({
      ...opened(name),
      shown: () => told.push(name),
    });
    const before = deferredProjection("loading", async () => telling("before"));
    before.openNow();
    await settle();
    expect(told).toEqual(["before"]);

    delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
    const after = deferredProjection("loading", async () => telling("after"));
    await settle();
    expect(after.getSnapshot()).toBe("after");
    expect(told).toEqual(["before"]);
    after.openNow();
    expect(told).toEqual(["before", "after"]);
  });
});
