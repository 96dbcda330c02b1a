import { Migration } from '@mikro-orm/migrations';

/**
 * Time entries on tickets and running timers (at most one per user: the primary key). Rates are
 * kept per entry; cost is computed from them and shown to project admins only.
 */
export class Migration0009TimeTracking extends Migration {
  override up(): void {
    this.addSql(`
create table time_entries (
  id uuid primary key,
  ticket_id uuid not null references tickets (id) on delete cascade,
  project_id uuid not null references projects (id) on delete cascade,
  user_id uuid not null references users (id),
  started_at timestamptz not null,
  duration_seconds integer not null check (duration_seconds > 0),
  note text not null default '',
  billable boolean not null default true,
  hourly_rate numeric(12, 2) check (hourly_rate >= 0),
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index time_entries_ticket_idx on time_entries (ticket_id, started_at);
create index time_entries_user_idx on time_entries (user_id, started_at);
create index time_entries_project_idx on time_entries (project_id, started_at);

create table timers (
  user_id uuid primary key references users (id) on delete cascade,
  ticket_id uuid not null references tickets (id) on delete cascade,
  started_at timestamptz not null,
  note text not null default '',
  billable boolean not null default true,
  created_at timestamptz not null
);
`);
  }
}
