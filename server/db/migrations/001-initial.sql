-- Accounts sign in; hosts own data. A staff account owns nothing and may act as a host.
create table accounts (
  id text primary key,
  email text not null unique,
  password_hash text not null,
  role text not null check (role in ('host', 'staff')),
  host_id text,
  display_name text not null
);

create table hosts (
  id text primary key,
  type text not null check (type in ('individual', 'company')),
  email text not null,
  first_name text,
  last_name text,
  company_name text,
  alias text,
  locale text not null default 'en_US',
  status text not null default 'active',
  onboarding_status text not null default 'finished',
  kyc_initiated boolean not null default false,
  commercial_model text not null default 'commission',
  account_source text,
  app_features jsonb not null,
  is_coin_subscription_enabled boolean not null default false,
  -- Every write to the host's data takes the next number; pull checkpoints are these numbers.
  change_seq bigint not null default 0
);

create table properties (
  id text primary key,
  host_id text not null references hosts(id),
  property_type text not null check (property_type in ('single', 'multi')),
  title text not null,
  state text not null,
  city text not null,
  country_code text not null,
  seq bigint not null default 0
);
create index properties_host on properties (host_id);

create table units (
  id text primary key,
  host_id text not null references hosts(id),
  property_id text not null references properties(id),
  title text not null,
  state text not null,
  guests integer not null,
  bedroom_count integer not null,
  property_size integer not null,
  calendar_status text not null default 'AVAILABLE',
  seq bigint not null default 0
);
create index units_host on units (host_id);

-- Booking requests, bookings and inquiries share one table: they are all reservations of a unit.
create table reservations (
  id text primary key,
  host_id text not null references hosts(id),
  kind text not null check (kind in ('booking_request', 'booking', 'inquiry')),
  unit_id text not null references units(id),
  status text not null,
  check_in date not null,
  check_out date not null,
  guest_name text not null,
  guest_email text not null,
  guest_count integer not null,
  total_price numeric(12, 2) not null,
  currency text not null default 'EUR',
  created_at timestamptz not null,
  booking_code text not null,
  source_request_id text,
  decision jsonb,
  seq bigint not null default 0,
  deleted boolean not null default false,
  check (check_out > check_in)
);
create index reservations_host_seq on reservations (host_id, seq);
create index reservations_host_kind_status on reservations (host_id, kind, status, check_in);
create index reservations_unit_dates on reservations (unit_id, check_in, check_out);

create table unavailabilities (
  id text primary key,
  host_id text not null references hosts(id),
  unit_id text not null references units(id),
  date_from date not null,
  date_to date not null,
  source text not null check (source in ('manual', 'external', 'automated_block')),
  seq bigint not null default 0,
  deleted boolean not null default false,
  check (date_to > date_from)
);
create index unavailabilities_host_seq on unavailabilities (host_id, seq);
create index unavailabilities_unit on unavailabilities (unit_id, date_from);

create table channels (
  id text primary key,
  host_id text not null references hosts(id),
  type text not null check (type in ('marketing', 'messaging')),
  reservation_id text references reservations(id),
  booking_code text,
  guest_name text not null,
  archived boolean not null default false,
  unread boolean not null default false,
  favorited boolean not null default false,
  last_message_at timestamptz not null,
  seq bigint not null default 0
);
create index channels_host_seq on channels (host_id, seq);

create table messages (
  id text primary key,
  host_id text not null references hosts(id),
  channel_id text not null references channels(id),
  author_role text not null check (author_role in ('host', 'guest')),
  body text not null,
  sent_at timestamptz not null,
  seq bigint not null default 0
);
create index messages_channel on messages (channel_id, sent_at);

-- Command answers by Idempotency-Key, per host: a replay returns the stored answer.
create table idempotency_keys (
  host_id text not null,
  key text not null,
  request_hash text not null,
  response_status integer not null,
  response_body text not null,
  created_at timestamptz not null default now(),
  primary key (host_id, key)
);

-- Staff acting as hosts, for the audit trail.
create table impersonation_audit (
  id bigserial primary key,
  staff_account_id text not null,
  host_id text not null,
  at timestamptz not null default now()
);

-- The embedded identity provider's grants, sessions, codes and tokens.
create table oidc_models (
  kind text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  primary key (kind, id)
);
create index oidc_models_grant on oidc_models (grant_id);
create index oidc_models_uid on oidc_models (uid);

-- Signing keys and cookie secrets, made on first start and kept.
create table server_secrets (
  name text primary key,
  value jsonb not null
);
