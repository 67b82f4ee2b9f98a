-- The pin a host puts on the listing flow's map (listing spec §3, location data: latitude and
-- longitude). Null until the map step is saved; both or neither are set (the location call sends
-- them together).
alter table properties add column latitude double precision;
alter table properties add column longitude double precision;
alter table properties add constraint properties_pin_pair check ((latitude is null) = (longitude is null));
alter table properties add constraint properties_pin_range
  check (latitude between -90 and 90 and longitude between -180 and 180);
