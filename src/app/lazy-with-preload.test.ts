import { describe, expect, it } from "vitest";
import { lazyWithPreload } from "./lazy-with-preload.ts";

const Screen = () => null;

describe("lazyWithPreload", () => {
  it("imports once however often it is preloaded, and marks the promise settled for React's use", async () => {
    let imports = 0;
    const Lazy = lazyWithPreload(() => {
      imports++;
      return Promise.resolve({ default: Screen });
    });
    const first = Lazy.preload();
    expect(Lazy.preload()).toBe(first);
    await first;
    expect(imports).toBe(1);
    expect(first).toMatchObject({ status: "fulfilled", value: { default: Screen } });
  });

  it("starts again after a load that failed on every retry", async () => {
    let imports = 0;
    const Lazy = lazyWithPreload(() => {
      imports++;
      return imports <= 3 ? Promise.reject(new Error("offline")) : Promise.resolve({ default: Screen });
    });
    const failed = Lazy.preload();
    await expect(failed).rejects.toThrow("offline");
    expect(failed).toMatchObject({ status: "rejected" });
    const again = Lazy.preload();
    expect(again).not.toBe(failed);
    await expect(again).resolves.toEqual({ default: Screen });
  }, 10_000);
});
