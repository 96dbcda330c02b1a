import type DataLoader from 'dataloader';
import { invalidInput } from '../../../core/errors.js';
import { readOnlyEntities, readRows } from '../../../core/orm.js';
import { decodeIdCursor, toPage, type Page } from '../../../core/pagination.js';
import type { SqlFragment } from '../common/sql.js';
import type { WorkspaceContext } from '../context.js';
import type { Project } from '../projects/project.entity.js';
import type { ReadAhead } from '../projects/project.service.js';
import type { StatusCategory } from '../statuses/status.entity.js';
import { holdTicketLinks, ticketLinkColumnsSql, type TicketsAsked } from '../tickets/ticket.access.js';
import { Ticket, type TicketPriority } from '../tickets/ticket.entity.js';
import { requireProjectRef, type ProjectRef } from '../tickets/ticket.service.js';
import {
  PAGE_ORDER,
  projectTicketPageJsonSql,
  searchText,
  ticketSearchSql,
  ticketsPerProjectSql,
  withPageColumns,
  type SearchViewer,
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
  async search(args: TicketListFilters & ProjectRef & PageRequest & { query?: string | null }, asked: TicketsAsked): Promise<Page<Ticket>> {
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
    const rows = await this.run(ticketSearchSql(filter, viewer, page), asked, text ? PAGE_ORDER.ranked : PAGE_ORDER.newest);
    return toPage(rows, args.first);
  }

  /** `Project.tickets`: newest first. */
  async forProject(project: Project, args: TicketListFilters & PageRequest, asked: TicketsAsked): Promise<Page<Ticket>> {
    const rows = await this.projectPages(args, asked).load(project.id);
    return toPage(rows ?? [], args.first);
  }

  /**
   * `Project.tickets` with `args` and `links`, read by the statement that reads its project (aliased `alias` there):
   * the SQL of the column with the page, and what keeps that column's value for the field once the project is known
   * to be readable. The field checks its own arguments and reads its page itself if they turn out different.
   */
  projectPageAhead(alias: string, args: TicketListFilters & PageRequest, asked: TicketsAsked): ReadAhead {
    const page = { first: args.first, afterId: this.afterId(args.after), description: asked.description };
    return {
      column: projectTicketPageJsonSql(alias, this.filter(args), this.viewer(), page, ticketLinkColumnsSql(asked.links, 'page')),
      keep: async (projectId, rows) => {
        this.projectPages(args, asked).prime(projectId, await this.tickets(rows as Record<string, unknown>[], asked));
      },
    };
  }

  /**
   * Pages of `Project.tickets` by project: every project of a response asking for the same page shape (and the same of
   * its tickets: their rows may lack what was not asked) shares one query.
   */
  private projectPages(args: TicketListFilters & PageRequest, asked: TicketsAsked): DataLoader<string, Ticket[] | null> {
    const viewer = this.viewer();
    const filter = this.filter(args);
    const afterId = this.afterId(args.after);
    return this.ctx.loader<Ticket[]>(`ticket:projectPage:${JSON.stringify([filter, args.first, afterId, asked])}`, async (projectIds) => {
      const query = ticketsPerProjectSql(projectIds, filter, viewer, { first: args.first, afterId, description: asked.description });
      const tickets = await this.run(query, asked, PAGE_ORDER.perProject);
      return projectIds.map((id) => tickets.filter((ticket) => ticket.projectId === id));
    });
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
  private async run(query: SqlFragment, asked: TicketsAsked, order: string): Promise<Ticket[]> {
    const columns = ticketLinkColumnsSql(asked.links, 'page');
    const withLinks = columns ? withPageColumns(query, columns, order) : query;
    return this.tickets(await readRows<Record<string, unknown>>(this.ctx.em, withLinks.text, withLinks.params, { named: true }), asked);
  }

  /**
   * Rows of a ticket query (by column, with the columns of `ticketLinkColumnsSql(asked.links)`) as read-only tickets,
   * their links read and held. Without the description column, a ticket's description is undefined: nothing of the response reads it.
   */
  private async tickets(rows: readonly Record<string, unknown>[], asked: TicketsAsked): Promise<Ticket[]> {
    await holdTicketLinks(this.ctx, asked.links, rows);
    return readOnlyEntities(this.ctx.em, Ticket, rows);
  }
}
