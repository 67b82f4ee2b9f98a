// Statistics (operations spec §2): a unit selector, a year, and the tabs performance and reviews,
// with earnings and occupancy when the setting is on. Every figure is worked out on the device from
// the local reservations and reviews (domain/insights/), so the page opens at once and offline, and
// follows a confirm or a cancel made elsewhere as soon as the store has it.
import { useCallback, useMemo } from "react";
import { NavLink, useNavigate, useParams, useSearchParams } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import {
  statisticsPath,
  statisticsTabs,
  type StatisticsTab,
} from "../../../domain/navigation/statistics-tabs.ts";
import { chosenStatisticsYear, statisticsYears } from "../../../domain/insights/statistics-years.ts";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import type { ReviewDocument } from "../../../domain/reviews/review-document.ts";
import { useNavigationSettings } from "../../app/use-navigation-settings.ts";
import { NotFound } from "../../app/not-found.tsx";
import { Loading } from "../../ui/loading.tsx";
import { localToday } from "../../ui/local-today.ts";
import { UnitSelector } from "../unit-selector/unit-selector.tsx";
import { useLocalUnits } from "../unit-selector/use-local-units.ts";
import { useReservationsSnapshot } from "../reservations/use-reservations-snapshot.ts";
import { useRecords } from "../sync/use-records.ts";
import { FailedCommands } from "../reservations/failed-commands.tsx";
import { PerformanceView } from "./performance-view.tsx";
import { EarningsView } from "./earnings-view.tsx";
import { OccupancyView } from "./occupancy-view.tsx";
import { ReviewsView } from "./reviews-view.tsx";
import { YearSelect } from "./year-select.tsx";
import "./statistics.css";

export function StatisticsPage(props: { tab: StatisticsTab }) {
  const { tab } = props;
  const { t } = useTranslation();
  const { unitId } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const settings = useNavigationSettings();
  const units = useLocalUnits();
  const snapshot = useReservationsSnapshot();
  const records = useRecords();
  const currentYear = Number(localToday().slice(0, 4));

  const reservations = useMemo((): ReservationDocument[] => {
    const chosen: ReservationDocument[] = [];
    for (const r of snapshot.reservations.values())
      if (unitId === undefined || r.unitId === unitId) chosen.push(r);
    return chosen;
  }, [snapshot.reservations, unitId]);
  const reviews = useMemo((): ReviewDocument[] => {
    const chosen: ReviewDocument[] = [];
    for (const r of records.reviews.values()) if (unitId === undefined || r.unitId === unitId) chosen.push(r);
    // Newest first, as review sites list them.
    return chosen.sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || a.publicId.localeCompare(b.publicId),
    );
  }, [records.reviews, unitId]);
  const years = useMemo(() => statisticsYears(reservations, currentYear), [reservations, currentYear]);
  const year = chosenStatisticsYear(query.get("year"), years, currentYear);
  const chosenUnits = useMemo(
    () => (unitId === undefined ? units : units.filter((u) => u.id === unitId)),
    [units, unitId],
  );

  const pickUnit = useCallback(
    (next: string | undefined) =>
      void navigate(statisticsPath(tab, next, query.has("year") ? year : undefined)),
    [navigate, tab, query, year],
  );

  // A unit id that is not the host's: the units are known once any is (they load with the calendar's data).
  if (unitId !== undefined && units.length > 0 && chosenUnits.length === 0) return <NotFound />;

  const unitTitles = new Map(units.map((u) => [u.id, u.title ?? t("unitSelector.untitled")]));
  const withYear = tab !== "reviews";
  return (
    <main aria-labelledby="statistics-title" className="statistics">
      <div className="sub-header">
        <h1 id="statistics-title">{t("statistics.title")}</h1>
      </div>
      <nav className="tabs" aria-label={t("statistics.title")}>
        {statisticsTabs(settings.earningsSetting).map((name) => (
          <NavLink
            key={name}
            to={statisticsPath(name, unitId, query.has("year") && name !== "reviews" ? year : undefined)}
            className={name === tab ? "active" : ""}
            aria-current={name === tab ? "page" : undefined}
            data-testid={`statistics-tab-${name}`}
          >
            {t(`statistics.tabs.${name}`)}
          </NavLink>
        ))}
      </nav>
      <FailedCommands />
      <div className="toolbar">
        <UnitSelector units={units} value={unitId} onChange={pickUnit} />
        {withYear ? (
          <YearSelect
            years={years}
            value={year}
            onChange={(next) => void navigate(statisticsPath(tab, unitId, next))}
            testId="statistics-year"
          />
        ) : null}
        {snapshot.ready && !snapshot.complete ? (
          <span className="count" role="status">
            {t("statistics.stillLoading")}
          </span>
        ) : null}
      </div>
      {!snapshot.ready || (tab === "reviews" && !records.ready) ? (
        <Loading />
      ) : tab === "performance" ? (
        <PerformanceView reservations={reservations} reviews={reviews} year={year} />
      ) : tab === "earnings" ? (
        <EarningsView reservations={reservations} year={year} />
      ) : tab === "occupancy" ? (
        <OccupancyView reservations={reservations} units={chosenUnits} year={year} />
      ) : (
        <ReviewsView
          key={unitId ?? ""}
          reviews={reviews}
          unitTitles={unitId === undefined ? unitTitles : undefined}
          pendingByDocument={records.pendingByDocument}
        />
      )}
    </main>
  );
}
