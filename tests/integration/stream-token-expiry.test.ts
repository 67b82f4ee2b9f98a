// A live change stream outlives no access token, against the real server whose embedded provider
// issues tokens of 3 s here: the server ends the stream when its token runs out (an event saying so,
// then the end), and the client's stream renews its token and reconnects at once, its new stream's
// first notice carrying the change made while it was away, so replication pulls it.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenExpiredEvent } from "../../domain/sync-protocol/change-notice.ts";
import type { GuestSession } from "../../domain/messaging/messaging-api.ts";
import { demoAccounts, demoGuest } from "../../server/seed/demo-seed.ts";
import { createApiClient } from "../../sync/api-client.ts";
import { openChangeStream, readEvents } from "../../sync/change-stream.ts";
import { apiClient, jsonOf } from "../support/api-client.ts";
import { until } from "../support/host-fixtures.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

const tokenSeconds = 3;
let server: Awaited<ReturnType<typeof startTestServer>>;
let guest: GuestSession;

beforeAll(async () => {
  server = await startTestServer({ accessTokenSeconds: tokenSeconds });
  guest = await jsonOf<GuestSession>(
    fetch(`${server.url}/api/guest/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ bookingCode: demoGuest.bookingCode, email: demoGuest.email }),
    }),
  );
});
afterAll(() => server.close());

const expiryOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { exp: number }).exp * 1000;

const changeSeq = async () =>
  Number(
    (await server.db.query<{ s: string }>("select change_seq::text as s from hosts where id = 'host-anna'"))
      .rows[0]?.s,
  );

describe("a live stream and its token", () => {
  it("is ended by the server when its token runs out, with an event saying so", async () => {
    const token = (await signIn(server.url, demoAccounts.individual)).accessToken;
    const response = await fetch(`${server.url}/api/app/sync/stream`, {
      headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" },
    });
    expect(response.status).toBe(200);
    const events: string[] = [];
    // The read ends only when the server ends the stream; the test's timeout bounds it otherwise.
    await readEvents(response.body!, (event) => events.push(event));
    const endedAt = Date.now();
    expect(endedAt).toBeGreaterThanOrEqual(expiryOf(token));
    expect(endedAt).toBeLessThan(expiryOf(token) + 2_000);
    expect(events[0]).toBe("change");
    expect(events.at(-1)).toBe(tokenExpiredEvent);
    // And the token no longer opens one.
    const again = await fetch(`${server.url}/api/app/sync/stream`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.status).toBe(401);
  }, 15_000);

  it("is renewed by the client at once, and a change made in the gap reaches it", async () => {
    let token = (await signIn(server.url, demoAccounts.individual)).accessToken;
    const used = new Set<string>([token]);
    const api = createApiClient({
      baseUrl: server.url,
      tokens: {
        accessToken: () => token,
        async refresh() {
          token = (await signIn(server.url, demoAccounts.individual)).accessToken;
          used.add(token);
          return token;
        },
      },
    });
    const notices: Array<number | undefined> = [];
    const connections: Array<{ connected: boolean; at: number }> = [];
    let gapSeq: number | undefined;
    const stream = openChangeStream({
      api,
      path: "/api/app/sync/stream",
      onChange: (seq) => notices.push(seq),
      onConnectionChange: (connected) => {
        connections.push({ connected, at: Date.now() });
        // In the gap between the two streams, a guest writes: the host must still learn of it.
        if (!connected && gapSeq === undefined) {
          gapSeq = -1;
          void jsonOf(
            apiClient(server.url)(guest.token, "/api/guest/chat/messages", {
              method: "POST",
              body: JSON.stringify({
                body: "Written while the stream renews",
                clientMessageId: randomUUID(),
              }),
            }),
          ).then(async () => {
            gapSeq = await changeSeq();
          });
        }
      },
      random: () => 1,
    });
    try {
      await until(() => connections.filter((c) => c.connected).length >= 2, "a second stream", 10_000);
      await until(() => gapSeq !== undefined && gapSeq > 0, "the gap's write");
      await until(
        () => notices.some((seq) => seq !== undefined && seq >= gapSeq!),
        () => `a notice of ${gapSeq} (saw ${JSON.stringify(notices)})`,
      );
      const [opened, closed, reopened] = connections;
      expect(opened?.connected).toBe(true);
      expect(closed?.connected).toBe(false);
      // Reconnected at once, not after a backoff of a second or more.
      expect(reopened!.at - closed!.at).toBeLessThan(1_000);
      // With a renewed token: the first one had run out.
      expect(used.size).toBeGreaterThanOrEqual(2);
    } finally {
      stream.stop();
    }
  }, 20_000);
});
