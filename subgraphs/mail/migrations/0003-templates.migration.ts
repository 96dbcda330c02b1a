import { Migration } from '@mikro-orm/migrations';

/**
 * Email templates. Names are unique per account among live (not deleted) templates; deleted rows
 * stay so that messages sent from them can still name them. Lists page by UUIDv7 id.
 */
export class Migration0003Templates extends Migration {
  override up(): void {
    this.addSql(`
create table templates (
  id uuid primary key,
  account_id uuid not null references accounts (id) on delete cascade deferrable initially deferred,
  name text not null check (length(name) between 1 and 200),
  -- Handlebars sources; at least one body.
  subject text not null check (length(subject) >= 1),
  html text,
  text text,
  -- JSON Schema of the variables; null means any variables.
  variables_schema jsonb,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  deleted_at timestamptz,
  constraint templates_body_required check (html is not null or text is not null)
);
create unique index templates_account_name_unique on templates (account_id, name) where deleted_at is null;
create index templates_account_idx on templates (account_id, id) where deleted_at is null;
`);
  }
}
