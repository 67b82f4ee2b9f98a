// The writes of messaging, shared by the host's inbox, the guest's chat and the seed. Each takes the
// host's next change number, so the feed and the live stream carry it. Lock order, as everywhere:
// the channel row first, then the host's change-sequence row.
import { randomUUID } from "node:crypto";
import type { Queryable } from "../db/database.ts";
import { problemTypes } from "../../domain/errors/error-body.ts";
import type { MessageDocument } from "../../domain/messaging/message-document.ts";
import { HttpProblem } from "../http/problem.ts";
import { nextChangeSeq } from "./change-sequence.ts";
import { findChannel, messageColumns, messageDocument, type MessageRow, type StoredMessage } from "./channel-rows.ts";

export interface BookingOfChannel {
  readonly id: string;
  readonly booking_code: string;
  readonly guest_name: string;
  readonly guest_email: string;
}

/** The host's name as the guest sees it and as inbox search matches it. */
export const hostNameSql = `coalesce(h.company_name, nullif(trim(concat_ws(' ', h.first_name, h.last_name)), ''), h.email)`;

/**
 * The channel of a booking: found, or opened with the host and the guest as members and a system
 * message saying so. Every channel the server opens starts with a message, so its lastMessageAt is
 * never null (the local store indexes it).
 */
export async function openBookingChannel(
  tx: Queryable,
  hostId: string,
  booking: BookingOfChannel,
): Promise<{ channelId: string; opened: boolean }> {
  const found = await tx.query<{ id: string }>(
    "select id from channels where host_id = $1 and reservation_id = $2",
    [hostId, booking.id],
  );
  if (found.rows[0]) return { channelId: found.rows[0].id, opened: false };
  const channelId = `ch-${randomUUID()}`;
  const seq = await nextChangeSeq(tx, hostId);
  // Two openings racing: the unique (host, reservation) index lets one insert through.
  const inserted = await tx.query<{ id: string }>(
    `insert into channels (id, host_id, type, reservation_id, booking_code, guest_name, guest_email, last_message_at, created_at, seq)
     values ($1, $2, 'messaging', $3, $4, $5, $6, now(), now(), $7)
     on conflict (host_id, reservation_id) where reservation_id is not null do nothing returning id`,
    [channelId, hostId, booking.id, booking.booking_code, booking.guest_name, booking.guest_email, seq],
  );
  if (!inserted.rows[0]) {
    const again = await tx.query<{ id: string }>(
      "select id from channels where host_id = $1 and reservation_id = $2",
      [hostId, booking.id],
    );
    return { channelId: again.rows[0]!.id, opened: false };
  }
  await tx.query(
    `insert into channel_members (channel_id, host_id, member_kind, member_id, display_name)
     select $1, h.id, 'host', h.id, ${hostNameSql} from hosts h where h.id = $2
     union all select $1, $2, 'guest', lower($3), $4`,
    [channelId, hostId, booking.guest_email, booking.guest_name],
  );
  await tx.query(
    `insert into messages (id, host_id, channel_id, author_role, body, sent_at, seq)
     values ($1, $2, $3, 'system', $4, now(), $5)`,
    [`sys-${randomUUID()}`, hostId, channelId, `Conversation about booking ${booking.booking_code}.`, seq],
  );
  return { channelId, opened: true };
}

/**
 * Stores a message under the id its client made. Sending the same id again with the same text in
 * the same channel by the same author answers the stored message and changes nothing; the same id
 * with anything else is a 409, so a message is never stored twice nor silently replaced.
 */
export async function appendMessage(
  tx: Queryable,
  message: {
    hostId: string;
    channelId: string;
    id: string;
    authorRole: Exclude<MessageDocument["authorRole"], "system">;
    body: string;
  },
): Promise<StoredMessage> {
  const channel = await findChannel(tx, message.hostId, message.channelId, true);
  if (!channel) throw new HttpProblem(404, problemTypes.notFound, "Not found", "The channel was not found.");
  const existing = await tx.query<MessageRow & { author_role: string }>(
    `select ${messageColumns} from messages g where g.host_id = $1 and g.id = $2`,
    [message.hostId, message.id],
  );
  const stored = existing.rows[0];
  if (stored) {
    if (stored.channel_id === message.channelId && stored.body === message.body && stored.author_role === message.authorRole)
      return messageDocument(stored);
    throw new HttpProblem(
      409,
      problemTypes.conflict,
      "Conflict",
      "This clientMessageId was already used for another message.",
    );
  }
  const seq = await nextChangeSeq(tx, message.hostId);
  const { rows } = await tx.query<MessageRow>(
    `insert into messages as g (id, host_id, channel_id, author_role, body, sent_at, seq)
     values ($1, $2, $3, $4, $5, now(), $6) returning ${messageColumns}`,
    [message.id, message.hostId, message.channelId, message.authorRole, message.body, seq],
  );
  // A guest's message makes the channel unread for the host (spec §6); either one moves it up the inbox.
  await tx.query(
    `update channels set last_message_at = greatest(last_message_at, now()), seq = $3,
       unread = unread or $4
     where host_id = $1 and id = $2`,
    [message.hostId, message.channelId, seq, message.authorRole === "guest"],
  );
  return messageDocument(rows[0]!);
}
