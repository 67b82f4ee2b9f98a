// The reservations list drawn from the kept first screen (domain/first-screen/first-screen.ts) while
// the local store opens: the same rows as the live list, marked busy, with confirm and reject
// disabled; the page's keys wait meanwhile (src/ui/use-list-keys.ts).
import { useNavigate } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { ReservationRowView } from "../../../domain/first-screen/first-screen.ts";
import { ReservationRowContent } from "./reservation-row.tsx";
import { useReservationRowHeight } from "./reservation-list.tsx";
import { useRowLabels } from "./use-row-words.ts";

export function FirstScreenReservationList(props: { rows: readonly ReservationRowView[] }) {
  const { t } = useTranslation();
  const labels = useRowLabels();
  const navigate = useNavigate();
  const height = useReservationRowHeight();
  return (
    <div
      className="list"
      role="list"
      data-testid="reservation-list"
      data-first-screen="true"
      aria-busy="true"
    >
      {props.rows.map((row, index) => (
        <div key={row.id} role="listitem" style={{ height }}>
          <ReservationRowContent
            {...row}
            labels={labels}
            confirmLabel={t("reservations.confirmFor", { guest: row.guestName })}
            rejectLabel={t("reservations.rejectFor", { guest: row.guestName })}
            selected={index === 0}
            onOpen={(path) => void navigate(path)}
          />
        </div>
      ))}
    </div>
  );
}
