import { Migration } from '@mikro-orm/migrations';

/**
 * The sync engine's state per link (deleted with the link; mirrored data stays in the workspace), and
 * on `links` the poll lease that keeps two workers off one link, a nudge not yet acted on, and the time of its last reconcile:
 * - `link_sync`: the cursor (the peer's own feed sequence, advanced only after a batch is applied),
 *   the gaps (sequences absent when a page was read, asked again until they appear or age out),
 *   and, as the serving side, how far the peer has read this side's feed (`peer_after`): a field
 *   changed here after that is one the peer has not seen, so its concurrent change is a conflict.
 * - `id_map`: remote id to local id per link and entity type (`user` for the placeholder people),
 *   unique both ways, with the last applied remote version.
 * - `exports`: what this side has sent on the link, so a peer may name this side's own ids only
 *   for rows it was given.
 * - `sync_events`: every event fetched, with its state (pending, applied, failed with the next
 *   retry, dry_run) — the link's sync history.
 * - `conflicts`: fields both sides changed since the last sync, awaiting an admin's decision.
 */
export class Migration0002Sync extends Migration {
  override up(): void {
    this.addSql(`
alter table links add column poll_lease_until timestamptz, add column last_reconciled_at timestamptz,
  add column nudged boolean not null default false;

create table link_sync (
  link_id uuid primary key references links (id) on delete cascade,
  cursor bigint not null default 0,
  gaps jsonb not null default '[]',
  -- Set by a force-resync until the replay has caught up: rows that diverged become conflicts.
  resyncing boolean not null default false,
  peer_after bigint not null default 0,
  updated_at timestamptz not null
);

create table id_map (
  link_id uuid not null references links (id) on delete cascade,
  entity_type text not null,
  remote_id uuid not null,
  local_id uuid not null,
  remote_version integer not null default 0,
  deleted boolean not null default false,
  primary key (link_id, entity_type, remote_id),
  unique (link_id, entity_type, local_id)
);

create table exports (
  link_id uuid not null references links (id) on delete cascade,
  entity_type text not null,
  local_id uuid not null,
  primary key (link_id, entity_type, local_id)
);

create table sync_events (
  link_id uuid not null references links (id) on delete cascade,
  seq bigint not null,
  entity_type text not null,
  remote_id uuid not null,
  op text not null check (op in ('upsert', 'delete')),
  version integer not null,
  event jsonb not null,
  status text not null check (status in ('pending', 'applied', 'failed', 'dry_run')),
  attempts integer not null default 0,
  next_attempt_at timestamptz,
  last_error text,
  created_at timestamptz not null,
  applied_at timestamptz,
  primary key (link_id, seq)
);
create index sync_events_retry_idx on sync_events (link_id, next_attempt_at) where status = 'failed';

create table conflicts (
  id uuid primary key,
  link_id uuid not null references links (id) on delete cascade,
  entity_type text not null,
  local_id uuid not null,
  remote_id uuid not null,
  fields jsonb not null,
  remote_version integer not null,
  status text not null default 'open' check (status in ('open', 'kept_local', 'took_remote')),
  decided_by_id uuid,
  decided_at timestamptz,
  created_at timestamptz not null
);
create index conflicts_link_idx on conflicts (link_id, status, id);
-- One open conflict per row: a later clash on it updates the fields.
create unique index conflicts_open_row_unique on conflicts (link_id, entity_type, local_id) where status = 'open';
`);
  }
}
