import { StatusCategory } from '../statuses/status.entity.js';
import { TicketPriority } from '../tickets/ticket.entity.js';
import {
  listOrderSql,
  NEWEST_FIRST,
  searchText,
  ticketSearchSql,
  ticketsPerProjectSql,
  visibleTo,
  withPageColumns,
} from './ticket-search.sql.js';

const member = { userId: '0190a000-0000-7000-8000-000000000001', workspaceAdmin: false };
const admin = { userId: '0190a000-0000-7000-8000-000000000002', workspaceAdmin: true };

/** Placeholder count must match the values, or MikroORM would bind them to the wrong places. */
const placeholders = (text: string): number => (text.match(/\?/g) ?? []).length;

describe('visibility in SQL', () => {
  it('limits members to their projects and private tickets to the access list', () => {
    const fragment = visibleTo('t', member);
    expect(fragment.text).toContain('t.project_id = any(array(select m.project_id from workspace.project_members m where m.user_id = ?))');
    expect(fragment.text).toContain(
      'not t.private or exists (select 1 from workspace.ticket_acl acl where acl.ticket_id = t.id and acl.user_id = ? offset 0)',
    );
    expect(fragment.params).toEqual([member.userId, member.userId]);
  });

  it('lets workspace admins read every project but still not private tickets they are not listed on', () => {
    const fragment = visibleTo('t', admin);
    expect(fragment.text).not.toContain('project_members');
    expect(fragment.text).toContain('ticket_acl');
    expect(fragment.params).toEqual([admin.userId]);
  });
});

describe('ticket search query', () => {
  it('lists newest first with an id keyset when there is no text', () => {
    const query = ticketSearchSql({ text: '  ' }, member, { first: 20, description: true, afterId: 'cursor-id', rankWindow: 1000 });
    // The page's row limit is in the text (`limitSql`), so PostgreSQL may keep one plan for it.
    expect(query.text).toMatch(/t\.id < \? order by t\.id desc limit 21$/);
    expect(query.text).not.toContain('ts_rank');
    expect(query.params.slice(-1)).toEqual(['cursor-id']);
    expect(placeholders(query.text)).toBe(query.params.length);
  });

  it('ranks the exact key and the newest matches, then lists older ones, and pages on (rank, id) through a visible cursor ticket', () => {
    const query = ticketSearchSql({ text: 'web-12 login', projectIds: ['p1'] }, member, {
      first: 10,
      description: true,
      afterId: 'c1',
      rankWindow: 1000,
    });
    expect(query.text).toContain("websearch_to_tsquery('english', ?)");
    expect(query.text).toContain("case when t.key = q.key then 'Infinity'::real else ts_rank(t.search, q.query) end");
    expect(query.text).toContain("t.search @@ websearch_to_tsquery('english', ?)");
    expect(query.text).toContain('where t.key = q.key and');
    expect(query.text).toContain('where c.id = ? and c.project_id = any(array(');
    // The newest 1000 matches are ranked as they are read; older ones follow newest first, so a page never ranks every match.
    expect(query.text).toMatch(/newest as \(select t\.id, case when .* as rank from .* order by t\.id desc limit 1000\)/s);
    // The window's page is taken before the key's ticket joins it, and only the page's rows are read again.
    expect(query.text).toMatch(
      /\(select n\.id, n\.rank from newest n where .*\(n\.rank, n\.id\) < \(select cursor\.rank, cursor\.id from cursor\) .*limit 11\)\s+union\s+\(select t\.id, 'Infinity'::real/s,
    );
    expect(query.text).toContain('-1::real as rank');
    expect(query.text).toMatch(/order by rank desc, id desc limit 11$/);
    expect(query.params.slice(0, 2)).toEqual(['web-12 login', 'WEB-12 LOGIN']);
    expect(placeholders(query.text)).toBe(query.params.length);
  });

  it('applies every filter, and an empty project list matches nothing', () => {
    const query = ticketSearchSql(
      {
        projectIds: [],
        statusCategories: [StatusCategory.TODO, StatusCategory.IN_PROGRESS],
        assigneeId: 'u1',
        label: 'Bug',
        priorities: [TicketPriority.HIGH],
      },
      member,
      { first: 5, description: true, rankWindow: 1000 },
    );
    expect(query.text).toContain('false');
    expect(query.text).toContain('s.category in (?)');
    expect(query.text).toContain('ta.user_id = ?');
    expect(query.text).toContain('lower(l.name) = lower(?)');
    expect(query.text).toContain('t.priority in (?)');
    expect(query.params).toEqual(expect.arrayContaining([['todo', 'in_progress'], 'u1', 'Bug', ['high']]));
    expect(placeholders(query.text)).toBe(query.params.length);
  });

  it('treats empty category and priority lists as no filter', () => {
    const query = ticketSearchSql({ statusCategories: [], priorities: [] }, member, { first: 5, description: true, rankWindow: 1000 });
    expect(query.text).not.toContain('category');
    expect(query.text).not.toContain('t.priority in');
  });

  it('batches project lists into one query that reads each project only as far as the page', () => {
    const query = ticketsPerProjectSql(['p1', 'p2'], { label: 'x' }, member, { first: 3, description: true, order: NEWEST_FIRST });
    expect(query.text).toContain('from unnest(array[?]::uuid[]) p(id) cross join lateral (');
    expect(query.text).toContain('t.project_id = p.id');
    expect(query.text).toMatch(/order by t\.id desc limit 4\s*\) page/);
    expect(query.params).toEqual(expect.arrayContaining([['p1', 'p2']]));
    expect(placeholders(query.text)).toBe(query.params.length);
  });

  it('reads a sorted page in the order of its index, after the cursor ticket by a row comparison', () => {
    const order = { field: 'PRIORITY', direction: 'ASC' } as const;
    const query = ticketsPerProjectSql(['p1'], {}, member, { first: 3, description: false, order, after: { value: '3', id: 'c1' } });
    const priority = `(case t.priority when 'blocker' then 5 when 'high' then 4 when 'normal' then 3 when 'low' then 2 else 1 end)`;
    expect(query.text).toContain(`(${priority}, t.id) > (?::integer, ?::uuid)`);
    expect(query.text).toContain(`order by ${priority} asc, t.id asc limit 4`);
    expect(query.text).toContain(`(${priority})::text as list_sort`);
    expect(query.params).toEqual(expect.arrayContaining(['3', 'c1']));
    expect(placeholders(query.text)).toBe(query.params.length);
  });

  it('leaves the description out of the rows unless it is asked', () => {
    expect(ticketsPerProjectSql(['p1'], {}, member, { first: 3, description: false, order: NEWEST_FIRST }).text).not.toContain(
      'description',
    );
    expect(ticketSearchSql({ text: 'x' }, member, { first: 3, description: false, rankWindow: 10 }).text).not.toContain('description');
    expect(ticketsPerProjectSql(['p1'], {}, member, { first: 3, description: true, order: NEWEST_FIRST }).text).toContain('t.description');
  });

  it('adds columns over a page in the order the page lists in', () => {
    const query = ticketsPerProjectSql(['p1'], {}, member, { first: 3, description: true, order: NEWEST_FIRST });
    expect(query.text).toMatch(/order by page\.project_id, page\.id desc$/);
    const wrapped = withPageColumns(query, ', 1 as one', `project_id, ${listOrderSql(NEWEST_FIRST, 'page')}`);
    expect(wrapped.text).toBe(`select page.*, 1 as one from (${query.text}) page order by project_id, page.id desc`);
    expect(wrapped.params).toEqual(query.params);
    expect(ticketSearchSql({ text: 'x' }, member, { first: 5, description: true, rankWindow: 10 }).text).toMatch(
      /order by rank desc, id desc limit 6$/,
    );
    expect(ticketSearchSql({}, member, { first: 5, description: true, rankWindow: 10 }).text).toMatch(/order by t\.id desc limit 6$/);
  });

  it('normalises search text', () => {
    expect(searchText(undefined)).toBeNull();
    expect(searchText('  ')).toBeNull();
    expect(searchText(' login ')).toBe('login');
  });
});
