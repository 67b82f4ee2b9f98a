// The inbox benchmark's data: one host with 10,000 channels and 200,000 messages, added on
// request, never by the default seeds (so `npm run seed` and the demo stay as fast as they were).
// Everything is generated inside PostgreSQL with generate_series, one statement per table, which
// inserts 200,000 messages in seconds where row-by-row inserts take minutes.
//
// Why the shape is realistic: channels are tied to the host's bookings first (one per booking, as
// a real inbox), the rest are open questions and a few marketing channels; about 20 messages per
// channel alternate guest and host, the last one from the guest; last activity is spread over 13
// months, so about 1 channel in 13 falls outside the spec's 12-month window; some channels are
// archived, favourited or unread, as a host's inbox is.
import { analyzeIfEmbedded } from "../db/planner-statistics.ts";
import type { Database } from "../db/database.ts";
import { insertChannelMembers } from "./demo-seed.ts";
import { firstNames, guestLines, hostLines, lastNames } from "./host-data.ts";

export interface LargeMessagingOptions {
  readonly hostId: string;
  readonly channels?: number;
  readonly messages?: number;
  /** The moment the activity is laid back from (milliseconds); now by default. */
  readonly now?: number;
}

/** 13 months of minutes, over which channels' last activity is spread. */
const spreadMinutes = 395 * 24 * 60;

/** A channel's last message time, the same expression in both statements so messages end on it. */
const lastMessageAt = (i: string) =>
  `($2::timestamptz - ((${i}::bigint * 7919) % ${spreadMinutes}) * interval '1 minute')`;

export async function seedLargeMessaging(
  db: Database,
  options: LargeMessagingOptions,
): Promise<{ channels: number; messages: number; seconds: number }> {
  const started = performance.now();
  const channels = options.channels ?? 10_000;
  const messages = options.messages ?? 200_000;
  const now = new Date(options.now ?? Date.now()).toISOString();
  const prefix = options.hostId.replace(/[^A-Za-z0-9-]/g, "").slice(0, 24);
  await db.transaction(async (tx) => {
    const host = await tx.query<{ change_seq: string }>(
      "select change_seq::text as change_seq from hosts where id = $1 for update",
      [options.hostId],
    );
    if (!host.rows[0]) throw new Error(`no host ${options.hostId}`);
    const base = Number(host.rows[0].change_seq);
    await tx.query(
      `insert into channels (id, host_id, type, reservation_id, booking_code, guest_name, guest_email,
         archived, unread, favorited, last_message_at, created_at, seq)
       select 'mch-' || $3 || '-' || i, $1,
         case when i % 25 = 0 then 'marketing' else 'messaging' end,
         case when i % 25 = 0 then null else r.id end,
         coalesce(case when i % 25 = 0 then null else r.booking_code end, 'HB' || upper(substr(md5($3 || i), 1, 6))),
         coalesce(case when i % 25 = 0 then null else r.guest_name end,
           ($5::text[])[1 + i % cardinality($5::text[])] || ' ' || ($6::text[])[1 + (i / 7) % cardinality($6::text[])]),
         coalesce(case when i % 25 = 0 then null else r.guest_email end, 'guest' || i || '@guest.example'),
         i % 9 = 0, i % 5 = 0, i % 13 = 0,
         ${lastMessageAt("i")}, ${lastMessageAt("i")} - interval '30 days', $4::bigint + i
       from generate_series(1, $7::int) as i
       left join (
         select r.id, r.booking_code, r.guest_name, r.guest_email, row_number() over (order by r.created_at desc, r.id) as n
         from reservations r
         where r.host_id = $1 and not r.deleted
           and not exists (select 1 from channels c where c.host_id = r.host_id and c.reservation_id = r.id)
       ) r on r.n = i`,
      [options.hostId, now, prefix, base, firstNames, lastNames, channels],
    );
    // Message j belongs to channel 1 + (j - 1) % N at position k = (j - 1) / N of that channel's
    // `count` messages; the last one (from the guest) is sent at the channel's lastMessageAt.
    await tx.query(
      `insert into messages (id, host_id, channel_id, author_role, body, sent_at, seq)
       select 'mmsg-' || $3 || '-' || j, $1, 'mch-' || $3 || '-' || ci,
         case when (cnt - 1 - k) % 2 = 0 then 'guest' else 'host' end,
         case when (cnt - 1 - k) % 2 = 0 then ($5::text[])[1 + j % cardinality($5::text[])]
              else ($6::text[])[1 + j % cardinality($6::text[])] end,
         ${lastMessageAt("ci")} - (cnt - 1 - k) * interval '47 minutes',
         $4::bigint + $7 + j
       from (
         select j, 1 + (j - 1) % $7 as ci, (j - 1) / $7 as k,
           $8::int / $7 + case when 1 + (j - 1) % $7 <= $8::int % $7 then 1 else 0 end as cnt
         from generate_series(1, $8::int) as j
       ) m`,
      [options.hostId, now, prefix, base, guestLines, hostLines, channels, messages],
    );
    await insertChannelMembers(tx, options.hostId);
    await tx.query("update hosts set change_seq = $2 where id = $1", [
      options.hostId,
      base + channels + messages,
    ]);
  });
  // A bulk load changes the tables' sizes by orders of magnitude: plan the next reads with that.
  await analyzeIfEmbedded(db);
  return { channels, messages, seconds: (performance.now() - started) / 1000 };
}
