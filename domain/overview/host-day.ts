// The host's day at a glance, for the overview page (operations spec §2, /home): who arrives and
// who leaves today, how many guests are in, what is waiting for the host's answer, and who
// arrives in the coming week. Arrivals and departures are stays (domain/insights/counted-stay.ts):
// a cancelled booking brings nobody. Guests in house are the reservations tab "current"'s rule,
// and open requests its "requests" tab's, so the overview and the tabs always agree.
import { addDays } from "../calendar/calendar-day.ts";
import { isCountedStay } from "../insights/counted-stay.ts";
import type { ReservationDocument } from "../reservations/reservation-document.ts";
import { canDecideInquiry } from "../reservations/inquiry.ts";
import { reservationMatchesTab, toTabbedReservation } from "../reservations/reservation-tab.ts";

type Reservation = Pick<ReservationDocument, "kind" | "status" | "checkIn" | "checkOut">;

/** How many days ahead "the coming week" looks, today excluded. */
export const comingDays = 7;

export interface HostDay<R extends Reservation> {
  /** Stays checking in today, by guest name. */
  readonly arrivals: readonly R[];
  /** Stays checking out today, by guest name. */
  readonly departures: readonly R[];
  readonly inHouse: number;
  /** Stays checking in on the next `comingDays` days. */
  readonly arrivingSoon: number;
  readonly openRequests: number;
  /** Inquiries the host has not answered: newly asked, or asking for action. */
  readonly inquiriesToAnswer: number;
}

export function hostDay<R extends Reservation & { readonly guestName: string }>(
  reservations: Iterable<R>,
  today: string,
): HostDay<R> {
  const arrivals: R[] = [];
  const departures: R[] = [];
  const weekEnd = addDays(today, comingDays);
  let inHouse = 0;
  let arrivingSoon = 0;
  let openRequests = 0;
  let inquiriesToAnswer = 0;
  for (const r of reservations) {
    const tabbed = toTabbedReservation(r);
    if (!tabbed) continue;
    // Those the host can still confirm or reject: the inquiry's own rule.
    if (tabbed.kind === "inquiry" && canDecideInquiry(tabbed.status)) inquiriesToAnswer++;
    if (reservationMatchesTab(tabbed, "requests", today)) openRequests++;
    if (!isCountedStay(r)) continue;
    if (reservationMatchesTab(tabbed, "current", today)) inHouse++;
    if (r.checkIn === today) arrivals.push(r);
    else if (r.checkIn > today && r.checkIn <= weekEnd) arrivingSoon++;
    if (r.checkOut === today) departures.push(r);
  }
  const byGuest = (a: R, b: R) => a.guestName.localeCompare(b.guestName);
  return {
    arrivals: arrivals.sort(byGuest),
    departures: departures.sort(byGuest),
    inHouse,
    arrivingSoon,
    openRequests,
    inquiriesToAnswer,
  };
}
