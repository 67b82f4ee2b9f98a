// The guest's one conversation: the stored copy at once, then the server's, kept live by the guest
// stream (cookie-authenticated server-sent events). A message the guest sends shows at once, marked
// pending, until the server answers; a refused or unsent one is marked failed and can be sent again
// under the same client id, so a send that did reach the server is never stored twice.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { MessageDocument } from "../../../domain/messaging/message-document.ts";
import { compareMessages } from "../../../domain/messaging/message-timeline.ts";
import type { InboxMessage } from "../../../sync/inbox-projection.ts";
import { fetchGuestChat, GuestUnauthorized, sendGuestMessage } from "./guest-api.ts";
import type { GuestChat } from "../../../domain/messaging/messaging-api.ts";
import { cachedGuestChat, guestToken, saveGuestChat } from "./guest-session.ts";

interface Unsent {
  readonly message: MessageDocument;
  readonly state: "pending" | "failed";
  readonly failure?: string;
}

export type GuestChatState =
  | { readonly phase: "signedOut" }
  | {
      readonly phase: "ready";
      readonly chat: GuestChat | undefined;
      readonly loading: boolean;
      readonly error: boolean;
      readonly live: boolean;
      readonly messages: readonly InboxMessage[];
      readonly send: (body: string) => Promise<boolean>;
      readonly retry: (clientMessageId: string) => void;
      readonly discard: (clientMessageId: string) => void;
    };

export function useGuestChat(): GuestChatState {
  const [token, setToken] = useState(() => guestToken());
  const [chat, setChat] = useState<GuestChat | undefined>(() => (token ? cachedGuestChat() : undefined));
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState(false);
  const [live, setLive] = useState(false);
  const [unsent, setUnsent] = useState<ReadonlyMap<string, Unsent>>(new Map());
  const loads = useRef(0);

  const onFailure = useCallback((caught: unknown) => {
    if (caught instanceof GuestUnauthorized) setToken(undefined);
    else setError(true);
  }, []);

  const load = useCallback(async () => {
    if (!token) return;
    const run = ++loads.current;
    try {
      const next = await fetchGuestChat(token);
      // An older answer arriving after a newer one would hide the latest messages.
      if (run !== loads.current) return;
      setChat(next);
      setError(false);
      saveGuestChat(next);
    } catch (caught) {
      onFailure(caught);
    } finally {
      if (run === loads.current) setLoading(false);
    }
  }, [token, onFailure]);

  useEffect(() => {
    if (!token) return;
    void load();
    const stream = new EventSource("/api/guest/chat/stream", { withCredentials: true });
    // Each `message` event carries one new message of the channel (domain/messaging/messaging-api.ts):
    // it is shown at once; `ready` (after every connect) reads the whole chat, as notices may
    // have been missed while disconnected.
    stream.onmessage = (event: MessageEvent<string>) => {
      const message = JSON.parse(event.data) as MessageDocument;
      setChat((current) => {
        if (!current || current.messages.some((m) => m.id === message.id)) return current;
        const next = { ...current, messages: [...current.messages, message] };
        saveGuestChat(next);
        return next;
      });
    };
    stream.addEventListener("ready", () => void load());
    stream.onopen = () => setLive(true);
    stream.onerror = () => {
      setLive(false);
      // The browser retries on its own; a refused token shows up on the next read as a 401.
      if (stream.readyState === EventSource.CLOSED) void load();
    };
    const online = () => void load();
    window.addEventListener("online", online);
    return () => {
      stream.close();
      window.removeEventListener("online", online);
    };
  }, [token, load]);

  const deliver = useCallback(
    async (message: MessageDocument): Promise<void> => {
      if (!token) return;
      try {
        await sendGuestMessage(token, message.body, message.id);
        await load();
      } catch (caught) {
        onFailure(caught);
        if (caught instanceof GuestUnauthorized) return;
        setUnsent((map) =>
          new Map(map).set(message.id, { message, state: "failed", failure: (caught as Error).message }),
        );
      }
    },
    [token, load, onFailure],
  );

  const send = useCallback(
    (body: string) => {
      const message: MessageDocument = {
        id: crypto.randomUUID() as MessageDocument["id"],
        channelId: (chat?.channel.channelId ?? "") as MessageDocument["channelId"],
        authorRole: "guest",
        body,
        sentAt: new Date().toISOString(),
      };
      setUnsent((map) => new Map(map).set(message.id, { message, state: "pending" }));
      void deliver(message);
      return Promise.resolve(true);
    },
    [chat, deliver],
  );
  const retry = useCallback(
    (id: string) => {
      const entry = unsent.get(id);
      if (!entry) return;
      setUnsent((map) => new Map(map).set(id, { message: entry.message, state: "pending" }));
      void deliver(entry.message);
    },
    [unsent, deliver],
  );
  const discard = useCallback((id: string) => {
    setUnsent((map) => {
      const next = new Map(map);
      next.delete(id);
      return next;
    });
  }, []);

  const messages = useMemo(() => {
    const stored = new Set((chat?.messages ?? []).map((m) => m.id));
    const list: InboxMessage[] = (chat?.messages ?? []).map((message) => ({ message, state: "sent" }));
    for (const entry of unsent.values())
      if (!stored.has(entry.message.id))
        list.push({
          message: entry.message,
          state: entry.state,
          commandId: entry.message.id,
          ...(entry.failure === undefined ? {} : { failure: entry.failure }),
        });
    return list.sort((a, b) => compareMessages(a.message, b.message));
  }, [chat, unsent]);

  if (!token) return { phase: "signedOut" };
  return { phase: "ready", chat, loading: loading && !chat, error, live, messages, send, retry, discard };
}
