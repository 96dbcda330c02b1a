import { Migration } from '@mikro-orm/migrations';

/**
 * The bounce outcome already reported for each recipient of a message (`transient` or `permanent`), so that
 * a repeated report of it (the same DSN twice, a relay's own DSN after our SMTP 5xx) records nothing and fires
 * no second event: reports claim it with one guarded UPDATE (see recordBounce). Null: no bounce yet.
 */
export class Migration0008RecipientBounce extends Migration {
  override up(): void {
    this.addSql(`
alter table message_recipients add column bounce text check (bounce in ('transient', 'permanent'));
`);
  }
}
