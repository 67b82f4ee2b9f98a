// One conversation, oldest first, with a separator for each day in the host's time zone. Pending
// messages wait for the network; refused ones say why and offer retry or discard.
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { messageDays } from "../../../domain/messaging/message-timeline.ts";
import type { InboxMessage } from "../../../sync/inbox-projection.ts";
import { intlLocale } from "../../i18n/i18n.ts";
import { localToday } from "../../ui/local-today.ts";

export function MessageTimeline(props: {
  messages: readonly InboxMessage[];
  /** Whose messages are "mine" (right-aligned): the host in the inbox, the guest in the guest chat. */
  mine: "host" | "guest";
  /** The conversation's messages are still being read from the local store. */
  loading?: boolean;
  onRetry?: (commandId: string) => void;
  onDiscard?: (commandId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const formats = useMemo(
    () => ({
      day: new Intl.DateTimeFormat(locale, {
        weekday: "long",
        day: "numeric",
        month: "long",
        year: "numeric",
      }),
      time: new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" }),
    }),
    [locale],
  );
  const days = useMemo(
    () =>
      messageDays(
        props.messages.map((m) => ({ ...m, id: m.message.id, sentAt: m.message.sentAt })),
        (sentAt) => localToday(new Date(sentAt)),
      ),
    [props.messages],
  );
  const end = useRef<HTMLDivElement>(null);
  const last = props.messages[props.messages.length - 1]?.message.id;
  useEffect(() => {
    end.current?.scrollIntoView({ block: "end" });
  }, [last]);
  if (props.messages.length === 0 && props.loading)
    return (
      <p className="empty" role="status" aria-busy="true">
        {t("inbox.loadingMessages")}
      </p>
    );
  if (props.messages.length === 0) return <p className="empty">{t("inbox.noMessagesYet")}</p>;
  return (
    // Focusable, so a keyboard can scroll a conversation longer than the screen.
    <div
      className="timeline"
      role="log"
      aria-label={t("inbox.conversation")}
      tabIndex={0}
      data-testid="message-timeline"
    >
      {days.map((day) => (
        <section key={day.day} aria-label={formats.day.format(Date.parse(day.messages[0]!.sentAt))}>
          <div className="day-separator" role="separator">
            <span>{formats.day.format(Date.parse(day.messages[0]!.sentAt))}</span>
          </div>
          {day.messages.map((m) => (
            <div
              key={m.id}
              className="message"
              data-testid="message"
              data-id={m.id}
              data-state={m.state}
              data-mine={m.message.authorRole === props.mine}
            >
              <p className="message-body">{m.message.body}</p>
              <span className="message-time">
                {formats.time.format(Date.parse(m.sentAt))}
                {m.state === "pending" ? ` · ${t("inbox.sending")}` : ""}
              </span>
              {m.state === "failed" ? (
                <div className="message-failed" role="alert">
                  <span>{t("inbox.failed", { message: m.failure ?? "" })}</span>
                  {m.commandId && props.onRetry ? (
                    <button type="button" className="secondary" onClick={() => props.onRetry?.(m.commandId!)}>
                      {t("inbox.retry")}
                    </button>
                  ) : null}
                  {m.commandId && props.onDiscard ? (
                    <button
                      type="button"
                      className="secondary"
                      onClick={() => props.onDiscard?.(m.commandId!)}
                    >
                      {t("inbox.discard")}
                    </button>
                  ) : null}
                </div>
              ) : null}
            </div>
          ))}
        </section>
      ))}
      <div ref={end} />
    </div>
  );
}
