// A year's performance (operations spec §2, Statistics, performance), from the host's reservations
// and reviews. The spec names the tab but not its figures; these are the ones host platforms show
// and hosts act on (docs/decisions.md):
// - requests and inquiries received in the year (by the day they came in): how many were accepted,
//   declined or left to expire, and the acceptance rate over the decided ones (open ones are not
//   decided yet, so they count neither way);
// - stays checking in in the year: how many, the nights, the mean length, how far ahead guests
//   booked, the mean party, and how many bookings were cancelled;
// - the stars of the reviews written in the year.
import { memoizedDayNumber } from "../calendar/calendar-day.ts";
import type { ReservationDocument } from "../reservations/reservation-document.ts";
import type { ReviewDocument } from "../reviews/review-document.ts";
import { reviewRatingSummary, type ReviewRatingSummary } from "../reviews/review-rating.ts";
import { isCancelledStay, isCountedStay, yearOf } from "./counted-stay.ts";

export interface DecisionFigures {
  readonly received: number;
  readonly accepted: number;
  readonly declined: number;
  readonly expired: number;
  readonly open: number;
  /** Accepted over accepted, declined and expired; null while none was decided. */
  readonly acceptanceRate: number | null;
}

export interface StayFigures {
  readonly stays: number;
  readonly nights: number;
  readonly averageNights: number | null;
  /** Mean days from booking to check-in. */
  readonly averageLeadDays: number | null;
  readonly averageGuests: number | null;
  readonly cancelled: number;
  /** Cancelled over all bookings checking in in the year; null without bookings. */
  readonly cancellationRate: number | null;
}

export interface PerformanceSummary {
  readonly year: number;
  readonly requests: DecisionFigures;
  readonly inquiries: DecisionFigures;
  readonly stays: StayFigures;
  readonly rating: ReviewRatingSummary;
}

type Reservation = Pick<
  ReservationDocument,
  "kind" | "status" | "checkIn" | "checkOut" | "createdAt" | "guestCount"
>;

/** Where a request or an inquiry stands, for the acceptance rate. */
function decisionOf(r: Reservation): keyof Omit<DecisionFigures, "received" | "acceptanceRate"> {
  switch (r.status) {
    case "REQUESTED":
    case "ACTION_NEEDED":
      return "open";
    case "REJECTED":
      return "declined";
    case "EXPIRED":
      return "expired";
    // Confirmed, and an inquiry's later states (its stay under review or past): all were accepted.
    default:
      return "accepted";
  }
}

function decisions(): {
  received: number;
  accepted: number;
  declined: number;
  expired: number;
  open: number;
} {
  return { received: 0, accepted: 0, declined: 0, expired: 0, open: 0 };
}

function withRate(d: ReturnType<typeof decisions>): DecisionFigures {
  const decided = d.accepted + d.declined + d.expired;
  return { ...d, acceptanceRate: decided === 0 ? null : d.accepted / decided };
}

const mean = (sum: number, count: number): number | null => (count === 0 ? null : sum / count);

export function performanceSummary(
  reservations: Iterable<Reservation>,
  reviews: Iterable<Pick<ReviewDocument, "rating" | "createdAt">>,
  year: number,
): PerformanceSummary {
  const requests = decisions();
  const inquiries = decisions();
  let stays = 0;
  let nights = 0;
  let leadDays = 0;
  let guests = 0;
  let cancelled = 0;
  const dayNumberOf = memoizedDayNumber();
  const yearText = String(year);
  for (const r of reservations) {
    if (r.kind !== "booking") {
      if (!r.createdAt.startsWith(yearText)) continue;
      const figures = r.kind === "booking_request" ? requests : inquiries;
      figures.received++;
      figures[decisionOf(r)]++;
      continue;
    }
    if (!r.checkIn.startsWith(yearText)) continue;
    if (isCancelledStay(r)) cancelled++;
    else if (isCountedStay(r)) {
      stays++;
      const checkIn = dayNumberOf(r.checkIn);
      nights += dayNumberOf(r.checkOut) - checkIn;
      // A booking made on its check-in day (or entered after it) was booked zero days ahead.
      leadDays += Math.max(0, checkIn - dayNumberOf(r.createdAt.slice(0, 10)));
      guests += r.guestCount;
    }
  }
  const ratings = [];
  for (const review of reviews) if (yearOf(review.createdAt) === year) ratings.push(review.rating);
  const bookings = stays + cancelled;
  return {
    year,
    requests: withRate(requests),
    inquiries: withRate(inquiries),
    stays: {
      stays,
      nights,
      averageNights: mean(nights, stays),
      averageLeadDays: mean(leadDays, stays),
      averageGuests: mean(guests, stays),
      cancelled,
      cancellationRate: bookings === 0 ? null : cancelled / bookings,
    },
    rating: reviewRatingSummary(ratings),
  };
}
