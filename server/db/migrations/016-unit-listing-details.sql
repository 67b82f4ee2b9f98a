-- What a unit's pages edit (listing spec §2, §3, §5): amenities and house rules as lists of the
-- configuration's ids, rooms with their beds, the description and accommodation type, the nightly
-- price and minimum notice, the cancellation policy's type and the registration number. Lists start
-- empty and the rest null, as for a unit nobody has described yet.
alter table units add column amenities jsonb not null default '[]';
alter table units add column rooms jsonb not null default '[]';
alter table units add column description text;
alter table units add column accommodation_type text;
alter table units add column price numeric(9, 2) check (price between 1 and 1000000);
alter table units add column minimum_notice_days integer check (minimum_notice_days in (0, 1, 2, 3, 7));
alter table units add column cancellation_policy text;
alter table units add column house_rules jsonb not null default '[]';
alter table units add column registration_number text;

-- The units' feed documents now carry these fields and the invalid fields, so every unit is sent
-- again: each host takes one new change number, and its units take it, so a device pulls them all.
with bumped as (
  update hosts h set change_seq = change_seq + 1
  where exists (select 1 from units u where u.host_id = h.id)
  returning h.id, h.change_seq
)
update units u set seq = b.change_seq from bumped b where u.host_id = b.id;
