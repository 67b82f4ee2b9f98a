// The tab a reservation's details page links back to. A reservation shows under several tabs (a
// confirmed booking ahead is under confirmed, upcoming and all), so the back link names the most
// telling one: the tab of a state that settles it (an open request, completed, cancelled, rejected,
// expired), else where its stay stands (under way, ahead), and all only when nothing narrower holds.
// Which tabs hold it is reservationMatchesTab's rule alone, so a link never names a tab the
// reservation is missing from.
import { reservationMatchesTab, type ReservationsTab, type TabbedReservation } from "./reservation-tab.ts";

// A state that ended the stay's story (completed, cancelled, rejected, expired) outranks the dates:
// a completed booking is not "upcoming" whatever its check-in says.
const mostTellingFirst: readonly ReservationsTab[] = [
  "requests",
  "rejected",
  "expired",
  "completed",
  "cancelled",
  "current",
  "upcoming",
  "confirmed",
  "inquiries",
  "inquiries-archived",
];

export function homeTabOf(reservation: TabbedReservation, today: string): ReservationsTab {
  return mostTellingFirst.find((tab) => reservationMatchesTab(reservation, tab, today)) ?? "all";
}
