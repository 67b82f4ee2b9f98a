// What shows while the session opens the local store (a reload spends most of a second there, in
// the browser's IndexedDB work), and while a screen's code loads: the screen's kept first screen when
// it has one (domain/first-screen/first-screen.ts), else the loading line. The kept rows are the
// signed-in user's own, read synchronously from localStorage; nothing on them changes data, and keys
// pressed meanwhile wait for the live page (src/ui/use-list-keys.ts).
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "../i18n/use-translation.ts";
import { firstScreenViewOf, type FirstScreen } from "../../domain/first-screen/first-screen.ts";
import { readFirstScreen } from "../../sync/first-screen-cache.ts";
import { FirstScreenChannelList } from "../features/inbox/first-screen-channel-list.tsx";
import { FirstScreenReservationList } from "../features/reservations/first-screen-reservation-list.tsx";
import { Loading } from "../ui/loading.tsx";
import { useHoldListKeys } from "../ui/use-list-keys.ts";
import type { AuthClient } from "./auth-client.ts";
import { keptScreenGate } from "./kept-screen-gate.ts";

/** Tells the session's start that the starting screen is on the glass (./kept-screen-gate.ts). */
function useShownAfterPaint(drawn: boolean) {
  useEffect(() => {
    if (!drawn) return;
    // After the frame that shows it: a task queued from the frame's callback runs once it is painted.
    requestAnimationFrame(() => setTimeout(() => keptScreenGate.shown(), 0));
  }, [drawn]);
}

/** Before the session: the frame of the shell around the kept screen. */
export function StartingScreen(props: { auth: AuthClient }) {
  const { t } = useTranslation();
  const kept = useKeptScreen(props.auth.storedUser()?.sub);
  // With nothing kept, or with a list drawn in this very render, the start waits for this paint only;
  // the calendar's copy says when it is drawn, once its chunk is here.
  useShownAfterPaint(kept?.screen !== "calendar");
  if (!kept) return <Loading />;
  return (
    <>
      <header className="app-header">
        <span className="brand">{t("app.name")}</span>
      </header>
      <div id="main">
        <KeptScreenOf kept={kept} />
      </div>
    </>
  );
}

/** Inside the shell, while a screen's code loads (the Suspense fallback). */
export function KeptFirstScreen(props: { userId: string }) {
  const kept = useKeptScreen(props.userId);
  if (!kept) return <Loading />;
  return <KeptScreenOf kept={kept} />;
}

// The calendar's kept screen is a chunk of its own (asked for as soon as the kept copy is read,
// beside the calendar page's): in this file it would weigh on every first screen's download.
type KeptCalendarModule = typeof import("../features/calendar/kept-calendar-screen.tsx");
let keptCalendarModule: KeptCalendarModule | undefined;
let keptCalendarLoad: Promise<KeptCalendarModule> | undefined;
const loadKeptCalendarScreen = () => {
  // A failed load is asked for again next time (it may have been offline before the cache had it).
  keptCalendarLoad ??= import("../features/calendar/kept-calendar-screen.tsx").then(
    (module) => (keptCalendarModule = module),
    (error: unknown) => {
      keptCalendarLoad = undefined;
      throw error;
    },
  );
  return keptCalendarLoad;
};

/**
 * Asks for the code a reload of this address draws first (the kept timeline's, small), before the
 * languages and the sign-in's configuration are ready. Called by main.tsx at its start; the starting
 * screen asks again (the same promise) when it renders.
 */
export function requestFirstScreenCode(pathname: string, search: string): void {
  if (firstScreenViewOf(pathname, search) === "calendar")
    void loadKeptCalendarScreen().catch(() => undefined);
}

/**
 * Drawn once its code is here. Not React.lazy: a Suspense boundary that showed its fallback reveals
 * what resolved no sooner than 300 ms after (React 19 throttles reveals), which put the kept
 * timeline about 110 ms behind where it was before it was a chunk of its own.
 */
function KeptCalendar(props: { kept: Extract<FirstScreen, { screen: "calendar" }> }) {
  const [module, setModule] = useState(keptCalendarModule);
  useEffect(() => {
    if (module) return;
    let live = true;
    loadKeptCalendarScreen().then(
      (loaded) => live && setModule(loaded),
      // Not loaded (offline before it was cached): the loading line stays until the live page.
      () => keptScreenGate.shown(),
    );
    return () => {
      live = false;
    };
  }, [module]);
  useShownAfterPaint(module !== undefined);
  return module ? <module.KeptCalendarScreen kept={props.kept} /> : <Loading />;
}

function KeptScreenOf(props: { kept: FirstScreen }) {
  const { kept } = props;
  return kept.screen === "calendar" ? <KeptCalendar kept={kept} /> : <KeptScreen kept={kept} />;
}

function useKeptScreen(userId: string | undefined): FirstScreen | undefined {
  const { i18n } = useTranslation();
  const location = useLocation();
  const [kept] = useState((): FirstScreen | undefined => {
    const view = firstScreenViewOf(location.pathname, location.search);
    if (userId === undefined || view === undefined) return undefined;
    const screen = readFirstScreen(localStorage, { userId, view, locale: i18n.language });
    // The inbox's code is its own chunk: ask for it now, while the store opens.
    if (screen?.screen === "inbox") void import("../features/inbox/inbox-page.tsx");
    if (screen?.screen === "calendar") {
      void loadKeptCalendarScreen().catch(() => undefined);
      // The live page's code is evaluated as it arrives: after the kept timeline's paint, which it
      // would otherwise delay, and still well before the store is read.
      void keptScreenGate.passed().then(() => import("../features/calendar/calendar-page.tsx"));
    }
    return screen;
  });
  return kept;
}

function KeptScreen(props: { kept: Exclude<FirstScreen, { screen: "calendar" }> }) {
  const { t } = useTranslation();
  const location = useLocation();
  useHoldListKeys();
  const { kept } = props;
  const [, , status, channelId] = location.pathname.split("/");
  const count = (
    <span
      className="count"
      aria-live="polite"
      data-testid={kept.screen === "inbox" ? "channel-count" : "reservation-count"}
    >
      {t(kept.screen === "inbox" ? "inbox.count" : "reservations.count", { count: kept.count })}
    </span>
  );
  if (kept.screen === "reservations")
    return (
      <main aria-labelledby="reservations-title" aria-busy="true">
        <div className="sub-header">
          <h1 id="reservations-title">{t("reservations.title")}</h1>
        </div>
        <div className="toolbar">{count}</div>
        <FirstScreenReservationList rows={kept.rows} />
      </main>
    );
  return (
    <main aria-labelledby="inbox-title" className="inbox" aria-busy="true">
      <div className="sub-header">
        <h1 id="inbox-title">{t("inbox.title")}</h1>
      </div>
      <div className="inbox-panes">
        <div className="inbox-list-pane">
          <div className="toolbar">{count}</div>
          <FirstScreenChannelList
            rows={kept.rows}
            hrefOf={(id) => `/messages/${status}/${encodeURIComponent(id)}${location.search}`}
            openId={channelId === undefined ? undefined : decodeURIComponent(channelId)}
          />
        </div>
        <div className="inbox-channel-pane">
          <p className="empty" role="status">
            {t("app.loading")}
          </p>
        </div>
      </div>
    </main>
  );
}
