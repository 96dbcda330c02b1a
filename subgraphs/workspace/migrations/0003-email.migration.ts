import { Migration } from '@mikro-orm/migrations';

/** Email delivery setting (at most one row), user invitations and password resets. Tokens are stored as SHA-256 hashes. */
export class Migration0003Email extends Migration {
  override up(): void {
    this.addSql(`
create table email_delivery (
  id uuid primary key,
  mode text not null check (mode in ('shared', 'custom')),
  api_url text not null,
  api_key_encrypted text not null,
  from_email text not null,
  from_name text,
  mail_account_id uuid,
  connected_by_id uuid not null references users (id) deferrable initially deferred,
  created_at timestamptz not null
);
create unique index email_delivery_single on email_delivery ((true));

create table user_invites (
  id uuid primary key,
  email text not null,
  global_role text not null check (global_role in ('super-admin', 'admin', 'member')),
  token_hash text not null unique,
  invited_by_id uuid not null references users (id) deferrable initially deferred,
  expires_at timestamptz not null,
  accepted_at timestamptz,
  user_id uuid references users (id) deferrable initially deferred,
  created_at timestamptz not null
);

create table password_resets (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade deferrable initially deferred,
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null
);
create index password_resets_user_idx on password_resets (user_id, created_at);
`);
  }
}
