import { invalidInput } from '../../../core/errors.js';
import { readOnlyEntities } from '../../../core/orm.js';
import { decodeIdCursor, toPage, type Page } from '../../../core/pagination.js';
import type { SqlFragment } from '../common/sql.js';
import type { WorkspaceContext } from '../context.js';
import type { Project } from '../projects/project.entity.js';
import type { StatusCategory } from '../statuses/status.entity.js';
import { holdTicketLinks, ticketLinkColumnsSql, type TicketLink } from '../tickets/ticket.access.js';
import { Ticket, type TicketPriority } from '../tickets/ticket.entity.js';
import { requireProjectRef, type ProjectRef } from '../tickets/ticket.service.js';
import {
  PAGE_ORDER,
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

  /** `links`: what the response asks of the tickets (`ticketLinksAsked`), read in the same statement. */
  async search(
    args: TicketListFilters & ProjectRef & PageRequest & { query?: string | null },
    links: readonly TicketLink[] = [],
  ): Promise<Page<Ticket>> {
    const viewer = this.viewer();
    const text = searchText(args.query);
    if (text && text.length > MAX_QUERY_LENGTH) throw invalidInput('query', `must be at most ${MAX_QUERY_LENGTH} characters`);
    const projectIds = args.projectId || args.projectKey ? [(await requireProjectRef(this.ctx, args)).id] : null;
    const filter: TicketSearchFilter = { ...this.filter(args), text, projectIds };
    const page = { first: args.first, afterId: this.afterId(args.after), rankWindow: this.ctx.deps.config.SEARCH_RANK_WINDOW };
    const rows = await this.run(ticketSearchSql(filter, viewer, page), links, text ? PAGE_ORDER.ranked : PAGE_ORDER.newest);
    return toPage(rows, args.first);
  }

  /** `Project.tickets`: newest first. Every project of a list asking for the same page shape shares one query. */
  async forProject(project: Project, args: TicketListFilters & PageRequest, links: readonly TicketLink[] = []): Promise<Page<Ticket>> {
    const viewer = this.viewer();
    const filter = this.filter(args);
    const afterId = this.afterId(args.after);
    const loaderName = `ticket:projectPage:${JSON.stringify([filter, args.first, afterId, links])}`;
    const rows = await this.ctx
      .loader<Ticket[]>(loaderName, async (projectIds) => {
        const query = ticketsPerProjectSql(projectIds, filter, viewer, { first: args.first, afterId });
        const tickets = await this.run(query, links, PAGE_ORDER.perProject);
        return projectIds.map((id) => tickets.filter((ticket) => ticket.projectId === id));
      })
      .load(project.id);
    return toPage(rows ?? [], args.first);
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
   * hydrating managed entities cost more than the query, docs/benchmarks.md), and the links the response asks
   * of them come in the same statement (`holdTicketLinks`).
   */
  private async run(query: SqlFragment, links: readonly TicketLink[], order: string): Promise<Ticket[]> {
    const withLinks = links.length ? withPageColumns(query, ticketLinkColumnsSql(this.ctx, links, 'page'), order) : query;
    const rows = await this.ctx.em.execute<Record<string, unknown>[]>(withLinks.text, [...withLinks.params]);
    holdTicketLinks(this.ctx, links, rows);
    return readOnlyEntities(this.ctx.em, Ticket, rows);
  }
}
