// The channel list drawn from the kept first screen (domain/first-screen/first-screen.ts) while the
// local store opens: the same rows as the live list, marked busy; the page's keys wait meanwhile
// (src/ui/use-list-keys.ts) and the live list takes its place as soon as its rows are ready.
import type { ChannelRowView } from "../../../domain/first-screen/first-screen.ts";
import { ChannelRow, channelRowHeight, useChannelRowLabels } from "./channel-row.tsx";
import "./inbox.css";

export function FirstScreenChannelList(props: {
  rows: readonly ChannelRowView[];
  hrefOf: (channelId: string) => string;
  openId: string | undefined;
}) {
  const labels = useChannelRowLabels();
  return (
    <div
      className="channel-list"
      role="list"
      data-testid="channel-list"
      data-first-screen="true"
      aria-busy="true"
    >
      {props.rows.map((row, index) => (
        <div key={row.id} role="listitem" style={{ height: channelRowHeight }}>
          <ChannelRow
            {...row}
            href={props.hrefOf(row.id)}
            selected={index === 0}
            open={row.id === props.openId}
            labels={labels}
          />
        </div>
      ))}
    </div>
  );
}
