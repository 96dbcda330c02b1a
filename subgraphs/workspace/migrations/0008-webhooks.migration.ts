import { Migration } from '@mikro-orm/migrations';

/**
 * Workspace webhook subscriptions (Admin, Webhooks) and their delivery queue, in the same shape as
 * the mail service's (core/webhooks/webhook-dispatcher.ts sends both).
 */
export class Migration0008Webhooks extends Migration {
  override up(): void {
    this.addSql(`
create table webhooks (
  id uuid primary key,
  url text not null,
  label text not null default '',
  -- Event names; empty means every event except the opt-in ones (orchestrator.candidates_changed).
  event_filters text[] not null default '{}',
  enabled boolean not null default true,
  -- AES-256-GCM envelope of the signing secret (purpose workspace.webhook-secret).
  secret_encrypted text not null,
  created_by_id uuid not null references users (id) deferrable initially deferred,
  last_success_at timestamptz,
  last_failure_at timestamptz,
  last_failure_reason text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

create table webhook_deliveries (
  id uuid primary key,
  webhook_id uuid not null references webhooks (id) on delete cascade deferrable initially deferred,
  -- The X-SVC-Event-Id header: one per event, the same for every subscription and every retry.
  event_id uuid not null,
  event text not null,
  -- The exact JSON body, fixed when the event happened; each attempt signs these bytes afresh.
  body text not null,
  status text not null check (status in ('pending', 'succeeded', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  lease_until timestamptz,
  last_attempt_at timestamptz,
  last_status_code integer,
  last_error text,
  last_response text,
  created_at timestamptz not null
);
create index webhook_deliveries_webhook_idx on webhook_deliveries (webhook_id, id);
create index webhook_deliveries_due_idx on webhook_deliveries ((greatest(next_attempt_at, lease_until))) where status = 'pending';
`);
  }
}
