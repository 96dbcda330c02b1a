import type DataLoader from 'dataloader';
import { invalidInput } from '../../../core/errors.js';
import { readOnlyEntities, readRows } from '../../../core/orm.js';
import { decodeIdCursor, toPage } from '../../../core/pagination.js';
import type { SqlFragment } from '../common/sql.js';
import type { WorkspaceContext } from '../context.js';
import type { Project } from '../projects/project.entity.js';
import type { ReadAhead } from '../projects/project.service.js';
import type { StatusCategory } from '../statuses/status.entity.js';
import {
  holdTicketLinks,
  holdTicketLinksRead,
  ticketLinkColumnsSql,
  ticketLinkTargetsJsonSql,
  type LinkedRow,
  type TicketsAsked,
} from '../tickets/ticket.access.js';
import type { TicketPage } from '../tickets/ticket-connection.js';
import { Ticket, type TicketPriority } from '../tickets/ticket.entity.js';
import { requireProjectRef, type ProjectRef } from '../tickets/ticket.service.js';
import { decodeSortedCursor, encodeSortedCursor, listOrder, type TicketOrder } from './ticket-order.js';
import {
  isNewestFirst,
  listOrderSql,
  PAGE_ORDER,
  projectTicketPageJsonSql,
  searchText,
  ticketCountSql,
  ticketCountsPerProjectSql,
  ticketSearchSql,
  ticketsPerProjectSql,
  withPageColumns,
  type SearchViewer,
  type SortedTicketPage,
  type TicketSearchFilter,
} from './ticket-search.sql.js';

export const MAX_QUERY_LENGTH = 500;

/** Filters shared by `searchTickets` and `Project.tickets`. */
export interface TicketListFilters {
  statusCategory?: StatusCategory[] | null;
  assigneeId?: string | null;
  label?: string | null;
  priority?: TicketPriority[] | null;
}

export interface PageRequest {
  first: number;
  after?: string | null;
}

/** `Project.tickets`' arguments: the filters, a page, and its order. */
export type ProjectListRequest = TicketListFilters & PageRequest & { orderBy?: TicketOrder | null };

/** A page of rows read with `list_sort` (a sorted list's), with its tickets. */
interface ListedPage {
  tickets: Ticket[];
  /** Each ticket's sort value as text: only outside the newest-first order. */
  sortValues: Map<Ticket, string | null>;
}

/**
 * Ticket lists and full-text search. Visibility is part of the SQL (project membership or
 * workspace admin, and the access list for private tickets), so pages are never short and
 * counts never leak.
 */
export class TicketSearchService {
  constructor(private readonly ctx: WorkspaceContext) {}

  private viewer(): SearchViewer {
    return { userId: this.ctx.requireUser().userId, workspaceAdmin: this.ctx.isAdmin() };
  }

  /** `asked`: what the response asks of the tickets (`ticketsAsked`), its links' ids read in the same statement. */
  async search(args: TicketListFilters & ProjectRef & PageRequest & { query?: string | null }, asked: TicketsAsked): Promise<TicketPage> {
    const viewer = this.viewer();
    const text = searchText(args.query);
    if (text && text.length > MAX_QUERY_LENGTH) throw invalidInput('query', `must be at most ${MAX_QUERY_LENGTH} characters`);
    const projectIds = args.projectId || args.projectKey ? [(await requireProjectRef(this.ctx, args)).id] : null;
    const filter: TicketSearchFilter = { ...this.filter(args), text, projectIds };
    const page = {
      first: args.first,
      afterId: this.afterId(args.after),
      rankWindow: this.ctx.deps.config.SEARCH_RANK_WINDOW,
      description: asked.description,
    };
    // A text's statements run unnamed: planned with its words every time (`readRows`).
    const named = !text;
    const rows = await this.run(ticketSearchSql(filter, viewer, page), asked, text ? PAGE_ORDER.ranked : PAGE_ORDER.newest, named);
    let count: Promise<number> | undefined;
    const counted = () => (count ??= this.count(ticketCountSql(filter, viewer), named));
    return { ...toPage(rows.tickets, args.first), count: counted };
  }

  /** `Project.tickets`, in `args.orderBy` (newest first by default). */
  async forProject(project: Project, args: ProjectListRequest, asked: TicketsAsked): Promise<TicketPage> {
    const order = listOrder(args.orderBy);
    const listed = (await this.projectPages(args, asked).load(project.id)) ?? { tickets: [], sortValues: new Map<Ticket, string | null>() };
    const count = () =>
      this.projectCounts(args)
        .load(project.id)
        .then((counted) => counted ?? 0);
    if (isNewestFirst(order)) return { ...toPage(listed.tickets, args.first), count };
    const nodes = listed.tickets.slice(0, args.first);
    const cursors = new Map<Ticket, string>(
      nodes.map((ticket): [Ticket, string] => [
        ticket,
        encodeSortedCursor(order, { value: listed.sortValues.get(ticket) ?? null, id: ticket.id }),
      ]),
    );
    const last = nodes.at(-1);
    return {
      nodes,
      pageInfo: { hasNextPage: listed.tickets.length > args.first, endCursor: last ? cursors.get(last)! : null },
      cursors,
      count,
    };
  }

  /**
   * `Project.tickets` with `args` and `links`, read by the statement that reads its project (aliased `alias` there):
   * the SQL of the column with the page, and what keeps that column's value for the field once the project is known
   * to be readable. The field checks its own arguments and reads its page itself if they turn out different.
   */
  projectPageAhead(alias: string, args: ProjectListRequest, asked: TicketsAsked): ReadAhead {
    const page = this.sortedPage(args, asked);
    const columns = ticketLinkColumnsSql(asked.links, 'page');
    // The rows the page's links name come in the same statement (one round trip less than `holdTicketLinks`).
    const linked = asked.links.length ? (rows: string) => ticketLinkTargetsJsonSql(this.ctx, asked.links, rows) : undefined;
    return {
      column: projectTicketPageJsonSql(alias, this.filter(args), this.viewer(), page, columns, linked),
      keep: async (projectId, value) => {
        const read = linked
          ? (value as { rows: Record<string, unknown>[]; linked: LinkedRow[] })
          : { rows: value as Record<string, unknown>[], linked: undefined };
        this.projectPages(args, asked).prime(projectId, await this.listed(read.rows, asked, read.linked));
      },
    };
  }

  /** The page `args` ask of a project's list: its order, and where it starts (BAD_USER_INPUT on a cursor of another list or order). */
  private sortedPage(args: ProjectListRequest, asked: TicketsAsked): SortedTicketPage {
    const order = listOrder(args.orderBy);
    const base = { first: args.first, description: asked.description, order };
    return isNewestFirst(order)
      ? { ...base, afterId: this.afterId(args.after) }
      : { ...base, after: decodeSortedCursor(order, args.after) };
  }

  /** Counts of `Project.tickets` by project, for every project of a response asking the same filters: one query. */
  private projectCounts(args: TicketListFilters): DataLoader<string, number | null> {
    const viewer = this.viewer();
    const filter = this.filter(args);
    return this.ctx.loader<number>(`ticket:projectCount:${JSON.stringify(filter)}`, async (projectIds) => {
      const query = ticketCountsPerProjectSql(projectIds, filter, viewer);
      const rows = await readRows<{ project_id: string; count: number }>(this.ctx.em, query.text, query.params, { named: true });
      const counts = new Map(rows.map((row) => [row.project_id, row.count]));
      return projectIds.map((id) => counts.get(id) ?? 0);
    });
  }

  private async count(query: SqlFragment, named: boolean): Promise<number> {
    const [row] = await readRows<{ count: number }>(this.ctx.em, query.text, query.params, { named });
    return row?.count ?? 0;
  }

  /**
   * Pages of `Project.tickets` by project: every project of a response asking for the same page shape (and the same of
   * its tickets: their rows may lack what was not asked) shares one query.
   */
  private projectPages(args: ProjectListRequest, asked: TicketsAsked): DataLoader<string, ListedPage | null> {
    const viewer = this.viewer();
    const filter = this.filter(args);
    const page = this.sortedPage(args, asked);
    const { order, first, afterId, after } = page;
    return this.ctx.loader<ListedPage>(
      `ticket:projectPage:${JSON.stringify([filter, first, order, afterId, after, asked])}`,
      async (projectIds) => {
        const query = ticketsPerProjectSql(projectIds, filter, viewer, page);
        const listed = await this.run(query, asked, `project_id, ${listOrderSql(order, 'page')}`, true);
        return projectIds.map((id) => {
          const tickets = listed.tickets.filter((ticket) => ticket.projectId === id);
          return { tickets, sortValues: listed.sortValues };
        });
      },
    );
  }

  private filter(args: TicketListFilters): Omit<TicketSearchFilter, 'text' | 'projectIds'> {
    return {
      statusCategories: args.statusCategory ?? null,
      assigneeId: args.assigneeId ?? null,
      label: args.label?.trim() || null,
      priorities: args.priority ?? null,
    };
  }

  private afterId(after: string | null | undefined): string | null {
    return decodeIdCursor(after) ?? null;
  }

  /**
   * Runs a ticket query listing in `order`; its rows become read-only tickets (a list is never written, and
   * hydrating managed entities cost more than the query, docs/benchmarks.md), and the ids of the links the response
   * asks of them come in the same statement (`holdTicketLinks`).
   */
  private async run(query: SqlFragment, asked: TicketsAsked, order: string, named: boolean): Promise<ListedPage> {
    const columns = ticketLinkColumnsSql(asked.links, 'page');
    const withLinks = columns ? withPageColumns(query, columns, order) : query;
    return this.listed(await readRows<Record<string, unknown>>(this.ctx.em, withLinks.text, withLinks.params, { named }), asked);
  }

  /**
   * Rows of a ticket query (by column, with the columns of `ticketLinkColumnsSql(asked.links)`) as read-only tickets, each
   * row's sort value (`list_sort`) kept by its ticket, their links held: the rows `linked` when the query read them
   * (`ticketLinkTargetsJsonSql`), else read here. Without the description column, a ticket's description is undefined:
   * nothing of the response reads it.
   */
  private async listed(rows: readonly Record<string, unknown>[], asked: TicketsAsked, linked?: readonly LinkedRow[]): Promise<ListedPage> {
    if (linked) holdTicketLinksRead(this.ctx, asked.links, rows, linked);
    else await holdTicketLinks(this.ctx, asked.links, rows);
    const tickets = readOnlyEntities(this.ctx.em, Ticket, rows);
    const sortValues = new Map<Ticket, string | null>();
    rows.forEach((row, index) => {
      if ('list_sort' in row) sortValues.set(tickets[index]!, row.list_sort as string | null);
    });
    return { tickets, sortValues };
  }
}
