import { Migration } from '@mikro-orm/migrations';

/**
 * Mail accounts and their API keys, sender domains, and the outbox of mail events. Foreign keys are
 * DEFERRABLE INITIALLY DEFERRED: entities hold plain FK ids, so a flush may insert a child first.
 * `owner_user_id` refers to a workspace user by id only (subgraphs never share tables).
 */
export class Migration0001Mail extends Migration {
  override up(): void {
    this.addSql(`
create table accounts (
  id uuid primary key,
  owner_user_id uuid not null,
  name text not null,
  created_at timestamptz not null
);
create index accounts_owner_idx on accounts (owner_user_id);

create table api_keys (
  id uuid primary key,
  account_id uuid not null references accounts (id) on delete cascade deferrable initially deferred,
  name text not null,
  token_hash text not null unique,
  token_prefix text not null,
  access text not null check (access in ('full', 'sending')),
  domain_id uuid,
  created_at timestamptz not null,
  last_used_at timestamptz,
  revoked_at timestamptz,
  check (domain_id is null or access = 'sending')
);
create index api_keys_account_idx on api_keys (account_id);

create table sender_domains (
  id uuid primary key,
  account_id uuid not null references accounts (id) on delete cascade deferrable initially deferred,
  domain text not null,
  dkim_selector text not null,
  dkim_public_key text not null,
  dkim_private_key_encrypted text,
  verification_status text not null check (verification_status in ('pending', 'verified', 'temporary-failure', 'failed')),
  open_tracking boolean not null default false,
  -- The domain's own SPF record as last seen in DNS, merged into spfRequired.
  spf_seen text,
  last_checked_at timestamptz,
  last_check jsonb,
  verified_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  deleted_at timestamptz
);
-- One live registration of a domain per account; deleted rows keep history.
create unique index sender_domains_account_domain_unique on sender_domains (account_id, domain) where deleted_at is null;
create index sender_domains_status_idx on sender_domains (verification_status) where deleted_at is null;

create table outbox (
  id uuid primary key,
  seq bigserial not null unique,
  account_id uuid not null,
  aggregate_type text not null,
  aggregate_id uuid not null,
  type text not null,
  payload jsonb not null,
  created_at timestamptz not null
);
create index outbox_account_idx on outbox (account_id, seq);
`);
  }
}
