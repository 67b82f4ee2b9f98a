// The store asks the browser to keep its data under storage pressure (persistent storage, so the
// browser does not evict unsent changes). The browser may refuse, or lack the API, or throw; none of it may stop a sign-in.
import { afterEach, describe, expect, it, vi } from "vitest";
import { askForPersistentStorage } from "./local-store.ts";

afterEach(() => vi.unstubAllGlobals());

describe("askForPersistentStorage", () => {
  it("asks the browser once and reports a grant", async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal("navigator", { storage: { persist } });
    expect(await askForPersistentStorage()).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it("reports a refusal", async () => {
    vi.stubGlobal("navigator", { storage: { persist: () => Promise.resolve(false) } });
    expect(await askForPersistentStorage()).toBe(false);
  });

  it("answers no when the browser has no storage manager or its call fails", async () => {
    vi.stubGlobal("navigator", {});
    expect(await askForPersistentStorage()).toBe(false);
    vi.stubGlobal("navigator", { storage: { persist: () => Promise.reject(new Error("denied")) } });
    expect(await askForPersistentStorage()).toBe(false);
  });
});
