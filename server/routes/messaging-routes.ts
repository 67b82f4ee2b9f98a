// The host's messaging (operations spec §3, §6, §7): the inbox's channels and messages, sending,
// the three flags, opening a booking's conversation and the chat token. Every read is scoped to the
// caller's host and to channels the host is a member of; another host's channel answers 404.
import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import {
  ChannelsQuery,
  ChatToken,
  ConversationPayload,
  recentChannelMonths,
} from "../../domain/messaging/messaging-api.ts";
import { normalizeSearchInput } from "../../domain/search/search-input.ts";
import { ChannelDocument } from "../../domain/messaging/channel-document.ts";
import { MessageDocument } from "../../domain/messaging/message-document.ts";
import type { ChatTokens } from "../auth/chat-tokens.ts";
import { decodeInput } from "../http/decode.ts";
import { containsPattern, limitParam, PageParam, pageOf, pageSchema, pageWindow } from "../http/paging.ts";
import { notFound } from "../http/problem.ts";
import { nextChangeSeq } from "../data/change-sequence.ts";
import {
  channelColumns,
  channelDocument,
  findChannel,
  hostIsMember,
  messageColumns,
  messageDocument,
  type ChannelRow,
  type MessageRow,
} from "../data/channel-rows.ts";
import { appendMessage, openBookingChannel, type BookingOfChannel } from "../data/channel-writes.ts";
import { callerOf, type RouteContext } from "./route-context.ts";
import { runCommand } from "./run-command.ts";
import type { CommandHandlers } from "./command-routes.ts";
import { documented } from "../http/openapi.ts";

const ChannelListQuery = Schema.Struct({
  ...ChannelsQuery.fields,
  page: PageParam,
  limit: limitParam(100),
});
const MessageListQuery = Schema.Struct({ page: PageParam, limit: limitParam(500) });

/** A channel's last activity: its last message, or its opening when it has none. */
const activity = "coalesce(c.last_message_at, c.created_at)";

export function registerMessagingRoutes(
  app: FastifyInstance,
  context: RouteContext & { chatTokens: ChatTokens },
): void {
  const { db } = context;

  app.get(
    "/api/app/messaging/channels",
    documented({
      summary:
        "The host's channels active in the last 12 months, filtered, searched and paged (newest first)",
      query: ChannelListQuery,
      response: pageSchema(ChannelDocument),
    }),
    async (request) => {
      const caller = await callerOf(context, request);
      const query = decodeInput(ChannelListQuery, request.query, "query");
      const where = [
        "c.host_id = $1",
        hostIsMember,
        `${activity} >= now() - interval '${recentChannelMonths} months'`,
      ];
      const params: unknown[] = [caller.hostId];
      const add = (clause: string, value: unknown) => {
        params.push(value);
        where.push(clause.replaceAll("?", `$${params.length}`));
      };
      if (query.type !== undefined) add("c.type = ?", query.type);
      for (const flag of ["archived", "unread", "favorited"] as const) {
        const value = query[flag];
        if (value !== undefined) add(`c.${flag} = ?`, value === "true");
      }
      const search = query.search === undefined ? "" : normalizeSearchInput(query.search);
      if (search !== "") {
        add(
          `(c.booking_code ilike ? or c.guest_name ilike ?
          or exists (select 1 from channel_members m where m.channel_id = c.id and m.display_name ilike ?)
          or exists (select 1 from messages g where g.host_id = c.host_id and g.channel_id = c.id and g.body ilike ?))`,
          containsPattern(search),
        );
      }
      const window = pageWindow(query.page, query.limit, 50);
      params.push(window.fetch, window.offset);
      const { rows } = await db.query<ChannelRow>(
        `select ${channelColumns} from channels c where ${where.join(" and ")}
       order by ${activity} desc, c.id limit $${params.length - 1} offset $${params.length}`,
        params,
      );
      return pageOf(rows.map(channelDocument), window);
    },
  );

  app.get<{ Params: { channelId: string } }>(
    "/api/app/messaging/channels/:channelId/messages",
    documented({
      summary: "A channel's messages, newest first, paged",
      query: MessageListQuery,
      response: pageSchema(MessageDocument),
    }),
    async (request) => {
      const caller = await callerOf(context, request);
      const query = decodeInput(MessageListQuery, request.query, "query");
      const channel = await findChannel(db, caller.hostId, request.params.channelId);
      if (!channel) throw notFound("The channel");
      // Newest first: page 1 is what a chat shows first; older pages load as the host scrolls up.
      const window = pageWindow(query.page, query.limit, 100);
      const { rows } = await db.query<MessageRow>(
        `select ${messageColumns} from messages g where g.host_id = $1 and g.channel_id = $2
       order by g.sent_at desc, g.seq desc, g.id desc limit $3 offset $4`,
        [caller.hostId, channel.id, window.fetch, window.offset],
      );
      return pageOf(rows.map(messageDocument), window);
    },
  );

  app.post(
    "/api/app/messaging/conversation",
    documented({
      summary: "Open, or find, the conversation of one of the host's bookings",
      body: ConversationPayload,
      response: ChannelDocument,
    }),
    async (request, reply) => {
      const caller = await callerOf(context, request);
      const payload = decodeInput(
        ConversationPayload,
        request.body === undefined ? {} : request.body,
        "body",
      );
      return runCommand(context, request, reply, caller, request.body, async (tx) => {
        const { rows } = await tx.query<BookingOfChannel>(
          `select id, booking_code, guest_name, guest_email from reservations
         where host_id = $1 and booking_code = $2 and not deleted order by id limit 1 for update`,
          [caller.hostId, payload.bookingCode],
        );
        const booking = rows[0];
        if (!booking) throw notFound("The booking");
        const { channelId } = await openBookingChannel(tx, caller.hostId, booking);
        return (await findChannel(tx, caller.hostId, channelId))!;
      });
    },
  );

  app.get(
    "/api/app/messaging/token",
    documented({ summary: "A short-lived token proving the host's chat session", response: ChatToken }),
    async (request) => {
      const caller = await callerOf(context, request);
      return context.chatTokens.signHost({ hostId: caller.hostId, accountId: caller.accountId });
    },
  );
}

/** Sending a host's message, and the channel's flags (archived, unread, favourite). */
export function messagingHandlers(): Pick<CommandHandlers, "sendMessage" | "setChannelFlags"> {
  return {
    sendMessage: {
      response: MessageDocument,
      run: (tx, { caller, params, body }) =>
        appendMessage(tx, {
          hostId: caller.hostId,
          channelId: params.channelId!,
          id: body.clientMessageId,
          authorRole: "host",
          body: body.body,
        }),
    },
    setChannelFlags: {
      response: ChannelDocument,
      run: async (tx, { caller, params, body: patch }) => {
        const channel = await findChannel(tx, caller.hostId, params.channelId!, true);
        if (!channel) throw notFound("The channel");
        const next = { ...channel, ...patch };
        // Nothing changes, nothing is written: no change number, no notice.
        if (
          next.archived === channel.archived &&
          next.unread === channel.unread &&
          next.favorited === channel.favorited
        )
          return channel;
        const seq = await nextChangeSeq(tx, caller.hostId);
        await tx.query(
          "update channels set archived = $3, unread = $4, favorited = $5, seq = $6 where host_id = $1 and id = $2",
          [caller.hostId, channel.id, next.archived, next.unread, next.favorited, seq],
        );
        return { ...next, seq };
      },
    },
  };
}
