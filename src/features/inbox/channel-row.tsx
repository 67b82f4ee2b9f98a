import { memo } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ChannelRowView } from "../../../domain/first-screen/first-screen.ts";

export const channelRowHeight = 76;

/**
 * One conversation in the list, from plain words (the live list's or the kept first screen's), each
 * a separate prop so memo skips rows that did not change.
 */
export const ChannelRow = memo(function ChannelRow(
  props: ChannelRowView & {
    href: string;
    selected: boolean;
    open: boolean;
    onSelect?: (channelId: string) => void;
  },
) {
  const { t } = useTranslation();
  const { onSelect, id } = props;
  return (
    <div
      className="channel-row"
      data-testid="channel-row"
      data-id={id}
      data-unread={props.unread}
      aria-selected={props.selected}
      onClick={onSelect ? () => onSelect(id) : undefined}
    >
      <Link to={props.href} className="channel-link" aria-current={props.open ? "page" : undefined}>
        <span className="channel-name">
          {props.unread ? (
            <span
              className="unread-dot"
              role="img"
              aria-label={t("inbox.unread")}
              data-testid="unread-mark"
            />
          ) : null}
          {props.guestName}
          {props.favorited ? (
            <span className="favourite-mark" role="img" aria-label={t("inbox.favourite")}>
              ★
            </span>
          ) : null}
        </span>
        <span className="channel-time">{props.time}</span>
        <span className="channel-last">{props.lastMessage || t("inbox.noMessages")}</span>
        <span className="channel-meta">
          {props.bookingCode ?? t("inbox.noBooking")}
          {props.pending ? <span className="pending"> · {t("inbox.waiting")}</span> : null}
        </span>
      </Link>
    </div>
  );
});
