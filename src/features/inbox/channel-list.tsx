// The virtualized channel list: only the rows in view are in the DOM; the selected row is scrolled
// into view as the keyboard moves it.
import { useCallback, useEffect, useRef } from "react";
import { useVirtualizer, type VirtualItem } from "@tanstack/react-virtual";
import { useBySlot } from "../../ui/slot-pool.ts";
import type { ChannelDocument } from "../../../domain/messaging/channel-document.ts";
import type { InboxSnapshot } from "../../../sync/inbox-projection.ts";
import { ChannelRow, channelRowHeight as rowHeight } from "./channel-row.tsx";
import { channelRowView, useChannelTimeFormat } from "./channel-row-view.ts";

export function ChannelList(props: {
  rows: readonly ChannelDocument[];
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
  // One key function for the list's lifetime, reading the latest render's rows (as the reservations
  // list does): the virtualizer lays out every row again whenever the function changes, and a new
  // one on each render did that for the whole view (thousands of channels) on every keystroke. A
  // changed count lays out again anyway, with the new rows' keys.
  const rows = useRef(props.rows);
  rows.current = props.rows;
  const keyOf = useCallback((index: number) => rows.current[index]?.id ?? index, []);
  const virtualizer = useVirtualizer({
    count: props.rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    getItemKey: keyOf,
  });
  // Channels found by a new search, or scrolled in, take the elements and component instances of
  // channels that left (src/ui/slot-pool.ts) instead of mounting afresh on every keystroke.
  const drawn = useBySlot((item: VirtualItem) => item.key, virtualizer.getVirtualItems(), "given");
  useEffect(() => {
    virtualizer.scrollToIndex(props.selectedIndex, { align: "auto" });
  }, [props.selectedIndex, virtualizer]);
  return (
    <div ref={scroller} className="channel-list" role="list" data-testid="channel-list">
      <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
        {drawn.map(({ item, slot }) => {
          const channel = props.rows[item.index]!;
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
                transform: `translateY(${item.start}px)`,
              }}
            >
              <ChannelRow
                {...channelRowView(channel, props.snapshot, time, props.keptLastMessages)}
                href={props.hrefOf(channel)}
                selected={item.index === props.selectedIndex}
                open={channel.id === props.openId}
                onSelect={props.onSelect}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
