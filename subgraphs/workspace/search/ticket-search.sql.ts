import { joinSql, limitSql, rawSql, sql, type SqlFragment } from '../common/sql.js';
import type { StatusCategory } from '../statuses/status.entity.js';
import type { TicketPriority } from '../tickets/ticket.entity.js';

/** Which tickets a list or search wants; every field narrows, empty lists narrow nothing. */
export interface TicketSearchFilter {
  /** Full-text query (`websearch_to_tsquery` syntax) or a ticket key. */
  text?: string | null;
  projectIds?: readonly string[] | null;
  statusCategories?: readonly StatusCategory[] | null;
  assigneeId?: string | null;
  /** Label name, case-insensitive. */
  label?: string | null;
  priorities?: readonly TicketPriority[] | null;
}

export interface SearchViewer {
  userId: string;
  /** Workspace admins read every project, but private tickets still need the access list. */
  workspaceAdmin: boolean;
}

export interface TicketSearchPage {
  first: number;
  /** Id of the last ticket of the previous page. */
  afterId?: string | null;
  /** Whether the rows bring the description (the one long column; TicketsAsked). */
  description: boolean;
}

/** What a project's ticket list is sorted by (`TicketOrderField` in GraphQL). */
export type TicketSortField = 'CREATED_AT' | 'UPDATED_AT' | 'PRIORITY' | 'TITLE' | 'KEY' | 'STATUS';

/** A project list's order; ties (and CREATED_AT, as ids are UUIDv7) go by id in the same direction. */
export interface TicketListOrder {
  field: TicketSortField;
  direction: 'ASC' | 'DESC';
}

/** The list's order as the API has always listed it: newest first, keyset on id alone (`toPage` cursors). */
export const NEWEST_FIRST: TicketListOrder = { field: 'CREATED_AT', direction: 'DESC' };

export const isNewestFirst = (order: TicketListOrder): boolean =>
  order.field === NEWEST_FIRST.field && order.direction === NEWEST_FIRST.direction;

/** Where a sorted page starts: after the ticket whose sort value (as `list_sort` renders it) and id these are. */
export interface SortedPosition {
  value: string | null;
  id: string;
}

/** A page of a project's list in `order`; `after` replaces `afterId` outside the newest-first order. */
export interface SortedTicketPage extends TicketSearchPage {
  order: TicketListOrder;
  after?: SortedPosition | null;
}

/**
 * The sort value of each order but CREATED_AT (the id), over the tickets aliased `alias`, and its SQL type (a cursor
 * carries it as text). The expressions of UPDATED_AT, PRIORITY and TITLE are those of migration 0017's indexes, so a
 * sorted page is read from an index and stops at the page; KEY reads the unique (project_id, number) index. STATUS
 * (the project's workflow order) is a status's position, not a column of the ticket: its pages are read status by status
 * (`statusOrderedPageSql`), and this expression orders only a page's rows.
 */
export const SORT_VALUES: Record<Exclude<TicketSortField, 'CREATED_AT'>, { sql: (alias: string) => string; type: string }> = {
  UPDATED_AT: { sql: (a) => `${a}.updated_at`, type: 'timestamptz' },
  // Urgency: blocker highest, so DESC lists the most urgent first.
  PRIORITY: {
    sql: (a) => `(case ${a}.priority when 'blocker' then 5 when 'high' then 4 when 'normal' then 3 when 'low' then 2 else 1 end)`,
    type: 'integer',
  },
  TITLE: { sql: (a) => `lower(${a}.title)`, type: 'text' },
  // The key's number: WEB-9 before WEB-10 (as text, WEB-10 would come first).
  KEY: { sql: (a) => `${a}.number`, type: 'integer' },
  STATUS: { sql: (a) => `(select s.position from workspace.statuses s where s.id = ${a}.status_id)`, type: 'integer' },
};

/** The SQL order of a project list over the alias `alias` (for `withPageColumns` and the lists' outer statements). */
export function listOrderSql(order: TicketListOrder, alias: string): string {
  const direction = order.direction === 'ASC' ? 'asc' : 'desc';
  const id = `${alias}.id ${direction}`;
  return order.field === 'CREATED_AT' ? id : `${SORT_VALUES[order.field].sql(alias)} ${direction}, ${id}`;
}

/** A search's page: with a text query, `rankWindow` of the newest matches are ranked (`SEARCH_RANK_WINDOW`). */
export interface RankedSearchPage extends TicketSearchPage {
  rankWindow: number;
}

/** Columns of `tickets` that map to the Ticket entity (not the generated `search` vector). */
export const TICKET_COLUMNS = [
  'id',
  'project_id',
  'number',
  'key',
  'title',
  'description',
  'priority',
  'status_id',
  'reporter_id',
  'milestone_id',
  'version_id',
  'estimated_minutes',
  'private',
  'created_at',
  'updated_at',
] as const;

const columns = (alias: string, page: TicketSearchPage): SqlFragment =>
  rawSql(
    TICKET_COLUMNS.filter((column) => page.description || column !== 'description')
      .map((column) => `${alias}.${column}`)
      .join(', '),
  );

/** The visibility rule in SQL, for tickets aliased `alias` (see ticket.access.ts for the same rule in code). */
export function visibleTo(alias: string, viewer: SearchViewer): SqlFragment {
  const t = rawSql(alias);
  // The viewer's projects as an array read once (an init plan), tested in the scan's own filter: as `in (select …)`, PostgreSQL
  // joined every matching ticket with the memberships after the scan, a quarter of a search's statement (docs/benchmarks.md).
  const readable = viewer.workspaceAdmin
    ? rawSql('true')
    : sql`${t}.project_id = any(array(select m.project_id from workspace.project_members m where m.user_id = ${viewer.userId}))`;
  // `offset 0` keeps the access-list check a probe of its index per private row: as a hashed subplan, PostgreSQL would first
  // read every access-list row of the viewer (thousands), however few tickets a page reads (docs/benchmarks.md).
  const onList = sql`exists (select 1 from workspace.ticket_acl acl where acl.ticket_id = ${t}.id and acl.user_id = ${viewer.userId} offset 0)`;
  if (!viewer.workspaceAdmin) return sql`${readable} and (not ${t}.private or ${onList})`;
  return sql`${readable} and (not ${t}.private or ${onList} or not ${namesLocalPerson(t)})`;
}

/**
 * Whether a private ticket's access list names a person of this instance. One that names none came
 * from a peer (its people are placeholders, who never sign in): its stewards are the workspace
 * admins, who see it and may add local people to the list (docs/permissions.md, "Private tickets").
 */
const namesLocalPerson = (t: SqlFragment): SqlFragment =>
  sql`exists (select 1 from workspace.ticket_acl acl join workspace.users u on u.id = acl.user_id
               where acl.ticket_id = ${t}.id and u.kind <> 'federated' offset 0)`;

function filterConditions(filter: TicketSearchFilter): SqlFragment[] {
  const conditions: SqlFragment[] = [];
  if (filter.projectIds) conditions.push(filter.projectIds.length ? sql`t.project_id in (${filter.projectIds})` : rawSql('false'));
  if (filter.statusCategories?.length) {
    // The project condition changes no result (a ticket's status is its project's) but keeps the planner from
    // repeating the full-text index scan once per matching status of every project (docs/benchmarks.md).
    conditions.push(
      sql`exists (select 1 from workspace.statuses s where s.id = t.status_id and s.project_id = t.project_id and s.category in (${filter.statusCategories}))`,
    );
  }
  if (filter.assigneeId) {
    conditions.push(
      sql`exists (select 1 from workspace.ticket_assignees ta where ta.ticket_id = t.id and ta.user_id = ${filter.assigneeId})`,
    );
  }
  if (filter.label) {
    conditions.push(
      sql`exists (select 1 from workspace.ticket_labels tl join workspace.labels l on l.id = tl.label_id where tl.ticket_id = t.id and lower(l.name) = lower(${filter.label}))`,
    );
  }
  if (filter.priorities?.length) conditions.push(sql`t.priority in (${filter.priorities})`);
  return conditions;
}

/** The orders the statements below list their rows in, over their output columns (for `withPageColumns`). */
export const PAGE_ORDER = { newest: 'id desc', ranked: 'rank desc, id desc' } as const;

/**
 * The rows of `query` (a page of tickets listed in `order`, one of PAGE_ORDER or a `listOrderSql`) with `columns` added (trusted
 * SQL, each starting with a comma, over the alias `page`): computed for the page's rows alone, in the same order.
 */
export function withPageColumns(query: SqlFragment, columns: string, order: string): SqlFragment {
  return sql`select page.*${rawSql(columns)} from (${query}) page order by ${rawSql(order)}`;
}

/** Search text as the query uses it: trimmed, null when blank. */
export const searchText = (text: string | null | undefined): string | null => text?.trim() || null;

/**
 * One page of visible tickets (`first + 1` rows, for `hasNextPage`). Without a text query:
 * newest first, keyset on id. With one: matches of the full-text vector or the exact ticket key.
 * The exact key and the newest `rankWindow` matches come first, by rank (the key ranked highest)
 * then id; older matches follow, newest first (rank -1). So a page costs the window and the page,
 * never every match: the window's ranks are computed as it is read, its page taken before the key's ticket joins
 * it, and only the page's rows are read again. Keyset on (rank, id), where the cursor ticket's rank is recomputed — and
 * only if the viewer can see it, so a forged cursor reveals nothing.
 */
export function ticketSearchSql(filter: TicketSearchFilter, viewer: SearchViewer, page: RankedSearchPage): SqlFragment {
  const text = searchText(filter.text);
  const conditions = [visibleTo('t', viewer), ...filterConditions(filter)];
  if (!text) {
    if (page.afterId) conditions.push(sql`t.id < ${page.afterId}`);
    return sql`select ${columns('t', page)} from workspace.tickets t where ${joinSql(conditions, ' and ')} order by t.id desc ${limitSql(page.first + 1)}`;
  }
  const rank = (alias: string) => rawSql(`case when ${alias}.key = q.key then 'Infinity'::real else ts_rank(${alias}.search, q.query) end`);
  const allowed = joinSql(conditions, ' and ');
  // `newest` is read from the primary key backwards, stopping at the window, and the older matches from its border on:
  // the query is written out there (not taken from `q`) so that the planner sees how many tickets it matches.
  const matches = sql`t.search @@ websearch_to_tsquery('english', ${text})`;
  // The cursor ticket's (rank, id), or no row: then nothing is after it.
  const cursor = page.afterId
    ? sql`,
cursor as (select case when c.key = q.key then 'Infinity'::real when not border.filled or c.id >= border.id then ts_rank(c.search, q.query) else -1 end as rank, c.id
           from workspace.tickets c cross join q cross join border where c.id = ${page.afterId} and ${visibleTo('c', viewer)})`
    : rawSql('');
  const after = (rank: string, id: string) =>
    page.afterId ? rawSql(` and (${rank}, ${id}) < (select cursor.rank, cursor.id from cursor)`) : rawSql('');
  // A first page fills from a full window alone; later ones may reach past it.
  const older =
    page.afterId || page.rankWindow <= page.first
      ? sql`
  union all
  (select ${columns('t', page)}, -1::real as rank from workspace.tickets t cross join q cross join border
   where border.filled and t.id < border.id and t.key <> q.key and ${matches} and ${allowed}${after('-1::real', 't.id')}
   order by t.id desc ${limitSql(page.first + 1)})`
      : rawSql('');
  return sql`with q as (select websearch_to_tsquery('english', ${text}) as query, ${text.toUpperCase()}::text as key),
newest as (select t.id, ${rank('t')} as rank from workspace.tickets t cross join q
           where ${matches} and ${allowed} order by t.id desc ${limitSql(page.rankWindow)}),
border as (select (select id from newest order by id limit 1) as id, (select count(*) from newest) = ${page.rankWindow} as filled)${cursor},
top as (
  (select n.id, n.rank from newest n where true${after('n.rank', 'n.id')} order by n.rank desc, n.id desc ${limitSql(page.first + 1)})
  union
  (select t.id, 'Infinity'::real from workspace.tickets t cross join q where t.key = q.key and ${allowed}${after("'Infinity'::real", 't.id')})
)
select * from (
  select ${columns('t', page)}, r.rank from top r join workspace.tickets t on t.id = r.id${older}
) page
order by rank desc, id desc ${limitSql(page.first + 1)}`;
}

/**
 * One project's page (`first + 1` rows) of its ticket list in `page.order`; `project` is the SQL of the project's id. Outside
 * the newest-first order, each row brings its sort value as text (`list_sort`), for its cursor.
 */
function projectTicketPageSql(
  project: SqlFragment,
  filter: Omit<TicketSearchFilter, 'text' | 'projectIds'>,
  viewer: SearchViewer,
  page: SortedTicketPage,
): SqlFragment {
  const conditions = [sql`t.project_id = ${project}`, visibleTo('t', viewer), ...filterConditions(filter)];
  const { order } = page;
  const before = order.direction === 'DESC' ? '<' : '>';
  if (isNewestFirst(order)) {
    if (page.afterId) conditions.push(sql`t.id < ${page.afterId}`);
    return sql`select ${columns('t', page)} from workspace.tickets t where ${joinSql(conditions, ' and ')} order by t.id desc ${limitSql(page.first + 1)}`;
  }
  if (order.field === 'CREATED_AT') {
    if (page.after) conditions.push(sql`t.id ${rawSql(before)} ${page.after.id}::uuid`);
    return sql`select ${columns('t', page)}, null::text as list_sort from workspace.tickets t where ${joinSql(conditions, ' and ')}
order by ${rawSql(listOrderSql(order, 't'))} ${limitSql(page.first + 1)}`;
  }
  // The status implies the project: without the project's condition, the planner reads each status's tickets in id order.
  if (order.field === 'STATUS') return statusOrderedPageSql(project, conditions.slice(1), page);
  const value = SORT_VALUES[order.field];
  // A row comparison: with the project's equality, an index condition on (project_id, value, id).
  if (page.after) {
    conditions.push(
      sql`(${rawSql(value.sql('t'))}, t.id) ${rawSql(before)} (${page.after.value}::${rawSql(value.type)}, ${page.after.id}::uuid)`,
    );
  }
  return sql`select ${columns('t', page)}, (${rawSql(value.sql('t'))})::text as list_sort from workspace.tickets t
where ${joinSql(conditions, ' and ')} order by ${rawSql(listOrderSql(order, 't'))} ${limitSql(page.first + 1)}`;
}

/**
 * A project's page in its workflow order (status position, then id): the page of each of the project's statuses (a handful),
 * read from (status_id, id) and stopping at the page, then merged. Sorting the tickets by a value of another table would read
 * every visible ticket of the project first (docs/benchmarks.md).
 */
function statusOrderedPageSql(project: SqlFragment, conditions: SqlFragment[], page: SortedTicketPage): SqlFragment {
  const direction = rawSql(page.order.direction === 'ASC' ? 'asc' : 'desc');
  const before = rawSql(page.order.direction === 'ASC' ? '>' : '<');
  const inStatus = [sql`t.status_id = s.id`, ...conditions];
  const statusConditions = [sql`s.project_id = ${project}`];
  if (page.after) {
    const position = sql`${page.after.value}::integer`;
    inStatus.push(sql`(s.position, t.id) ${before} (${position}, ${page.after.id}::uuid)`);
    statusConditions.push(sql`s.position ${before}= ${position}`);
  }
  return sql`select ${columns('t', page)}, s.position::text as list_sort from workspace.statuses s cross join lateral (
  select ${columns('t', page)} from workspace.tickets t where ${joinSql(inStatus, ' and ')} order by t.id ${direction} ${limitSql(page.first + 1)}
) t where ${joinSql(statusConditions, ' and ')} order by s.position ${direction}, t.id ${direction} ${limitSql(page.first + 1)}`;
}

/**
 * The first page (`first + 1` rows) of several projects' ticket lists in one query, in `page.order` per project (a
 * lateral join per project): what `Project.tickets` batches into (no text query there). Ordered by project, then as the page.
 */
export function ticketsPerProjectSql(
  projectIds: readonly string[],
  filter: Omit<TicketSearchFilter, 'text' | 'projectIds'>,
  viewer: SearchViewer,
  page: SortedTicketPage,
): SqlFragment {
  // Per project, in the list's order from its index, stopping at the page: never the project's whole list.
  return sql`select page.* from unnest(array[${projectIds}]::uuid[]) p(id) cross join lateral (
  ${projectTicketPageSql(rawSql('p.id'), filter, viewer, page)}
) page order by page.project_id, ${rawSql(listOrderSql(page.order, 'page'))}`;
}

/**
 * The page of `ticketsPerProjectSql` for the one project aliased `alias` in another statement, with `columns` added
 * (as `withPageColumns` adds them), as one JSON array of rows keyed by column: so the statement that reads a
 * project brings its ticket list too. With `linked` (SQL of a JSON value over the page's rows, named `listed`), a JSON
 * object instead: the rows as `rows`, and `linked`'s value as `linked`.
 */
export function projectTicketPageJsonSql(
  alias: string,
  filter: Omit<TicketSearchFilter, 'text' | 'projectIds'>,
  viewer: SearchViewer,
  page: SortedTicketPage,
  columns: string,
  linked?: (rows: string) => string,
): SqlFragment {
  const rows = withPageColumns(
    projectTicketPageSql(rawSql(`${alias}.id`), filter, viewer, page),
    columns,
    listOrderSql(page.order, 'page'),
  );
  const pageJson = `coalesce((select json_agg(listed order by ${listOrderSql(page.order, 'listed')}) from listed), '[]'::json)`;
  return linked
    ? sql`(with listed as (${rows}) select json_build_object('rows', ${rawSql(pageJson)}, 'linked', ${rawSql(linked('listed'))}))`
    : sql`(with listed as (${rows}) select ${rawSql(pageJson)})`;
}

/**
 * How many visible tickets match `filter` (a text query as `ticketSearchSql` matches it: the vector or the exact key):
 * a count of the rows the filters select, reading no column they do not test.
 */
export function ticketCountSql(filter: TicketSearchFilter, viewer: SearchViewer): SqlFragment {
  const conditions = [visibleTo('t', viewer), ...filterConditions(filter)];
  const text = searchText(filter.text);
  if (text) conditions.push(sql`(t.search @@ websearch_to_tsquery('english', ${text}) or t.key = ${text.toUpperCase()})`);
  return sql`select count(*)::int as count from workspace.tickets t where ${joinSql(conditions, ' and ')}`;
}

/** `ticketCountSql` for several projects' lists at once: a row (project_id, count) for each project with a match. */
export function ticketCountsPerProjectSql(
  projectIds: readonly string[],
  filter: Omit<TicketSearchFilter, 'text' | 'projectIds'>,
  viewer: SearchViewer,
): SqlFragment {
  const conditions = [sql`t.project_id = any(array[${projectIds}]::uuid[])`, visibleTo('t', viewer), ...filterConditions(filter)];
  return sql`select t.project_id, count(*)::int as count from workspace.tickets t where ${joinSql(conditions, ' and ')} group by t.project_id`;
}
