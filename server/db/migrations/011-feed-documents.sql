-- The change feed's large collections keep each row's feed document as JSON text, built by the
-- database whenever the row is written. A pull then reads one stored text per row and joins a
-- batch in one aggregate, instead of building fifteen JSON fields per row on every pull of every
-- device: in PGlite that building was about four fifths of a 5,000-document pull
-- (docs/decisions.md, "Feed documents are stored as they are sent"). The text forms are the
-- ones the REST answers use: dates as YYYY-MM-DD, timestamps in UTC with a Z.

alter table reservations add column feed_document text;
alter table unavailabilities add column feed_document text;
alter table channels add column feed_document text;
alter table messages add column feed_document text;

create function reservation_feed_document() returns trigger language plpgsql as $$
begin
  new.feed_document := json_build_object(
    'id', new.id, 'kind', new.kind, 'status', new.status, 'unitId', new.unit_id,
    'unitTitle', (select u.title from units u where u.id = new.unit_id),
    'checkIn', to_char(new.check_in, 'YYYY-MM-DD'), 'checkOut', to_char(new.check_out, 'YYYY-MM-DD'),
    'guestName', new.guest_name, 'guestCount', new.guest_count, 'totalPrice', new.total_price,
    'currency', new.currency,
    'createdAt', to_char(new.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
    'bookingCode', new.booking_code, 'seq', new.seq, '_deleted', new.deleted)::text;
  return new;
end
$$;

create trigger reservations_feed_document before insert or update on reservations
  for each row execute function reservation_feed_document();

-- A reservation's document names its unit's title, so renaming a unit sends its reservations
-- again under the rename's change number; otherwise devices would list the old title until each
-- reservation changed for another reason.
create function unit_title_resends_reservations() returns trigger language plpgsql as $$
begin
  update reservations set seq = new.seq where unit_id = new.id;
  return null;
end
$$;

create trigger units_title_resends_reservations after update of title on units
  for each row when (old.title is distinct from new.title)
  execute function unit_title_resends_reservations();

create function unavailability_feed_document() returns trigger language plpgsql as $$
begin
  new.feed_document := json_build_object(
    'id', new.id, 'unitId', new.unit_id,
    'dateFrom', to_char(new.date_from, 'YYYY-MM-DD'), 'dateTo', to_char(new.date_to, 'YYYY-MM-DD'),
    'source', new.source, 'provider', null, 'seq', new.seq, '_deleted', new.deleted)::text;
  return new;
end
$$;

create trigger unavailabilities_feed_document before insert or update on unavailabilities
  for each row execute function unavailability_feed_document();

-- Channels and messages are never deleted (archiving is a flag), so their documents are never tombstones.
create function channel_feed_document() returns trigger language plpgsql as $$
begin
  new.feed_document := json_build_object(
    'id', new.id, 'type', new.type, 'bookingCode', new.booking_code, 'guestName', new.guest_name,
    'archived', new.archived, 'unread', new.unread, 'favorited', new.favorited,
    'lastMessageAt', to_char(new.last_message_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'seq', new.seq, '_deleted', false)::text;
  return new;
end
$$;

create trigger channels_feed_document before insert or update on channels
  for each row execute function channel_feed_document();

create function message_feed_document() returns trigger language plpgsql as $$
begin
  new.feed_document := json_build_object(
    'id', new.id, 'channelId', new.channel_id, 'authorRole', new.author_role, 'body', new.body,
    'sentAt', to_char(new.sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'seq', new.seq, '_deleted', false)::text;
  return new;
end
$$;

create trigger messages_feed_document before insert or update on messages
  for each row execute function message_feed_document();

-- Rows written before this migration get their documents now (each update runs its trigger).
update reservations set feed_document = null;
update unavailabilities set feed_document = null;
update channels set feed_document = null;
update messages set feed_document = null;

alter table reservations alter column feed_document set not null;
alter table unavailabilities alter column feed_document set not null;
alter table channels alter column feed_document set not null;
alter table messages alter column feed_document set not null;
