import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startTokenRenewal } from "./token-renewal.ts";

const start = Date.parse("2026-11-24T10:00:00.000Z");
const seconds = (ms: number) => ms / 1000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
});
afterEach(() => vi.useRealTimers());

describe("token renewal", () => {
  it("renews a minute before expiry, then again before the renewed token expires", async () => {
    const renewedAt: number[] = [];
    const renewal = startTokenRenewal({
      expiresAt: seconds(start + 15 * 60_000),
      renew: () => {
        renewedAt.push(Date.now());
        return Promise.resolve(seconds(Date.now() + 15 * 60_000));
      },
      isOnline: () => true,
    });
    await vi.advanceTimersByTimeAsync(14 * 60_000 - 1);
    expect(renewedAt).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(renewedAt).toEqual([start + 14 * 60_000]);
    await vi.advanceTimersByTimeAsync(14 * 60_000);
    expect(renewedAt).toEqual([start + 14 * 60_000, start + 28 * 60_000]);
    renewal.stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(renewedAt).toHaveLength(2);
  });

  it("waits while offline and renews once back online", async () => {
    let online = false;
    const renew = vi.fn(() => Promise.resolve(undefined));
    startTokenRenewal({ expiresAt: seconds(start + 2 * 60_000), renew, isOnline: () => online });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(renew).not.toHaveBeenCalled();
    online = true;
    // The next try comes 90 s on, less the minute's margin: at least 5 s later.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(renew).toHaveBeenCalledTimes(1);
    // The renewed token's expiry is unknown: nothing more is scheduled.
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it("tries no sooner than 5 s for a token about to expire, and never for an unknown expiry", async () => {
    const renew = vi.fn(() => Promise.resolve(undefined));
    startTokenRenewal({ expiresAt: seconds(start + 10_000), renew, isOnline: () => true });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(1);

    const never = vi.fn(() => Promise.resolve(undefined));
    startTokenRenewal({ expiresAt: undefined, renew: never, isOnline: () => true });
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(never).not.toHaveBeenCalled();
  });
});
