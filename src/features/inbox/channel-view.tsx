// One open conversation: who and which booking, the messages by day, the reply box, and the
// channel's flags. Opening a channel marks it read, and so does a message arriving while it is open;
// "mark unread" holds until the next message.
import { useEffect, useRef, type Ref } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { ChannelDocument } from "../../../domain/messaging/channel-document.ts";
import type { InboxMessage } from "../../../sync/inbox-projection.ts";
import { BookingSummary } from "./booking-summary.tsx";
import { MessageComposer } from "./message-composer.tsx";
import { MessageTimeline } from "./message-timeline.tsx";
import { useChannelCommands } from "./use-channel-commands.ts";

export function ChannelView(props: {
  channel: ChannelDocument;
  messages: readonly InboxMessage[];
  /** The messages are still being read from the local store (sync/inbox-projection.ts). */
  messagesLoading: boolean;
  backHref: string;
  composerRef: Ref<HTMLTextAreaElement>;
  onLeaveComposer: () => void;
}) {
  const { t } = useTranslation();
  const commands = useChannelCommands();
  const { channel } = props;
  const lastId = props.messages[props.messages.length - 1]?.message.id ?? "";
  const markedRead = useRef<string>(undefined);
  useEffect(() => {
    const key = `${channel.id}:${lastId}`;
    if (markedRead.current === key) return;
    markedRead.current = key;
    if (channel.unread) commands.setFlags(channel.id, { unread: false });
  }, [channel.id, channel.unread, lastId, commands]);

  return (
    <section
      className="channel-view"
      aria-labelledby="channel-title"
      data-testid="channel-view"
      data-id={channel.id}
    >
      <header className="channel-header">
        <Link to={props.backHref} className="channel-back">
          {t("inbox.back")}
        </Link>
        <h2 id="channel-title">{channel.guestName}</h2>
        <div className="channel-actions">
          <button
            type="button"
            className="secondary"
            aria-keyshortcuts="e"
            onClick={() => commands.setFlags(channel.id, { archived: !channel.archived })}
          >
            {channel.archived ? t("inbox.unarchive") : t("inbox.archive")}
          </button>
          <button
            type="button"
            className="secondary"
            aria-keyshortcuts="s"
            aria-pressed={channel.favorited}
            onClick={() => commands.setFlags(channel.id, { favorited: !channel.favorited })}
          >
            {channel.favorited ? t("inbox.unfavourite") : t("inbox.favouriteAction")}
          </button>
          <button
            type="button"
            className="secondary"
            aria-keyshortcuts="u"
            disabled={channel.unread}
            onClick={() => commands.setFlags(channel.id, { unread: true })}
          >
            {t("inbox.markUnread")}
          </button>
        </div>
        <BookingSummary bookingCode={channel.bookingCode} />
      </header>
      <MessageTimeline
        messages={props.messages}
        loading={props.messagesLoading}
        mine="host"
        onRetry={commands.retry}
        onDiscard={commands.discard}
      />
      <MessageComposer
        ref={props.composerRef}
        label={t("inbox.replyTo", { guest: channel.guestName })}
        onSend={(body) => commands.send(channel.id, body)}
        onLeave={props.onLeaveComposer}
      />
    </section>
  );
}
