import { Migration } from '@mikro-orm/migrations';

/**
 * Doc spaces per project, docs (Markdown, public or not) and their revisions: every change of a
 * doc's title, body or public flag is kept as a full copy, numbered from 1.
 */
export class Migration0010Docs extends Migration {
  override up(): void {
    this.addSql(`
create table doc_spaces (
  id uuid primary key,
  project_id uuid not null references projects (id) on delete cascade deferrable initially deferred,
  name text not null check (char_length(name) between 1 and 100),
  description text not null default '',
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create unique index doc_spaces_project_name_unique on doc_spaces (project_id, lower(name));

create table docs (
  id uuid primary key,
  project_id uuid not null references projects (id) on delete cascade deferrable initially deferred,
  space_id uuid not null references doc_spaces (id) on delete cascade deferrable initially deferred,
  title text not null check (char_length(title) between 1 and 500),
  body text not null default '',
  public boolean not null default false,
  revision integer not null default 1,
  created_by_id uuid not null references users (id) deferrable initially deferred,
  updated_by_id uuid not null references users (id) deferrable initially deferred,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  search tsvector generated always as (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B')) stored
);
create index docs_space_idx on docs (space_id, id);
create index docs_project_idx on docs (project_id, id);
create index docs_search_idx on docs using gin (search);

create table doc_revisions (
  id uuid primary key,
  doc_id uuid not null references docs (id) on delete cascade deferrable initially deferred,
  number integer not null check (number > 0),
  title text not null,
  body text not null,
  public boolean not null,
  author_id uuid not null references users (id) deferrable initially deferred,
  -- Set when this revision restored an older one.
  restored_from integer,
  created_at timestamptz not null,
  unique (doc_id, number)
);
`);
  }
}
