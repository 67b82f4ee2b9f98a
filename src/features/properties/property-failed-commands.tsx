// Property commands the server refused (a property deleted while a unit was added on another device,
// a second unit for a single-unit property): rolled back on screen, kept here with the server's
// reason, so the host can send again or let go. Only the commands about what the page shows.
import { useTranslation } from "react-i18next";
import type { OutboxEntry } from "../../../sync/local-schemas.ts";
import { useSession } from "../../app/session.tsx";
import { useOutbox } from "../sync/use-outbox.ts";

const propertyCommands = new Set([
  "createProperty",
  "updateProperty",
  "savePropertyLocation",
  "deleteProperty",
  "createUnit",
]);

/** The property a property command is about. */
function propertyOf(entry: OutboxEntry): string | undefined {
  const id = (entry.payload as { propertyId?: unknown }).propertyId;
  return typeof id === "string" ? id : undefined;
}

export function PropertyFailedCommands(props: {
  /** One property's commands; all property commands when absent (the list of properties). */
  propertyId?: string;
}) {
  const { t } = useTranslation();
  const { engine } = useSession();
  const failed = useOutbox().filter(
    (e) =>
      e.state === "failed" &&
      propertyCommands.has(e.type) &&
      (props.propertyId === undefined || propertyOf(e) === props.propertyId),
  );
  if (failed.length === 0) return null;
  return (
    <>
      {failed.map((entry) => (
        <div key={entry.id} className="notice" role="alert" data-testid="failed-command">
          <span>{t("reservations.failedTitle", { message: entry.failure?.message ?? "" })}</span>
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
