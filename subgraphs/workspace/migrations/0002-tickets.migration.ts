import { Migration } from '@mikro-orm/migrations';

/** Tickets and what hangs off them: milestones, versions, labels, assignees, access lists, dependencies, comments. */
export class Migration0002Tickets extends Migration {
  override up(): void {
    this.addSql(`
create table milestones (
  id uuid primary key,
  project_id uuid not null references projects (id) on delete cascade,
  name text not null,
  description text not null default '',
  due_date date,
  private boolean not null default false,
  budget_amount numeric(14, 2) check (budget_amount >= 0),
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index milestones_project_idx on milestones (project_id);

create table versions (
  id uuid primary key,
  project_id uuid not null references projects (id) on delete cascade,
  name text not null,
  description text not null default '',
  release_date date,
  released boolean not null default false,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (project_id, name)
);

create table labels (
  id uuid primary key,
  project_id uuid not null references projects (id) on delete cascade,
  name text not null,
  color text not null check (color ~ '^#[0-9a-f]{6}$'),
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create unique index labels_project_name_unique on labels (project_id, lower(name));

create table tickets (
  id uuid primary key,
  project_id uuid not null references projects (id) on delete cascade,
  number integer not null check (number > 0),
  key text not null unique,
  title text not null check (char_length(title) between 1 and 500),
  description text not null default '',
  priority text not null default 'normal' check (priority in ('blocker', 'high', 'normal', 'low', 'trivial')),
  status_id uuid not null references statuses (id),
  reporter_id uuid not null references users (id),
  milestone_id uuid references milestones (id) on delete set null,
  version_id uuid references versions (id) on delete set null,
  estimated_minutes integer check (estimated_minutes >= 0),
  private boolean not null default false,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  search tsvector generated always as (
    setweight(to_tsvector('english', key || ' ' || title), 'A') || setweight(to_tsvector('english', description), 'B')
  ) stored,
  unique (project_id, number)
);
-- Lists are "newest first per project": (project_id, id) serves them and the project filter.
create index tickets_project_idx on tickets (project_id, id);
create index tickets_status_idx on tickets (status_id);
create index tickets_milestone_idx on tickets (milestone_id) where milestone_id is not null;
create index tickets_version_idx on tickets (version_id) where version_id is not null;
create index tickets_search_idx on tickets using gin (search);

create table ticket_assignees (
  id uuid primary key,
  ticket_id uuid not null references tickets (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null,
  unique (ticket_id, user_id)
);
create index ticket_assignees_user_idx on ticket_assignees (user_id);

create table ticket_labels (
  id uuid primary key,
  ticket_id uuid not null references tickets (id) on delete cascade,
  label_id uuid not null references labels (id) on delete cascade,
  created_at timestamptz not null,
  unique (ticket_id, label_id)
);
create index ticket_labels_label_idx on ticket_labels (label_id);

create table ticket_acl (
  id uuid primary key,
  ticket_id uuid not null references tickets (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null,
  unique (ticket_id, user_id)
);
create index ticket_acl_user_idx on ticket_acl (user_id);

create table ticket_dependencies (
  id uuid primary key,
  blocker_id uuid not null references tickets (id) on delete cascade,
  blocked_id uuid not null references tickets (id) on delete cascade,
  created_at timestamptz not null,
  unique (blocker_id, blocked_id),
  check (blocker_id <> blocked_id)
);
create index ticket_dependencies_blocked_idx on ticket_dependencies (blocked_id);

create table comments (
  id uuid primary key,
  ticket_id uuid not null references tickets (id) on delete cascade,
  author_id uuid not null references users (id),
  body text not null,
  internal boolean not null default false,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index comments_ticket_idx on comments (ticket_id, id);
`);
  }
}
