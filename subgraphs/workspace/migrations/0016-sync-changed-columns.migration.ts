import { Migration } from '@mikro-orm/migrations';

/**
 * Each update in the sync feed names the columns it changed (`changed`; null for an insert or a
 * delete): a peer merges only what the sender changed, and a field changed here that the peer has
 * not read yet is what makes a concurrent change of it a conflict. The capture function is the one
 * of 0014 with that added.
 */
export class Migration0016SyncChangedColumns extends Migration {
  override up(): void {
    this.addSql(`
alter table sync_changes add column changed text[];

create or replace function workspace.sync_capture() returns trigger language plpgsql as $fn$
declare
  excluded text[] := TG_ARGV[1]::text[] || array['version', 'origin', 'search'];
  how text := split_part(TG_ARGV[2], ':', 1);
  col text := split_part(TG_ARGV[2], ':', 2);
  origin_now text := nullif(current_setting('svc.origin', true), '');
  row_json jsonb;
  project uuid;
  changed text[];
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
  if TG_OP = 'UPDATE' then
    -- The columns this write changed (an insert changes them all: null).
    select coalesce(array_agg(n.key order by n.key), '{}') into changed
      from jsonb_each(to_jsonb(new) - excluded - 'updated_at') n
     where (to_jsonb(old) -> n.key) is distinct from n.value;
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
  insert into workspace.sync_changes (entity_type, entity_id, project_id, op, version, origin, payload, changed)
  values (
    TG_ARGV[0],
    (row_json ->> 'id')::uuid,
    project,
    case when TG_OP = 'DELETE' then 'delete' else 'upsert' end,
    case when TG_OP = 'DELETE' then old.version + 1 else new.version end,
    case when TG_OP = 'DELETE' then origin_now else new.origin end,
    row_json - excluded,
    changed
  );
  return null;
end
$fn$
`);
  }
}
