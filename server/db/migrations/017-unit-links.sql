-- The public pages where a unit is listed (listing spec §3 `links`; §4: published with no links is
-- "publishing"). Written when the unit is published and emptied when it leaves PUBLISHED; the server
-- gives the units published before this column their links when it starts (server/data/unit-links.ts),
-- since only a running server knows the origin its links point to.
alter table units add column links jsonb not null default '[]';
