-- Listing spec §3, §7: the host's onboarding details (individual or company), the shared host
-- fields, payout bank accounts, and the KYC state with when it started.
create table host_details (
  host_id text primary key references hosts(id),
  individual jsonb,
  business jsonb,
  shared jsonb not null default '{}',
  bank_accounts jsonb not null default '[]',
  seq bigint not null default 0
);

create table host_kyc (
  host_id text primary key references hosts(id),
  tier text not null check (tier in ('VERIFICATION_NEVER_STARTED', 'REQUIRED', 'COLLECTING_DATA', 'IN_PROGRESS',
    'COMPLETED', 'FAILED', 'EXPIRED')),
  started_at timestamptz,
  seq bigint not null default 0
);
