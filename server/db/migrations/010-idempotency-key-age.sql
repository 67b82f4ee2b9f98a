-- Idempotency keys are forgotten after their retention (domain/commands/idempotency-key-retention.ts):
-- the hourly prune finds the old ones by age without reading the whole table.
create index idempotency_keys_created_at on idempotency_keys (created_at);
