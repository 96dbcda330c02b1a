import { Migration } from '@mikro-orm/migrations';

/** Invitations can be revoked by an admin before they are accepted. */
export class Migration0005InviteRevocation extends Migration {
  override up(): void {
    this.addSql(`
alter table user_invites
  add column revoked_at timestamptz,
  add column revoked_by_id uuid references users (id) deferrable initially deferred;
create index user_invites_pending_idx on user_invites (id) where accepted_at is null and revoked_at is null;
`);
  }
}
