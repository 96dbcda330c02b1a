import { Migration } from '@mikro-orm/migrations';

/** The changes of one row in order: the feed leaves out a change a later one of the same row supersedes. */
export class Migration0015SyncChangesByRow extends Migration {
  override up(): void {
    this.addSql(`create index sync_changes_row_idx on sync_changes (entity_type, entity_id, seq);`);
  }
}
