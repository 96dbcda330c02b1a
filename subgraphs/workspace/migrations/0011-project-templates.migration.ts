import { Migration } from '@mikro-orm/migrations';

/**
 * Project templates: a project's statuses, labels, milestones (due dates kept as days from the day
 * the template was saved) and ticket skeletons, as one JSON document, to start new projects from.
 */
export class Migration0011ProjectTemplates extends Migration {
  override up(): void {
    this.addSql(`
create table project_templates (
  id uuid primary key,
  name text not null check (char_length(name) between 1 and 100),
  description text not null default '',
  content jsonb not null,
  source_project_id uuid references projects (id) on delete set null deferrable initially deferred,
  created_by_id uuid not null references users (id) deferrable initially deferred,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create unique index project_templates_name_unique on project_templates (lower(name));
`);
  }
}
