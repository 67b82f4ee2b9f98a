// /reservations/{tab}: every tab of the operations spec, read from the local store, filtered in
// memory as the host types, virtualized so 100,000 reservations scroll like ten.
import { useDeferredValue, useMemo, useRef, useState } from "react";
import { NavLink, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { Schema } from "effect";
import { ReservationsTab, reservationsTabs } from "../../../domain/reservations/reservation-tab.ts";
import { listReservations } from "../../../domain/reservations/reservation-list.ts";
import { useReservationsSnapshot } from "./use-reservations-snapshot.ts";
import { ReservationList } from "./reservation-list.tsx";
import { FailedCommands } from "./failed-commands.tsx";
import { NotFound } from "../../app/not-found.tsx";
import { localToday } from "../../ui/local-today.ts";

const isTab = Schema.is(ReservationsTab);

export function ReservationsPage() {
  const { t } = useTranslation();
  const { tab } = useParams();
  const snapshot = useReservationsSnapshot();
  const [search, setSearch] = useState("");
  const deferredSearch = useDeferredValue(search);
  const searchBox = useRef<HTMLInputElement>(null);
  const today = localToday();
  const rows = useMemo(
    () =>
      isTab(tab)
        ? listReservations(snapshot.reservations.values(), { tab, search: deferredSearch, today })
        : [],
    [snapshot.reservations, tab, deferredSearch, today],
  );
  if (!isTab(tab)) return <NotFound />;

  return (
    <main aria-labelledby="reservations-title">
      <div className="sub-header">
        <h1 id="reservations-title">{t("reservations.title")}</h1>
      </div>
      <nav className="tabs" aria-label={t("reservations.title")}>
        {reservationsTabs.map((name) => (
          <NavLink
            key={name}
            to={`/reservations/${name}`}
            className={({ isActive }) => (isActive ? "active" : "")}
          >
            {t(`reservations.tabs.${name}`)}
          </NavLink>
        ))}
      </nav>
      <FailedCommands />
      <div className="toolbar">
        <label className="visually-hidden" htmlFor="reservation-search">
          {t("reservations.search")}
        </label>
        <input
          id="reservation-search"
          ref={searchBox}
          type="search"
          placeholder={t("reservations.search")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape") setSearch("");
          }}
        />
        <span className="count" aria-live="polite" data-testid="reservation-count">
          {t("reservations.count", { count: rows.length })}
        </span>
      </div>
      {!snapshot.ready ? null : rows.length === 0 ? (
        <p className="empty">
          {search.trim() ? t("reservations.emptySearch", { search }) : t("reservations.empty")}
        </p>
      ) : (
        <ReservationList rows={rows} pendingByDocument={snapshot.pendingByDocument} />
      )}
    </main>
  );
}
