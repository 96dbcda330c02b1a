import { Migration } from '@mikro-orm/migrations';

/**
 * Project federation: invites and pairs.
 * - `project_invites`: made by a project's owner for one partner, valid 15 minutes; the token's
 *   secret is kept as its SHA-256 only. `expired` is not stored: an open invite past `expires_at`.
 * - `project_pairs`: one project shared with one partner instance, backed by a link of its own
 *   (deleted with it); `role` says which side shared it. Its state follows the link (paused, health).
 */
export class Migration0004ProjectPairs extends Migration {
  override up(): void {
    this.addSql(`
create table project_invites (
  id uuid primary key,
  project_id uuid not null,
  preset text not null check (preset in ('read_only', 'comments', 'full', 'custom')),
  note text,
  secret_hash text not null,
  state text not null default 'open' check (state in ('open', 'accepted', 'revoked')),
  expires_at timestamptz not null,
  created_by_id uuid not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  pair_id uuid
);
create index project_invites_project_idx on project_invites (project_id, id);

create table project_pairs (
  id uuid primary key,
  link_id uuid not null unique references links (id) on delete cascade,
  project_id uuid not null unique,
  role text not null check (role in ('sharing', 'receiving')),
  partner_name text not null,
  partner_url text not null,
  created_by_id uuid not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
`);
  }
}
