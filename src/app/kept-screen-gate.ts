// A reload's first screen is its kept copy (domain/first-screen/first-screen.ts); the session's start
// (the local store opening: Dexie, RxDB and the sync engine, 50 to 70 ms of the page's thread in a
// traced reload of the calendar) waits until that copy has been painted, so the two do not share the
// page's thread while the host looks at a blank page. The wait is capped: a copy whose code is slow
// to arrive (a first visit after a deployment, on a slow network) does not hold the store back longer.

/** How long the session's start waits for the kept screen at most. */
export const keptScreenWaitMs = 300;

export interface KeptScreenGate {
  /** The kept screen has been painted, or there is none to paint. */
  shown(): void;
  /** Resolves once shown, or after the cap, whichever comes first. */
  passed(): Promise<void>;
}

export function createKeptScreenGate(
  capMs: number,
  timer: (run: () => void, ms: number) => void = (run, ms) => void setTimeout(run, ms),
): KeptScreenGate {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let capped = false;
  return {
    shown: () => open(),
    passed() {
      if (!capped) {
        capped = true;
        timer(open, capMs);
      }
      return opened;
    },
  };
}

/** One per page: a page has one first screen. */
export const keptScreenGate = createKeptScreenGate(keptScreenWaitMs);
