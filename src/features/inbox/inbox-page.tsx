// /messages/{channelStatus}/{channelId?} (operations spec §2): the channel list, read from the local
// store and filtered in memory as the host types, beside the open conversation. The status is in the
// path, the unread and favourite filters in the query string, so every view is a link. Driven from
// the keyboard (`?` lists the keys).
import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { Schema } from "effect";
import type { ChannelDocument } from "../../../domain/messaging/channel-document.ts";
import {
  ChannelStatus,
  channelFiltersOf,
  listChannels,
  unreadChannelCount,
} from "../../../domain/messaging/channel-filter.ts";
import {
  firstRowsAgree,
  firstScreenRows,
  firstScreenVersion,
  firstScreenViewOf,
  type InboxFirstScreen,
} from "../../../domain/first-screen/first-screen.ts";
import { createChannelSearch } from "../../../sync/inbox-projection-search.ts";
import { NotFound } from "../../app/not-found.tsx";
import { useSession } from "../../app/session.tsx";
import { useKeepFirstScreen, useKeptFirstScreen } from "../../ui/use-first-screen.ts";
import { useListKeys } from "../../ui/use-list-keys.ts";
import { ChannelList } from "./channel-list.tsx";
import { channelRowView, messagesStillLoading, useChannelTimeFormat } from "./channel-row-view.ts";
import { FirstScreenChannelList } from "./first-screen-channel-list.tsx";
import { ChannelView } from "./channel-view.tsx";
import { ChatConnectionBanner } from "./chat-connection-banner.tsx";
import { InboxShortcutsDialog } from "./inbox-shortcuts-dialog.tsx";
import { useChannelCommands } from "./use-channel-commands.ts";
import { useChatConnection } from "./use-chat-connection.ts";
import { useInboxPageSnapshot, usePageNow } from "./use-inbox-snapshot.ts";
import "./inbox.css";
import { ListSearchBox } from "../../ui/list-search-box.tsx";

const isStatus = Schema.is(ChannelStatus);

const views = [
  { key: "all", path: "/messages/all", query: "" },
  { key: "unread", path: "/messages/all", query: "?unread=true" },
  { key: "favorited", path: "/messages/all", query: "?favorited=true" },
  { key: "archived", path: "/messages/archived", query: "" },
] as const;

export function InboxPage() {
  const { t, i18n } = useTranslation();
  const { userId } = useSession();
  const { channelStatus, channelId } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const snapshot = useInboxPageSnapshot();
  const commands = useChannelCommands();
  const chat = useChatConnection();
  const now = usePageNow();
  const [search, setSearch] = useState("");
  const [selectedId, setSelectedId] = useState<string | undefined>(channelId);
  const [helpOpen, setHelpOpen] = useState(false);
  const searchBox = useRef<HTMLInputElement>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  const lastIndex = useRef(0);
  const status = isStatus(channelStatus) ? channelStatus : "all";
  const { unread, favorited } = channelFiltersOf(params);
  // Until the projection has read the channels, the list is the one kept from the last visit.
  const screenView = firstScreenViewOf(location.pathname, location.search);
  const keptScreen = useKeptFirstScreen(userId, screenView);
  const kept = keptScreen?.screen === "inbox" ? keptScreen : undefined;
  const keptLastMessages = useMemo(
    () => (kept ? new Map(kept.rows.map((r) => [r.id, r.lastMessage])) : undefined),
    [kept],
  );
  const time = useChannelTimeFormat();

  // The view's channels do not depend on the search: a keystroke searches this view's channels only.
  const viewRows = useMemo(
    () => listChannels(snapshot.channels.values(), { status, unread, favorited, search: "", now }),
    [snapshot.channels, status, unread, favorited, now],
  );
  const searchChannels = useMemo(
    () => createChannelSearch(snapshot.searchTextOf, snapshot.matchingChannels),
    [snapshot.searchTextOf, snapshot.matchingChannels],
  );
  // In the keystroke's own render, not a deferred one: the index answers a keystroke in about a
  // millisecond, and a deferred render painted the results a frame after the letter (two renders
  // and two frames per key; docs/decisions.md, "The inbox searches in the keystroke's render").
  const rows = useMemo(
    () => searchChannels(viewRows, { status, unread, favorited, search, now }, snapshot),
    [searchChannels, viewRows, search, status, unread, favorited, now, snapshot],
  );
  const unreadCount = useMemo(
    () => unreadChannelCount(snapshot.channels.values(), now),
    [snapshot.channels, now],
  );

  useEffect(() => {
    if (channelId !== undefined) setSelectedId(channelId);
  }, [channelId]);
  // The selection follows its channel; when that leaves the view (archived, say), the row now in
  // its place is selected, so triage goes on down the list.
  const found = selectedId === undefined ? -1 : rows.indexOf(selectedId);
  const selectedIndex = Math.max(0, Math.min(rows.length - 1, found >= 0 ? found : lastIndex.current));
  lastIndex.current = selectedIndex;
  const selected = rows.at(selectedIndex);
  const open = channelId === undefined ? undefined : snapshot.channels.get(channelId);

  const viewQuery = location.search;
  const hrefOfId = useCallback(
    (id: string) => `/messages/${status}/${encodeURIComponent(id)}${viewQuery}`,
    [status, viewQuery],
  );
  const hrefOf = useCallback((c: ChannelDocument) => hrefOfId(c.id), [hrefOfId]);
  const select = useCallback((id: string) => setSelectedId(id), []);
  const closeHelp = useCallback(() => setHelpOpen(false), []);
  const move = (by: number) => {
    const next = rows.at(Math.min(rows.length - 1, Math.max(0, selectedIndex + by)));
    if (next) setSelectedId(next.id);
  };
  // e, s and u act on the open conversation, or on the selected row when none is open.
  const target = open ?? selected;

  useListKeys(
    {
      "/": () => searchBox.current?.focus(),
      j: () => move(1),
      ArrowDown: () => move(1),
      k: () => move(-1),
      ArrowUp: () => move(-1),
      Enter: () => {
        if (!selected) return;
        void navigate(hrefOf(selected), { state: { reply: true } });
      },
      e: () => {
        if (target) commands.setFlags(target.id, { archived: !target.archived });
      },
      s: () => {
        if (target) commands.setFlags(target.id, { favorited: !target.favorited });
      },
      u: () => {
        if (target) commands.setFlags(target.id, { unread: true });
      },
      "?": () => setHelpOpen(true),
    },
    {
      // Keys pressed over the kept rows wait for the live ones, and apply only if those start the same.
      live: snapshot.ready,
      liveAgrees: kept === undefined || firstRowsAgree(kept.rows, rows),
    },
  );

  // What this view shows, kept for the next start once every message is in memory (so each row's
  // last message is right); not while a search narrows the list.
  useKeepFirstScreen(
    (): InboxFirstScreen | undefined =>
      screenView === undefined || !snapshot.complete || search !== "" || rows.length === 0
        ? undefined
        : {
            version: firstScreenVersion,
            screen: "inbox",
            userId,
            view: screenView,
            locale: i18n.language,
            savedAt: Date.now(),
            count: rows.length,
            unreadCount,
            rows: rows.slice(0, firstScreenRows).map((c) => channelRowView(c, snapshot, time)),
          },
    [rows, unreadCount, snapshot.complete, search, screenView],
  );

  // Opened from the keyboard: straight to the reply box.
  const wantsReply = (location.state as { reply?: boolean } | null)?.reply === true;
  useEffect(() => {
    if (wantsReply && open) composer.current?.focus();
  }, [wantsReply, open?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- once per opened channel

  if (!isStatus(channelStatus)) return <NotFound />;
  const shownUnread = snapshot.ready || !kept ? unreadCount : kept.unreadCount;
  const activeView = status === "archived" ? "archived" : unread ? "unread" : favorited ? "favorited" : "all";

  return (
    <main aria-labelledby="inbox-title" className="inbox" data-open={open !== undefined} tabIndex={-1}>
      <div className="sub-header">
        <h1 id="inbox-title">{t("inbox.title")}</h1>
        <ChatConnectionBanner state={chat.state} onRetry={chat.retry} />
        <button type="button" className="link-button" onClick={() => setHelpOpen(true)} aria-keyshortcuts="?">
          {t("shortcuts.title")}
        </button>
      </div>
      <div className="inbox-panes">
        <div className="inbox-list-pane">
          <InboxViewTabs active={activeView} unread={shownUnread} />
          <div className="toolbar">
            <ListSearchBox
              id="inbox-search"
              label={t("inbox.search")}
              value={search}
              onChange={setSearch}
              inputRef={searchBox}
            />
            <span className="count" aria-live="polite" data-testid="channel-count" data-search={search}>
              {t("inbox.count", { count: snapshot.ready || !kept ? rows.length : kept.count })}
            </span>
          </div>
          {!snapshot.ready && kept ? (
            <FirstScreenChannelList rows={kept.rows} hrefOf={hrefOfId} openId={channelId} />
          ) : !snapshot.ready ? (
            <p className="empty" role="status">
              {t("app.loading")}
            </p>
          ) : (
            // The list stays mounted while a search finds nothing: mounting it again on the next
            // letter drew its rows twice (before and after measuring the list, which forced a layout
            // in the keystroke's task) and made every row's elements afresh.
            <>
              {rows.length === 0 ? (
                <p className="empty">
                  {search.trim() ? t("inbox.emptySearch", { search }) : t(`inbox.empty.${activeView}`)}
                </p>
              ) : null}
              <ChannelList
                rows={rows}
                snapshot={snapshot}
                selectedIndex={selectedIndex}
                openId={channelId}
                hrefOf={hrefOf}
                onSelect={select}
                keptLastMessages={keptLastMessages}
              />
            </>
          )}
        </div>
        <div className="inbox-channel-pane">
          {open ? (
            <ChannelView
              key={open.id}
              channel={open}
              messages={snapshot.messagesOf(open.id)}
              messagesLoading={messagesStillLoading(open, snapshot)}
              backHref={`/messages/${status}${viewQuery}`}
              composerRef={composer}
              onLeaveComposer={() => searchBox.current?.closest("main")?.focus()}
            />
          ) : channelId !== undefined && snapshot.ready ? (
            <p className="empty">{t("inbox.channelNotFound")}</p>
          ) : (
            <p className="empty">{t("inbox.pickChannel")}</p>
          )}
        </div>
      </div>
      <InboxShortcutsDialog open={helpOpen} onClose={closeHelp} />
    </main>
  );
}

/**
 * The view tabs, drawn again only when the active view or the unread count changes: the page renders
 * on every search keystroke, and each link resolves its route when drawn.
 */
const InboxViewTabs = memo(function InboxViewTabs(props: {
  active: (typeof views)[number]["key"];
  unread: number;
}) {
  const { t } = useTranslation();
  return (
    <nav className="tabs" aria-label={t("inbox.views")}>
      {views.map((view) => (
        <Link
          key={view.key}
          to={`${view.path}${view.query}`}
          className={props.active === view.key ? "active" : ""}
          aria-current={props.active === view.key ? "page" : undefined}
        >
          {t(`inbox.view.${view.key}`)}
          {view.key === "unread" && props.unread > 0 ? ` (${props.unread})` : ""}
        </Link>
      ))}
    </nav>
  );
});
