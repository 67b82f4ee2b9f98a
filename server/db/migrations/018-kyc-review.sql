-- Listing spec §4: staff pass or fail a verification in review. Who decided and when is kept with
-- the state, so a decision taken while acting as the host can be traced to the staff member.
alter table host_kyc add column submitted_at timestamptz;
alter table host_kyc add column decided_by text references accounts(id);
alter table host_kyc add column decided_at timestamptz;
