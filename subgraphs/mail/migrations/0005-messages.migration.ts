import { Migration } from '@mikro-orm/migrations';

/**
 * Accepted messages and their recipients, idempotency keys, the capture mailbox, inbound bounce
 * reports, webhook deliveries, and the relay mark on the outbox. `messages` and `webhook_deliveries` are also
 * the work queues: workers claim due rows with FOR UPDATE SKIP LOCKED and hold them by a lease,
 * so a worker that dies mid-task leaves its rows to be claimed again once the lease runs out.
 */
export class Migration0005Messages extends Migration {
  override up(): void {
    this.addSql(`
create table messages (
  id uuid primary key,
  account_id uuid not null references accounts (id) on delete cascade deferrable initially deferred,
  domain_id uuid not null references sender_domains (id) deferrable initially deferred,
  -- The From header as given ("Name <a@example.com>") and its bare address.
  from_header text not null,
  from_email text not null,
  to_email text not null,
  cc text[] not null default '{}',
  bcc text[] not null default '{}',
  reply_to text[] not null default '{}',
  subject text,
  html text,
  text text,
  template_id uuid,
  variables jsonb,
  -- [{filename, contentType, content (base64)}]
  attachments jsonb,
  tags jsonb not null default '{}',
  -- Message-ID header, fixed at acceptance so every attempt carries the same one.
  message_id_header text not null,
  -- VERP token of the return path b+<token>@bounces.<domain>, also the DSN ENVID.
  return_token text not null unique,
  -- Tracking pixel token; null when open tracking was off for the domain at acceptance.
  open_token text unique,
  opened_at timestamptz,
  status text not null check (status in ('queued', 'deferred', 'delivered', 'partially-delivered', 'bounced', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  lease_until timestamptz,
  last_error text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index messages_account_idx on messages (account_id, id);
-- The delivery queue: only messages still to be (re)tried.
create index messages_due_idx on messages (next_attempt_at) where status in ('queued', 'deferred');

create table message_recipients (
  message_id uuid not null references messages (id) on delete cascade deferrable initially deferred,
  -- Normalised address.
  email text not null,
  kind text not null check (kind in ('to', 'cc', 'bcc')),
  status text not null check (status in ('pending', 'delivered', 'bounced', 'failed')),
  smtp_response text,
  updated_at timestamptz not null,
  primary key (message_id, email)
);

create table idempotency_keys (
  account_id uuid not null references accounts (id) on delete cascade deferrable initially deferred,
  key text not null,
  -- SHA-256 of the canonical request, to tell a retry from a different request under the same key.
  request_hash text not null,
  response jsonb not null,
  created_at timestamptz not null,
  primary key (account_id, key)
);
create index idempotency_keys_created_idx on idempotency_keys (created_at);

-- Messages "delivered" to the local capture mailbox when no SMTP relay is configured.
create table captured_messages (
  id uuid primary key,
  account_id uuid not null references accounts (id) on delete cascade deferrable initially deferred,
  message_id uuid not null references messages (id) on delete cascade deferrable initially deferred,
  envelope_from text not null,
  envelope_to text[] not null,
  raw text not null,
  created_at timestamptz not null
);
create index captured_messages_account_idx on captured_messages (account_id, id);

-- Events are relayed (to webhook deliveries and live subscribers) once, in seq order.
alter table outbox add column relayed boolean not null default false;
create index outbox_unrelayed_idx on outbox (seq) where not relayed;
create index outbox_aggregate_idx on outbox (aggregate_id, seq);

-- Every report (DSN, ARF, anything) the inbound bounce MX accepted, matched to a message or not:
-- nothing it accepted is lost.
create table inbound_reports (
  id uuid primary key,
  envelope_from text not null,
  envelope_to text[] not null,
  kind text not null check (kind in ('dsn', 'arf', 'unknown')),
  account_id uuid,
  message_id uuid,
  -- What was done: 'bounce.permanent', 'complaint', ... or 'unmatched'.
  outcome text not null,
  raw text not null,
  created_at timestamptz not null
);
create index inbound_reports_unmatched_idx on inbound_reports (created_at) where message_id is null;

create table webhook_deliveries (
  id uuid primary key,
  webhook_id uuid not null references webhooks (id) on delete cascade deferrable initially deferred,
  account_id uuid not null,
  -- The outbox event: its id is the X-SVC-Event-Id header, the same on retries and replays.
  event_id uuid not null,
  event text not null,
  -- The exact JSON body, fixed at fan-out; each attempt signs these bytes afresh.
  body text not null,
  status text not null check (status in ('pending', 'succeeded', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  lease_until timestamptz,
  last_attempt_at timestamptz,
  last_status_code integer,
  last_error text,
  last_response text,
  replay_of uuid,
  created_at timestamptz not null
);
create index webhook_deliveries_webhook_idx on webhook_deliveries (webhook_id, id);
create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at) where status = 'pending';
`);
  }
}
