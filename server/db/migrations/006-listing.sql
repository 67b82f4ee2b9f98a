-- Listing spec §3, §7: a unit's listing progress, default booking type and regional requirements,
-- and its promotions.
alter table units add column completed_listing_steps jsonb not null default '[]';
alter table units add column booking_type text check (booking_type in ('onLine', 'onRequest'));
alter table units add column regional_requirements jsonb;

-- One row per promotion a host switched on or off; a configured type without a row is inactive.
create table unit_promotions (
  host_id text not null references hosts(id),
  unit_id text not null references units(id),
  type text not null,
  state text not null check (state in ('ACTIVE', 'INACTIVE')),
  seq bigint not null default 0,
  primary key (unit_id, type)
);
create index unit_promotions_host on unit_promotions (host_id, unit_id);
