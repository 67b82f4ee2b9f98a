// The guest chat against the real server (operations spec §2, §6): login with booking
// code and email, the cookie's attributes, the guest's one channel and nothing else, guest messages
// reaching the host's feed as unread, and the guest's live stream announcing the host's replies.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { Schema } from "effect";
import { ChannelDocument } from "../../domain/messaging/channel-document.ts";
import type { MessageDocument } from "../../domain/messaging/message-document.ts";
import { GuestChat, type GuestSession } from "../../domain/messaging/messaging-api.ts";
import { demoAccounts, demoGuest } from "../../server/seed/demo-seed.ts";
import { apiClient, expectProblem, jsonOf, sendTwice, type Api } from "../support/api-client.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let api: Api;
let anna: string;
let guest: GuestSession;

const login = (body: unknown, origin = server.url) =>
  fetch(`${origin}/api/guest/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const guestSend = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  api(token, "/api/guest/chat/messages", { method: "POST", body: JSON.stringify(body), headers });

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  anna = (await signIn(server.url, demoAccounts.individual)).accessToken;
  guest = await jsonOf<GuestSession>(login({ bookingCode: demoGuest.bookingCode, email: demoGuest.email }));
});
afterAll(() => server.close());

describe("POST /api/guest/login", () => {
  it("answers a token for the booking's channel and sets a secure cookie for 86,400 s", async () => {
    // The email is compared without case.
    const response = await login({
      bookingCode: demoGuest.bookingCode,
      email: demoGuest.email.toUpperCase(),
    });
    expect(response.status).toBe(200);
    const session = (await response.json()) as GuestSession;
    expect(session.expiresIn).toBe(86_400);
    expect(session.channelId).toBe(guest.channelId);
    const { rows } = await server.db.query<{ booking_code: string }>(
      "select booking_code from channels where host_id = $1 and id = $2",
      [demoGuest.hostId, session.channelId],
    );
    expect(rows[0]?.booking_code).toBe(demoGuest.bookingCode);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("hearth_guest="))!;
    expect(cookie).toContain(`hearth_guest=${session.token}`);
    const attributes = cookie.split(";").map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining(["secure", "httponly", "samesite=strict", "max-age=86400", "path=/"]),
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses a wrong code or a wrong email alike, saying neither", async () => {
    const wrongEmail = await expectProblem(
      login({ bookingCode: demoGuest.bookingCode, email: "someone@else.example" }),
      401,
      "/problems/unauthorized",
    );
    const wrongCode = await expectProblem(
      login({ bookingCode: "HBWRONG1", email: demoGuest.email }),
      401,
      "/problems/unauthorized",
    );
    expect(wrongCode).toEqual(wrongEmail);
    // Another booking's email with this code is as wrong as any other.
    const { rows } = await server.db.query<{ guest_email: string }>(
      "select guest_email from reservations where host_id = 'host-anna' and booking_code <> $1 order by id limit 1",
      [demoGuest.bookingCode],
    );
    await expectProblem(
      login({ bookingCode: demoGuest.bookingCode, email: rows[0]!.guest_email }),
      401,
      "/problems/unauthorized",
    );
  });

  it("logs in the guest of a booking without a conversation yet, opening it", async () => {
    const { rows } = await server.db.query<{ booking_code: string; guest_email: string; id: string }>(
      `select r.id, r.booking_code, r.guest_email from reservations r where r.host_id = 'host-alpine'
       and not exists (select 1 from channels c where c.reservation_id = r.id) order by r.id limit 1`,
    );
    const booking = rows[0]!;
    const session = await jsonOf<GuestSession>(
      login({ bookingCode: booking.booking_code, email: booking.guest_email }),
    );
    const chat = await jsonOf<GuestChat>(api(session.token, "/api/guest/chat"));
    expect(chat.channel.bookingCode).toBe(booking.booking_code);
    expect(chat.channel.hostName).toBe("Alpine Stays GmbH");
    expect(chat.messages.map((m) => m.authorRole)).toEqual(["system"]);
  });

  it("is rate limited like sign-in", async () => {
    const limited = await startTestServer({
      seedDemo: false,
      rateLimits: { signInPerMinute: 3, writesPerMinute: 1_000 },
    });
    try {
      const body = { bookingCode: "HBWRONG1", email: "guesser@example.com" };
      for (let i = 0; i < 3; i++) expect((await login(body, limited.url)).status).toBe(401);
      const refused = await login(body, limited.url);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe("the guest's chat", () => {
  it("shows the booking's summary and its messages, by bearer token or by cookie", async () => {
    const chat = await jsonOf<GuestChat>(api(guest.token, "/api/guest/chat"));
    expect(Schema.decodeUnknownSync(GuestChat)(chat)).toEqual(chat);
    expect(chat.channel).toMatchObject({
      channelId: guest.channelId,
      bookingCode: demoGuest.bookingCode,
      hostName: "Anna Berger",
    });
    expect(chat.channel.checkOut > chat.channel.checkIn).toBe(true);
    expect(chat.messages.length).toBeGreaterThan(0);
    const byCookie = await fetch(`${server.url}/api/guest/chat`, {
      headers: { cookie: `hearth_guest=${guest.token}` },
    });
    expect(await byCookie.json()).toEqual(chat);
  });

  it("refuses no token, a forged or tampered one, and a host's token", async () => {
    await expectProblem(api(undefined, "/api/guest/chat"), 401, "/problems/unauthorized");
    const [header, payload, signature] = guest.token.split(".");
    const otherChannel = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, "base64url").toString()),
        sub: "ch-someone-else",
      }),
    ).toString("base64url");
    await expectProblem(
      api(`${header}.${otherChannel}.${signature}`, "/api/guest/chat"),
      401,
      "/problems/unauthorized",
    );
    await expectProblem(api(anna, "/api/guest/chat"), 401, "/problems/unauthorized");
  });

  it("opens no /api/app route to a guest token", async () => {
    const appRoutes = server.routes.filter((r) => r.path.startsWith("/api/app/"));
    expect(appRoutes.length).toBeGreaterThan(20);
    const { rows } = await server.db.query<{ id: string }>(
      "select id from channels where host_id = 'host-anna' limit 1",
    );
    for (const route of appRoutes) {
      const path = route.path
        .replace(/:[A-Za-z]+/g, route.path.includes("channel") ? guest.channelId : rows[0]!.id)
        .replace(":collection", "messages");
      const response = await api(guest.token, path, {
        method: route.method,
        ...(route.method === "GET"
          ? {}
          : { body: JSON.stringify({ body: "x", clientMessageId: randomUUID() }) }),
      });
      expect(response.status, `${route.method} ${path}`).toBe(401);
      expect(await response.text()).not.toContain(demoGuest.bookingCode);
    }
  });

  it("sends a message once per clientMessageId; the host sees it in the feed, unread", async () => {
    await jsonOf(
      api(anna, `/api/app/messaging/channels/${guest.channelId}`, {
        method: "PATCH",
        body: JSON.stringify({ unread: false }),
      }),
    );
    const channelsBefore = await jsonOf<{ checkpoint: { seq: number; id: string } }>(
      api(anna, "/api/app/sync/channels/pull?limit=5000"),
    );
    const messagesBefore = await jsonOf<{ checkpoint: { seq: number; id: string } }>(
      api(anna, "/api/app/sync/messages/pull?limit=5000"),
    );
    const body = { body: "We land at 14:00, is that all right?", clientMessageId: randomUUID() };
    const sent = await sendTwice((headers) => guestSend(guest.token, body, headers));
    expect(sent.body).toMatchObject({
      id: body.clientMessageId,
      authorRole: "guest",
      channelId: guest.channelId,
    });
    // Resent without a key: the same message, stored once; another text under the id is refused.
    expect(await jsonOf(guestSend(guest.token, body))).toEqual(sent.body);
    await expectProblem(
      guestSend(guest.token, { ...body, body: "Changed my mind" }),
      409,
      "/problems/conflict",
    );
    const { rows } = await server.db.query("select 1 from messages where id = $1", [body.clientMessageId]);
    expect(rows).toHaveLength(1);

    const at = (p: { checkpoint: { seq: number; id: string } }) =>
      `seq=${p.checkpoint.seq}&id=${p.checkpoint.id}`;
    const channels = await jsonOf<{ documents: ChannelDocument[] }>(
      api(anna, `/api/app/sync/channels/pull?${at(channelsBefore)}`),
    );
    expect(channels.documents).toHaveLength(1);
    expect(channels.documents[0]).toMatchObject({
      id: guest.channelId,
      unread: true,
      lastMessageAt: (sent.body as MessageDocument).sentAt,
    });
    const messages = await jsonOf<{ documents: MessageDocument[] }>(
      api(anna, `/api/app/sync/messages/pull?${at(messagesBefore)}`),
    );
    expect(messages.documents.map((m) => m.id)).toEqual([body.clientMessageId]);
  });

  it("refuses a bad message", async () => {
    for (const bad of [
      { body: "", clientMessageId: randomUUID() },
      { body: "Hi" },
      { body: "Hi", clientMessageId: randomUUID(), channelId: "other" },
    ])
      await expectProblem(guestSend(guest.token, bad), 400, "/problems/bad-request");
  });
});

describe("GET /api/guest/chat/stream", () => {
  it("announces the host's reply in the guest's channel, and nothing of another channel", async () => {
    const controller = new AbortController();
    const response = await fetch(`${server.url}/api/guest/chat/stream`, {
      headers: { authorization: `Bearer ${guest.token}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    const until = async (predicate: (t: string) => boolean) => {
      while (!predicate(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended: ${text}`);
        text += value;
      }
    };
    try {
      await until((t) => t.includes("event: ready"));
      const { rows } = await server.db.query<{ id: string }>(
        "select id from channels where host_id = 'host-anna' and id <> $1 limit 1",
        [guest.channelId],
      );
      const elsewhere = randomUUID();
      await jsonOf(
        api(anna, `/api/app/messaging/channels/${rows[0]!.id}/messages`, {
          method: "POST",
          body: JSON.stringify({ body: "For another guest", clientMessageId: elsewhere }),
        }),
      );
      const reply = randomUUID();
      await jsonOf(
        api(anna, `/api/app/messaging/channels/${guest.channelId}/messages`, {
          method: "POST",
          body: JSON.stringify({ body: "Yes, 14:00 is fine.", clientMessageId: reply }),
        }),
      );
      await until((t) => t.includes(reply));
      const events = text
        .split("\n\n")
        .filter((e) => e.startsWith("event: message"))
        .map((e) => JSON.parse(e.slice(e.indexOf("data: ") + 6)) as MessageDocument);
      expect(events.map((m) => m.id)).toEqual([reply]);
      expect(events[0]).toMatchObject({
        authorRole: "host",
        body: "Yes, 14:00 is fine.",
        channelId: guest.channelId,
      });
      expect(text).not.toContain(elsewhere);
    } finally {
      controller.abort();
    }
  });

  it("refuses a stream without a guest token", async () => {
    await expectProblem(api(anna, "/api/guest/chat/stream"), 401, "/problems/unauthorized");
  });
});

describe("POST /api/guest/logout", () => {
  it("revokes the token it was sent with, before it expires; another login's token still works", async () => {
    const credentials = { bookingCode: demoGuest.bookingCode, email: demoGuest.email };
    const leaving = await jsonOf<GuestSession>(login(credentials));
    const staying = await jsonOf<GuestSession>(login(credentials));
    expect((await api(leaving.token, "/api/guest/chat")).status).toBe(200);
    // A stream open with the token when it is revoked ends.
    const stream = await api(leaving.token, "/api/guest/chat/stream");
    expect(stream.status).toBe(200);
    const streamEnded = (async () => {
      const reader = stream.body!.getReader();
      while (!(await reader.read()).done);
    })();

    const logout = await fetch(`${server.url}/api/guest/logout`, {
      method: "POST",
      headers: { authorization: `Bearer ${leaving.token}` },
    });
    expect(logout.status).toBe(204);
    await streamEnded;
    await expectProblem(api(leaving.token, "/api/guest/chat"), 401, "/problems/unauthorized");
    await expectProblem(
      guestSend(leaving.token, { body: "still here?", clientMessageId: randomUUID() }),
      401,
      "/problems/unauthorized",
    );
    await expectProblem(api(leaving.token, "/api/guest/chat/stream"), 401, "/problems/unauthorized");
    // The cookie carries the same token: refused too.
    const byCookie = await fetch(`${server.url}/api/guest/chat`, {
      headers: { cookie: `hearth_guest=${leaving.token}` },
    });
    expect(byCookie.status).toBe(401);
    expect((await api(staying.token, "/api/guest/chat")).status).toBe(200);

    // A logout by the cookie alone revokes that token as well.
    const cookieLogout = await fetch(`${server.url}/api/guest/logout`, {
      method: "POST",
      headers: { cookie: `hearth_guest=${staying.token}` },
    });
    expect(cookieLogout.status).toBe(204);
    await expectProblem(api(staying.token, "/api/guest/chat"), 401, "/problems/unauthorized");
    expect((await api(guest.token, "/api/guest/chat")).status).toBe(200);
  });

  it("clears the cookie", async () => {
    const response = await fetch(`${server.url}/api/guest/logout`, { method: "POST" });
    expect(response.status).toBe(204);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("hearth_guest="))!;
    expect(cookie).toMatch(/^hearth_guest=;/);
    expect(cookie.toLowerCase()).toContain("max-age=0");
  });
});
