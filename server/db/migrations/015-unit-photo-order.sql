-- The host's order of a unit's photos (the first is the cover). Null until the host reorders; photos
-- without a position follow the ordered ones in the order they came, so a new photo joins the end.
alter table uploads add column position integer;
