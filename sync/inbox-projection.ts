// The query side for the inbox: in-memory copies of the channels and messages mirrors, kept current
// from the store's change stream, with the host's pending messaging commands applied on top. The
// channel list filters this on every keystroke (search covers message bodies, so each channel's text
// is folded once and kept until that channel or its messages change); IndexedDB is the durable copy,
// not the query engine (ARCHITECTURE.md).
//
// Channels are read first and make the snapshot ready, so the list paints before every message of a
// large inbox is in memory; messages follow and make it complete.
import type { Observable, Subscription } from "rxjs";
import type { RxChangeEventBulk } from "rxdb";
import type { ChannelDocument } from "../domain/messaging/channel-document.ts";
import { channelSearchText } from "../domain/messaging/channel-filter.ts";
import { createChannelSearchIndex, type ChannelMatches } from "../domain/messaging/channel-search-index.ts";
import type { MessageDocument } from "../domain/messaging/message-document.ts";
import { compareMessages } from "../domain/messaging/message-timeline.ts";
import type { LocalCollections } from "./local-database.ts";
import type { OutboxEntry } from "./local-schemas.ts";
import { readStoredDocuments } from "./read-stored-documents.ts";
import { whenIdle } from "./when-idle.ts";
import { overlayCodeFor } from "./pending-overlay.ts";
import type { Outbox } from "./outbox.ts";
import { watchOverlayCommands } from "./overlay-commands.ts";

/** One message as the channel view shows it: stored by the server, waiting for it, or refused. */
export interface InboxMessage {
  readonly message: MessageDocument;
  readonly state: "sent" | "pending" | "failed";
  /** The outbox command of a pending or failed message: retry and discard act on it. */
  readonly commandId?: string;
  readonly failure?: string;
}

export interface InboxSnapshot {
  /** False until the channels have been read from the local store. */
  readonly ready: boolean;
  /**
   * True once every message is in memory too (they are read once a screen shows the inbox); until
   * then searches on message text may miss.
   */
  readonly complete: boolean;
  /** Every channel, with pending flag changes and sends applied. Replaced, never mutated. */
  readonly channels: ReadonlyMap<string, ChannelDocument>;
  /** Channels a pending command changes, for "waiting for the network" marks. */
  readonly pendingChannels: ReadonlySet<string>;
  /** The channel's messages, oldest first, with pending and failed sends in place. */
  readonly messagesOf: (channelId: string) => readonly InboxMessage[];
  /** The channel's folded search text (name, booking code, message bodies), computed once per change. */
  readonly searchTextOf: (channel: ChannelDocument) => string;
  /**
   * The channels whose search text contains the folded search, from the search index; undefined
   * until every message is in memory (then callers scan `searchTextOf`). The same function for the
   * projection's life.
   */
  readonly matchingChannels: (foldedSearch: string) => ChannelMatches | undefined;
  /** Messaging commands the server refused. */
  readonly failed: readonly OutboxEntry[];
}

/** Shaped for React's useSyncExternalStore: both functions may be passed around unbound. */
export interface InboxProjection {
  readonly getSnapshot: () => InboxSnapshot;
  readonly subscribe: (listener: () => void) => () => void;
  /** Where the projection waits for the first paint (sync/deferred-projection.ts): open it now. */
  readonly openNow?: () => void;
  /**
   * A screen shows the inbox: read every message, then build the search index of every channel's
   * text when the page is next idle, so its first search keystroke finds it built.
   */
  readonly shown?: () => void;
  close(): void;
}

/** The store's collections the inbox reads. */
export type InboxSources = Pick<LocalCollections, "channels" | "messages" | "outbox">;

const messagingCommands: ReadonlySet<string> = new Set(["sendMessage", "setChannelFlags"]);

const noMessages: readonly MessageDocument[] = [];

/** The fields of a sendMessage payload the view needs; the outbox decoded it when it was enqueued. */
interface SendPayload {
  readonly channelId: string;
  readonly body: string;
  readonly clientMessageId: string;
  readonly sentAt: string;
}

export async function openInboxProjection(
  sources: InboxSources,
  options: {
    /** Read every message now and return once they are in memory, as if a screen showed the inbox. */
    waitForAll?: boolean;
    /**
     * The outbox's commands not stored yet: a message sent while the device is full waits parked
     * in Web Storage, and stays in its conversation as pending (across a reload too).
     */
    outbox?: Pick<Outbox, "unsaved" | "subscribeUnsaved">;
  } = {},
): Promise<InboxProjection> {
  let channels = new Map<string, ChannelDocument>();
  const messagesById = new Map<string, MessageDocument>();
  // Each channel's messages, oldest first; an array is replaced (not changed) when its channel's
  // messages change, so the search text cache can tell by identity.
  const byChannel = new Map<string, readonly MessageDocument[]>();
  let outbox: OutboxEntry[] = [];
  const listeners = new Set<() => void>();
  const searchCache = new Map<
    string,
    { channel: ChannelDocument; messages: readonly MessageDocument[]; text: string }
  >();
  const searchTextOf = (channel: ChannelDocument): string => {
    const messages = byChannel.get(channel.id) ?? noMessages;
    const cached = searchCache.get(channel.id);
    if (cached && cached.channel === channel && cached.messages === messages) return cached.text;
    const text = channelSearchText(
      channel,
      messages.map((m) => m.body),
    );
    searchCache.set(channel.id, { channel, messages, text });
    return text;
  };

  let ready = false;
  let complete = false;
  let closed = false;
  // Built once every message is in memory, then kept current channel by channel: a search that
  // does not only add letters asks the index instead of scanning every channel's text. Channels
  // are refreshed when a search asks, not on every change: a first start streams messages into
  // thousands of channels per batch, and folding their texts again each batch would cost far more
  // than the searches need.
  // Nor is it built before a screen shows the inbox: the projection is open behind every screen
  // (for the unread badge), and folding 10,000 channels' texts into an index allocates about 200 MB
  // that a full garbage collection later sweeps while the host types in the reservations' search.
  const searchIndex = createChannelSearchIndex();
  let searchWanted = false;
  let indexScheduled = false;
  const buildIndexWhenIdle = () => {
    if (indexScheduled || !searchWanted || !complete) return;
    indexScheduled = true;
    // Half a second for 10,000 channels and 200,000 messages: when the page is next idle, not in
    // the render of the host's first keystroke.
    void whenIdle().then(() => {
      if (!closed) refreshIndex();
    });
  };
  const stale = new Set<string>();
  const refreshIndex = () => {
    if (!complete) return;
    for (const id of stale) {
      const channel = channels.get(id);
      if (channel) searchIndex.set(id, searchTextOf(channel));
      else searchIndex.remove(id);
    }
    stale.clear();
  };
  const matchingChannels = (foldedSearch: string) => {
    if (!complete) return undefined;
    refreshIndex();
    return searchIndex.search(foldedSearch);
  };
  const emptySnapshot: InboxSnapshot = {
    ready,
    complete,
    channels,
    pendingChannels: new Set(),
    messagesOf: () => [],
    searchTextOf,
    matchingChannels,
    failed: [],
  };
  let snapshot = emptySnapshot;

  let timer: ReturnType<typeof setTimeout> | undefined;
  const commands = watchOverlayCommands({ getSnapshot: () => ({ outbox }) }, options.outbox, () => {
    if (!closed && ready) recompute();
  });
  const recompute = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const active = commands.current().filter((e) => messagingCommands.has(e.type));
    const failed = outbox.filter((e) => messagingCommands.has(e.type) && e.state === "failed");
    let overlaidChannels: ReadonlyMap<string, ChannelDocument> = channels;
    const pendingChannels = new Set<string>();
    const pendingByChannel = new Map<string, InboxMessage[]>();
    const code = overlayCodeFor(active.length, () => {
      if (!closed) recompute();
    });
    if (code === "wait") return;
    if (code !== "none") {
      // The overlay needs only the messages pending sends would add, to see whether the mirror
      // holds them already: copying every message of the host per change would cost far more.
      const known = new Map<string, MessageDocument>();
      for (const entry of active) {
        if (entry.type !== "sendMessage") continue;
        const id = (entry.payload as unknown as SendPayload).clientMessageId;
        const stored = messagesById.get(id);
        if (stored) known.set(id, stored);
      }
      const overlaid = code.overlayPendingCommands(
        { reservations: new Map(), channels, messages: known },
        active,
      );
      overlaidChannels = overlaid.channels;
      for (const [key, commandIds] of overlaid.pendingByDocument) {
        if (key.startsWith("channels:")) pendingChannels.add(key.slice("channels:".length));
        if (!key.startsWith("messages:")) continue;
        const message = overlaid.messages.get(key.slice("messages:".length));
        if (!message?.pending) continue;
        const list = pendingByChannel.get(message.channelId) ?? [];
        list.push({ message, state: "pending", commandId: commandIds[commandIds.length - 1]! });
        pendingByChannel.set(message.channelId, list);
      }
    }
    for (const entry of failed) {
      if (entry.type !== "sendMessage") continue;
      const p = entry.payload as unknown as SendPayload;
      if (messagesById.has(p.clientMessageId)) continue;
      const message = {
        id: p.clientMessageId,
        channelId: p.channelId,
        authorRole: "host",
        body: p.body,
        sentAt: p.sentAt,
      } as MessageDocument;
      const list = pendingByChannel.get(p.channelId) ?? [];
      list.push({ message, state: "failed", commandId: entry.id, failure: entry.failure?.message ?? "" });
      pendingByChannel.set(p.channelId, list);
    }
    const timelines = new Map<string, readonly InboxMessage[]>();
    snapshot = {
      ready,
      complete,
      channels: overlaidChannels,
      pendingChannels,
      messagesOf: (channelId) => {
        let timeline = timelines.get(channelId);
        if (timeline === undefined) {
          const sent = (byChannel.get(channelId) ?? noMessages).map((message): InboxMessage => ({
            message,
            state: "sent",
          }));
          const unsent = pendingByChannel.get(channelId);
          timeline = unsent
            ? [...sent, ...unsent].sort((a, b) => compareMessages(a.message, b.message))
            : sent;
          timelines.set(channelId, timeline);
        }
        return timeline;
      },
      searchTextOf,
      matchingChannels,
      failed,
    };
    for (const listener of listeners) listener();
  };
  // While the store is being read into memory, changes within one frame make one snapshot; after
  // that every change shows at once (a message that arrives is on screen in the same frame).
  const scheduleRecompute = () => {
    if (complete) recompute();
    else timer ??= setTimeout(recompute, 16);
  };

  const deletedChannels = new Set<string>();
  const deletedMessages = new Set<string>();
  const putMessages = (docs: Iterable<MessageDocument>, onlyNew: boolean) => {
    const changed = new Map<string, MessageDocument[]>();
    for (const doc of docs) {
      if (onlyNew && (messagesById.has(doc.id) || deletedMessages.has(doc.id))) continue;
      const previous = messagesById.get(doc.id);
      messagesById.set(doc.id, doc);
      stale.add(doc.channelId);
      if (previous) stale.add(previous.channelId);
      let list = changed.get(doc.channelId);
      if (!list) {
        list = [...(byChannel.get(doc.channelId) ?? noMessages)];
        changed.set(doc.channelId, list);
      }
      if (previous && previous.channelId === doc.channelId) {
        const at = list.findIndex((m) => m.id === doc.id);
        if (at >= 0) list[at] = doc;
        else list.push(doc);
      } else list.push(doc);
    }
    for (const [channelId, list] of changed) byChannel.set(channelId, list.sort(compareMessages));
  };
  const removeMessage = (id: string) => {
    const previous = messagesById.get(id);
    messagesById.delete(id);
    deletedMessages.add(id);
    if (!previous) return;
    stale.add(previous.channelId);
    const list = byChannel.get(previous.channelId) ?? noMessages;
    byChannel.set(
      previous.channelId,
      list.filter((m) => m.id !== id),
    );
  };

  const subscriptions: Subscription[] = [];
  // Subscribe before the first reads so no change between the two is lost; documents read never
  // replace what a change event brought (newer), nor bring back what one deleted.
  subscriptions.push(
    (sources.channels.eventBulks$ as Observable<RxChangeEventBulk<ChannelDocument>>).subscribe((bulk) => {
      const next = new Map(channels);
      for (const event of bulk.events) {
        stale.add(event.documentId);
        if (event.operation === "DELETE") {
          next.delete(event.documentId);
          deletedChannels.add(event.documentId);
        } else next.set(event.documentId, { ...event.documentData });
      }
      channels = next;
      scheduleRecompute();
    }),
    (sources.messages.eventBulks$ as Observable<RxChangeEventBulk<MessageDocument>>).subscribe((bulk) => {
      const puts: MessageDocument[] = [];
      for (const event of bulk.events) {
        if (event.operation === "DELETE") removeMessage(event.documentId);
        else puts.push({ ...event.documentData });
      }
      putMessages(puts, false);
      scheduleRecompute();
    }),
    sources.outbox.find({ sort: [{ sequence: "asc" }] }).$.subscribe((docs) => {
      outbox = docs.map((d) => d.toJSON() as OutboxEntry);
      scheduleRecompute();
    }),
  );

  // Straight from the storage, as plain objects: no RxDocument made and cached for each of 10,000
  // channels and 200,000 messages the projection copies anyway.
  const channelDocs: readonly ChannelDocument[] = await readStoredDocuments(sources.channels.find());
  const next = new Map(channels);
  for (const data of channelDocs)
    if (!next.has(data.id) && !deletedChannels.has(data.id)) next.set(data.id, data);
  channels = next;
  ready = true;
  recompute();
  // Messages are read once a screen shows the inbox, and after the channel list is painted. Only the
  // inbox's page reads them (a conversation, the search of their text): behind every other screen the
  // projection answers the unread badge from the channels alone. 200,000 messages were about a third of
  // the heap a reload leaves, and every full garbage collection marks all of it, the collection that
  // made the reservations' slowest keystrokes (docs/decisions.md). Once read they stay, kept current
  // by the change stream like the channels.
  let loadAll: Promise<void> | undefined;
  const loadMessages = (): Promise<void> =>
    (loadAll ??= whenIdle()
      .then(() => readStoredDocuments(sources.messages.find(), { sharedValues: ["channelId", "authorRole"] }))
      .then((docs: readonly MessageDocument[]) => {
        if (closed) return;
        putMessages(docs, true);
        complete = true;
        for (const id of channels.keys()) stale.add(id);
        recompute();
        buildIndexWhenIdle();
      }));
  if (options.waitForAll) await loadMessages();

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    shown() {
      searchWanted = true;
      // A failed read leaves the inbox incomplete (searches scan what is in memory), as before.
      void loadMessages().catch(() => undefined);
      buildIndexWhenIdle();
    },
    close() {
      closed = true;
      commands.close();
      for (const s of subscriptions) s.unsubscribe();
      if (timer) clearTimeout(timer);
      listeners.clear();
    },
  };
}
