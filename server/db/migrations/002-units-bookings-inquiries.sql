-- A unit's size is kept in the unit the host measures in (listing spec §3, §5): whole square metres,
-- or square feet with 2 decimals, so the column needs decimals and the measurement unit beside it.
alter table units add column property_size_measurement_unit text not null default 'metric'
  check (property_size_measurement_unit in ('metric', 'imperial'));
alter table units alter column property_size type numeric(10, 2);

-- Who cancelled a booking (operations spec §3, party roles); null while it is not cancelled.
alter table reservations add column cancelled_by text
  check (cancelled_by in ('OWNER', 'GUEST', 'OWNER_VIA_EXTERNAL_SYSTEM', 'GUEST_VIA_EXTERNAL_SYSTEM', 'EXTERNAL_SYSTEM'));

-- The guest's phone number as the guest typed it; a number without digits is read as null (§3).
alter table reservations add column guest_phone text;

-- Fields a regional check flagged as invalid (listing spec §3). A row without a unit concerns the
-- whole property, so it blocks every unit of that property from publishing.
create table invalid_fields (
  id text primary key,
  host_id text not null references hosts(id),
  property_id text not null references properties(id),
  unit_id text references units(id),
  field text not null check (field in ('registrationNumber', 'nationalIdentificationCode')),
  seq bigint not null default 0
);
create index invalid_fields_property on invalid_fields (property_id);

create index units_property on units (property_id);
create index unavailabilities_unit_dates on unavailabilities (unit_id, source, date_from, date_to);
