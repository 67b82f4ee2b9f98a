// Runs the chat connection rule (domain/messaging/chat-connection.ts) against the server: fetches
// the host's chat token (GET /api/app/messaging/token), gives up after the messaging client's
// 20 s, and fetches the next token before the current one runs out. Shaped for React's
// useSyncExternalStore. Sending does not wait for it: messages are outbox commands either way.
import {
  chatTokenRefreshDelayMs,
  initialChatConnection,
  isAwaiting,
  messagingClientTimeoutMs,
  nextChatConnection,
  wantsToken,
  type ChatConnectionEvent,
  type ChatConnectionState,
  type ChatIdentity,
} from "../domain/messaging/chat-connection.ts";
import type { ApiClient } from "./api-client.ts";

export const chatTokenPath = "/api/app/messaging/token";

export interface ChatConnection {
  readonly getState: () => ChatConnectionState;
  readonly subscribe: (listener: () => void) => () => void;
  /** Starts (or restarts) with the host's identity; undefined while user info is not loaded. */
  start(identity: ChatIdentity | undefined): void;
  close(): void;
}

export function createChatConnection(options: {
  api: Pick<ApiClient, "fetch">;
  now?: () => number;
  /** Whether the device says it is online; the browser's navigator.onLine by default. */
  deviceOnline?: () => boolean;
  timeoutMs?: number;
}): ChatConnection {
  const now = options.now ?? Date.now;
  const deviceOnline = options.deviceOnline ?? (() => globalThis.navigator?.onLine ?? true);
  const timeoutMs = options.timeoutMs ?? messagingClientTimeoutMs;
  const listeners = new Set<() => void>();
  let state = initialChatConnection;
  let closed = false;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: { abort: AbortController; timer: ReturnType<typeof setTimeout> } | undefined;

  const stopInFlight = () => {
    if (!inFlight) return;
    clearTimeout(inFlight.timer);
    inFlight.abort.abort();
    inFlight = undefined;
  };

  const dispatch = (event: ChatConnectionEvent) => {
    if (closed) return;
    const before = state;
    const after = nextChatConnection(before, event);
    if (after === before) return;
    state = after;
    if (after.status !== "idle" && wantsToken(before, after)) fetchToken(after.attempt);
    // Nothing awaited any more (onboarding began, or the answer came): a request left over is dropped.
    else if (after.status === "idle" || !isAwaiting(after, after.attempt)) stopInFlight();
    if (event.type === "answered" && after.status === "connected") scheduleRefresh(after.expiresAt - now());
    if (after.status !== "connected") clearRefresh();
    for (const listener of listeners) listener();
  };

  const clearRefresh = () => {
    if (refreshTimer !== undefined) clearTimeout(refreshTimer);
    refreshTimer = undefined;
  };
  const scheduleRefresh = (lifeMs: number) => {
    clearRefresh();
    refreshTimer = setTimeout(() => dispatch({ type: "refresh" }), chatTokenRefreshDelayMs(lifeMs / 1000));
  };

  const fetchToken = (attempt: number) => {
    stopInFlight();
    const abort = new AbortController();
    const timer = setTimeout(() => {
      abort.abort();
      dispatch({ type: "timed-out", attempt });
    }, timeoutMs);
    inFlight = { abort, timer };
    const settle = (event: ChatConnectionEvent) => {
      if (inFlight?.abort === abort) {
        clearTimeout(timer);
        inFlight = undefined;
      }
      dispatch(event);
    };
    options.api
      .fetch(chatTokenPath, { headers: { accept: "application/json" }, signal: abort.signal })
      .then(async (response) => {
        if (!response.ok) return settle({ type: "refused", attempt, status: response.status });
        const body: unknown = await response.json().catch(() => undefined);
        settle({ type: "answered", attempt, body, now: now() });
      })
      .catch(() => {
        // Aborted by the timeout (already reported) or by a newer attempt (stale), or no network.
        if (!abort.signal.aborted) settle({ type: "unreached", attempt, deviceOnline: deviceOnline() });
      });
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(identity) {
      dispatch({ type: "start", identity });
    },
    close() {
      closed = true;
      stopInFlight();
      clearRefresh();
      listeners.clear();
    },
  };
}
