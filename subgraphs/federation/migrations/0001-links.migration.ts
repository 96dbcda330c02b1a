import { Migration } from '@mikro-orm/migrations';

/**
 * Instance links and the peer protocol's replay guard. A link's incoming token is kept as its
 * SHA-256 only; the peer's token and the shared secret are AES-256-GCM envelopes under the master
 * key (the secret must be recoverable to sign and check requests). `instance` holds this
 * deployment's own id, made once, which peers learn at the handshake. Audit entries wait in
 * `audit_outbox`, written in the transaction of the change they record, until the workspace (which
 * owns the audit log) has them.
 */
export class Migration0001Links extends Migration {
  override up(): void {
    this.addSql(`
create table instance (
  id uuid primary key,
  created_at timestamptz not null
);

create table links (
  id uuid primary key,
  name text not null check (char_length(name) between 1 and 100),
  remote_url text not null,
  direction text not null check (direction in ('source', 'target', 'bidirectional')),
  poll_interval_seconds integer not null default 60 check (poll_interval_seconds between 15 and 3600),
  entity_scope text[] not null default '{}',
  project_filter uuid[] not null default '{}',
  incoming_token_hash text not null unique,
  incoming_token_prefix text not null,
  peer_token_encrypted text,
  shared_secret_encrypted text not null,
  dry_run boolean not null default false,
  paused boolean not null default false,
  health text not null default 'amber' check (health in ('amber', 'green', 'red')),
  last_polled_at timestamptz,
  last_success_at timestamptz,
  last_error text,
  peer_instance_id text,
  peer_version text,
  created_by_id uuid not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create unique index links_name_unique on links (lower(name));

create table peer_nonces (
  link_id uuid not null references links (id) on delete cascade,
  nonce text not null,
  seen_at timestamptz not null,
  primary key (link_id, nonce)
);
create index peer_nonces_seen_idx on peer_nonces (seen_at);

create table audit_outbox (
  id uuid primary key,
  entry jsonb not null,
  created_at timestamptz not null
);
`);
  }
}
