import { describe, expect, it } from "vitest";
import type { ApiClient } from "./api-client.ts";
import { openChangeStream } from "./change-stream.ts";

/** An API whose stream answers `body` once, then stays closed. */
function apiStreaming(body: string): ApiClient {
  let served = false;
  return {
    request: () => Promise.reject(new Error("not used")),
    fetch: () => {
      if (served) return Promise.reject(new Error("offline"));
      served = true;
      return Promise.resolve(
        new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } }),
      );
    },
  };
}

describe("openChangeStream", () => {
  it("passes each notice's collections on, and none for a notice that names none or cannot be read", async () => {
    const seen: Array<[number | undefined, readonly string[] | undefined]> = [];
    const stream = openChangeStream({
      api: apiStreaming(
        [
          'event: change\ndata: {"seq":5}\n\n',
          ": keep-alive\n\n",
          'event: change\ndata: {"seq":6,"collections":["channels","messages"]}\n\n',
          'event: change\ndata: {"seq":7,"collections":[]}\n\n',
          // An older or broken server: still a change, so the client pulls everything.
          "event: change\ndata: not json\n\n",
          'event: change\ndata: {"seq":8,"collections":"messages"}\n\n',
        ].join(""),
      ),
      path: "/api/app/sync/stream",
      onChange: (seq, collections) => seen.push([seq, collections]),
      // Backoff after the stream ends: long enough that the test is over first.
      random: () => 1,
    });
    try {
      for (let i = 0; i < 50 && seen.length < 5; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(seen).toEqual([
        [5, undefined],
        [6, ["channels", "messages"]],
        [7, []],
        [undefined, undefined],
        [undefined, undefined],
      ]);
    } finally {
      stream.stop();
    }
  });
});

describe("a stream ended by its token's expiry", () => {
  it("reconnects at once, not after the backoff, and passes on the new stream's first notice", async () => {
    const encoder = new TextEncoder();
    let served = 0;
    const api: ApiClient = {
      request: () => Promise.reject(new Error("not used")),
      fetch: () => {
        served += 1;
        const first = served === 1;
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encoder.encode(`event: change\ndata: {"seq":${first ? 5 : 9}}\n\n`));
            // The first stream ends as the server ends one whose token ran out, after a while.
            if (first)
              setTimeout(() => {
                controller.enqueue(encoder.encode("event: token-expired\ndata: {}\n\n"));
                controller.close();
              }, 1_100);
          },
        });
        return Promise.resolve(new Response(body, { status: 200 }));
      },
    };
    const seen: Array<number | undefined> = [];
    const connections: boolean[] = [];
    const stream = openChangeStream({
      api,
      path: "/api/app/sync/stream",
      onChange: (seq) => seen.push(seq),
      onConnectionChange: (connected) => connections.push(connected),
      // A backoff would wait at least a second: the second stream must be open well before.
      random: () => 1,
    });
    try {
      for (let i = 0; i < 150 && seen.length < 2; i++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(seen).toEqual([5, 9]);
      expect(connections).toEqual([true, false, true]);
    } finally {
      stream.stop();
    }
  });
});
