// Listens to the server's change stream (server-sent events). EventSource cannot send a bearer
// token, so this reads the stream with fetch and parses the events itself. It reconnects with
// backoff, or at once when the server ended the stream because its token ran out; every
// (re)connection and every change tells replication to pull. A notice names the
// collections that changed (domain/sync-protocol/change-notice.ts); one that names none, or cannot
// be read, is passed on without names, which means "pull everything".
import { Option, Schema } from "effect";
import { ChangeNotice, tokenExpiredEvent } from "../domain/sync-protocol/change-notice.ts";
import type { ApiClient } from "./api-client.ts";

const decodeNotice = Schema.decodeUnknownOption(Schema.fromJsonString(ChangeNotice));

const minStreamMsForQuickReconnect = 1_000;

export interface ChangeStream {
  stop(): void;
}

export function openChangeStream(options: {
  api: ApiClient;
  path: string;
  /**
   * Something changed: `collections` are the pulls with new documents, or undefined when the
   * notice does not say (an older server, a fallback, or a notice that could not be read).
   */
  onChange: (seq: number | undefined, collections: readonly string[] | undefined) => void;
  onConnectionChange?: (connected: boolean) => void;
  random?: () => number;
}): ChangeStream {
  let stopped = false;
  let controller: AbortController | undefined;
  let attempt = 0;
  const random = options.random ?? Math.random;

  const run = async () => {
    while (!stopped) {
      controller = new AbortController();
      let tokenExpired = false;
      let openedAt = Number.NaN;
      try {
        const response = await options.api.fetch(options.path, {
          signal: controller.signal,
          headers: { accept: "text/event-stream" },
        });
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        attempt = 0;
        openedAt = Date.now();
        options.onConnectionChange?.(true);
        await readEvents(response.body, (event, data) => {
          if (event === tokenExpiredEvent) tokenExpired = true;
          if (event !== "change") return;
          const notice = Option.getOrUndefined(decodeNotice(data));
          options.onChange(notice?.seq, notice?.collections);
        });
      } catch {
        // Closed, refused or aborted: fall through to the backoff below.
      }
      options.onConnectionChange?.(false);
      if (stopped) return;
      // The server ended the stream with its token: reconnect now (the call renews the token on
      // its 401); the new stream's first notice makes replication pull what changed in between.
      // Only after a stream that lasted: a token ending as it connects must not make a tight loop.
      if (tokenExpired && Date.now() - openedAt >= minStreamMsForQuickReconnect) continue;
      attempt += 1;
      const delay = Math.min(30_000, 500 * 2 ** Math.min(attempt, 6)) * (0.5 + random() / 2);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  };
  void run();

  return {
    stop() {
      stopped = true;
      controller?.abort();
    },
  };
}

/** Parses a text/event-stream body, calling `onEvent` for each complete event. */
export async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: string, data: string) => void,
): Promise<void> {
  const reader = body
    .pipeThrough(new TextDecoderStream() as unknown as ReadableWritablePair<string, Uint8Array>)
    .getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let boundary: number;
    while ((boundary = buffer.search(/\r?\n\r?\n/)) >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary).replace(/^\r?\n\r?\n/, "");
      let event = "message";
      const data: string[] = [];
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        const text = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "event") event = text;
        else if (field === "data") data.push(text);
      }
      if (data.length > 0) onEvent(event, data.join("\n"));
    }
  }
}
