// The guest's side of the chat (operations spec §2, §6): a guest logs in with the booking code and
// the booking's email and gets a token for that one booking's channel, as a bearer token and as a
// Secure, HttpOnly, SameSite=Strict cookie lasting 86,400 s (the cookie lets an EventSource, which
// cannot send headers, open the stream). With it the guest reads the chat, sends messages and
// listens for new ones, and nothing else: every /api/app route refuses the token.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { problemTypes } from "../../domain/errors/error-body.ts";
import { MessageDocument } from "../../domain/messaging/message-document.ts";
import {
  GuestChat,
  GuestLoginPayload,
  GuestSession,
  guestTokenCookie,
  guestTokenSeconds,
  SendMessageBody,
} from "../../domain/messaging/messaging-api.ts";
import type { ChatTokens, GuestToken } from "../auth/chat-tokens.ts";
import { decodeInput } from "../http/decode.ts";
import { requestFingerprint, runOnce } from "../http/idempotency.ts";
import { HttpProblem, unauthorized } from "../http/problem.ts";
import { databaseBuckets, tokenBuckets, tooManyRequests, type RateLimits } from "../http/rate-limit.ts";
import { messageColumns, messageDocument, type MessageRow } from "../data/channel-rows.ts";
import {
  appendMessage,
  hostNameSql,
  openBookingChannel,
  type BookingOfChannel,
} from "../data/channel-writes.ts";
import type { RouteContext } from "./route-context.ts";
import { replyWithAnswer } from "./run-command.ts";
import { documented } from "../http/openapi.ts";

const heartbeatMs = 20_000;
/** The guest's chat shows the latest messages; a booking's conversation rarely has more. */
const guestChatMessages = 500;

const cookieAttributes = `Path=/; Secure; HttpOnly; SameSite=Strict`;
/**
 * Revoked guest tokens, by token id, until they expire: rows of the server's expiring key store
 * (oidc_models, which also holds the identity provider's sessions and grants) under a kind of their
 * own, so a logout holds across restarts without a table of its own (docs/decisions.md).
 */
const revokedGuestTokenKind = "RevokedGuestToken";

function cookieToken(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === guestTokenCookie)
      return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}

/** The bucket one client address and one (lower-cased) email share for guest logins. */
export const guestLoginKey = (ip: string, email: string) => `guest\n${ip}\n${email}`;

export function registerGuestRoutes(
  app: FastifyInstance,
  context: RouteContext & { chatTokens: ChatTokens; rateLimits: RateLimits },
): void {
  const { db, chatTokens } = context;
  // Counted in the database like sign-in, so processes sharing it share one limit per address and
  // email: a guesser of booking codes gets no more tries from a fleet than from one process.
  const logins = databaseBuckets(
    db,
    context.rateLimits.signInPerMinute,
    (context.rateLimits.signInWindowSeconds ?? 60) * 1000,
  );
  const sends = tokenBuckets(context.rateLimits.writesPerMinute);

  const tokenOf = (request: FastifyRequest): string | undefined =>
    /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1] ?? cookieToken(request);

  /**
   * The guest behind the bearer token (or the cookie): not revoked by a logout, and whose channel
   * still exists; else a plain 401.
   */
  const guestOf = async (request: FastifyRequest): Promise<GuestToken> => {
    const token = tokenOf(request);
    const claims = token === undefined ? undefined : await chatTokens.verifyGuest(token);
    if (!claims) throw unauthorized();
    const { rows } = await db.query<{ revoked: boolean }>(
      `select exists (select 1 from oidc_models where kind = $3 and id = $4) as revoked
       from channels where host_id = $1 and id = $2`,
      [claims.hostId, claims.channelId, revokedGuestTokenKind, claims.tokenId],
    );
    if (rows.length === 0 || rows[0]!.revoked) throw unauthorized();
    return claims;
  };

  // Open streams by token id: a logout closes its token's streams at once.
  const openStreams = new Map<string, Set<() => void>>();

  app.post(
    "/api/guest/login",
    documented({
      summary: "Guest login with booking code and email: a token and a cookie for that booking's chat",
      body: GuestLoginPayload,
      response: GuestSession,
      // A wrong code or email is one 401; too many tries from one address and email, a 429.
      refusals: [401, 429],
    }),
    async (request, reply) => {
      const payload = decodeInput(GuestLoginPayload, request.body === undefined ? {} : request.body, "body");
      const email = payload.email.trim().toLowerCase();
      const wait = await logins.take(guestLoginKey(request.ip, email));
      if (wait !== undefined)
        return tooManyRequests(reply, wait, `Too many attempts. Try again in ${wait} seconds.`);
      const session = await db.transaction(async (tx) => {
        // Booking codes are unique per host; the email narrows a code shared by two hosts to one booking.
        const { rows } = await tx.query<BookingOfChannel & { host_id: string }>(
          `select id, host_id, booking_code, guest_name, guest_email from reservations
         where upper(booking_code) = upper($1) and lower(guest_email) = $2 and not deleted
         order by created_at desc, id limit 1`,
          [payload.bookingCode, email],
        );
        const booking = rows[0];
        if (!booking) return undefined;
        const { channelId } = await openBookingChannel(tx, booking.host_id, booking);
        return { hostId: booking.host_id, channelId };
      });
      // Wrong code or wrong email: the same answer, so neither can be guessed separately.
      if (!session)
        throw new HttpProblem(
          401,
          problemTypes.unauthorized,
          "Unauthorized",
          "The booking code or the email is not right.",
        );
      const { token, expiresIn } = await chatTokens.signGuest(session);
      return reply
        .header(
          "set-cookie",
          `${guestTokenCookie}=${token}; Max-Age=${guestTokenSeconds}; ${cookieAttributes}`,
        )
        .header("cache-control", "no-store")
        .send({ token, expiresIn, channelId: session.channelId });
    },
  );

  // Logging out revokes the token it was sent with (bearer or cookie), so a copy of it left anywhere
  // (another tab, a stolen cookie) stops working before it expires; without a valid token it only
  // clears the cookie.
  app.post(
    "/api/guest/logout",
    documented({
      summary: "Revoke the guest token sent (bearer or cookie) and clear the cookie",
      noContent: true,
    }),
    async (request, reply) => {
      const token = tokenOf(request);
      const claims = token === undefined ? undefined : await chatTokens.verifyGuest(token);
      if (claims) {
        await db.query(
          `insert into oidc_models (kind, id, payload, expires_at) values ($1, $2, $3, to_timestamp($4))
         on conflict (kind, id) do nothing`,
          [
            revokedGuestTokenKind,
            claims.tokenId,
            JSON.stringify({ hostId: claims.hostId, channelId: claims.channelId }),
            claims.expiresAt,
          ],
        );
        // Expired revocations are of no use any more: the token itself is refused by then.
        await db.query("delete from oidc_models where kind = $1 and expires_at < now()", [
          revokedGuestTokenKind,
        ]);
        for (const close of openStreams.get(claims.tokenId) ?? []) close();
      }
      return reply
        .code(204)
        .header("set-cookie", `${guestTokenCookie}=; Max-Age=0; ${cookieAttributes}`)
        .send();
    },
  );

  app.get(
    "/api/guest/chat",
    documented({
      summary: "The guest's booking summary and messages (guest bearer token or cookie)",
      response: GuestChat,
    }),
    async (request) => {
      const guest = await guestOf(request);
      const { rows } = await db.query<{
        booking_code: string;
        guest_name: string;
        host_name: string;
        unit_title: string;
        check_in: string;
        check_out: string;
      }>(
        `select c.booking_code, c.guest_name, ${hostNameSql} as host_name, u.title as unit_title,
         to_char(r.check_in, 'YYYY-MM-DD') as check_in, to_char(r.check_out, 'YYYY-MM-DD') as check_out
       from channels c join hosts h on h.id = c.host_id
         join reservations r on r.id = c.reservation_id join units u on u.id = r.unit_id
       where c.host_id = $1 and c.id = $2`,
        [guest.hostId, guest.channelId],
      );
      const summary = rows[0];
      if (!summary) throw unauthorized();
      const messages = await db.query<MessageRow>(
        `select * from (select ${messageColumns}, g.sent_at as at from messages g where g.host_id = $1 and g.channel_id = $2
         order by g.sent_at desc, g.seq desc, g.id desc limit $3) latest order by at, seq::bigint, id`,
        [guest.hostId, guest.channelId, guestChatMessages],
      );
      return {
        channel: {
          channelId: guest.channelId,
          bookingCode: summary.booking_code,
          guestName: summary.guest_name,
          hostName: summary.host_name,
          unitTitle: summary.unit_title,
          checkIn: summary.check_in,
          checkOut: summary.check_out,
        },
        messages: messages.rows.map(messageDocument),
      };
    },
  );

  app.post(
    "/api/guest/chat/messages",
    documented({
      summary: "Send a message as the guest (stored once per clientMessageId)",
      body: SendMessageBody,
      response: MessageDocument,
      refusals: [429],
    }),
    async (request, reply) => {
      const guest = await guestOf(request);
      const payload = decodeInput(SendMessageBody, request.body === undefined ? {} : request.body, "body");
      const wait = sends.take(`guest:${guest.channelId}`);
      if (wait !== undefined)
        return tooManyRequests(reply, wait, `Too many attempts. Try again in ${wait} seconds.`);
      const header = request.headers["idempotency-key"];
      const key = Array.isArray(header) ? header[0] : header;
      if (key !== undefined && (key.length === 0 || key.length > 255))
        throw new HttpProblem(
          400,
          problemTypes.badRequest,
          "Bad request",
          "The Idempotency-Key header must have 1 to 255 characters.",
        );
      const answer = await runOnce(
        db,
        {
          hostId: guest.hostId,
          // The guest's keys live beside the host's, in a namespace of their own.
          key: key === undefined ? undefined : `guest:${guest.channelId}:${key}`,
          fingerprint: requestFingerprint(request.method, request.url, request.body),
        },
        (tx) =>
          appendMessage(tx, {
            hostId: guest.hostId,
            channelId: guest.channelId,
            id: payload.clientMessageId,
            authorRole: "guest",
            body: payload.body,
          }),
      );
      return replyWithAnswer(reply, answer);
    },
  );

  // Server-sent events: `event: message` with each new message of the guest's channel (the host's
  // and the guest's own, from any tab), starting after the latest one at connection time.
  app.get(
    "/api/guest/chat/stream",
    documented({
      summary: "Server-sent events: each new message of the guest's channel",
      produces: "text/event-stream",
    }),
    async (request, reply) => {
      const guest = await guestOf(request);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      let after = 0;
      let closed = false;
      // Subscribed before the latest message is read: a message committed in between is announced by
      // its notice, and every notice is handled after that read, in turn, so none is announced twice.
      let reading = (async () => {
        const latest = await db.query<{ seq: string | null }>(
          "select max(seq)::text as seq from messages where host_id = $1 and channel_id = $2",
          [guest.hostId, guest.channelId],
        );
        after = Number(latest.rows[0]?.seq ?? 0);
        res.write(`event: ready\ndata: ${JSON.stringify({ seq: after })}\n\n`);
      })().catch((error: unknown) => request.log.warn({ err: error }, "guest stream read failed"));
      const onChange = () => {
        reading = reading
          .then(async () => {
            if (closed) return;
            const { rows } = await db.query<MessageRow>(
              `select ${messageColumns} from messages g where g.host_id = $1 and g.channel_id = $2 and g.seq > $3
             order by g.seq, g.id`,
              [guest.hostId, guest.channelId, after],
            );
            for (const row of rows) {
              const message = messageDocument(row);
              after = Math.max(after, message.seq);
              if (!closed) res.write(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
            }
          })
          .catch((error: unknown) => request.log.warn({ err: error }, "guest stream read failed"));
      };
      const unsubscribe = context.changes.subscribe(guest.hostId, onChange);
      const heartbeat = setInterval(() => res.write(": keep-alive\n\n"), heartbeatMs);
      const end = () => res.end();
      const streams = openStreams.get(guest.tokenId) ?? new Set();
      openStreams.set(guest.tokenId, streams.add(end));
      request.raw.on("close", () => {
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(end);
        if (streams.size === 0) openStreams.delete(guest.tokenId);
      });
    },
  );
}
