import { Migration } from '@mikro-orm/migrations';

/**
 * Monthly quota usage per account. One row per account and calendar month (UTC); `used` only grows
 * through a guarded UPDATE, and each threshold flag flips once, so its event fires once.
 */
export class Migration0004Quota extends Migration {
  override up(): void {
    this.addSql(`
create table quota_usage (
  account_id uuid not null references accounts (id) on delete cascade deferrable initially deferred,
  period date not null,
  used integer not null default 0 check (used >= 0),
  warned_80 boolean not null default false,
  warned_95 boolean not null default false,
  exhausted_base boolean not null default false,
  exhausted_cap boolean not null default false,
  primary key (account_id, period)
);
`);
  }
}
