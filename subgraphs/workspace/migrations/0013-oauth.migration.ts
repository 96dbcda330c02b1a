import { Migration } from '@mikro-orm/migrations';

/**
 * OAuth 2.1 for AI clients (MCP): dynamically registered clients, grants (one per consent: the person
 * who consented and the identity the client acts as, themselves or a bot they own), single-use
 * authorization codes bound to a PKCE challenge, and access and refresh tokens. Every secret is stored
 * as its SHA-256 only. A refresh token that is rotated keeps `rotated_at`: presented again within the
 * grace window it still renews, later it revokes its grant. `users.connect_ai_clients` is the per-account
 * setting that, when off, refuses new grants and renewals.
 */
export class Migration0013OAuth extends Migration {
  override up(): void {
    this.addSql(`
alter table users add column connect_ai_clients boolean not null default true;

create table oauth_clients (
  id uuid primary key,
  client_id text not null unique,
  client_secret_hash text,
  metadata jsonb not null,
  created_at timestamptz not null
);

create table oauth_grants (
  id uuid primary key,
  client_id text not null references oauth_clients (client_id) on delete cascade deferrable initially deferred,
  user_id uuid not null references users (id) on delete cascade deferrable initially deferred,
  acting_user_id uuid not null references users (id) on delete cascade deferrable initially deferred,
  scopes text[] not null,
  resource text,
  created_at timestamptz not null,
  revoked_at timestamptz,
  revoked_reason text
);
create index oauth_grants_user_idx on oauth_grants (user_id);

create table oauth_codes (
  id uuid primary key,
  grant_id uuid not null references oauth_grants (id) on delete cascade deferrable initially deferred,
  code_hash text not null unique,
  code_challenge text not null,
  redirect_uri text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null
);

create table oauth_tokens (
  id uuid primary key,
  grant_id uuid not null references oauth_grants (id) on delete cascade deferrable initially deferred,
  kind text not null check (kind in ('access', 'refresh')),
  token_hash text not null unique,
  expires_at timestamptz not null,
  rotated_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null
);
create index oauth_tokens_grant_idx on oauth_tokens (grant_id);
`);
  }
}
