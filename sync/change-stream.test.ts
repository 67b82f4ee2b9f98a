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
