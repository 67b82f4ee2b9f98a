-- The properties feed reads `host_id = $1 and (seq, id) > ($2, $3) order by seq, id` like the other
-- feeds (003-feed-indexes.sql): an index in exactly that order answers it as one range scan.
create index properties_host_seq_id on properties (host_id, seq, id);
