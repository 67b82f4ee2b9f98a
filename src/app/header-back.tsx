// The header's back link (domain/navigation/header-back-link.ts). On a reservation's own page it
// leads to the tab that reservation belongs to, as the page's own back link does (a completed
// booking back to Completed, not Upcoming); elsewhere, and for an id the store does not have, the
// page's list.
import { Link } from "react-router";
import { useTranslation } from "../i18n/use-translation.ts";
import type { HeaderBackLink } from "../../domain/navigation/header-back-link.ts";
import { homeTabOf } from "../../domain/reservations/home-tab.ts";
import { tabbedReservationOf } from "../../domain/reservations/reservation-document.ts";
import { useReservationsSnapshot } from "../features/reservations/use-reservations-snapshot.ts";
import { localToday } from "../ui/local-today.ts";

const reservationPage =
  /^\/(?:booking-details|booking-request-details|booking-request-confirmation|inquiries)\/([^/]+)\/?$/;

export function HeaderBack(props: { back: HeaderBackLink; pathname: string }) {
  const id = reservationPage.exec(props.pathname)?.[1];
  // Only a reservation's page reads the reservations, so no other page re-renders the header on theirs.
  if (id !== undefined) return <ReservationHeaderBack id={safeDecode(id)} fallback={props.back} />;
  return <BackLink to={props.back.to} labelKey={props.back.labelKey} />;
}

function ReservationHeaderBack(props: { id: string; fallback: HeaderBackLink }) {
  const snapshot = useReservationsSnapshot();
  const stored = snapshot.reservations.get(props.id);
  const tabbed = stored ? tabbedReservationOf(stored) : undefined;
  if (!tabbed) return <BackLink to={props.fallback.to} labelKey={props.fallback.labelKey} />;
  const tab = homeTabOf(tabbed, localToday());
  return <BackLink to={`/reservations/${tab}`} labelKey={`reservations.tabs.${tab}`} />;
}

function BackLink(props: { to: string; labelKey: string }) {
  const { t } = useTranslation();
  return (
    <Link to={props.to} className="header-back" data-testid="header-back">
      <span aria-hidden="true">←</span> {t(props.labelKey)}
    </Link>
  );
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
