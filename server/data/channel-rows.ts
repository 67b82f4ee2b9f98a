// Reads channels and messages as the documents of the sync feed and of the messaging answers.
// A host holds only the channels it is a member of (operations spec §6); messages follow their channel.
import type { Queryable } from "../db/database.ts";
import type { ChannelDocument, ChannelId } from "../../domain/messaging/channel-document.ts";
import type { MessageDocument, MessageId } from "../../domain/messaging/message-document.ts";
import type { JsonFeedBatch } from "./feed-collection.ts";
import { parseJsonFeedBatch, storedDocumentsAfter, storedDocumentsAfterSql } from "./stored-feed-documents.ts";

const isoUtc = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface ChannelRow {
  id: string;
  type: ChannelDocument["type"];
  booking_code: string | null;
  guest_name: string;
  archived: boolean;
  unread: boolean;
  favorited: boolean;
  last_message_at: string | null;
  seq: string;
}

export const channelColumns = `c.id, c.type, c.booking_code, c.guest_name, c.archived, c.unread, c.favorited,
  ${isoUtc("c.last_message_at")} as last_message_at, c.seq::text as seq`;

/** The host is a member of channel `alias`: the one rule behind every host read of a channel. */
export const hostIsMemberOf = (alias: string) => `exists (select 1 from channel_members m
  where m.channel_id = ${alias}.id and m.member_kind = 'host' and m.member_id = ${alias}.host_id)`;

export const hostIsMember = hostIsMemberOf("c");

export function channelDocument(row: ChannelRow): ChannelDocument {
  return {
    id: row.id as ChannelId,
    type: row.type,
    bookingCode: row.booking_code,
    guestName: row.guest_name,
    archived: row.archived,
    unread: row.unread,
    favorited: row.favorited,
    lastMessageAt: row.last_message_at,
    seq: Number(row.seq),
  };
}

export interface MessageRow {
  id: string;
  channel_id: string;
  author_role: MessageDocument["authorRole"];
  body: string;
  sent_at: string;
  seq: string;
}

export const messageColumns = `g.id, g.channel_id, g.author_role, g.body, ${isoUtc("g.sent_at")} as sent_at, g.seq::text as seq`;

/** A message as the server stores it: always with its change number, never pending. */
export type StoredMessage = MessageDocument & { readonly seq: number };

export function messageDocument(row: MessageRow): StoredMessage {
  return {
    id: row.id as MessageId,
    channelId: row.channel_id as ChannelId,
    authorRole: row.author_role,
    body: row.body,
    sentAt: row.sent_at,
    seq: Number(row.seq),
  };
}

export async function findChannel(
  db: Queryable,
  hostId: string,
  id: string,
  lock = false,
): Promise<ChannelDocument | undefined> {
  const { rows } = await db.query<ChannelRow>(
    `select ${channelColumns} from channels c where c.host_id = $1 and c.id = $2 and ${hostIsMember}${lock ? " for update of c" : ""}`,
    [hostId, id],
  );
  return rows[0] ? channelDocument(rows[0]) : undefined;
}

/** The feed's batch of channels, from the documents the database keeps per row (migration 011). */
const channelsAfterSql = storedDocumentsAfterSql("channels", hostIsMemberOf("x"));

export function channelsAfterAsJson(
  db: Queryable,
  hostId: string,
  after: { seq: number; id: string },
  limit: number,
): Promise<JsonFeedBatch> {
  return storedDocumentsAfter(db, channelsAfterSql, hostId, after, limit);
}

export async function channelsAfter(
  db: Queryable,
  hostId: string,
  after: { seq: number; id: string },
  limit: number,
): Promise<Array<ChannelDocument & { _deleted: boolean }>> {
  // Channels are never deleted (archiving is a flag), so the feed has no tombstones for them.
  return parseJsonFeedBatch(await channelsAfterAsJson(db, hostId, after, limit));
}

export async function countChannelsAfter(
  db: Queryable,
  hostId: string,
  after: { seq: number; id: string },
): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `select count(*)::text as n from channels c where c.host_id = $1 and (c.seq, c.id) > ($2, $3) and ${hostIsMember}`,
    [hostId, after.seq, after.id],
  );
  return Number(rows[0]?.n ?? 0);
}

const messageOfMemberChannelOf = (alias: string) => `exists (select 1 from channel_members m
  where m.channel_id = ${alias}.channel_id and m.member_kind = 'host' and m.member_id = ${alias}.host_id)`;
const messageOfMemberChannel = messageOfMemberChannelOf("g");

/** The feed's batch of messages, from the documents the database keeps per row (migration 011). */
const messagesAfterSql = storedDocumentsAfterSql("messages", messageOfMemberChannelOf("x"));

export function messagesAfterAsJson(
  db: Queryable,
  hostId: string,
  after: { seq: number; id: string },
  limit: number,
): Promise<JsonFeedBatch> {
  return storedDocumentsAfter(db, messagesAfterSql, hostId, after, limit);
}

export async function messagesAfter(
  db: Queryable,
  hostId: string,
  after: { seq: number; id: string },
  limit: number,
): Promise<Array<StoredMessage & { _deleted: boolean }>> {
  // Messages are never deleted or edited: no tombstones.
  return parseJsonFeedBatch(await messagesAfterAsJson(db, hostId, after, limit));
}

export async function countMessagesAfter(
  db: Queryable,
  hostId: string,
  after: { seq: number; id: string },
): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `select count(*)::text as n from messages g where g.host_id = $1 and (g.seq, g.id) > ($2, $3) and ${messageOfMemberChannel}`,
    [hostId, after.seq, after.id],
  );
  return Number(rows[0]?.n ?? 0);
}
