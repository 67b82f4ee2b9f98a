-- Listing spec §7: uploaded files (unit photos, identity documents, the user image) kept in the
-- file store and recorded here, the host's billing tag, and the provider's hosted checkout pages
-- (subscription/in_progress).
create table uploads (
  id text primary key,
  host_id text not null references hosts(id),
  kind text not null check (kind in ('unit_photo', 'user_image', 'identity_document')),
  unit_id text references units(id),
  document_type text,
  document_index integer,
  mime_type text not null,
  byte_size integer not null check (byte_size > 0),
  width integer,
  height integer,
  sha256 text not null,
  storage_key text not null unique,
  created_at timestamptz not null default now(),
  check ((kind = 'unit_photo') = (unit_id is not null)),
  check ((kind = 'identity_document') = (document_type is not null and document_index is not null))
);
create index uploads_host_kind on uploads (host_id, kind, unit_id, created_at);
create unique index uploads_one_user_image on uploads (host_id) where kind = 'user_image';
create unique index uploads_one_document_slot on uploads (host_id, document_type, document_index) where kind = 'identity_document';

alter table hosts add column billing_tag text;

create table hosted_checkouts (
  id text primary key,
  host_id text not null references hosts(id),
  unit_id text not null references units(id),
  plan_item_price_id text not null,
  amount_cents integer not null check (amount_cents > 0),
  currency text not null,
  state text not null check (state in ('created', 'succeeded', 'applied')),
  subscription_id text,
  payment_id text,
  created_at timestamptz not null default now()
);
create index hosted_checkouts_host on hosted_checkouts (host_id);
