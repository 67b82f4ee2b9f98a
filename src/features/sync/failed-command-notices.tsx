// Commands the server refused: rolled back on screen, kept here with the server's words, so the host
// can try again or let go. Every screen that shows them shows them alike; what differs is which
// commands a screen speaks of and the sentence around the server's words.
import { memo } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { OutboxEntry } from "../../../sync/local-schemas.ts";
import { useSession } from "../../app/session.tsx";
import { useOutbox } from "./use-outbox.ts";

export interface FailedCommandNoticesProps {
  /** The failed commands this screen speaks of; every one when absent. */
  readonly shows?: (entry: OutboxEntry) => boolean;
  /** The sentence for a refused command, given the server's words as `message`. */
  readonly refusedKey?: string;
  /** The sentence for a conflict (someone else changed it), on screens that tell the two apart. */
  readonly conflictKey?: string;
}

// Memo: a screen that passes the same props (a module's constants) does not draw it again on each
// of its own renders, such as a search keystroke; its hooks do, on a change of the outbox.
export const FailedCommandNotices = memo(function FailedCommandNotices(props: FailedCommandNoticesProps) {
  const { t } = useTranslation();
  const { engine } = useSession();
  const { shows, refusedKey = "reservations.failedTitle", conflictKey } = props;
  const failed = useOutbox().filter((e) => e.state === "failed" && (shows === undefined || shows(e)));
  if (failed.length === 0) return null;
  return (
    <>
      {failed.map((entry) => (
        <div key={entry.id} className="notice" role="alert" data-testid="failed-command">
          <span>
            {conflictKey !== undefined && entry.failure?.conflict
              ? t(conflictKey, { message: entry.failure.message })
              : t(refusedKey, { message: entry.failure?.message ?? "" })}
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
