-- The change feed reads `host_id = $1 and (seq, id) > ($2, $3) order by seq, id`: an index in
-- exactly that order answers it as one range scan, for the batch and for the count after it.
create index reservations_host_seq_id on reservations (host_id, seq, id);
create index units_host_seq_id on units (host_id, seq, id);
create index unavailabilities_host_seq_id on unavailabilities (host_id, seq, id);
