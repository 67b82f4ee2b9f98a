// /reservations/{tab}: every tab of the operations spec, read from the local store, filtered in
// memory as the host types, virtualized so 100,000 reservations scroll like ten, and driven from
// the keyboard (`?` lists the keys).
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { Schema } from "effect";
import { ReservationsTab } from "../../../domain/reservations/reservation-tab.ts";
import {
  searchReservationRows,
  type ReservationSearch,
} from "../../../domain/reservations/reservation-list-index.ts";
import { searchTextsOf } from "./cached-search-text.ts";
import { prepareWhileIdle, reservationListIndexOf } from "./reservation-list-cache.ts";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { useReservationsSnapshot } from "./use-reservations-snapshot.ts";
import { ReservationList } from "./reservation-list.tsx";
import {
  firstRowsAgree,
  firstScreenRows,
  firstScreenVersion,
  firstScreenViewOf,
  type ReservationsFirstScreen,
} from "../../../domain/first-screen/first-screen.ts";
import { useSession } from "../../app/session.tsx";
import { useKeepFirstScreen, useKeptFirstScreen } from "../../ui/use-first-screen.ts";
import { FirstScreenReservationList } from "./first-screen-reservation-list.tsx";
import { reservationRowView } from "./reservation-row-view.ts";
import { useRowWords } from "./use-row-words.ts";
import { FailedCommands } from "./failed-commands.tsx";
import { lazyWithRetry } from "../../app/lazy-with-retry.ts";
import { ReservationsTabs } from "./reservations-tabs.tsx";
import { useConfirmRequest } from "./use-confirm-request.ts";
import { detailPathOf } from "./detail-path.ts";
import { NotFound } from "../../app/not-found.tsx";
import { localToday } from "../../ui/local-today.ts";
import { useListKeys } from "../../ui/use-list-keys.ts";
import { useNavigateAfterPaint } from "../../ui/use-navigate-after-paint.ts";
import { UnitSelector } from "../unit-selector/unit-selector.tsx";
import { useLocalUnits } from "../unit-selector/use-local-units.ts";
import { ListSearchBox } from "../../ui/list-search-box.tsx";

// The reject dialog (its reasons and their payload schemas) loads the first time a host rejects
// from the list, not with the first screen (the first screen's JavaScript budget; the service worker has it cached offline).
const RejectRequestDialog = lazyWithRetry(() =>
  import("./reject-request-dialog.tsx").then((m) => ({ default: m.RejectRequestDialog })),
);

// The list of keys loads the first time `?` asks for it, not with the first screen.
const ShortcutsDialog = lazyWithRetry(() =>
  import("./shortcuts-dialog.tsx").then((m) => ({ default: m.ShortcutsDialog })),
);

const isTab = Schema.is(ReservationsTab);

export function ReservationsPage() {
  const { t, i18n } = useTranslation();
  const { tab: routeTab } = useParams();
  // The tab clicked, shown at once: the router renders a navigation as a transition (BrowserRouter
  // wraps it in startTransition), time-sliced behind other work, so a tab change waited for it
  // before the list changed. The click sets this in the click's own render; any change of the route
  // (the click's own navigation catching up, Back, a link elsewhere) clears it, so the route decides again.
  const [clicked, setClicked] = useState<ReservationsTab>();
  const [routeSeen, setRouteSeen] = useState(routeTab);
  if (routeSeen !== routeTab) {
    setRouteSeen(routeTab);
    setClicked(undefined);
  }
  const tab = clicked ?? routeTab;
  const navigate = useNavigate();
  const navigateAfterPaint = useNavigateAfterPaint();
  // The tab is drawn from the local store in the click's own render; the route follows once that
  // is painted (the router's navigation, pushState and a transition, would otherwise come first).
  const pickTab = useCallback(
    (name: ReservationsTab) => {
      setClicked(name);
      navigateAfterPaint(`/reservations/${name}`);
    },
    [navigateAfterPaint],
  );
  const closeHelp = useCallback(() => setHelpOpen(false), []);
  const location = useLocation();
  const { userId } = useSession();
  const snapshot = useReservationsSnapshot();
  // Until the projection has read the reservations, the list is the one kept from the last visit.
  const screenView = firstScreenViewOf(location.pathname, location.search);
  const keptScreen = useKeptFirstScreen(userId, screenView);
  const kept = keptScreen?.screen === "reservations" ? keptScreen : undefined;
  const words = useRowWords();
  // The projection reads the open requests first (ready), every other reservation a moment later
  // (complete): a tab other than requests shows its kept rows until then rather than a partial list.
  const live = snapshot.complete || (snapshot.ready && (tab === "requests" || kept === undefined));
  const [search, setSearch] = useState("");
  const [unitId, setUnitId] = useState<string>();
  const units = useLocalUnits();
  const [selectedId, setSelectedId] = useState<string>();
  const [rejecting, setRejecting] = useState<ReservationDocument>();
  // Mounted from the first rejection on, so closing it keeps the dialog's own focus return.
  const [rejectShown, setRejectShown] = useState(false);
  if (rejecting && !rejectShown) setRejectShown(true);
  const [helpOpen, setHelpOpen] = useState(false);
  // Mounted from the first opening on, so closing it keeps the dialog's own focus return.
  const [helpShown, setHelpShown] = useState(false);
  if (helpOpen && !helpShown) setHelpShown(true);
  const searchBox = useRef<HTMLInputElement>(null);
  const confirm = useConfirmRequest();
  const today = localToday();
  // The tab's rows do not depend on the search: one index per snapshot lists every tab, so a tab
  // change is a lookup and a keystroke filters this one tab's rows instead of scanning every
  // reservation of the host again (100,000 at the scale plan's size).
  const tabRows = useMemo(
    () => (isTab(tab) ? reservationListIndexOf(snapshot.reservations, today).rowsOf(tab) : []),
    [snapshot.reservations, tab, today],
  );
  const unitRows = useMemo(
    () => (unitId === undefined ? tabRows : tabRows.filter((r) => r.unitId === unitId)),
    [tabRows, unitId],
  );
  // The last search's result: a search that only grew scans that instead of the whole tab. The
  // search is not deferred: filtering one tab takes a few milliseconds, and a deferred render
  // would paint the count a frame after the typed letter.
  const [lastSearch] = useState<{ current?: ReservationSearch }>({});
  const rows = useMemo(() => {
    const found = searchReservationRows(unitRows, search, searchTextsOf, lastSearch.current);
    lastSearch.current = found;
    return found.rows;
  }, [unitRows, search, lastSearch]);
  // Once everything is in memory, the other tabs and the search texts are prepared while idle.
  const complete = snapshot.complete;
  useEffect(
    () => (complete ? prepareWhileIdle(snapshot.reservations, today, tabRows, words) : undefined),
    [complete, snapshot.reservations, today, tabRows, words],
  );
  // The selection follows its reservation; when that leaves the list, the row now in its place.
  const selectedIndex = Math.max(
    0,
    selectedId === undefined ? 0 : rows.findIndex((r) => r.id === selectedId),
  );
  const selected = rows[selectedIndex];
  // Stable, so the memoized rows in view are not rendered again on every keystroke.
  const select = useCallback((r: ReservationDocument) => setSelectedId(r.id), []);
  const move = (by: number) => {
    const next = rows[Math.min(rows.length - 1, Math.max(0, selectedIndex + by))];
    if (next) setSelectedId(next.id);
  };
  const isOpenRequest = (r: ReservationDocument | undefined) =>
    r?.kind === "booking_request" && r.status === "REQUESTED";

  useListKeys(
    {
      "/": () => searchBox.current?.focus(),
      j: () => move(1),
      ArrowDown: () => move(1),
      k: () => move(-1),
      ArrowUp: () => move(-1),
      Enter: () => {
        if (selected) void navigate(detailPathOf(selected));
      },
      c: () => {
        if (isOpenRequest(selected)) confirm(selected!);
      },
      r: () => {
        if (isOpenRequest(selected)) setRejecting(selected);
      },
      "?": () => setHelpOpen(true),
    },
    {
      // Keys pressed over the kept rows wait for the live ones, and apply only if those start the same.
      live,
      liveAgrees: kept === undefined || firstRowsAgree(kept.rows, rows),
    },
  );

  // What this tab shows, kept for the next start (not while a search or a unit narrows it).
  useKeepFirstScreen(
    (): ReservationsFirstScreen | undefined =>
      screenView === undefined ||
      !snapshot.complete ||
      search !== "" ||
      unitId !== undefined ||
      rows.length === 0
        ? undefined
        : {
            version: firstScreenVersion,
            screen: "reservations",
            userId,
            view: screenView,
            locale: i18n.language,
            savedAt: Date.now(),
            count: rows.length,
            rows: rows
              .slice(0, firstScreenRows)
              .map((r) => reservationRowView(r, snapshot.pendingByDocument.has(r.id), words)),
          },
    [rows, snapshot.complete, search, unitId, screenView],
  );

  if (!isTab(tab)) return <NotFound />;

  return (
    <main aria-labelledby="reservations-title">
      <div className="sub-header">
        <h1 id="reservations-title">{t("reservations.title")}</h1>
        <button type="button" className="link-button" onClick={() => setHelpOpen(true)} aria-keyshortcuts="?">
          {t("shortcuts.title")}
        </button>
      </div>
      <ReservationsTabs tab={tab} onPick={pickTab} />
      <FailedCommands />
      <div className="toolbar">
        <ListSearchBox
          id="reservation-search"
          label={t("reservations.search")}
          value={search}
          onChange={setSearch}
          inputRef={searchBox}
        />
        <UnitSelector units={units} value={unitId} onChange={setUnitId} />
        <span className="count" aria-live="polite" data-testid="reservation-count">
          {t("reservations.count", { count: live || !kept ? rows.length : kept.count })}
          {snapshot.complete ? "" : ` · ${t("reservations.loadingAll")}`}
        </span>
      </div>
      {!live && kept ? (
        <FirstScreenReservationList rows={kept.rows} />
      ) : !snapshot.ready ? null : rows.length === 0 ? (
        <p className="empty">
          {search.trim() ? t("reservations.emptySearch", { search }) : t("reservations.empty")}
        </p>
      ) : (
        <ReservationList
          rows={rows}
          pendingByDocument={snapshot.pendingByDocument}
          selectedIndex={selectedIndex}
          onSelect={select}
          onConfirm={confirm}
          onReject={setRejecting}
        />
      )}
      {rejectShown ? (
        <Suspense fallback={null}>
          <RejectRequestDialog request={rejecting} onClose={() => setRejecting(undefined)} />
        </Suspense>
      ) : null}
      {helpShown ? (
        <Suspense fallback={null}>
          <ShortcutsDialog open={helpOpen} onClose={closeHelp} />
        </Suspense>
      ) : null}
    </main>
  );
}
