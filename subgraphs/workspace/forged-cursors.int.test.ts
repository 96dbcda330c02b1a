import { encodeCursor } from '../../core/pagination.js';
import { startTestApp, type TestApp } from '../../test/support/app.js';
import { buildWorld, createProject, createTicket, failure, ok, projectKey, type Actor, type World } from './tickets/ticket.test-support.js';

// Every workspace list with an `after` argument: a forged cursor is the caller's mistake (BAD_USER_INPUT
// on `after`), never a value that reaches PostgreSQL and fails there as INTERNAL_SERVER_ERROR.
let t: TestApp;
let w: World;
let ticketKey: string;

interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

/** A list: its query (taking `$first` and `$after`), and where its page sits in the answer. */
interface List {
  name: string;
  query: string;
  variables?: () => Record<string, unknown>;
  /** Who reads it; default the workspace admin. */
  actor?: () => Actor;
  pageOf: (data: Record<string, unknown>) => { nodes: unknown[]; pageInfo: PageInfo };
}

const field =
  (...path: string[]) =>
  (data: Record<string, unknown>) =>
    path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], data) as { nodes: unknown[]; pageInfo: PageInfo };

const PAGE = 'nodes { id } pageInfo { hasNextPage endCursor }';

/** A root query field's list, with its other arguments inline (`args`), selecting `page`. */
const rootList = (fieldName: string, options: { args?: string; page?: string; label?: string; actor?: () => Actor } = {}): List => ({
  name: options.label ?? fieldName,
  query: `query($first: Int!, $after: String) { ${fieldName}(first: $first, after: $after${options.args ? `, ${options.args}` : ''}) { ${options.page ?? PAGE} } }`,
  actor: options.actor,
  pageOf: field(fieldName),
});

const idLists: List[] = [
  rootList('projects'),
  rootList('auditLog'),
  rootList('userInvites'),
  rootList('timeEntries'),
  rootList('searchTickets'),
  rootList('searchTickets', { args: 'query: "cursor"', label: 'searchTickets with a query' }),
  {
    name: 'Project.tickets',
    query: `query($key: String!, $first: Int!, $after: String) { project(key: $key) { tickets(first: $first, after: $after) { ${PAGE} } } }`,
    variables: () => ({ key: w.project.key }),
    pageOf: field('project', 'tickets'),
  },
  {
    name: 'Ticket.comments',
    query: `query($key: String!, $first: Int!, $after: String) { ticket(key: $key) { comments(first: $first, after: $after) { ${PAGE} } } }`,
    variables: () => ({ key: ticketKey }),
    pageOf: field('ticket', 'comments'),
  },
];

const ORCHESTRATOR_PAGE = 'nodes { identifier } pageInfo { hasNextPage endCursor }';
const orchestratorLists: List[] = [
  {
    name: 'orchestratorCandidates',
    query: `query($keys: [String!]!, $first: Int!, $after: String) { orchestratorCandidates(projectKeys: $keys, first: $first, after: $after) { ${ORCHESTRATOR_PAGE} } }`,
    variables: () => ({ keys: [w.project.key] }),
    actor: () => w.member,
    pageOf: field('orchestratorCandidates'),
  },
  rootList('orchestratorIssuesByStates', { args: 'states: ["todo"]', page: ORCHESTRATOR_PAGE, actor: () => w.member }),
];

/** Cursors no list hands out, each malformed in its own way. */
const FORGED = [
  'not a cursor!',
  '%%%',
  encodeCursor('garbage'),
  encodeCursor("' or 1=1 --"),
  encodeCursor('0196f3c4-0000-7000-8000-00000000000g'),
  encodeCursor('0196f3c4-0000-7000-8000-000000000000-extra'),
  encodeCursor(JSON.stringify({ id: 'not-a-uuid' })),
  encodeCursor(JSON.stringify({ id: '0196f3c4-0000-7000-8000-000000000000' })),
  encodeCursor('2026-02-31 25:61:00+00'),
  encodeCursor('\u0000'),
];

/** Position cursors of the orchestrator lists (`[rank, created_at, key]`) with one bad part each. */
const FORGED_POSITIONS = [
  encodeCursor(JSON.stringify([1, '2026-02-31 10:00:00+00', 'WEB-1'])),
  encodeCursor(JSON.stringify([1, '2026-13-01 10:00:00+00', 'WEB-1'])),
  encodeCursor(JSON.stringify([1, '2026-01-01 25:00:00+00', 'WEB-1'])),
  encodeCursor(JSON.stringify([1, '0000-01-01 10:00:00+00', 'WEB-1'])),
  encodeCursor(JSON.stringify([1, '2026-01-01 10:00:00+99', 'WEB-1'])),
  encodeCursor(JSON.stringify([1, 'yesterday', 'WEB-1'])),
  encodeCursor(JSON.stringify([1e300, '2026-01-01 10:00:00+00', 'WEB-1'])),
  encodeCursor(JSON.stringify([0, '2026-01-01 10:00:00+00', 'WEB-1'])),
  encodeCursor(JSON.stringify([1, '2026-01-01 10:00:00+00', 'WEB-1\u0000'])),
  encodeCursor(JSON.stringify([1, '2026-01-01 10:00:00+00', 42])),
  encodeCursor(JSON.stringify({ rank: 1 })),
];

beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t, 'CUR');
  await createProject(t, w.member, projectKey('CUR'));
  const tickets = [];
  for (const title of ['first cursor ticket', 'second cursor ticket', 'third cursor ticket'])
    tickets.push(await createTicket(t, w.member, { projectId: w.project.id, title }));
  const ticketId = tickets[0]!.id;
  ticketKey = tickets[0]!.key;
  for (const body of ['one', 'two'])
    await ok(t, 'mutation($input: CreateCommentInput!) { createComment(input: $input) { id } }', { input: { ticketId, body } }, w.member);
  for (const startedAt of ['2026-01-05T09:00:00Z', '2026-01-06T09:00:00Z'])
    await ok(
      t,
      'mutation($input: LogTimeInput!) { logTime(input: $input) { id } }',
      { input: { ticketId, startedAt, durationMinutes: 30 } },
      w.member,
    );
  await ok(
    t,
    'mutation($input: InviteUserInput!) { inviteUser(input: $input) { token } }',
    { input: { email: 'a-cursor@example.test' } },
    w.admin,
  );
  await ok(
    t,
    'mutation($input: InviteUserInput!) { inviteUser(input: $input) { token } }',
    { input: { email: 'b-cursor@example.test' } },
    w.admin,
  );
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe.each([
  ...idLists.map((list) => ({ list, forged: FORGED })),
  ...orchestratorLists.map((list) => ({ list, forged: [...FORGED, ...FORGED_POSITIONS] })),
])('$list.name', ({ list, forged }) => {
  const actor = (): Actor => list.actor?.() ?? w.admin;

  it('refuses a forged cursor as BAD_USER_INPUT on `after`', async () => {
    for (const after of forged) {
      const response = await t.gql(list.query, { ...list.variables?.(), first: 1, after }, actor().token);
      expect({ after, ...failure(response) }).toEqual({ after, code: 'BAD_USER_INPUT', field: 'after' });
    }
  });

  it('still pages with the cursor it handed out', async () => {
    const first = list.pageOf(await ok(t, list.query, { ...list.variables?.(), first: 1 }, actor()));
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = list.pageOf(await ok(t, list.query, { ...list.variables?.(), first: 1, after: first.pageInfo.endCursor }, actor()));
    expect(second.nodes).toHaveLength(1);
    expect(second.nodes[0]).not.toEqual(first.nodes[0]);
  });
});

it('answers 422 on `after` for a forged cursor on the REST API', async () => {
  for (const after of FORGED.filter((cursor) => /^[\w-]+$/.test(cursor))) {
    const response = await fetch(`${t.url}/api/projects?first=1&after=${after}`, { headers: { authorization: `Bearer ${w.admin.token}` } });
    expect({ after, status: response.status, body: await response.json() }).toMatchObject({
      after,
      status: 422,
      body: { error: { code: 'validation_error', field: 'after' } },
    });
  }
});
