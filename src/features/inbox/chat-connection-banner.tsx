// Whether live chat is available (operations spec §4, §8): "connecting…" while the token is
// fetched, a banner with the reason and Retry when setup failed, nothing when connected or while
// onboarding keeps the chat idle. Sending does not depend on it: messages go through the outbox.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { ChatConnectionState } from "../../../domain/messaging/chat-connection.ts";

export function ChatConnectionBanner(props: { state: ChatConnectionState; onRetry: () => void }) {
  const { t } = useTranslation();
  const { state } = props;
  if (state.status === "connecting") {
    return (
      <p className="chat-connection" role="status" data-testid="chat-connecting">
        {t("inbox.live.connecting")}
      </p>
    );
  }
  if (state.status !== "errored") return null;
  return (
    <div className="chat-connection" role="alert" data-testid="chat-errored" data-reason={state.reason}>
      <p>
        {t("inbox.live.unavailable")} {t(`inbox.live.reason.${state.reason}`)}
      </p>
      {/* Enter and Space are the button's: the inbox's list keys (Enter opens a channel) stay out. */}
      <button type="button" onClick={props.onRetry} onKeyDown={(event) => event.stopPropagation()}>
        {t("inbox.live.retry")}
      </button>
    </div>
  );
}
