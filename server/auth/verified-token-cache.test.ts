// The cache of verified tokens (authenticate.ts): a token is taken on trust only until it expires,
// never without an expiry, and the cache stays within its size.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { verifiedTokenCache } from "./authenticate.ts";

describe("verifiedTokenCache", () => {
  it("keeps a token until its exp second and not from then on", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4_000_000_000 }),
        fc.integer({ min: -5_000, max: 5_000 }),
        (exp, offset) => {
          const cache = verifiedTokenCache();
          const payload = { sub: "a", exp };
          cache.set("t", payload);
          const now = exp * 1000 + offset;
          // jose refuses a token once its exp second has begun (exp <= floor(now / 1000)).
          const joseAccepts = exp > Math.floor(now / 1000);
          expect(cache.get("t", now) === payload).toBe(joseAccepts);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it("does not keep a token without an expiry", () => {
    const cache = verifiedTokenCache();
    cache.set("t", { sub: "a" });
    expect(cache.get("t", 0)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("forgets the oldest token past its limit, and an expired one when asked for it", () => {
    const cache = verifiedTokenCache(3);
    for (const token of ["a", "b", "c", "d"]) cache.set(token, { sub: token, exp: 100 });
    expect(cache.size).toBe(3);
    expect(cache.get("a", 0)).toBeUndefined();
    expect(cache.get("d", 0)?.sub).toBe("d");
    expect(cache.get("b", 100_000)).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
