import { Migration } from '@mikro-orm/migrations';

/**
 * A project's ticket list sorted by last change, priority or title: each index holds the list in that order (the
 * expressions are `SORT_VALUES` of search/ticket-search.sql.ts, id breaking ties), so a sorted page of a project with
 * thousands of tickets reads its rows from the index and stops at the page instead of sorting every visible ticket.
 * By status, each status's tickets are read from (status_id, id) (a page per status, merged). Sorting by key reads the
 * unique (project_id, number) index; newest first, (project_id, id).
 */
export class Migration0017TicketListOrder extends Migration {
  override up(): void {
    this.addSql(`
create index tickets_project_updated_idx on tickets (project_id, updated_at, id);
create index tickets_project_priority_idx on tickets
  (project_id, (case priority when 'blocker' then 5 when 'high' then 4 when 'normal' then 3 when 'low' then 2 else 1 end), id);
create index tickets_project_title_idx on tickets (project_id, lower(title), id);
create index tickets_status_order_idx on tickets (status_id, id);
`);
  }
}
