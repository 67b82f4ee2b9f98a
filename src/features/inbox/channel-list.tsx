// The virtualized channel list: only the rows in view are in the DOM; the selected row is scrolled
// into view as the keyboard moves it.
import { useRef } from "react";
import { fixedRowStyle, useFixedRowSlots } from "../../ui/fixed-row-slots.ts";
import type { ChannelDocument } from "../../../domain/messaging/channel-document.ts";
import type { InboxSnapshot } from "../../../sync/inbox-projection.ts";
import type { ChannelRows } from "../../../sync/inbox-projection-search.ts";
import { ChannelRow, channelRowHeight as rowHeight, useChannelRowLabels } from "./channel-row.tsx";
import { channelRowView, messagesStillLoading, useChannelTimeFormat } from "./channel-row-view.ts";

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
  // (src/ui/fixed-row-slots.ts): a search changes the count on every keystroke, and a general
  // virtualizer made a measurement for each of the view's thousands of channels each time.
  const { totalHeight, drawn } = useFixedRowSlots(
    scroller,
    props.rows.length,
    rowHeight,
    (index) => props.rows.at(index)!.id,
    props.selectedIndex,
    props.rows,
  );
  return (
    <div ref={scroller} className="channel-list" role="list" data-testid="channel-list">
      <div style={{ height: totalHeight, position: "relative" }}>
        {drawn.map(({ item: index, slot }) => {
          const channel = props.rows.at(index)!;
          return (
            <div key={slot} role="listitem" style={fixedRowStyle(index, rowHeight, "strict")}>
              <ChannelRow
                {...channelRowView(channel, props.snapshot, time, props.keptLastMessages)}
                href={props.hrefOf(channel)}
                selected={index === props.selectedIndex}
                open={channel.id === props.openId}
                labels={labels}
                lastMessageLoading={messagesStillLoading(channel, props.snapshot)}
                onSelect={props.onSelect}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
