// Renews the access token a minute before it expires, as oidc-client-ts's automatic renewal would
// (the library loads only when needed, so its timer is not running); a call answered 401 renews as
// well, through the API client's refresh. Offline, the renewal waits and tries again: a refresh
// that cannot reach the provider would only fail.
export interface TokenRenewal {
  stop(): void;
}

export function startTokenRenewal(options: {
  /** Seconds since the epoch, as the stored user has it. */
  readonly expiresAt: number | undefined;
  /** Renews, and tells when the renewed token expires (undefined: unknown, stop renewing). */
  readonly renew: () => Promise<number | undefined>;
  readonly isOnline?: () => boolean;
}): TokenRenewal {
  const isOnline = options.isOnline ?? (() => navigator.onLine);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const schedule = (expiresAt: number | undefined) => {
    if (expiresAt === undefined || stopped) return;
    const due = Math.max(expiresAt * 1000 - 60_000 - Date.now(), 5_000);
    timer = setTimeout(
      () => {
        if (stopped) return;
        if (!isOnline()) return schedule(Date.now() / 1000 + 90);
        void options.renew().then(schedule);
      },
      // setTimeout takes at most 2^31 - 1 ms; a longer delay would fire at once.
      Math.min(due, 2 ** 31 - 1),
    );
  };
  schedule(options.expiresAt);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
