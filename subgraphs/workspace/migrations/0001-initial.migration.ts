import { Migration } from '@mikro-orm/migrations';

/**
 * Identity (users, sessions, API keys, sign-in throttle), audit log, outbox, projects, members and statuses.
 * Foreign keys are DEFERRABLE INITIALLY DEFERRED: entities hold plain FK ids (no ORM relations), so
 * the unit of work may insert a child before its parent within one transaction.
 */
export class Migration0001Initial extends Migration {
  override up(): void {
    this.addSql(`
create table workspace (
  id uuid primary key,
  name text not null,
  created_at timestamptz not null default now()
);

create table users (
  id uuid primary key,
  kind text not null check (kind in ('human', 'bot')),
  email text not null,
  display_name text not null,
  password_hash text,
  global_role text not null default 'member' check (global_role in ('super-admin', 'admin', 'member')),
  owner_id uuid references users (id) deferrable initially deferred,
  deactivated_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check (kind = 'human' or (owner_id is not null and password_hash is null))
);
create unique index users_email_unique on users (lower(email));

create table sessions (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade deferrable initially deferred,
  token_hash text not null unique,
  ip text,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user_idx on sessions (user_id);

create table api_keys (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade deferrable initially deferred,
  name text not null,
  token_hash text not null unique,
  token_prefix text not null,
  scopes text[] not null default '{}',
  created_by_id uuid not null references users (id) deferrable initially deferred,
  created_at timestamptz not null,
  expires_at timestamptz,
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index api_keys_user_idx on api_keys (user_id);

create table sign_in_failures (
  id uuid primary key,
  email text not null,
  ip text,
  created_at timestamptz not null
);
create index sign_in_failures_email_idx on sign_in_failures (lower(email), created_at);
create index sign_in_failures_ip_idx on sign_in_failures (ip, created_at);

create table audit_log (
  id uuid primary key,
  actor_id uuid,
  action text not null,
  target_type text,
  target_id text,
  details jsonb not null default '{}',
  ip text,
  created_at timestamptz not null
);
create index audit_log_created_idx on audit_log (created_at desc, id desc);

create table outbox (
  id uuid primary key,
  seq bigserial not null unique,
  aggregate_type text not null,
  aggregate_id uuid not null,
  project_id uuid,
  type text not null,
  payload jsonb not null,
  created_at timestamptz not null
);
create index outbox_project_idx on outbox (project_id, seq);

create table projects (
  id uuid primary key,
  key text not null unique check (key ~ '^[A-Z][A-Z0-9]{1,9}$'),
  name text not null,
  description text not null default '',
  git_repository_url text,
  budget_amount numeric(14, 2),
  budget_currency text,
  budget_hours numeric(10, 2),
  ticket_seq integer not null default 0,
  created_by_id uuid references users (id) deferrable initially deferred,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

create table project_members (
  id uuid primary key,
  project_id uuid not null references projects (id) on delete cascade deferrable initially deferred,
  user_id uuid not null references users (id) on delete cascade deferrable initially deferred,
  role text not null check (role in ('admin', 'member', 'viewer')),
  created_at timestamptz not null,
  unique (project_id, user_id)
);
create index project_members_user_idx on project_members (user_id);

create table statuses (
  id uuid primary key,
  project_id uuid not null references projects (id) on delete cascade deferrable initially deferred,
  name text not null,
  category text not null check (category in ('todo', 'in_progress', 'in_review', 'done', 'wont_fix')),
  position integer not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create unique index statuses_project_name_unique on statuses (project_id, lower(name));
`);
  }
}
