import { memo, useMemo } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { ChannelRowView } from "../../../domain/first-screen/first-screen.ts";
import { StarIcon } from "../../ui/icons.tsx";

export const channelRowHeight = 76;

/** The words every row may show, translated once per list, not in each row. */
export interface ChannelRowLabels {
  readonly unread: string;
  readonly favourite: string;
  readonly noMessages: string;
  readonly loadingMessages: string;
  readonly noBooking: string;
  readonly waiting: string;
}

/**
 * The labels for a list's rows, the same object while the language stays (so memo still skips rows
 * that did not change). A search keystroke redraws every row whose channel changed: each row's own
 * i18n hook and lookups were a share of that keystroke's work.
 */
export function useChannelRowLabels(): ChannelRowLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      unread: t("inbox.unread"),
      favourite: t("inbox.favourite"),
      noMessages: t("inbox.noMessages"),
      loadingMessages: t("inbox.loadingMessages"),
      noBooking: t("inbox.noBooking"),
      waiting: t("inbox.waiting"),
    }),
    [t],
  );
}

/**
 * One conversation in the list, from plain words (the live list's or the kept first screen's), each
 * a separate prop so memo skips rows that did not change.
 */
export const ChannelRow = memo(function ChannelRow(
  props: ChannelRowView & {
    href: string;
    selected: boolean;
    open: boolean;
    labels: ChannelRowLabels;
    /** No last message to show because the channel's messages are still being read. */
    lastMessageLoading?: boolean;
    onSelect?: (channelId: string) => void;
  },
) {
  const { onSelect, id, labels } = props;
  return (
    <div
      className="channel-row"
      data-testid="channel-row"
      data-id={id}
      data-unread={props.unread}
      aria-current={props.selected ? "true" : undefined}
      onClick={onSelect ? () => onSelect(id) : undefined}
    >
      <Link to={props.href} className="channel-link" aria-current={props.open ? "page" : undefined}>
        <span className="channel-name">
          {props.unread ? (
            <span className="unread-dot" role="img" aria-label={labels.unread} data-testid="unread-mark" />
          ) : null}
          {props.guestName}
          {props.favorited ? (
            <span className="favourite-mark" role="img" aria-label={labels.favourite}>
              <StarIcon filled />
            </span>
          ) : null}
        </span>
        <span className="channel-time">{props.time}</span>
        {props.lastMessage ? (
          <span className="channel-last">{props.lastMessage}</span>
        ) : (
          <span className="channel-last" data-loading={props.lastMessageLoading === true}>
            {props.lastMessageLoading ? labels.loadingMessages : labels.noMessages}
          </span>
        )}
        <span className="channel-meta">
          {props.bookingCode ?? labels.noBooking}
          {props.pending ? <span className="pending"> · {labels.waiting}</span> : null}
        </span>
      </Link>
    </div>
  );
});
