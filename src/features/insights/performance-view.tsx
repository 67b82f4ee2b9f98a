// The performance tab: the year's requests and inquiries and how the host answered them, the stays
// it brought, and the guests' stars (domain/insights/performance-summary.ts).
import { useMemo } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { performanceSummary, type DecisionFigures } from "../../../domain/insights/performance-summary.ts";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import type { ReviewDocument } from "../../../domain/reviews/review-document.ts";
import { FigureCard } from "./figure-card.tsx";
import { useStatisticsFormat } from "./use-statistics-format.ts";

export function PerformanceView(props: {
  reservations: readonly ReservationDocument[];
  reviews: readonly ReviewDocument[];
  year: number;
}) {
  const { t } = useTranslation();
  const format = useStatisticsFormat();
  const summary = useMemo(
    () => performanceSummary(props.reservations, props.reviews, props.year),
    [props.reservations, props.reviews, props.year],
  );
  const decisions = (figures: DecisionFigures): Array<[string, string]> => [
    [t("statistics.performance.received"), format.count(figures.received)],
    [t("statistics.performance.acceptanceRate"), format.percent(figures.acceptanceRate)],
    [t("statistics.performance.accepted"), format.count(figures.accepted)],
    [t("statistics.performance.declined"), format.count(figures.declined)],
    [t("statistics.performance.expired"), format.count(figures.expired)],
    [t("statistics.performance.open"), format.count(figures.open)],
  ];
  const { stays, rating } = summary;
  return (
    <div className="figure-cards">
      <FigureCard
        title={t("statistics.performance.requests")}
        figures={decisions(summary.requests)}
        testId="performance-requests"
      />
      <FigureCard
        title={t("statistics.performance.inquiries")}
        figures={decisions(summary.inquiries)}
        testId="performance-inquiries"
      />
      <FigureCard
        title={t("statistics.performance.stays")}
        testId="performance-stays"
        figures={[
          [t("statistics.performance.stayCount"), format.count(stays.stays)],
          [t("statistics.performance.nights"), format.count(stays.nights)],
          [t("statistics.performance.averageNights"), format.mean(stays.averageNights)],
          [t("statistics.performance.averageLeadDays"), format.mean(stays.averageLeadDays)],
          [t("statistics.performance.averageGuests"), format.mean(stays.averageGuests)],
          [t("statistics.performance.cancelled"), format.count(stays.cancelled)],
          [t("statistics.performance.cancellationRate"), format.percent(stays.cancellationRate)],
        ]}
      />
      <FigureCard
        title={t("statistics.performance.rating")}
        testId="performance-rating"
        figures={[
          [t("statistics.performance.averageRating"), format.mean(rating.average)],
          [t("statistics.performance.reviewCount"), format.count(rating.count)],
        ]}
      />
    </div>
  );
}
