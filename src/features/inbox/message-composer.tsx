// The reply box: several lines, Ctrl/Cmd-Enter sends, Esc leaves it so the list keys work again.
import { useState, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { maxMessageLength } from "../../../domain/messaging/message-document.ts";

export function MessageComposer(props: {
  onSend: (body: string) => Promise<boolean>;
  onLeave?: () => void;
  label: string;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation();
  const [body, setBody] = useState("");
  const [sending, setSending] = useState(false);
  const canSend = body.trim() !== "" && !sending;
  const send = () => {
    if (!canSend) return;
    setSending(true);
    void props.onSend(body).then((sent) => {
      setSending(false);
      if (sent) setBody("");
    });
  };
  return (
    <form
      className="composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label className="visually-hidden" htmlFor="message-composer">
        {props.label}
      </label>
      <textarea
        id="message-composer"
        ref={props.ref}
        rows={3}
        value={body}
        maxLength={maxMessageLength}
        placeholder={props.label}
        aria-keyshortcuts="Control+Enter Meta+Enter"
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            send();
          }
          if (event.key === "Escape") {
            event.preventDefault();
            event.currentTarget.blur();
            props.onLeave?.();
          }
        }}
      />
      <button type="submit" className="primary" disabled={!canSend}>
        {t("inbox.send")}
      </button>
    </form>
  );
}
