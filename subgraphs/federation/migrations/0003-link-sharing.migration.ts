import { Migration } from '@mikro-orm/migrations';

/**
 * A link that backs a project pair carries the pair's sharing (`pairs/sharing.ts`): the types and
 * masked fields of each direction. Null on an instance link: its scope and project filter hold.
 */
export class Migration0003LinkSharing extends Migration {
  override up(): void {
    this.addSql(`alter table links add column sharing jsonb;`);
  }
}
