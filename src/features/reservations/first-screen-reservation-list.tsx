// The reservations list drawn from the kept first screen (domain/first-screen/first-screen.ts) while
// the local store opens: the same rows as the live list, marked busy, with confirm and reject
// disabled; the page's keys wait meanwhile (src/ui/use-list-keys.ts).
import type { ReservationRowView } from "../../../domain/first-screen/first-screen.ts";
import { ReservationRowContent } from "./reservation-row.tsx";
import { reservationRowHeight } from "./reservation-list.tsx";

export function FirstScreenReservationList(props: { rows: readonly ReservationRowView[] }) {
  const height = reservationRowHeight();
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
          <ReservationRowContent {...row} selected={index === 0} />
        </div>
      ))}
    </div>
  );
}
