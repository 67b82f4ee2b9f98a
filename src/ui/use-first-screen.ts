// Reading and keeping a list's first screen (domain/first-screen/first-screen.ts) in localStorage.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import type { FirstScreen } from "../../domain/first-screen/first-screen.ts";
import { readFirstScreen, saveFirstScreen } from "../../sync/first-screen-cache.ts";

/** The copy kept for this user and view, read once when the screen mounts. */
export function useKeptFirstScreen(userId: string, view: string | undefined): FirstScreen | undefined {
  const { i18n } = useTranslation();
  const [kept] = useState(() =>
    view === undefined ? undefined : readFirstScreen(localStorage, { userId, view, locale: i18n.language }),
  );
  return kept?.view === view ? kept : undefined;
}

/** At most one write in this long: the rows change with every message, a copy need not. */
const writeEveryMs = 2_000;

/**
 * Keeps what the live list shows: `build` (called only when a write is due) gives the copy, or
 * undefined when there is nothing to keep (a search is typed, the rows are not live yet). Written
 * when idle, at most every two seconds, and at once when the page is hidden or the list unmounts,
 * so a reload a moment after a change paints that change.
 */
export function useKeepFirstScreen(build: () => FirstScreen | undefined, changed: readonly unknown[]): void {
  const latest = useRef(build);
  latest.current = build;
  const due = useRef(false);
  const lastWrite = useRef(0);
  const [write] = useState(() => () => {
    if (!due.current) return;
    due.current = false;
    lastWrite.current = Date.now();
    const screen = latest.current();
    if (screen) saveFirstScreen(localStorage, screen);
  });
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === "hidden") write();
    };
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", write);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", write);
      write();
    };
  }, [write]);
  useEffect(() => {
    due.current = true;
    const wait = Math.max(0, lastWrite.current + writeEveryMs - Date.now());
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      // Safari has no requestIdleCallback; there the timeout alone spaces the writes.
      if ("requestIdleCallback" in window) idle = window.requestIdleCallback(write, { timeout: 2_000 });
      else write();
    }, wait);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, changed); // eslint-disable-line react-hooks/exhaustive-deps -- the caller names what changes the copy
}
