// The reply box: several lines, Ctrl/Cmd-Enter sends, Esc leaves it so the list keys work again.
import { useEffect, useRef, useState, type Ref } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { maxMessageLength } from "../../../domain/messaging/message-document.ts";

export function MessageComposer(props: {
  onSend: (body: string) => Promise<boolean>;
  onLeave?: () => void;
  label: string;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation();
  const [body, setBody] = useState("");
  // The text just handed over, until the box shows it gone: a second Ctrl+Enter within the same
  // render does not send it twice.
  const handedOver = useRef<string | null>(null);
  useEffect(() => {
    if (body === "") handedOver.current = null;
  }, [body]);
  const canSend = body.trim() !== "";
  const send = () => {
    if (!canSend || handedOver.current === body) return;
    const sentBody = body;
    handedOver.current = sentBody;
    // The box empties at once, as the message shows at once from the outbox: what the host types
    // next is theirs, never erased when this send settles.
    setBody("");
    void props.onSend(sentBody).then((sent) => {
      // Not stored (refused before the outbox took it): the text comes back unless a new one is there.
      if (!sent) setBody((current) => (current === "" ? sentBody : current));
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
