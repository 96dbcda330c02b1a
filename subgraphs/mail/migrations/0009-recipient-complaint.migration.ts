import { Migration } from '@mikro-orm/migrations';

/**
 * Whether a recipient of a message has complained about it (an ARF report), so that a repeated report records
 * nothing and fires no second `complaint`: reports claim it with one guarded UPDATE (see recordComplaint), as
 * they claim `bounce`.
 */
export class Migration0009RecipientComplaint extends Migration {
  override up(): void {
    this.addSql(`
alter table message_recipients add column complained boolean not null default false;
`);
  }
}
