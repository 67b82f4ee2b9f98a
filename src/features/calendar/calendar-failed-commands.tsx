// Calendar commands the server refused (a guest booked those nights meanwhile, say): rolled back on
// screen, kept here with the server's words, so the host can try again or let go.
import { useTranslation } from "react-i18next";
import { useSession } from "../../app/session.tsx";
import { useOutbox } from "../sync/use-outbox.ts";

const calendarCommands = new Set(["blockDates", "unblockDates", "setCalendarStatus"]);

export function CalendarFailedCommands() {
  const { t } = useTranslation();
  const { engine } = useSession();
  const failed = useOutbox().filter((e) => e.state === "failed" && calendarCommands.has(e.type));
  if (failed.length === 0) return null;
  return (
    <>
      {failed.map((entry) => (
        <div key={entry.id} className="notice" role="alert" data-testid="failed-command">
          <span>{t("calendar.failed", { message: entry.failure?.message ?? "" })}</span>
          <button type="button" className="secondary" onClick={() => void engine.outbox.retry(entry.id)}>
            {t("reservations.retry")}
          </button>
          <button type="button" className="secondary" onClick={() => void engine.outbox.discard(entry.id)}>
            {t("reservations.discard")}
          </button>
        </div>
      ))}
    </>
  );
}
