import { consoleUrl } from '../../../core/config.js';
import { invalidInput, notFound } from '../../../core/errors.js';
import { decodeCursor, encodeCursor, pageSize } from '../../../core/pagination.js';
import { groupByKey } from '../../../core/batch.js';
import { joinSql, limitSql, rawSql, sql, SqlFragment } from '../common/sql.js';
import type { WorkspaceContext } from '../context.js';
import { isWorkspaceAdmin } from '../../../core/permissions.js';
import { visibleTo } from '../search/ticket-search.sql.js';
import { StatusCategory, terminalCategories } from '../statuses/status.entity.js';
import type { TicketPriority } from '../tickets/ticket.entity.js';
import { parseTicketKey } from '../tickets/ticket-key.js';
import {
  activeCategories,
  branchName,
  normalizedLabels,
  priorityRank,
  type OrchestratorIssue,
  type OrchestratorIssuePage,
} from './issue-record.js';
import { compileQuery, type CompiledQuery } from './query-compiler.js';
import { parseQuery } from './query-language.js';

const categories = Object.values(StatusCategory) as string[];
/** Most ids one by-ids refresh takes. */
export const MAX_IDS = 500;
/** Longest agent query. */
export const MAX_QUERY_LENGTH = 2000;

interface TicketRow {
  id: string;
  key: string;
  title: string;
  description: string;
  priority: TicketPriority;
  category: string;
  status_name: string;
  /** Timestamps as the driver returns them to raw statements (MikroORM's connection leaves them as text). */
  created_at: Date | string;
  updated_at: Date | string;
  project_key: string;
  git_repository_url: string | null;
  rank: number;
  /** `created_at` as PostgreSQL prints it: the cursor keeps its full (microsecond) precision. */
  position_at: string;
}

/** The dispatch-order position of a record: priority rank, then oldest, then identifier. */
interface Position {
  rank: number;
  createdAt: string;
  key: string;
}

const positionCursor = (row: TicketRow): string => encodeCursor(JSON.stringify([row.rank, row.position_at, row.key]));

/** A timestamp as PostgreSQL prints `timestamptz` as text. */
const PG_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::(\d{2}))?$/;

/**
 * Whether `text` is a timestamp PostgreSQL could have printed: the shape alone lets a forged
 * `2026-02-31 25:00:00+00` through, which PostgreSQL refuses mid-query.
 */
function isPgTimestamp(text: string): boolean {
  const match = PG_TIMESTAMP.exec(text);
  if (!match) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, offsetHours = 0, offsetMinutes = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(year, month - 1, day);
  return (
    year >= 1 &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 15 &&
    offsetMinutes <= 59
  );
}

function decodePosition(after: string | null | undefined): Position | null {
  const raw = decodeCursor(after);
  if (raw === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (
    !Array.isArray(parsed) ||
    // The rank is the priority's, 1..4 (see the dispatch query).
    !Number.isInteger(parsed[0]) ||
    (parsed[0] as number) < 1 ||
    (parsed[0] as number) > 4 ||
    typeof parsed[1] !== 'string' ||
    !isPgTimestamp(parsed[1]) ||
    typeof parsed[2] !== 'string' ||
    !parseTicketKey(parsed[2])
  )
    throw invalidInput('after', 'not a cursor returned by this list');
  return { rank: parsed[0] as number, createdAt: parsed[1], key: parsed[2] };
}

/**
 * Status categories from the caller, compared as Symphony does (trimmed, lower-cased). A display
 * name such as `In Progress` is refused with the valid values, instead of matching nothing.
 */
export function parseCategories(states: readonly string[], field: string): string[] {
  const parsed = states.map((state) => state.trim().toLowerCase());
  const wrong = states.filter((_, index) => !categories.includes(parsed[index]!));
  if (wrong.length > 0) {
    throw invalidInput(
      field,
      `${wrong.map((state) => JSON.stringify(state)).join(', ')} ${wrong.length === 1 ? 'is not a status category' : 'are not status categories'}; use ${categories.join(', ')} (status categories, not display names)`,
    );
  }
  return [...new Set(parsed)];
}

/**
 * The orchestrator adapter's reads: tickets as normalized issue records, only those the caller may
 * see (projects it is a member of, or all as a workspace admin; a private ticket only when it is
 * on its access list). It never changes a ticket.
 */
export class OrchestratorService {
  constructor(private readonly ctx: WorkspaceContext) {}

  /** Issues in the given categories (default: the active ones) of the given projects, in dispatch order. */
  candidates(args: {
    projectKeys: string[];
    states?: string[] | null;
    first: number;
    after?: string | null;
  }): Promise<OrchestratorIssuePage> {
    if (args.projectKeys.length === 0) throw invalidInput('projectKeys', 'name at least one project key');
    const states = args.states?.length ? parseCategories(args.states, 'states') : [...activeCategories];
    return this.page({ projectKeys: args.projectKeys, states, first: args.first, after: args.after });
  }

  /**
   * Issues in the given categories, or with the given status display names (case-insensitive; what
   * Linear-style clients filter by), across the given projects (all the caller sees when none are given).
   */
  byStates(args: {
    projectKeys?: string[] | null;
    states?: string[] | null;
    statusNames?: string[] | null;
    first: number;
    after?: string | null;
  }): Promise<OrchestratorIssuePage> {
    const byName = args.statusNames?.length ? args.statusNames : null;
    if (byName && args.states?.length) throw invalidInput('statusNames', 'give states or statusNames, not both');
    if (!byName && !args.states?.length) throw invalidInput('states', 'name at least one status category');
    return this.page({
      projectKeys: args.projectKeys?.length ? args.projectKeys : null,
      states: byName ? null : parseCategories(args.states!, 'states'),
      statusNames: byName && [...new Set(byName.map((name) => name.trim().toLowerCase()))],
      first: args.first,
      after: args.after,
    });
  }

  /**
   * An agent's query (the query language of query-language.ts) over the tickets the caller sees:
   * up to `first` records, in the query's order (dispatch order by default).
   */
  async query(args: { query: string; first: number }): Promise<{ nodes: OrchestratorIssue[]; hasMore: boolean }> {
    pageSize(args.first);
    if (args.query.length > MAX_QUERY_LENGTH) throw invalidInput('query', `at most ${MAX_QUERY_LENGTH} characters`);
    const viewer = this.ctx.requireUser();
    const compiled = compileQuery(args.query, parseQuery(args.query), { userId: viewer.userId, now: this.ctx.now() });
    const rows = await this.select({ query: compiled, limit: args.first + 1 });
    return { nodes: await this.records(rows.slice(0, args.first)), hasMore: rows.length > args.first };
  }

  /** Records of the given tickets, in the order asked; ids the caller cannot see are left out. */
  async byIds(ids: string[]): Promise<OrchestratorIssue[]> {
    if (ids.length > MAX_IDS) throw invalidInput('ids', `at most ${MAX_IDS} ids per request`);
    if (ids.length === 0) return [];
    const rows = await this.select({ ids: [...new Set(ids)] });
    const records = new Map((await this.records(rows)).map((record) => [record.id, record]));
    return [...new Set(ids)].flatMap((id) => records.get(id) ?? []);
  }

  /** The branch name of a ticket the caller can see (null without a git repository). */
  async branchName(ticketId: string): Promise<string | null> {
    const [row] = await this.select({ ids: [ticketId] });
    if (!row) throw notFound('Ticket');
    return row.git_repository_url ? branchName(row.key, row.title) : null;
  }

  private async page(args: {
    projectKeys: string[] | null;
    states: string[] | null;
    statusNames?: string[] | null;
    first: number;
    after?: string | null;
  }): Promise<OrchestratorIssuePage> {
    pageSize(args.first);
    const rows = await this.select({
      projectKeys: args.projectKeys?.map((key) => key.trim().toUpperCase()) ?? null,
      states: args.states,
      statusNames: args.statusNames ?? null,
      after: decodePosition(args.after),
      limit: args.first + 1,
    });
    const shown = rows.slice(0, args.first);
    return {
      nodes: await this.records(shown),
      pageInfo: { hasNextPage: rows.length > args.first, endCursor: shown.length ? positionCursor(shown.at(-1)!) : null },
    };
  }

  /** Visible tickets by ids, or by projects and categories in dispatch order from a position: one statement. */
  private async select(filter: {
    ids?: string[];
    projectKeys?: string[] | null;
    states?: string[] | null;
    /** Lower-cased status display names. */
    statusNames?: string[] | null;
    after?: Position | null;
    /** A compiled agent query: its condition and its order. */
    query?: CompiledQuery;
    limit?: number;
  }): Promise<TicketRow[]> {
    const conditions = [visibleTo('t', this.searchViewer())];
    if (filter.ids) conditions.push(sql`t.id in (${filter.ids})`);
    if (filter.projectKeys) conditions.push(sql`p.key in (${filter.projectKeys})`);
    if (filter.states) conditions.push(sql`s.category in (${filter.states})`);
    if (filter.statusNames) conditions.push(sql`lower(s.name) in (${filter.statusNames})`);
    if (filter.query) conditions.push(new SqlFragment(`(${filter.query.where})`, filter.query.params));
    const { after } = filter;
    const from = after ? sql`where (rank, created_at, key) > (${after.rank}, ${after.createdAt}::timestamptz, ${after.key})` : rawSql('');
    const query = sql`with visible as (
         select t.id, t.key, t.number, t.title, t.description, t.priority, s.category, s.name as status_name, t.created_at, t.updated_at,
                t.created_at::text as position_at, p.key as project_key, p.git_repository_url,
                -- The expression of the tickets_dispatch_idx index (migration 0007): pages are read from it in order.
                case t.priority when 'blocker' then 1 when 'high' then 2 when 'normal' then 3 else 4 end as rank
           from workspace.tickets t
           join workspace.statuses s on s.id = t.status_id
           join workspace.projects p on p.id = t.project_id
          where ${joinSql(conditions, ' and ')})
       select * from visible ${from}
        order by ${rawSql(filter.query?.orderBy ?? 'rank, created_at, key')}
        ${limitSql(filter.limit ?? MAX_IDS)}`;
    return this.ctx.em.execute<TicketRow[]>(query.text, [...query.params]);
  }

  /** The caller as the shared visibility rule (ticket-search.sql.ts) takes it. */
  private searchViewer() {
    const viewer = this.ctx.requireUser();
    return { userId: viewer.userId, workspaceAdmin: isWorkspaceAdmin(viewer.globalRole) };
  }

  /** Records for rows: labels, blockers and first assignees of all of them in one statement each. */
  private async records(rows: TicketRow[]): Promise<OrchestratorIssue[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const run = <T>(query: SqlFragment) => this.ctx.em.execute<T[]>(query.text, [...query.params]);
    const [labels, blockers, assignees] = await Promise.all([
      run<{ ticket_id: string; name: string }>(
        sql`select tl.ticket_id, l.name from workspace.ticket_labels tl join workspace.labels l on l.id = tl.label_id
             where tl.ticket_id in (${ids}) order by l.name`,
      ),
      // Every open blocker is listed, so that a client that computes dispatchability from the list (a stock
      // Symphony through the Linear endpoint) agrees with `dispatchable`; those the caller may not see are opaque.
      run<{ blocked_id: string; id: string; key: string; category: string; status_name: string; visible: boolean }>(
        sql`select d.blocked_id, b.id, b.key, s.category, s.name as status_name, (${visibleTo('b', this.searchViewer())}) as visible
              from workspace.ticket_dependencies d
              join workspace.tickets b on b.id = d.blocker_id
              join workspace.statuses s on s.id = b.status_id
             where d.blocked_id in (${ids}) and s.category not in (${[...terminalCategories]})
             order by b.created_at, b.key`,
      ),
      run<{ ticket_id: string; user_id: string }>(
        sql`select distinct on (ticket_id) ticket_id, user_id from workspace.ticket_assignees
             where ticket_id in (${ids}) order by ticket_id, created_at, id`,
      ),
    ]);
    const base = consoleUrl(this.ctx.deps.config).replace(/\/+$/, '');
    const labelsOf = groupByKey(ids, labels, (label) => label.ticket_id);
    const blockersOf = groupByKey(ids, blockers, (blocker) => blocker.blocked_id);
    const assigneeOf = new Map(assignees.map((row) => [row.ticket_id, row.user_id]));
    return rows.map((row, index) => {
      const open = blockersOf[index]!;
      return {
        id: row.id,
        identifier: row.key,
        title: row.title,
        description: row.description || null,
        priority: priorityRank[row.priority],
        state: row.category,
        statusName: row.status_name,
        branchName: row.git_repository_url ? branchName(row.key, row.title) : null,
        url: `${base}/projects/${row.project_key}/tickets/${row.key}`,
        labels: normalizedLabels(labelsOf[index]!.map((label) => label.name)),
        blockedBy: open.map((blocker) => ({
          id: blocker.id,
          identifier: blocker.visible ? blocker.key : null,
          state: blocker.category,
          statusName: blocker.visible ? blocker.status_name : null,
        })),
        assigneeId: assigneeOf.get(row.id) ?? null,
        // `open` holds only non-terminal blockers.
        dispatchable: !(row.category === StatusCategory.TODO && open.length > 0),
        createdAt: new Date(row.created_at),
        updatedAt: new Date(row.updated_at),
      };
    });
  }
}
