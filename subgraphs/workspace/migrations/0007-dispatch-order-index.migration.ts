import { Migration } from '@mikro-orm/migrations';

/**
 * Tickets in an orchestrator's dispatch order: priority rank (blocker 1 … low and trivial 4), oldest
 * first, then key. The expression is the one `orchestrator.service.ts` sorts and pages by, so a
 * candidates page reads its 50 rows from this index instead of sorting every visible ticket.
 */
export class Migration0007DispatchOrderIndex extends Migration {
  override up(): void {
    this.addSql(`
create index tickets_dispatch_idx on tickets
  ((case priority when 'blocker' then 1 when 'high' then 2 when 'normal' then 3 else 4 end), created_at, key);
`);
  }
}
