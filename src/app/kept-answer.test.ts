import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Schema } from "effect";
import { keptAnswer, keptCopy } from "./kept-answer.ts";

const Topics = Schema.Array(Schema.Struct({ id: Schema.String, label: Schema.String }));
const key = "hearth.test.topics";

// Node has no Web Storage: a Map behind the three calls kept-answer.ts makes.
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe("keptAnswer", () => {
  beforeEach(() => vi.stubGlobal("localStorage", memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("returns a fresh answer and keeps it for a start without network", async () => {
    const fresh = [{ id: "billing", label: "Billing" }];
    expect(await keptAnswer(key, Topics, async () => fresh)).toEqual(fresh);
    expect(keptCopy(key, Topics)).toEqual(fresh);
    expect(await keptAnswer(key, Topics, () => Promise.reject(new TypeError("offline")))).toEqual(fresh);
  });

  it("answers null with nothing kept and no network", async () => {
    expect(await keptAnswer(key, Topics, () => Promise.reject(new TypeError("offline")))).toBeNull();
  });

  it("keeps the last good copy when the server answers in a shape the schema refuses", async () => {
    const good = [{ id: "stay", label: "A stay" }];
    await keptAnswer(key, Topics, async () => good);
    expect(await keptAnswer(key, Topics, async () => [{ id: 7 }])).toEqual(good);
    expect(keptCopy(key, Topics)).toEqual(good);
  });

  it("ignores a copy kept by an older build in another shape, or storage that refuses", async () => {
    localStorage.setItem(key, JSON.stringify({ topics: "old" }));
    expect(keptCopy(key, Topics)).toBeNull();
    localStorage.setItem(key, "not json");
    expect(keptCopy(key, Topics)).toBeNull();
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    });
    const fresh = [{ id: "a", label: "A" }];
    expect(await keptAnswer(key, Topics, async () => fresh)).toEqual(fresh);
    expect(keptCopy(key, Topics)).toBeNull();
  });
});
