-- Messaging (operations spec §3, §6): channels, their members and messages.
-- 001 made the first cut of channels and messages; this adds what the inbox, the guest chat and the
-- change feed need. Every row carries its host.

-- The guest's email for the guest login (booking code plus email); copied from the booking when the
-- channel is opened, so the login needs no join and a marketing channel can have a guest too.
alter table channels add column guest_email text;
-- When the channel was opened: the 12-month window counts a channel without messages from here.
alter table channels add column created_at timestamptz not null default now();

-- One channel per booking: opening the conversation of a booking twice finds the same channel.
create unique index channels_host_reservation on channels (host_id, reservation_id) where reservation_id is not null;
create index channels_host_seq_id on channels (host_id, seq, id);
-- The inbox lists the most recent channels first, inside the 12-month window.
create index channels_host_last_message on channels (host_id, last_message_at desc, id);
create index channels_booking_code on channels (booking_code);

-- Who may see a channel (spec §6: "users see only channels where they are members"). The host is a
-- member through its host id; the guest through the booking's email. The name is what search reads.
create table channel_members (
  channel_id text not null references channels(id),
  host_id text not null references hosts(id),
  member_kind text not null check (member_kind in ('host', 'guest')),
  member_id text not null,
  display_name text not null,
  primary key (channel_id, member_kind, member_id)
);
create index channel_members_member on channel_members (host_id, member_kind, member_id);

-- Messages the host or the guest sends are stored under the id their client made (clientMessageId),
-- so ids are unique per host rather than across the platform; Hearth itself writes system messages.
alter table messages drop constraint messages_pkey;
alter table messages add primary key (host_id, id);
alter table messages drop constraint messages_author_role_check;
alter table messages add constraint messages_author_role_check check (author_role in ('host', 'guest', 'system'));
create index messages_host_seq_id on messages (host_id, seq, id);

-- Members of the channels seeded before this migration.
insert into channel_members (channel_id, host_id, member_kind, member_id, display_name)
  select c.id, c.host_id, 'host', c.host_id, coalesce(h.company_name, nullif(trim(concat_ws(' ', h.first_name, h.last_name)), ''), h.email)
  from channels c join hosts h on h.id = c.host_id;
update channels c set guest_email = r.guest_email from reservations r where r.id = c.reservation_id and c.guest_email is null;
insert into channel_members (channel_id, host_id, member_kind, member_id, display_name)
  select c.id, c.host_id, 'guest', lower(c.guest_email), c.guest_name from channels c where c.guest_email is not null;
