import { useTranslation } from "../../i18n/use-translation.ts";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { useStayFormat } from "./use-stay-format.ts";

/** The facts of a reservation as a definition list, shared by the detail pages. */
export function ReservationFacts(props: { reservation: ReservationDocument; pending: boolean }) {
  const { t } = useTranslation();
  const format = useStayFormat();
  const r = props.reservation;
  const stay = format(r);
  return (
    <dl>
      <dt>{t("reservations.fields.status")}</dt>
      <dd>
        <span className="status" data-status={r.status} data-testid="reservation-status">
          {t(`reservations.status.${r.status}`, { defaultValue: r.status })}
        </span>
        {props.pending ? <span className="pending"> · {t("reservations.waiting")}</span> : null}
      </dd>
      <dt>{t("reservations.fields.unit")}</dt>
      <dd>{r.unitTitle}</dd>
      <dt>{t("reservations.fields.dates")}</dt>
      <dd>
        {stay.dates} · {t("reservations.nights", { count: stay.nights })}
      </dd>
      <dt>{t("reservations.fields.guests")}</dt>
      <dd>{t("reservations.guests", { count: r.guestCount })}</dd>
      <dt>{t("reservations.fields.price")}</dt>
      <dd>{stay.price}</dd>
      <dt>{t("reservations.fields.bookingCode")}</dt>
      <dd>{r.bookingCode}</dd>
    </dl>
  );
}
