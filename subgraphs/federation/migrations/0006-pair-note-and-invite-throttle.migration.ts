import { Migration } from '@mikro-orm/migrations';

/**
 * Project pairs and invites (issue 32):
 * - `project_pairs.note`: the invite's note for the accepting admin, kept on both sides' pairs.
 * - `links.last_error_code`: the peer's reason for refusing the last poll (`LINK_PAUSED`: the partner
 *   paused the pair), so a pair says who paused it instead of showing an error.
 * - `invite_accept_attempts`: invite acceptances per client address in the last minute, counted in
 *   the database so every gateway process and both surfaces (GraphQL and REST) share one limit.
 */
export class Migration0006PairNoteAndInviteThrottle extends Migration {
  override up(): void {
    this.addSql(`
alter table project_pairs add column note text;
alter table links add column last_error_code text;
create table invite_accept_attempts (
  action text not null check (action in ('partner', 'admin')),
  ip text not null,
  at timestamptz not null
);
create index invite_accept_attempts_ip_idx on invite_accept_attempts (action, ip, at);
create index invite_accept_attempts_at_idx on invite_accept_attempts (at);
`);
  }
}
