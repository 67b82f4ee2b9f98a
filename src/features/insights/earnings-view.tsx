// The earnings tab: what the year's stays earned, month by month, in each currency the host was
// paid in (domain/insights/monthly-earnings.ts).
import { useMemo } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { isCountedStay } from "../../../domain/insights/counted-stay.ts";
import { yearEarnings } from "../../../domain/insights/monthly-earnings.ts";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { FigureCard } from "./figure-card.tsx";
import { MonthBars } from "./month-bars.tsx";
import { useStatisticsFormat } from "./use-statistics-format.ts";
import { TaxReportCard } from "./tax-report-card.tsx";

export function EarningsView(props: { reservations: readonly ReservationDocument[]; year: number }) {
  const { t } = useTranslation();
  const format = useStatisticsFormat();
  const earnings = useMemo(
    () => yearEarnings(props.reservations.filter(isCountedStay), props.year),
    [props.reservations, props.year],
  );
  return (
    <div className="statistics-sections">
      {earnings.length === 0 ? (
        <p className="empty" data-testid="earnings-empty">
          {t("statistics.earnings.empty", { year: props.year })}
        </p>
      ) : null}
      {earnings.map((currency) => {
        const largest = Math.max(...currency.monthCents, 1);
        return (
          <FigureCard
            key={currency.currency}
            title={t("statistics.earnings.inCurrency", { currency: currency.currency })}
            testId={`earnings-${currency.currency}`}
            figures={[
              [t("statistics.earnings.total"), format.money(currency.totalCents, currency.currency)],
              [t("statistics.earnings.stays"), format.count(currency.stays)],
              [
                t("statistics.earnings.average"),
                currency.averageCents === null ? "–" : format.money(currency.averageCents, currency.currency),
              ],
            ]}
          >
            <MonthBars
              label={t("statistics.earnings.byMonth")}
              testId={`earnings-months-${currency.currency}`}
              bars={currency.monthCents.map((cents, m) => ({
                month: format.month(m + 1),
                share: cents / largest,
                text: format.money(cents, currency.currency),
              }))}
            />
          </FigureCard>
        );
      })}
      <TaxReportCard />
    </div>
  );
}
