import { memo } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ChannelDocument } from "../../../domain/messaging/channel-document.ts";

export const ChannelRow = memo(function ChannelRow(props: {
  channel: ChannelDocument;
  href: string;
  lastMessage: string;
  time: string;
  pending: boolean;
  selected: boolean;
  open: boolean;
  onSelect: (channel: ChannelDocument) => void;
}) {
  const { t } = useTranslation();
  const c = props.channel;
  return (
    <div
      className="channel-row"
      data-testid="channel-row"
      data-id={c.id}
      data-unread={c.unread}
      aria-selected={props.selected}
      onClick={() => props.onSelect(c)}
    >
      <Link to={props.href} className="channel-link" aria-current={props.open ? "page" : undefined}>
        <span className="channel-name">
          {c.unread ? (
            <span
              className="unread-dot"
              role="img"
              aria-label={t("inbox.unread")}
              data-testid="unread-mark"
            />
          ) : null}
          {c.guestName}
          {c.favorited ? (
            <span className="favourite-mark" role="img" aria-label={t("inbox.favourite")}>
              ★
            </span>
          ) : null}
        </span>
        <span className="channel-time">{props.time}</span>
        <span className="channel-last">{props.lastMessage || t("inbox.noMessages")}</span>
        <span className="channel-meta">
          {c.bookingCode ?? t("inbox.noBooking")}
          {props.pending ? <span className="pending"> · {t("inbox.waiting")}</span> : null}
        </span>
      </Link>
    </div>
  );
});
