// The demo that `npm start` seeds on first start: an individual host with a single-unit and a
// multi-unit property, a company host with more units, a host whose account was migrated from the
// old platform (it sees the welcome tour), and a staff account. Dates are laid around
// the day of seeding, so the demo always has past, current and upcoming stays.
import { newHostFeatures } from "../../domain/user/new-host-features.ts";
import type { Database, Queryable } from "../db/database.ts";
import { hashPassword } from "../auth/passwords.ts";
import { generateHostActivity, type UnitSeed } from "./host-data.ts";
import { openBookingChannel, type BookingOfChannel } from "../data/channel-writes.ts";
import { seededRandom } from "./random.ts";

const demoPassword = "hearth-demo";

export const demoAccounts = {
  individual: { email: "anna@hearth.demo", password: demoPassword, hostId: "host-anna" },
  company: { email: "agency@hearth.demo", password: demoPassword, hostId: "host-alpine" },
  migrated: { email: "lena@hearth.demo", password: demoPassword, hostId: "host-lena" },
  staff: { email: "staff@hearth.demo", password: demoPassword },
} as const;

/** A guest of anna's with a current or upcoming stay: the guest chat's demo login (/guest/login). */
export const demoGuest = {
  bookingCode: "HBDEMO42",
  email: "guest@hearth.demo",
  hostId: "host-anna",
} as const;

export const demoCredentials = {
  hint: `Demo: ${demoAccounts.individual.email}, ${demoAccounts.company.email}, ${demoAccounts.migrated.email} or ${demoAccounts.staff.email}; password ${demoPassword}`,
  table: `  demo accounts (password "${demoPassword}"):
    individual host  ${demoAccounts.individual.email}
    company host     ${demoAccounts.company.email}
    migrated host    ${demoAccounts.migrated.email} (sees the welcome tour)
    staff            ${demoAccounts.staff.email} (acts as a host; recorded)
  guest chat (/guest/login): booking code ${demoGuest.bookingCode}, email ${demoGuest.email}`,
};

interface PropertyPlan {
  id: string;
  type: "single" | "multi";
  title: string;
  city: string;
  country: string;
  units: Array<{
    id: string;
    title: string;
    state: string;
    guests: number;
    bedrooms: number;
    size: number;
    price: number;
  }>;
}

const plans: Record<string, PropertyPlan[]> = {
  "host-anna": [
    {
      id: "prop-limone",
      type: "single",
      title: "Casa Limone",
      city: "Sorrento",
      country: "IT",
      units: [
        {
          id: "unit-limone",
          title: "Casa Limone",
          state: "PUBLISHED",
          guests: 4,
          bedrooms: 2,
          size: 85,
          price: 140,
        },
      ],
    },
    {
      id: "prop-adriana",
      type: "multi",
      title: "Villa Adriana",
      city: "Split",
      country: "HR",
      units: [
        {
          id: "unit-olive",
          title: "Apartment Olive",
          state: "PUBLISHED",
          guests: 4,
          bedrooms: 2,
          size: 62,
          price: 110,
        },
        {
          id: "unit-lavender",
          title: "Apartment Lavender",
          state: "PUBLISHED",
          guests: 2,
          bedrooms: 1,
          size: 41,
          price: 85,
        },
        {
          id: "unit-rosemary",
          title: "Studio Rosemary",
          state: "IN_PROGRESS",
          guests: 2,
          bedrooms: 1,
          size: 28,
          price: 70,
        },
        {
          id: "unit-fig",
          title: "Apartment Fig",
          state: "UNPUBLISHED",
          guests: 5,
          bedrooms: 2,
          size: 70,
          price: 120,
        },
      ],
    },
  ],
  "host-alpine": [
    {
      id: "prop-edelweiss",
      type: "multi",
      title: "Haus Edelweiss",
      city: "Garmisch-Partenkirchen",
      country: "DE",
      units: [
        {
          id: "unit-zugspitze",
          title: "Ferienwohnung Zugspitze",
          state: "PUBLISHED",
          guests: 6,
          bedrooms: 3,
          size: 95,
          price: 180,
        },
        {
          id: "unit-alpspitze",
          title: "Ferienwohnung Alpspitze",
          state: "PUBLISHED",
          guests: 4,
          bedrooms: 2,
          size: 68,
          price: 135,
        },
        {
          id: "unit-wank",
          title: "Ferienwohnung Wank",
          state: "PUBLISHED",
          guests: 2,
          bedrooms: 1,
          size: 38,
          price: 95,
        },
        {
          id: "unit-kramer",
          title: "Ferienwohnung Kramer",
          state: "UNDER_REVIEW",
          guests: 3,
          bedrooms: 1,
          size: 45,
          price: 105,
        },
        {
          id: "unit-kreuzeck",
          title: "Ferienwohnung Kreuzeck",
          state: "REJECTED_BY_STAFF",
          guests: 4,
          bedrooms: 2,
          size: 60,
          price: 120,
        },
      ],
    },
    {
      id: "prop-bergblick",
      type: "single",
      title: "Chalet Bergblick",
      city: "Grindelwald",
      country: "CH",
      units: [
        {
          id: "unit-bergblick",
          title: "Chalet Bergblick",
          state: "PUBLISHED",
          guests: 8,
          bedrooms: 4,
          size: 160,
          price: 320,
        },
      ],
    },
  ],
  "host-lena": [
    {
      id: "prop-duene",
      type: "single",
      title: "Haus Düne",
      city: "Sankt Peter-Ording",
      country: "DE",
      units: [
        {
          id: "unit-duene",
          title: "Haus Düne",
          state: "PUBLISHED",
          guests: 5,
          bedrooms: 2,
          size: 85,
          price: 160,
        },
      ],
    },
  ],
};

export async function seedDemoIfEmpty(db: Database, now = Date.now()): Promise<boolean> {
  const existing = await db.query<{ n: string }>("select count(*)::text as n from accounts");
  if (Number(existing.rows[0]?.n) > 0) return false;
  const today = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate(),
  );
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into hosts (id, type, email, first_name, last_name, company_name, alias, locale, account_source, app_features)
       values ($1, 'individual', $2, 'Anna', 'Berger', null, null, 'en_US', null, $4),
              ($3, 'company', $5, null, null, 'Alpine Stays GmbH', null, 'de_DE', null, $8),
              ($6, 'individual', $7, 'Lena', 'Vogel', null, null, 'en_US', 'migrated', $4)`,
      [
        demoAccounts.individual.hostId,
        demoAccounts.individual.email,
        demoAccounts.company.hostId,
        JSON.stringify(newHostFeatures),
        demoAccounts.company.email,
        demoAccounts.migrated.hostId,
        demoAccounts.migrated.email,
        // The agency pays a fixed fee rather than commission, so it files its own DAC7 report.
        JSON.stringify({ ...newHostFeatures, commissionApplicable: false }),
      ],
    );
    const hash = hashPassword(demoPassword);
    await tx.query(
      `insert into accounts (id, email, password_hash, role, host_id, display_name) values
        ('acct-anna', $1, $4, 'host', $5, 'Anna Berger'),
        ('acct-alpine', $2, $4, 'host', $6, 'Alpine Stays GmbH'),
        ('acct-staff', $3, $4, 'staff', null, 'Hearth Support'),
        ('acct-lena', $7, $4, 'host', $8, 'Lena Vogel')`,
      [
        demoAccounts.individual.email,
        demoAccounts.company.email,
        demoAccounts.staff.email,
        hash,
        demoAccounts.individual.hostId,
        demoAccounts.company.hostId,
        demoAccounts.migrated.email,
        demoAccounts.migrated.hostId,
      ],
    );
    let seed = 7;
    for (const [hostId, properties] of Object.entries(plans)) {
      await seedHostPortfolio(tx, { hostId, properties, today, random: seededRandom(seed++) });
      await seedReviewsAndNotifications(tx, hostId);
    }
    await seedDemoGuest(tx, today);
    await seedAnnaSubscriptions(tx, demoAccounts.individual.hostId);
  });
  return true;
}

async function seedHostPortfolio(
  tx: Queryable,
  options: {
    hostId: string;
    properties: PropertyPlan[];
    today: number;
    random: ReturnType<typeof seededRandom>;
  },
): Promise<void> {
  const { hostId, properties, today, random } = options;
  const units: UnitSeed[] = [];
  for (const p of properties) {
    const state = p.units.some((u) => u.state === "PUBLISHED") ? "PUBLISHED" : "IN_PROGRESS";
    await tx.query(
      "insert into properties (id, host_id, property_type, title, state, city, country_code) values ($1, $2, $3, $4, $5, $6, $7)",
      [p.id, hostId, p.type, p.title, state, p.city, p.country],
    );
    for (const u of p.units) {
      await tx.query(
        `insert into units (id, host_id, property_id, title, state, guests, bedroom_count, property_size, price)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [u.id, hostId, p.id, u.title, u.state, u.guests, u.bedrooms, u.size, u.price],
      );
      units.push({ id: u.id, published: u.state === "PUBLISHED", basePrice: u.price });
    }
  }
  const activity = generateHostActivity({
    random,
    units,
    today,
    daysBack: 150,
    daysAhead: 240,
    idPrefix: hostId.replace("host-", ""),
  });
  await insertHostActivity(tx, hostId, activity);
}

/** Bulk insert through jsonb_to_recordset: one statement per table, however many rows. */
export async function insertHostActivity(
  tx: Queryable,
  hostId: string,
  activity: ReturnType<typeof generateHostActivity>,
): Promise<void> {
  let seq = 0;
  const withSeq = <T extends object>(rows: T[]) => rows.map((row) => ({ ...row, seq: ++seq }));
  await tx.query(
    `insert into reservations (id, host_id, kind, unit_id, status, check_in, check_out, guest_name, guest_email, guest_count, total_price, currency, created_at, booking_code, seq)
     select id, $1, kind, unit_id, status, check_in, check_out, guest_name, guest_email, guest_count, total_price, currency, created_at, booking_code, seq
     from jsonb_to_recordset($2::jsonb) as x(id text, kind text, unit_id text, status text, check_in date, check_out date, guest_name text,
       guest_email text, guest_count int, total_price numeric, currency text, created_at timestamptz, booking_code text, seq bigint)`,
    [hostId, JSON.stringify(withSeq(activity.reservations))],
  );
  await tx.query(
    `insert into unavailabilities (id, host_id, unit_id, date_from, date_to, source, seq)
     select id, $1, unit_id, date_from, date_to, source, seq
     from jsonb_to_recordset($2::jsonb) as x(id text, unit_id text, date_from date, date_to date, source text, seq bigint)`,
    [hostId, JSON.stringify(withSeq(activity.blocks))],
  );
  await tx.query(
    `insert into channels (id, host_id, type, reservation_id, booking_code, guest_name, guest_email, unread, last_message_at, created_at, seq)
     select id, $1, 'messaging', reservation_id, booking_code, guest_name, guest_email, unread, last_message_at, last_message_at, seq
     from jsonb_to_recordset($2::jsonb) as x(id text, reservation_id text, booking_code text, guest_name text, guest_email text,
       unread boolean, last_message_at timestamptz, seq bigint)`,
    [hostId, JSON.stringify(withSeq(activity.channels.map(({ messages: _m, ...c }) => c)))],
  );
  await insertChannelMembers(tx, hostId);
  const messages = activity.channels.flatMap((c) => c.messages.map((m) => ({ ...m, channel_id: c.id })));
  await tx.query(
    `insert into messages (id, host_id, channel_id, author_role, body, sent_at, seq)
     select id, $1, channel_id, author_role, body, sent_at, seq
     from jsonb_to_recordset($2::jsonb) as x(id text, channel_id text, author_role text, body text, sent_at timestamptz, seq bigint)`,
    [hostId, JSON.stringify(withSeq(messages))],
  );
  await tx.query("update hosts set change_seq = greatest(change_seq, $2) where id = $1", [hostId, seq]);
}

/** The host and the booking's guest are the members of every seeded channel (operations spec §6). */
export async function insertChannelMembers(tx: Queryable, hostId: string): Promise<void> {
  await tx.query(
    `insert into channel_members (channel_id, host_id, member_kind, member_id, display_name)
     select c.id, c.host_id, 'host', c.host_id,
       coalesce(h.company_name, nullif(trim(concat_ws(' ', h.first_name, h.last_name)), ''), h.email)
     from channels c join hosts h on h.id = c.host_id
     where c.host_id = $1
     on conflict do nothing`,
    [hostId],
  );
  await tx.query(
    `insert into channel_members (channel_id, host_id, member_kind, member_id, display_name)
     select c.id, c.host_id, 'guest', lower(c.guest_email), c.guest_name
     from channels c where c.host_id = $1 and c.guest_email is not null
     on conflict do nothing`,
    [hostId],
  );
}

/**
 * Gives anna's first current or upcoming confirmed booking the demo guest's code and email, so a
 * person can try the guest chat, and makes sure its conversation exists with a first exchange.
 */
async function seedDemoGuest(tx: Queryable, today: number): Promise<void> {
  const { hostId, bookingCode, email } = demoGuest;
  const { rows } = await tx.query<BookingOfChannel>(
    `update reservations set booking_code = $2, guest_email = $3
     where id = (select id from reservations where host_id = $1 and kind = 'booking' and status = 'CONFIRMED'
                 and check_out > $4::date order by check_in, id limit 1)
     returning id, booking_code, guest_name, guest_email`,
    [hostId, bookingCode, email, new Date(today).toISOString().slice(0, 10)],
  );
  const booking = rows[0];
  if (!booking) return;
  const { channelId, opened } = await openBookingChannel(tx, hostId, booking);
  await tx.query("update channels set booking_code = $3, guest_email = $4 where host_id = $1 and id = $2", [
    hostId,
    channelId,
    bookingCode,
    email,
  ]);
  await tx.query(
    "update channel_members set member_id = $2 where channel_id = $1 and member_kind = 'guest'",
    [channelId, email],
  );
  if (!opened) return;
  await tx.query(
    `insert into messages (id, host_id, channel_id, author_role, body, sent_at, seq)
     select 'demo-guest-msg-1', $1, $2, 'guest', 'Hello! Is early check-in possible on our arrival day?', now(), h.change_seq
     from hosts h where h.id = $1`,
    [hostId, channelId],
  );
  await tx.query("update channels set unread = true where host_id = $1 and id = $2", [hostId, channelId]);
}

const reviewTexts = [
  "Spotless and exactly as described. We would come back any time.",
  "Great location, the host answered within minutes.",
  "Lovely stay; the beds were a little soft for us.",
  "Quiet, warm and well equipped. The kids loved the garden.",
  "Check-in was easy and the view is even better than the photos.",
];

/**
 * Reviews of the host's last finished stays (up to four per unit, the newest unseen, the older
 * ones answered) and a few notification entries, so the reviews and notification screens have
 * something to show. One change number covers them all: they are one write.
 */
async function seedReviewsAndNotifications(tx: Queryable, hostId: string): Promise<void> {
  const { rows } = await tx.query<{ change_seq: string }>(
    "update hosts set change_seq = change_seq + 1 where id = $1 returning change_seq",
    [hostId],
  );
  const seq = Number(rows[0]?.change_seq);
  await tx.query(
    `insert into reviews (id, host_id, unit_id, reservation_id, guest_name, rating, text, reply, replied_at, is_new, created_at, seq)
     select 'rev-' || id, host_id, unit_id, id, guest_name, 3 + (abs(hashtext(id)) % 3),
       ($3::text[])[1 + abs(hashtext(id || 't')) % array_length($3::text[], 1)],
       case when rn >= 3 then 'Thank you for staying with us!' end,
       case when rn >= 3 then check_out + interval '3 days' end,
       rn = 1, check_out + interval '1 day', $2
     from (select r.*, row_number() over (partition by r.unit_id order by r.check_out desc, r.id) as rn
           from reservations r
           where r.host_id = $1 and r.kind = 'booking' and r.status <> 'CANCELLED' and r.check_out < current_date) s
     where rn <= 4`,
    [hostId, seq, reviewTexts],
  );
  const { rows: units } = await tx.query<{ id: string }>(
    "select id from units where host_id = $1 and state = 'PUBLISHED' order by id limit 1",
    [hostId],
  );
  const entries = [
    { key: "notification:describeIdealGuest", interacted: false, daysAgo: 1 },
    { key: "notification:instantBookingSome", interacted: false, daysAgo: 3 },
    ...(units[0]
      ? [{ key: `notification:discountPromotion:${units[0].id}`, interacted: true, daysAgo: 9 }]
      : []),
  ];
  await tx.query(
    `insert into user_interactions (host_id, interaction_type, interacted, created_at, seq)
     select $1, x.key, x.interacted, now() - make_interval(days => x.days_ago), $2
     from jsonb_to_recordset($3::jsonb) as x(key text, interacted boolean, days_ago int)`,
    [
      hostId,
      seq,
      JSON.stringify(entries.map((e) => ({ key: e.key, interacted: e.interacted, days_ago: e.daysAgo }))),
    ],
  );
}

/**
 * Anna pays for two units (one renewing, one trial that ends in two days and will not renew) and
 * has a coin subscription with two boosts left; Alpine has none, so both screens have a case.
 */
async function seedAnnaSubscriptions(tx: Queryable, hostId: string): Promise<void> {
  const { rows } = await tx.query<{ change_seq: string }>(
    "update hosts set change_seq = change_seq + 1 where id = $1 returning change_seq",
    [hostId],
  );
  const seq = Number(rows[0]?.change_seq);
  await tx.query(
    `insert into subscriptions (id, host_id, unit_id, plan_item_price_id, status, cancellation_scheduled, current_term_end, seq) values
      ('sub-anna-limone', $1, 'unit-limone', 'hearth-standard-EUR-monthly', 'active', false, current_date + 20, $2),
      ('sub-anna-olive', $1, 'unit-olive', 'hearth-basic-EUR-monthly', 'in_trial', true, current_date + 2, $2)`,
    [hostId, seq],
  );
  await tx.query(
    `insert into coin_subscriptions (host_id, expiration_date, leads_total, leads_used, unit_publish_quota, unit_publish_used,
       boost_quota, boost_used, boost_cost, seq)
     values ($1, current_date + 90, 20, 5, 10, 3, 2, 0, 1, $2)`,
    [hostId, seq],
  );
  // The user info tells the client whether coins are on; a host who holds coins has them on.
  await tx.query("update hosts set is_coin_subscription_enabled = true where id = $1", [hostId]);
}
