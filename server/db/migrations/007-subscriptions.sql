-- Listing spec §3, §4, §7: per-unit subscriptions with plan changes scheduled for the end of the
-- term, the host's coin subscription (leads, unit-publish credits, boosts), and the payments the
-- payment provider took.
create table subscriptions (
  id text primary key,
  host_id text not null references hosts(id),
  unit_id text not null references units(id),
  plan_item_price_id text not null,
  status text not null check (status in ('in_trial', 'active', 'cancelled')),
  cancellation_scheduled boolean not null default false,
  cancel_reason text,
  current_term_end date not null,
  scheduled_plan_item_price_id text,
  seq bigint not null default 0
);
create index subscriptions_host_unit on subscriptions (host_id, unit_id);

create table coin_subscriptions (
  host_id text primary key references hosts(id),
  expiration_date date not null,
  leads_total integer not null,
  leads_used integer not null default 0,
  unit_publish_quota integer not null,
  unit_publish_used integer not null default 0,
  boost_quota integer not null,
  boost_used integer not null default 0,
  boost_cost integer not null default 1,
  seq bigint not null default 0
);

create table boost_periods (
  id text primary key,
  host_id text not null references hosts(id),
  start_date date not null,
  end_date date not null,
  payment_id text,
  seq bigint not null default 0,
  check (end_date > start_date)
);
create index boost_periods_host on boost_periods (host_id, start_date);

create table payments (
  id text primary key,
  host_id text not null references hosts(id),
  provider text not null,
  amount_cents integer not null check (amount_cents > 0),
  currency text not null,
  description text not null,
  created_at timestamptz not null default now()
);
