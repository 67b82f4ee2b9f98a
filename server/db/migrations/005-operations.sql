-- Operations spec §3, §7 beyond reservations: reviews with the host's reply, the contact form, the
-- host's guest preferences, notification interactions and the bulk-switch tasks.

-- A guest's review of a unit. One public reply per review; `is_new` until the host marks the unit seen.
create table reviews (
  id text primary key,
  host_id text not null references hosts(id),
  unit_id text not null references units(id),
  reservation_id text references reservations(id),
  guest_name text not null,
  rating integer not null check (rating between 1 and 5),
  text text not null,
  reply text,
  replied_at timestamptz,
  is_new boolean not null default true,
  created_at timestamptz not null,
  seq bigint not null default 0
);
create index reviews_unit on reviews (host_id, unit_id, created_at desc, id);
create index reviews_host_seq_id on reviews (host_id, seq, id);

-- What the contact form sent; support reads these (no outgoing mail from this server).
create table contact_messages (
  id text primary key,
  host_id text not null references hosts(id),
  topic text not null,
  body text not null,
  page_id text not null,
  property_unit_id text references units(id),
  created_at timestamptz not null default now()
);
create index contact_messages_host on contact_messages (host_id, created_at);

-- One row per host; absent until the host first answers (read as no answers).
create table guest_preferences (
  host_id text primary key references hosts(id),
  booking_times jsonb not null default '[]',
  stay_durations jsonb not null default '[]',
  start_of_stay jsonb not null default '[]',
  group_sizes jsonb not null default '[]',
  language text check (language in ('hostLanguage', 'noPreference')),
  seq bigint not null default 0
);

-- Notification entries (listing spec §3) are the host's interactions: a key and whether it was acted on.
create table user_interactions (
  host_id text not null references hosts(id),
  interaction_type text not null,
  interacted boolean not null default false,
  created_at timestamptz not null,
  seq bigint not null default 0,
  primary key (host_id, interaction_type)
);

create table host_tasks (
  host_id text not null references hosts(id),
  type text not null check (type in ('bulk_switch_to_instant_booking', 'bulk_switch_to_other_booking_type')),
  status text not null check (status in ('not_started', 'in_progress', 'done', 'hidden')),
  seq bigint not null default 0,
  primary key (host_id, type)
);
