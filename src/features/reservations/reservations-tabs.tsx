// The tabs of /reservations/. Drawn again only when the shown tab or the language changes, not on
// every search keystroke; a plain click is the page's to handle (it draws the tab from the local
// store, then moves the route), anything else is the browser's (a new tab or window).
import { memo } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { reservationsTabs, type ReservationsTab } from "../../../domain/reservations/reservation-tab.ts";
import { isPlainClick } from "../../ui/plain-click.ts";

export const ReservationsTabs = memo(function ReservationsTabs(props: {
  tab: string | undefined;
  onPick: (tab: ReservationsTab) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="tabs" aria-label={t("reservations.title")}>
      {reservationsTabs.map((name) => (
        <a
          key={name}
          href={`/reservations/${name}`}
          className={name === props.tab ? "active" : ""}
          aria-current={name === props.tab ? "page" : undefined}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            props.onPick(name);
          }}
        >
          {t(`reservations.tabs.${name}`)}
        </a>
      ))}
    </nav>
  );
});
