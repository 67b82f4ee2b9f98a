// The reviews tab: the guests' reviews, newest first, with the stars summed up, a filter for the
// ones still without a reply, and a public reply per review (an outbox command: shown at once,
// marked until the server has it). Opening the tab marks the shown units' new reviews seen, as an
// inbox marks a conversation read; the "new" marks stay on screen for this visit.
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { reviewRatingSummary } from "../../../domain/reviews/review-rating.ts";
import { canReplyToReview, type ReviewDocument } from "../../../domain/reviews/review-document.ts";
import { useSession } from "../../app/session.tsx";
import { ReviewCard } from "./review-card.tsx";
import { useStatisticsFormat } from "./use-statistics-format.ts";

/** Reviews drawn at a time; "Show more" adds as many (the spec's review pages, from page 1). */
const pageSize = 20;

export function ReviewsView(props: {
  reviews: readonly ReviewDocument[];
  /** Titles of the units, when all units are shown and each review names its unit. */
  unitTitles: ReadonlyMap<string, string> | undefined;
  pendingByDocument: ReadonlyMap<string, readonly string[]>;
}) {
  const { t } = useTranslation();
  const { engine } = useSession();
  const format = useStatisticsFormat();
  const [unansweredOnly, setUnansweredOnly] = useState(false);
  const [shownCount, setShownCount] = useState(pageSize);
  // The reviews that were new when the tab opened: marked "new" for the whole visit.
  const [newAtOpen] = useState(() => new Set(props.reviews.filter((r) => r.isNew).map((r) => r.publicId)));
  const summary = useMemo(() => reviewRatingSummary(props.reviews.map((r) => r.rating)), [props.reviews]);
  const listed = useMemo(
    () => (unansweredOnly ? props.reviews.filter(canReplyToReview) : props.reviews),
    [props.reviews, unansweredOnly],
  );
  const shown = listed.slice(0, shownCount);

  // Marks seen the units whose new reviews are on screen, once per unit and visit.
  const marked = useRef(new Set<string>());
  useEffect(() => {
    for (const review of shown) {
      if (!review.isNew || marked.current.has(review.unitId)) continue;
      marked.current.add(review.unitId);
      engine.outbox.enqueue("markReviewsSeen", { unitId: review.unitId }).catch(() => {
        // Not stored (a full device): the review stays new and is marked on a later visit.
        marked.current.delete(review.unitId);
      });
    }
  }, [shown, engine]);

  if (props.reviews.length === 0)
    return (
      <p className="empty" data-testid="reviews-empty">
        {t("statistics.reviews.empty")}
      </p>
    );
  const largest = Math.max(...Object.values(summary.distribution), 1);
  return (
    <div className="statistics-sections">
      <section
        className="figure-card"
        aria-label={t("statistics.reviews.summary")}
        data-testid="reviews-summary"
      >
        <h2>{t("statistics.reviews.summary")}</h2>
        <p className="rating-average">
          <strong>{format.mean(summary.average)}</strong>{" "}
          {t("statistics.reviews.outOfFive", { count: summary.count })}
        </p>
        <ol className="star-bars" aria-label={t("statistics.reviews.distribution")}>
          {(["5", "4", "3", "2", "1"] as const).map((stars) => (
            <li key={stars}>
              <span>{t("statistics.reviews.stars", { count: Number(stars) })}</span>
              <span className="star-bar-track" aria-hidden="true">
                <span
                  className="star-bar"
                  style={{ width: `${Math.round((summary.distribution[stars] / largest) * 100)}%` }}
                />
              </span>
              <span>{format.count(summary.distribution[stars])}</span>
            </li>
          ))}
        </ol>
      </section>
      <div className="review-filters" role="group" aria-label={t("statistics.reviews.filter")}>
        <button
          type="button"
          className="secondary"
          aria-pressed={!unansweredOnly}
          onClick={() => setUnansweredOnly(false)}
        >
          {t("statistics.reviews.all")}
        </button>
        <button
          type="button"
          className="secondary"
          aria-pressed={unansweredOnly}
          onClick={() => setUnansweredOnly(true)}
          data-testid="reviews-unanswered"
        >
          {t("statistics.reviews.unanswered", {
            number: format.count(props.reviews.filter(canReplyToReview).length),
          })}
        </button>
      </div>
      {listed.length === 0 ? (
        <p className="empty">{t("statistics.reviews.allAnswered")}</p>
      ) : (
        <ul className="review-list" data-testid="review-list">
          {shown.map((review) => (
            <ReviewCard
              key={review.publicId}
              review={review}
              unitTitle={props.unitTitles?.get(review.unitId)}
              isNew={newAtOpen.has(review.publicId)}
              pending={props.pendingByDocument.has(`reviews:${review.publicId}`)}
            />
          ))}
        </ul>
      )}
      {listed.length > shown.length ? (
        <button
          type="button"
          className="secondary show-more"
          onClick={() => setShownCount((n) => n + pageSize)}
        >
          {t("statistics.reviews.showMore", { number: format.count(listed.length - shown.length) })}
        </button>
      ) : null}
    </div>
  );
}
