-- Properties and units made by the host: a new property has no title until the host names it and no
-- address until the location step, and a new unit has neither a title nor a capacity nor a size.
-- The descriptions and the rest of the address are kept beside the city and country.
alter table properties alter column title drop not null;
alter table properties add column description text;
alter table properties add column restaurant_description text;
alter table properties add column special_offer_description text;
alter table properties add column street text not null default '';
alter table properties add column house_number_or_name text not null default '';
alter table properties add column postal_code text;
-- The subdivision code the address form cuts to 3 characters (listing spec §5).
alter table properties add column state_or_province text;
alter table properties add column province text;

alter table units alter column title drop not null;
alter table units alter column guests drop not null;
alter table units alter column bedroom_count drop not null;
alter table units alter column property_size drop not null;
