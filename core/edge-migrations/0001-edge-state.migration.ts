import { Migration } from '@mikro-orm/migrations';

/**
 * The state the edge processes (gateways and MCP servers) share across replicas, so that no user can tell which replica
 * answered them (issue 36):
 * - `rate_limits`: the hits each rate limit counted per key in its sliding window (REST shims, OAuth endpoints, the MCP
 *   `svc_api_call` limit), in buckets of a hundredth of the window (core/shared-limits.ts).
 * - `call_slots`: the calls each caller has running or waiting at the workspace API (the MCP fair share), each slot held
 *   under a lease so that a replica killed mid-call frees its slots.
 *   Both are unlogged: written on every request, they are not worth a disk flush each (a logged write costs one per
 *   commit); a crash of the database server empties them, so every limit starts afresh, and a standby has none. Their
 *   times are milliseconds since the epoch on the edge processes' clock.
 * - `mcp_sessions`: MCP sessions, resumed on whichever replica a request reaches: who opened one, its toolset, the
 *   `initialize` request it was opened with (replayed to resume it) and the resources it follows.
 */
export class Migration0001EdgeState extends Migration {
  override up(): void {
    this.addSql(`
create unlogged table rate_limits (
  key text primary key,
  bucket_ends bigint[] not null,
  bucket_hits integer[] not null,
  admitted boolean not null,
  expires_at bigint not null
);
create index rate_limits_expires_at_idx on rate_limits (expires_at);
create unlogged table call_slots (
  key text not null,
  slot smallint not null,
  holder uuid not null,
  lease_until bigint not null,
  primary key (key, slot)
);
create index call_slots_lease_until_idx on call_slots (lease_until);
create table mcp_sessions (
  id uuid primary key,
  principal text not null,
  caller_id text not null,
  toolset text not null,
  initialize jsonb not null,
  subscriptions text[] not null default '{}',
  created_at timestamptz not null,
  last_used_at timestamptz not null
);
create index mcp_sessions_last_used_at_idx on mcp_sessions (last_used_at);
`);
  }
}
