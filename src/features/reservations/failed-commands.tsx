// Commands the server refused: rolled back on screen, kept here with the server's words, so the
// host can try again or let go. Conflicts say that someone else changed the reservation.
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../app/session.tsx";
import { useOutbox } from "../sync/use-outbox.ts";

// Memo: it has no props, so a search keystroke does not draw it again (its hooks do, on a change).
export const FailedCommands = memo(function FailedCommands() {
  const { t } = useTranslation();
  const { engine } = useSession();
  const failed = useOutbox().filter((e) => e.state === "failed");
  if (failed.length === 0) return null;
  return (
    <>
      {failed.map((entry) => (
        <div key={entry.id} className="notice" role="alert" data-testid="failed-command">
          <span>
            {entry.failure?.conflict
              ? t("reservations.conflict", { message: entry.failure.message })
              : t("reservations.failedTitle", { message: entry.failure?.message ?? "" })}
          </span>
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
});
