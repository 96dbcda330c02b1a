import { Migration } from '@mikro-orm/migrations';

/** The 18 synced tables: entity type, columns that never leave the instance, and where the row's project is found. */
const syncedTables: Array<[table: string, entityType: string, excluded: string[], project: string]> = [
  ['projects', 'project', ['budget_amount', 'budget_currency', 'budget_hours', 'ticket_seq'], 'self'],
  ['milestones', 'milestone', ['budget_amount'], 'column:project_id'],
  ['labels', 'label', [], 'column:project_id'],
  ['versions', 'version', [], 'column:project_id'],
  ['statuses', 'ticket_status', [], 'column:project_id'],
  ['tickets', 'ticket', [], 'column:project_id'],
  ['ticket_assignees', 'ticket_assignment', [], 'ticket:ticket_id'],
  ['ticket_labels', 'ticket_label', [], 'ticket:ticket_id'],
  ['ticket_acl', 'ticket_acl', [], 'ticket:ticket_id'],
  ['ticket_dependencies', 'ticket_dependency', [], 'ticket:blocker_id'],
  ['comments', 'comment', [], 'ticket:ticket_id'],
  ['time_entries', 'time_entry', ['hourly_rate'], 'column:project_id'],
  ['project_members', 'project_member', [], 'column:project_id'],
  ['doc_spaces', 'doc_space', [], 'column:project_id'],
  ['docs', 'doc', [], 'column:project_id'],
  ['doc_revisions', 'doc_revision', [], 'doc:doc_id'],
  ['attachments', 'attachment', [], 'column:project_id'],
  ['project_templates', 'project_template', [], 'column:source_project_id'],
];

const triggers = syncedTables
  .map(([table, entityType, excluded, project]) => {
    const args = `'${entityType}', '{${excluded.join(',')}}', '${project}'`;
    return `
alter table ${table} add column version integer not null default 1, add column origin text;
create trigger sync_capture_before before insert or update on ${table}
  for each row execute function workspace.sync_capture(${args});
create constraint trigger sync_capture_after after insert or update or delete on ${table} deferrable initially deferred
  for each row execute function workspace.sync_capture(${args});`;
  })
  .join('\n');

/**
 * The change feed that instance federation reads (see docs/architecture.md, Sync feed). Every insert,
 * real update and delete of the 18 synced tables appends a `sync_changes` row with the row as JSON
 * (columns that never cross left out), its version (1 on insert, +1 on each real change, +1 for the
 * delete) and its origin: the peer whose change an apply wrote (`svc.origin`, set locally by the
 * apply transaction), null for local writes. An update that changes nothing but `updated_at` or
 * excluded columns (`projects.ticket_seq` on every ticket creation, budgets, rates) keeps the version
 * and writes nothing. The feed row is written when the transaction commits (a deferred trigger), so a
 * child row inserted before its parent (deferred foreign keys) still finds its project. `sync_change_holds` keep rows from pruning for a consumer that has not read
 * them yet. Users gain the kind `federated`: placeholders for people of a peer instance, who never
 * sign in and do not take an email address away from local users.
 */
export class Migration0014SyncFeed extends Migration {
  override up(): void {
    this.addSql(`
create table sync_changes (
  seq bigserial primary key,
  entity_type text not null,
  entity_id uuid not null,
  project_id uuid,
  op text not null check (op in ('upsert', 'delete')),
  version integer not null,
  origin text,
  payload jsonb,
  occurred_at timestamptz not null default now()
);
create index sync_changes_occurred_idx on sync_changes (occurred_at);

create table sync_change_holds (
  holder text primary key,
  from_seq bigint not null,
  updated_at timestamptz not null default now()
);

-- One function for every synced table. Arguments: entity type, excluded columns (a text[] literal),
-- and how to find the project: 'self', 'column:<col>', 'ticket:<ticket id col>' or 'doc:<doc id col>'.
create function workspace.sync_capture() returns trigger language plpgsql as $fn$
declare
  excluded text[] := TG_ARGV[1]::text[] || array['version', 'origin', 'search'];
  how text := split_part(TG_ARGV[2], ':', 1);
  col text := split_part(TG_ARGV[2], ':', 2);
  origin_now text := nullif(current_setting('svc.origin', true), '');
  row_json jsonb;
  project uuid;
begin
  if TG_WHEN = 'BEFORE' then
    if TG_OP = 'INSERT' then
      new.version := 1;
      new.origin := origin_now;
    elsif (to_jsonb(new) - excluded - 'updated_at') is distinct from (to_jsonb(old) - excluded - 'updated_at') then
      new.version := old.version + 1;
      new.origin := origin_now;
    else
      new.version := old.version;
      new.origin := old.origin;
    end if;
    return new;
  end if;

  if TG_OP = 'UPDATE' and new.version = old.version then
    return null;
  end if;
  if TG_OP = 'DELETE' then
    row_json := to_jsonb(old);
  else
    row_json := to_jsonb(new);
  end if;
  if how = 'self' then
    project := (row_json ->> 'id')::uuid;
  elsif how = 'column' then
    project := (row_json ->> col)::uuid;
  elsif how = 'ticket' then
    -- Null when a cascade already removed the ticket.
    select t.project_id into project from workspace.tickets t where t.id = (row_json ->> col)::uuid;
  elsif how = 'doc' then
    select d.project_id into project from workspace.docs d where d.id = (row_json ->> col)::uuid;
  end if;
  insert into workspace.sync_changes (entity_type, entity_id, project_id, op, version, origin, payload)
  values (
    TG_ARGV[0],
    (row_json ->> 'id')::uuid,
    project,
    case when TG_OP = 'DELETE' then 'delete' else 'upsert' end,
    case when TG_OP = 'DELETE' then old.version + 1 else new.version end,
    case when TG_OP = 'DELETE' then origin_now else new.origin end,
    row_json - excluded
  );
  return null;
end
$fn$;
${triggers}

alter table users drop constraint users_kind_check, drop constraint users_check;
alter table users add column peer text;
alter table users add constraint users_kind_check check (kind in ('human', 'bot', 'federated'));
alter table users add constraint users_check check (
  (kind = 'human' and peer is null)
  or (kind = 'bot' and owner_id is not null and password_hash is null and peer is null)
  or (kind = 'federated' and peer is not null and password_hash is null and owner_id is null)
);
drop index users_email_unique;
create unique index users_email_unique on users (lower(email)) where kind <> 'federated';
`);
  }
}
