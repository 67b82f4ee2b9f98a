// The contact-support modal (operations spec §2, §5; 688 × 524, id message_support_modal): a topic
// select and, once a topic is chosen, a details text area; Send stays disabled while either is
// missing. The message goes through the outbox (domain/commands/help-commands.ts), so it is sent
// once, now or when the device is back online; the page it was written on goes with it.
import { useEffect, useId, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "../i18n/use-translation.ts";
import { Result, Schema } from "effect";
import {
  buildContactFormPayload,
  ContactTopic,
  contactFormState,
  maxContactDetailsLength,
} from "../../domain/help/contact-form.ts";
import { UnitId } from "../../domain/ids.ts";
import { statisticsUnitOfPath } from "../../domain/navigation/statistics-tabs.ts";
import { Dialog } from "../ui/dialog.tsx";
import { useToast } from "../ui/toast.tsx";
import { useCommandError } from "../features/reservations/use-command-error.ts";
import { useSession } from "./session.tsx";
import { keptAnswer } from "./kept-answer.ts";
import { useNetworkStatus } from "./use-network-status.ts";

const Topics = Schema.Array(ContactTopic);

export function ContactSupportDialog(props: { onClose: () => void }) {
  const { t } = useTranslation();
  const { api, engine } = useSession();
  const toast = useToast();
  const describe = useCommandError();
  const online = useNetworkStatus();
  const { pathname } = useLocation();
  const id = useId();
  const [topics, setTopics] = useState<readonly ContactTopic[] | null | undefined>(undefined);
  const [topic, setTopic] = useState<string | null>(null);
  const [details, setDetails] = useState("");
  const state = contactFormState({ topic, details });

  useEffect(() => {
    let current = true;
    void keptAnswer("hearth.contactTopics", Topics, () =>
      api.request("GET", "/api/app/user/contact-form/topics?type=contact"),
    ).then((answer) => {
      if (current) setTopics(answer);
    });
    return () => {
      current = false;
    };
  }, [api]);

  const send = () => {
    // The unit the page is about goes with the message, so support sees which one is meant.
    const unitId = statisticsUnitOfPath(pathname);
    const payload = buildContactFormPayload(
      { topic, details },
      { pageId: pathname, propertyUnitId: unitId === undefined ? null : UnitId.make(unitId) },
    );
    if (Result.isFailure(payload)) return;
    engine.outbox.enqueue("sendSupportMessage", payload.success).then(
      () => {
        toast.show(online ? t("help.contact.sent") : t("help.contact.queued"));
        props.onClose();
      },
      (error: unknown) => toast.show(describe(error), "error"),
    );
  };

  return (
    <Dialog open onClose={props.onClose} labelledBy={`${id}-title`} width={688}>
      <form
        id="message_support_modal"
        className="contact-support"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <h2 id={`${id}-title`}>{t("help.contact.title")}</h2>
        <p className="contact-support-lead">{t("help.contact.lead")}</p>
        <div className="field">
          <label htmlFor={`${id}-topic`}>{t("help.contact.topic")}</label>
          <select
            id={`${id}-topic`}
            value={topic ?? ""}
            disabled={!topics}
            onChange={(e) => setTopic(e.target.value === "" ? null : e.target.value)}
          >
            <option value="">
              {topics === undefined
                ? t("app.loading")
                : topics === null
                  ? t("help.contact.noTopics")
                  : t("help.contact.chooseTopic")}
            </option>
            {(topics ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {t(`help.topics.${option.value}`, { defaultValue: option.name })}
              </option>
            ))}
          </select>
        </div>
        {state.showDetails ? (
          <div className="field">
            <label htmlFor={`${id}-details`}>{t("help.contact.details")}</label>
            <textarea
              id={`${id}-details`}
              rows={6}
              value={details}
              maxLength={maxContactDetailsLength + 200}
              aria-invalid={state.detailsError === "tooLong"}
              onChange={(e) => setDetails(e.target.value)}
            />
            {state.detailsError === "tooLong" ? (
              <span className="error" role="alert">
                {t("help.contact.tooLong", { max: maxContactDetailsLength })}
              </span>
            ) : null}
          </div>
        ) : null}
        <div className="actions">
          <button type="button" className="secondary" onClick={props.onClose}>
            {t("app.cancel")}
          </button>
          <button type="submit" className="primary" disabled={!state.canSubmit}>
            {t("help.contact.send")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
