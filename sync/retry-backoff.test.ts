// The retry rule against the backoff that sets the retry times, on any clock reading: a command
// waits out its backoff, and a device clock set back delays it by at most the backoff's cap.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { backoffDelay, isRetryDue, maxBackoffMs, retryWaitMs } from "./retry-backoff.ts";

// Clock readings from 1970 to 2100, and set-backs from nothing to a month.
const instant = fc.integer({ min: 0, max: 4_102_444_800_000 });
const attempts = fc.nat(40);
const random = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const setBack = fc.integer({ min: 0, max: 31 * 24 * 3_600_000 });

/** Real time the replay waits before sending, following its timer as the replayer does. */
function realWaitUntilDue(nextAttemptAt: number, clockAtStart: number): number {
  let now = clockAtStart;
  let waited = 0;
  for (let timers = 0; timers < 1_000; timers++) {
    const wait = retryWaitMs(nextAttemptAt, now);
    if (wait === 0) return waited;
    now += wait;
    waited += wait;
  }
  return Number.POSITIVE_INFINITY;
}

describe("retry backoff", () => {
  it("never asks for more than its cap", () => {
    fc.assert(
      fc.property(attempts, random, (n, r) => {
        const delay = backoffDelay(n, r);
        expect(delay).toBeGreaterThan(0);
        expect(delay).toBeLessThanOrEqual(maxBackoffMs);
      }),
      { numRuns: 1000 },
    );
  });

  it("keeps a command due once its retry time has come, however far the clock moves forward", () => {
    fc.assert(
      fc.property(instant, fc.nat(maxBackoffMs * 10), fc.nat(maxBackoffMs * 10), (at, late, forward) => {
        expect(isRetryDue(at, at + late)).toBe(true);
        expect(isRetryDue(at, at + late + forward)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("does not replay a command early while it waits out its backoff", () => {
    fc.assert(
      fc.property(
        instant,
        attempts,
        random,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (failedAt, n, r, f) => {
          const delay = backoffDelay(n, r);
          const nextAttemptAt = failedAt + delay;
          // Any moment from the failure to just before the retry time: still waiting, for exactly the rest.
          const elapsed = Math.min(delay - 1, Math.floor(f * delay));
          expect(isRetryDue(nextAttemptAt, failedAt + elapsed)).toBe(false);
          expect(retryWaitMs(nextAttemptAt, failedAt + elapsed)).toBe(delay - elapsed);
          expect(isRetryDue(nextAttemptAt, nextAttemptAt)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("never lets a clock set back delay a command by more than the backoff's cap", () => {
    fc.assert(
      fc.property(
        instant,
        attempts,
        random,
        setBack,
        fc.nat(maxBackoffMs),
        (failedAt, n, r, back, elapsed) => {
          const nextAttemptAt = failedAt + backoffDelay(n, r);
          // The clock is set back at some moment after the failure (or before the timer fired).
          const clockAfterSetBack = failedAt + elapsed - back;
          const waited = realWaitUntilDue(nextAttemptAt, clockAfterSetBack);
          expect(waited).toBeLessThanOrEqual(maxBackoffMs);
          // And the set-back never makes it wait longer than the backoff it had left.
          expect(waited).toBeLessThanOrEqual(Math.max(0, nextAttemptAt - (failedAt + elapsed)) + back);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
