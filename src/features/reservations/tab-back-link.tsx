import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { homeTabOf } from "../../../domain/reservations/home-tab.ts";
import {
  tabbedReservationOf,
  type ReservationDocument,
} from "../../../domain/reservations/reservation-document.ts";
import { localToday } from "../../ui/local-today.ts";

/** A details page's link back to the tab its reservation belongs to (domain/reservations/home-tab.ts). */
export function TabBackLink(props: { reservation: ReservationDocument }) {
  const { t } = useTranslation();
  const tabbed = tabbedReservationOf(props.reservation);
  // A status its kind does not know shows in no tab but all (reservation-tab.ts).
  const tab = tabbed ? homeTabOf(tabbed, localToday()) : "all";
  return (
    <Link className="back-link" to={`/reservations/${tab}`} data-testid="back-link">
      ← {t(`reservations.tabs.${tab}`)}
    </Link>
  );
}
