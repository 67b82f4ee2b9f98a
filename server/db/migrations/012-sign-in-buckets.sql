-- Sign-in and guest-login limits, shared by every server process on this database: one bucket per
-- key (client address, or address and email), its tokens and when they were last counted (ms).
create table sign_in_buckets (
  key text primary key,
  tokens double precision not null,
  counted_at double precision not null
);
create index sign_in_buckets_counted_at on sign_in_buckets (counted_at);
