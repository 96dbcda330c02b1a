import { Migration } from '@mikro-orm/migrations';

/**
 * What a link cannot apply is counted on it: `failed_events` (events waiting in state `failed`) and
 * the latest one's reason, refreshed after each poll, so a link that polls fine but stops rows says so.
 * The index serves that count and the history's status filter.
 */
export class Migration0005EventFailures extends Migration {
  override up(): void {
    this.addSql(`
alter table links add column failed_events integer not null default 0, add column last_event_error text;
create index sync_events_failed_idx on sync_events (link_id, seq) where status = 'failed';
`);
  }
}
