// /guest/chat: the guest's one conversation with their host, live, with a reply box. Without a
// token (never signed in, expired, or refused with a 401) it returns to /guest/login.
import { Navigate, useNavigate } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { MessageComposer } from "../inbox/message-composer.tsx";
import { MessageTimeline } from "../inbox/message-timeline.tsx";
import { guestLogout } from "./guest-api.ts";
import { guestToken } from "./guest-session.ts";
import { useGuestChat } from "./use-guest-chat.ts";
import "../inbox/inbox.css";
import "./guest.css";

export function GuestChatPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useGuestChat();
  if (state.phase === "signedOut") return <Navigate to="/guest/login" replace state={{ expired: true }} />;
  const channel = state.chat?.channel;
  return (
    <main className="guest-page" aria-labelledby="guest-chat-title">
      <section className="guest-chat">
        <header className="guest-chat-header">
          <h1 id="guest-chat-title">{channel?.hostName ?? t("guest.chat.title")}</h1>
          {channel?.bookingCode ? (
            <span className="count">{t("inbox.bookingCode", { code: channel.bookingCode })}</span>
          ) : null}
          {channel?.unitTitle ? <span className="count">{channel.unitTitle}</span> : null}
          <span className="count" role="status" data-testid="guest-live">
            {state.live ? t("guest.chat.live") : t("guest.chat.connecting")}
          </span>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              const token = guestToken();
              void (token ? guestLogout(token) : Promise.resolve()).then(() =>
                navigate("/guest/login", { replace: true }),
              );
            }}
          >
            {t("guest.chat.signOut")}
          </button>
        </header>
        {state.error ? (
          <p className="notice" role="alert">
            {t("guest.chat.error")}
          </p>
        ) : null}
        {state.loading ? (
          <p className="empty" role="status">
            {t("app.loading")}
          </p>
        ) : (
          <MessageTimeline
            messages={state.messages}
            mine="guest"
            onRetry={state.retry}
            onDiscard={state.discard}
          />
        )}
        <MessageComposer label={t("guest.chat.write")} onSend={state.send} />
      </section>
    </main>
  );
}
