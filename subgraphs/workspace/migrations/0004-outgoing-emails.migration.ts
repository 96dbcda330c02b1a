import { Migration } from '@mikro-orm/migrations';

/**
 * The workspace's own outgoing mail (invites, password resets, notifications), kept until the
 * mail API accepted it: a work queue claimed with FOR UPDATE SKIP LOCKED and a lease, due at
 * `greatest(next_attempt_at, lease_until)`, so a crash or an unreachable mail API loses no email.
 */
export class Migration0004OutgoingEmails extends Migration {
  override up(): void {
    this.addSql(`
create table outgoing_emails (
  id uuid primary key,
  kind text not null check (kind in ('invite', 'password_reset', 'ticket_assigned')),
  to_email text not null,
  subject text not null,
  html text not null,
  text text not null,
  status text not null check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  lease_until timestamptz,
  last_error text,
  mail_message_id text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index outgoing_emails_due_idx on outgoing_emails ((greatest(next_attempt_at, lease_until))) where status = 'pending';
create index outgoing_emails_created_idx on outgoing_emails (created_at);
`);
  }
}
