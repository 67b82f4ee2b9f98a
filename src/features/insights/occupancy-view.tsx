// The occupancy tab: the nights booked over the nights the chosen units offered, for the year and
// each month (domain/insights/monthly-occupancy.ts).
import { useMemo } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { isCountedStay } from "../../../domain/insights/counted-stay.ts";
import { yearOccupancy } from "../../../domain/insights/monthly-occupancy.ts";
import { offeredUnitCount } from "../../../domain/insights/offered-units.ts";
import type { UnitDocument } from "../../../domain/properties/unit-document.ts";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { FigureCard } from "./figure-card.tsx";
import { MonthBars } from "./month-bars.tsx";
import { useStatisticsFormat } from "./use-statistics-format.ts";

export function OccupancyView(props: {
  reservations: readonly ReservationDocument[];
  units: readonly UnitDocument[];
  year: number;
}) {
  const { t } = useTranslation();
  const format = useStatisticsFormat();
  const unitCount = offeredUnitCount(props.units);
  const occupancy = useMemo(
    () => yearOccupancy(props.reservations.filter(isCountedStay), unitCount, props.year),
    [props.reservations, unitCount, props.year],
  );
  if (unitCount === 0)
    return (
      <p className="empty" data-testid="occupancy-empty">
        {t("statistics.occupancy.noUnits")}
      </p>
    );
  return (
    <div className="statistics-sections">
      <FigureCard
        title={t("statistics.occupancy.title", { year: props.year })}
        testId="occupancy-year"
        figures={[
          [t("statistics.occupancy.rate"), format.percent(occupancy.rate)],
          [t("statistics.occupancy.bookedNights"), format.count(occupancy.bookedNights)],
          [t("statistics.occupancy.availableNights"), format.count(occupancy.availableNights)],
          [t("statistics.occupancy.units"), format.count(unitCount)],
        ]}
      >
        <MonthBars
          label={t("statistics.occupancy.byMonth")}
          testId="occupancy-months"
          bars={occupancy.months.map((month) => ({
            month: format.month(month.month),
            share: month.rate ?? 0,
            text: format.percent(month.rate),
          }))}
        />
      </FigureCard>
    </div>
  );
}
