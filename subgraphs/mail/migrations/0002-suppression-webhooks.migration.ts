import { Migration } from '@mikro-orm/migrations';

/**
 * The suppression list and webhook subscriptions. The unique (account_id, email) index is the
 * per-send lookup and the ON CONFLICT target of idempotent adds; lists page by UUIDv7 id.
 */
export class Migration0002SuppressionWebhooks extends Migration {
  override up(): void {
    this.addSql(`
create table suppressions (
  id uuid primary key,
  account_id uuid not null references accounts (id) on delete cascade deferrable initially deferred,
  -- Normalised: trimmed, lower-case, IDN domain in punycode.
  email text not null check (length(email) between 3 and 254),
  reason text not null check (reason in ('hard-bounce', 'complaint', 'manual')),
  -- Where the entry came from (bounce or complaint details, or who added it by hand).
  source jsonb,
  added_at timestamptz not null,
  constraint suppressions_account_email_unique unique (account_id, email)
);
-- Newest first, all reasons or one.
create index suppressions_account_id_idx on suppressions (account_id, id);
create index suppressions_account_reason_id_idx on suppressions (account_id, reason, id);

create table webhooks (
  id uuid primary key,
  account_id uuid not null references accounts (id) on delete cascade deferrable initially deferred,
  url text not null,
  label text not null default '',
  -- Event names; empty means every event.
  event_filters text[] not null default '{}',
  enabled boolean not null default true,
  -- AES-256-GCM envelope of the signing secret (purpose mail.webhook-secret).
  secret_encrypted text not null,
  last_success_at timestamptz,
  last_failure_at timestamptz,
  last_failure_reason text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index webhooks_account_idx on webhooks (account_id, id);
`);
  }
}
