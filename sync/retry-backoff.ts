// When a command that failed for the network is sent again. A failed attempt stores an absolute
// "next attempt at" (now + backoff) in the outbox, so the wait survives reloads; but it is a time
// on the device clock, and device clocks go back (a manual change, a network time correction).
// Set back an hour, the stored time is an hour away and the command would wait that hour.
//
// The backoff never asks for more than `maxBackoffMs`, so a retry time further away than that
// was not set by this clock as it reads now: the clock went back. Such a retry counts as due
// (the replay sends it at once, and a new failure stores a fresh time on the clock as it is).
// A clock set back therefore delays a command by at most `maxBackoffMs`.

/** The longest wait the backoff asks for (its cap), and so the furthest a real retry time lies. */
export const maxBackoffMs = 60_000;

/**
 * Exponential backoff with jitter: half the base, plus up to the other half at random, so
 * clients that failed together do not retry together. Never more than `maxBackoffMs`.
 */
export function backoffDelay(attempts: number, random: number): number {
  const base = Math.min(maxBackoffMs, 1_000 * 2 ** Math.min(attempts, 10));
  return Math.round(base / 2 + (base / 2) * random);
}

/**
 * How long a command whose next attempt is at `nextAttemptAt` still waits at `now`: 0 when it is
 * due, either because its time has come or because that time lies beyond any backoff (the clock
 * went back since it was set).
 */
export function retryWaitMs(nextAttemptAt: number, now: number): number {
  const wait = nextAttemptAt - now;
  return wait <= 0 || wait > maxBackoffMs ? 0 : wait;
}

export function isRetryDue(nextAttemptAt: number, now: number): boolean {
  return retryWaitMs(nextAttemptAt, now) === 0;
}
