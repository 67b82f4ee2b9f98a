// The virtualized channel list: only the rows in view are in the DOM; the selected row is scrolled
// into view as the keyboard moves it.
import { useEffect, useRef } from "react";
import { useFixedRows } from "../../ui/fixed-row-range.ts";
import { useBySlot } from "../../ui/slot-pool.ts";
import type { ChannelDocument } from "../../../domain/messaging/channel-document.ts";
import type { InboxSnapshot } from "../../../sync/inbox-projection.ts";
import type { ChannelRows } from "../../../sync/inbox-projection-search.ts";
import { ChannelRow, channelRowHeight as rowHeight, useChannelRowLabels } from "./channel-row.tsx";
import { channelRowView, useChannelTimeFormat } from "./channel-row-view.ts";

export function ChannelList(props: {
  rows: ChannelRows;
  snapshot: InboxSnapshot;
  selectedIndex: number;
  openId: string | undefined;
  hrefOf: (channel: ChannelDocument) => string;
  onSelect: (channelId: string) => void;
  /** Last messages from the kept first screen, shown until the live messages are read. */
  keptLastMessages?: ReadonlyMap<string, string> | undefined;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const time = useChannelTimeFormat();
  const labels = useChannelRowLabels();
  // Rows are all one height, so the rows in view are arithmetic on the scroll position
  // (src/ui/fixed-row-range.ts): a search changes the count on every keystroke, and a general
  // virtualizer made a measurement for each of the view's thousands of channels each time.
  // Four rows beyond the view each side (256 px), as the reservations list: every row drawn is drawn
  // again on each search keystroke.
  const { range, totalHeight, scrollToIndex } = useFixedRows(scroller, props.rows.length, rowHeight, 4);
  const inView: number[] = [];
  for (let index = range.start; index < range.end; index++) inView.push(index);
  // Channels found by a new search, or scrolled in, take the elements and component instances of
  // channels that left (src/ui/slot-pool.ts) instead of mounting afresh on every keystroke.
  const drawn = useBySlot((index: number) => props.rows.at(index)!.id, inView, "given");
  useEffect(() => {
    scrollToIndex(props.selectedIndex);
  }, [props.selectedIndex, scrollToIndex]);
  return (
    <div ref={scroller} className="channel-list" role="list" data-testid="channel-list">
      <div style={{ height: totalHeight, position: "relative" }}>
        {drawn.map(({ item: index, slot }) => {
          const channel = props.rows.at(index)!;
          return (
            <div
              key={slot}
              role="listitem"
              style={{
                position: "absolute",
                top: 0,
                left: 0,
                right: 0,
                height: rowHeight,
                transform: `translateY(${index * rowHeight}px)`,
                // Each row is sized by the list, never by its words: the channel that moved into a
                // slot is laid out alone, not with the page around it.
                contain: "strict",
              }}
            >
              <ChannelRow
                {...channelRowView(channel, props.snapshot, time, props.keptLastMessages)}
                href={props.hrefOf(channel)}
                selected={index === props.selectedIndex}
                open={channel.id === props.openId}
                labels={labels}
                onSelect={props.onSelect}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
