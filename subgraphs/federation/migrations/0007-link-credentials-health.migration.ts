import { Migration } from '@mikro-orm/migrations';

/**
 * Link credentials and health (docs/federation.md, "Health" and "Controls"):
 * - `links.previous_secret_encrypted` and `secret_replaced_at`: the shared secret a rotation (or a
 *   new secret entered here) replaced, in the same master-key envelope as the current one, and
 *   when; it stays valid for a short grace (`SECRET_ROTATION_GRACE_MS`) so the peer can mirror it.
 * - `links.last_pulled_by_peer_at`: when the peer last pulled from this side (a served `changes` or
 *   `snapshot` page): the health of a `source` link, which never polls, follows it.
 * - `removed_links`: the incoming-token hashes of deleted links, with why they went (`link_deleted`,
 *   `pair_revoked`), so their former holder is told the link is gone instead of a bare 401.
 */
export class Migration0007LinkCredentialsHealth extends Migration {
  override up(): void {
    this.addSql(`
alter table links add column previous_secret_encrypted text, add column secret_replaced_at timestamptz,
  add column last_pulled_by_peer_at timestamptz;

create table removed_links (
  token_hash text primary key,
  link_id uuid not null,
  reason text not null check (reason in ('link_deleted', 'pair_revoked')),
  removed_at timestamptz not null
);
`);
  }
}
