import { Migration } from '@mikro-orm/migrations';

/**
 * The due indexes of the two work queues key rows by when they can next be claimed:
 * `greatest(next_attempt_at, lease_until)` (greatest() skips a null lease). A claim then reads
 * only claimable rows from the index; before, it stepped over every row in flight (due, but
 * leased), which made each claim cost more the more work was in flight.
 */
export class Migration0006DueIndexLeases extends Migration {
  override up(): void {
    this.addSql(`
drop index messages_due_idx;
create index messages_due_idx on messages ((greatest(next_attempt_at, lease_until))) where status in ('queued', 'deferred');
drop index webhook_deliveries_due_idx;
create index webhook_deliveries_due_idx on webhook_deliveries ((greatest(next_attempt_at, lease_until))) where status = 'pending';
`);
  }
}
