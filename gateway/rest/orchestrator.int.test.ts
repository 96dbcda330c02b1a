import { startTestApp, type TestApp } from '../../test/support/app.js';
import {
  buildWorld,
  createProject,
  createTicket,
  ok,
  projectKey,
  type Actor,
  type World,
} from '../../subgraphs/workspace/tickets/ticket.test-support.js';
import { SYMPHONY_LINEAR_ISSUES_BY_ID, SYMPHONY_LINEAR_POLL, SYMPHONY_LINEAR_VIEWER } from '../../test/support/symphony.js';

// The orchestrator adapter over real HTTP, as a Symphony-like client polls it with its service account's key.
let t: TestApp;
let w: World;
/** A project the bot is not a member of. */
let hidden: { id: string; key: string };
let status: Record<string, string>;
const tickets: Record<string, { id: string; key: string }> = {};

interface IssueRecord {
  id: string;
  identifier: string;
  title: string;
  description: string | null;
  priority: number;
  state: string;
  branch_name: string | null;
  url: string;
  labels: string[];
  blocked_by: Array<{ id: string; identifier: string | null; state: string }>;
  assignee_id: string | null;
  dispatchable: boolean;
  created_at: string;
  updated_at: string;
}

interface Page {
  issues: IssueRecord[];
  has_more: boolean;
  next_cursor: string | null;
}

async function call<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown, token: string | null = w.bot.token) {
  const response = await fetch(`${t.url}/integrations/orchestrator${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** The email of the project member assigned to A. */
const memberEmail = async () => (await ok<{ me: { email: string } }>(t, '{ me { email } }', {}, w.member)).me.email;

const candidates = (query: string, token?: string | null) => call<Page>('GET', `/candidates?${query}`, undefined, token);
const identifiers = (page: Page) => page.issues.map((issue) => issue.identifier);

beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t, 'ORC');
  hidden = await createProject(t, w.superAdmin, projectKey('HID'));
  const statusesOf = async (key: string) =>
    Object.fromEntries(
      (
        await ok<{ project: { statuses: Array<{ id: string; category: string }> } }>(
          t,
          'query($key: String!) { project(key: $key) { statuses { id category } } }',
          { key },
          w.superAdmin,
        )
      ).project.statuses.map((entry) => [entry.category.toLowerCase(), entry.id]),
    );
  status = await statusesOf(w.project.key);
  const label = async (name: string) =>
    (
      await ok<{ createLabel: { id: string } }>(
        t,
        'mutation($input: CreateLabelInput!) { createLabel(input: $input) { id } }',
        { input: { projectId: w.project.id, name } },
        w.projectAdmin,
      )
    ).createLabel.id;
  const [backend, polish] = [await label('Backend'), await label('UI Polish')];
  const create = async (name: string, input: Record<string, unknown>, by: Actor = w.projectAdmin) => {
    tickets[name] = await createTicket(t, by, { projectId: w.project.id, ...input });
  };
  // Created in this order: ties on priority go to the older ticket.
  await create('A', {
    title: 'Fix the Login Page',
    description: 'Steps:\n\n1. open',
    priority: 'HIGH',
    labelIds: [polish, backend],
    assigneeIds: [w.member.id],
  });
  await create('B', { title: 'Outage', priority: 'BLOCKER', statusId: status.in_progress });
  await create('C', { title: 'Tidy up', priority: 'TRIVIAL' });
  await create('D', { title: 'Prepare the schema', priority: 'NORMAL' });
  await create('E', { title: 'Shipped', priority: 'LOW', statusId: status.done });
  await create('F', { title: 'Secret', private: true, accessUserIds: [w.member.id] });
  await create('H', { title: 'Waits on another team', priority: 'NORMAL' });
  tickets.X = await createTicket(t, w.superAdmin, { projectId: hidden.id, title: 'Other team' });
  // Done, in a project the bot does not see: by-states must not show it.
  await createTicket(t, w.superAdmin, { projectId: hidden.id, title: 'Other team done', statusId: (await statusesOf(hidden.key)).done });
  const depend = (blocker: string, blocked: string) =>
    ok(
      t,
      'mutation($input: TicketDependencyInput!) { addTicketDependency(input: $input) { id } }',
      {
        input: { blockerId: tickets[blocker]!.id, blockedId: tickets[blocked]!.id },
      },
      w.superAdmin,
    );
  await depend('D', 'C');
  await depend('E', 'C');
  await depend('X', 'H');
});
afterAll(async () => {
  await t?.close();
});

describe('candidates', () => {
  it('returns records in dispatch order: priority, then oldest, then identifier; only what the bot may see', async () => {
    const { status: code, body } = await candidates(`project_keys=${w.project.key},${hidden.key}`);
    expect(code).toBe(200);
    expect(identifiers(body)).toEqual(['B', 'A', 'D', 'H', 'C'].map((name) => tickets[name]!.key));
    expect(body).toMatchObject({ has_more: false, next_cursor: null });
  });

  it('shapes each record exactly as the orchestrator reads it', async () => {
    const { body } = await candidates(`project_keys=${w.project.key}`);
    const a = body.issues.find((issue) => issue.id === tickets.A!.id)!;
    expect(Object.keys(a).sort()).toEqual(
      [
        'assignee_id',
        'blocked_by',
        'branch_name',
        'created_at',
        'description',
        'dispatchable',
        'id',
        'identifier',
        'labels',
        'priority',
        'state',
        'title',
        'updated_at',
        'url',
      ].sort(),
    );
    expect(a).toMatchObject({
      identifier: tickets.A!.key,
      title: 'Fix the Login Page',
      description: 'Steps:\n\n1. open',
      priority: 2,
      state: 'todo',
      branch_name: null,
      url: expect.stringMatching(new RegExp(`/projects/${w.project.key}/tickets/${tickets.A!.key}$`)),
      labels: ['backend', 'ui polish'],
      blocked_by: [],
      assignee_id: w.member.id,
      dispatchable: true,
    });
    expect(new Date(a.created_at).toISOString()).toBe(a.created_at);
    const byKey = Object.fromEntries(body.issues.map((issue) => [issue.identifier, issue]));
    expect(byKey[tickets.B!.key]).toMatchObject({ priority: 1, state: 'in_progress', description: null, labels: [], assignee_id: null });
    // C waits on D (open) and E (done): only D is listed, and C is not dispatchable.
    expect(byKey[tickets.C!.key]).toMatchObject({
      priority: 4,
      blocked_by: [{ id: tickets.D!.id, identifier: tickets.D!.key, state: 'todo' }],
      dispatchable: false,
    });
    // H waits on a ticket of a project the bot cannot see: listed opaque (id and state, no identifier), so that a client
    // deciding from `blocked_by` holds H back too.
    expect(byKey[tickets.H!.key]).toMatchObject({
      blocked_by: [{ id: tickets.X!.id, identifier: null, state: 'todo' }],
      dispatchable: false,
    });
  });

  it('pages with a cursor in the same order', async () => {
    const seen: string[] = [];
    let after = '';
    for (let pageNo = 0; pageNo < 5; pageNo += 1) {
      const { body } = await candidates(`project_keys=${w.project.key}&limit=2${after ? `&after=${after}` : ''}`);
      seen.push(...identifiers(body));
      if (!body.has_more) break;
      expect(body.issues).toHaveLength(2);
      after = body.next_cursor!;
    }
    expect(seen).toEqual(['B', 'A', 'D', 'H', 'C'].map((name) => tickets[name]!.key));
    expect((await candidates(`project_keys=${w.project.key}&after=bm90LWEtY3Vyc29y`)).status).toBe(400);
  });

  it('takes status categories, and refuses display names with the valid values', async () => {
    const done = await candidates(`project_keys=${w.project.key}&states=done`);
    expect(identifiers(done.body)).toEqual([tickets.E!.key]);
    const both = await candidates(`project_keys=${w.project.key}&states=in_progress&states=DONE`);
    expect(identifiers(both.body)).toEqual([tickets.B!.key, tickets.E!.key]);
    const wrong = await candidates(`project_keys=${w.project.key}&states=${encodeURIComponent('In Progress,todo')}`);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: { code: 'invalid_request', field: 'states' } });
    expect((wrong.body as unknown as { error: { message: string } }).error.message).toContain(
      'todo, in_progress, in_review, done, wont_fix',
    );
    expect((await candidates('states=todo')).status).toBe(400);
    expect((await candidates(`project_keys=${w.project.key}&limit=500`)).status).toBe(400);
  });

  it('shows nothing of projects the caller is not a member of', async () => {
    const { body } = await candidates(`project_keys=${w.project.key}`, w.outsider.token);
    expect(body.issues).toEqual([]);
    const { body: own } = await candidates(`project_keys=${hidden.key}`);
    expect(own.issues).toEqual([]);
  });
});

describe('by-states, by-ids and branch names', () => {
  it('by-states reads categories across the projects the caller sees', async () => {
    const { status: code, body } = await call<Page>('POST', '/by-states', { states: ['done', 'wont_fix'] });
    expect(code).toBe(200);
    expect(identifiers(body)).toEqual([tickets.E!.key]);
    const wrong = await call('POST', '/by-states', { states: ['Done'], project_keys: [w.project.key] });
    expect(wrong.status).toBe(200);
    const display = await call('POST', '/by-states', { states: ["Won't Fix"] });
    expect(display).toMatchObject({ status: 400, body: { error: { code: 'invalid_request', field: 'states' } } });
    expect((await call('POST', '/by-states', { states: [] })).status).toBe(400);
    expect((await call('POST', '/by-states', { states: ['todo'], extra: 1 })).status).toBe(400);
  });

  it('by-ids returns what the caller may see, in the order asked, and leaves out the rest', async () => {
    const unknown = '00000000-0000-7000-8000-000000000000';
    const { status: code, body } = await call<{ issues: IssueRecord[] }>('POST', '/by-ids', {
      ids: [tickets.C!.id, tickets.F!.id, tickets.X!.id, unknown, tickets.A!.id],
    });
    expect(code).toBe(200);
    expect(body.issues.map((issue) => issue.id)).toEqual([tickets.C!.id, tickets.A!.id]);
    expect((await call<{ issues: IssueRecord[] }>('POST', '/by-ids', { ids: [] })).body).toEqual({ issues: [] });
    const malformed = await call('POST', '/by-ids', { ids: [tickets.A!.id, 'WEB-1'] });
    expect(malformed).toMatchObject({ status: 400, body: { error: { code: 'invalid_request', field: 'ids' } } });
    // The member on F's access list sees it.
    const member = await call<{ issues: IssueRecord[] }>('POST', '/by-ids', { ids: [tickets.F!.id] }, w.member.token);
    expect(member.body.issues.map((issue) => issue.id)).toEqual([tickets.F!.id]);
  });

  it('computes branch names once the project has a git repository', async () => {
    expect((await call('GET', `/branch-name/${tickets.A!.id}`)).body).toEqual({ branch_name: null });
    await ok(
      t,
      'mutation($input: UpdateProjectInput!) { updateProject(input: $input) { id } }',
      {
        input: { id: w.project.id, gitRepositoryUrl: 'https://git.example.org/team/app.git' },
      },
      w.projectAdmin,
    );
    const branch = `${tickets.A!.key.toLowerCase()}-fix-the-login-page`;
    expect((await call('GET', `/branch-name/${tickets.A!.id}`)).body).toEqual({ branch_name: branch });
    const { body } = await call<{ issues: IssueRecord[] }>('POST', '/by-ids', { ids: [tickets.A!.id] });
    expect(body.issues[0]!.branch_name).toBe(branch);
    expect((await call('GET', `/branch-name/${tickets.F!.id}`)).status).toBe(404);
    expect((await call('GET', `/branch-name/${tickets.X!.id}`)).status).toBe(404);
    expect((await call('GET', '/branch-name/not-an-id')).status).toBe(400);
  });
});

describe('agent query tool', () => {
  const query = (text: string, limit?: number) =>
    call<{ issues: IssueRecord[]; has_more: boolean }>('POST', '/agent-tool/query', { query: text, ...(limit ? { limit } : {}) });
  const keys = async (text: string) => {
    const { status: code, body } = await query(text);
    if (code !== 200) throw new Error(`${text}: ${code} ${JSON.stringify(body)}`);
    return body.issues.map((issue) => issue.identifier);
  };
  const k = (...names: string[]) => names.map((name) => tickets[name]!.key);

  it('filters by project, category, status, priority, label, assignee and text, in dispatch order by default', async () => {
    const project = w.project.key;
    expect(await keys(`project = ${project}`)).toEqual(k('B', 'A', 'D', 'H', 'C', 'E'));
    expect(await keys(`project = ${project} AND category IN (todo, in_review)`)).toEqual(k('A', 'D', 'H', 'C'));
    expect(await keys(`project = ${project} and status = "in progress"`)).toEqual(k('B'));
    expect(await keys(`project = ${project} AND priority >= high`)).toEqual(k('B', 'A'));
    expect(await keys(`project = ${project} AND priority IN (trivial, low)`)).toEqual(k('C', 'E'));
    expect(await keys(`project = ${project} AND label = Backend`)).toEqual(k('A'));
    expect(await keys(`project = ${project} AND labels IS EMPTY AND NOT category = done`)).toEqual(k('B', 'D', 'H', 'C'));
    expect(await keys(`assignee = "${await memberEmail()}"`)).toEqual(k('A'));
    expect(await keys(`assignee IS NOT EMPTY`)).toEqual(k('A'));
    expect(await keys(`text ~ "login page"`)).toEqual(k('A'));
    expect(await keys(`title ~ "schema" OR key = ${tickets.B!.key}`)).toEqual(k('B', 'D'));
    expect(
      await keys(`project = ${project} AND (priority = blocker OR (category = todo AND NOT priority = trivial)) AND title !~ "waits"`),
    ).toEqual(k('B', 'A', 'D'));
    // What the caller cannot see stays out: the private ticket, the other project.
    expect(await keys(`title ~ "secret" OR project = ${hidden.key}`)).toEqual([]);
  });

  it('compares dates and orders as asked', async () => {
    const project = w.project.key;
    expect(await keys(`project = ${project} AND created >= -1d AND created <= now() ORDER BY created DESC`)).toEqual(
      k('H', 'E', 'D', 'C', 'B', 'A'),
    );
    expect(await keys(`project = ${project} AND created < 2000-01-01`)).toEqual([]);
    expect(await keys(`project = ${project} ORDER BY priority ASC, key`)).toEqual(k('C', 'E', 'D', 'H', 'A', 'B'));
    expect(await keys(`project = ${project} ORDER BY title`)).toEqual(k('A', 'B', 'D', 'E', 'C', 'H'));
    const limited = await query(`project = ${project}`, 2);
    expect(limited.body.issues.map((issue) => issue.identifier)).toEqual(k('B', 'A'));
    expect(limited.body.has_more).toBe(true);
  });

  it('answers a syntax error with a 400 naming the position', async () => {
    const cases: Array<[string, number, string]> = [
      ['project = ', 10, 'unexpected end of query'],
      ['project == WEB', 9, 'unexpected "="'],
      ['priority IN high', 12, 'unexpected "high"'],
      ['(project = WEB', 14, 'unexpected end of query'],
      ['project = WEB $', 14, 'unexpected character "$"'],
      ['owner = me', 0, 'unknown field "owner"'],
      ['category = "In Progress"', 11, 'is not a status category'],
      ['priority ~ high', 0, 'priority takes'],
      ['created > yesterday', 10, 'expected a date'],
      ['project = WEB ORDER BY size', 23, 'cannot order by "size"'],
    ];
    for (const [text, position, message] of cases) {
      const { status: code, body } = await query(text);
      expect({ text, code }).toEqual({ text, code: 400 });
      expect(body).toMatchObject({ error: { code: 'invalid_request', field: 'query', reason: 'INVALID_QUERY', position } });
      expect((body as unknown as { error: { message: string } }).error.message).toContain(message);
    }
    // Values are parameters, never SQL.
    expect(await keys(`title ~ "x'; drop table workspace.tickets; --?"`)).toEqual([]);
    expect((await query('x'.repeat(2001))).status).toBe(400);
  });

  it('refuses a query nested past the bound with a 400 naming where, and takes one at the bound', async () => {
    const project = w.project.key;
    const nested = (levels: number) => `${'('.repeat(levels)}project = ${project}${')'.repeat(levels)}`;
    expect(await keys(nested(32))).toEqual(k('B', 'A', 'D', 'H', 'C', 'E'));
    expect(await keys(`${'NOT '.repeat(32)}project = ${project}`)).toEqual(k('B', 'A', 'D', 'H', 'C', 'E'));
    const cases: Array<[string, number]> = [
      [nested(950), 32],
      [`${'NOT '.repeat(490)}project = ${project}`, 4 * 32],
      [`${'NOT ('.repeat(300)}project = ${project}${')'.repeat(300)}`, 5 * 16],
    ];
    for (const [text, position] of cases) {
      const { status: code, body } = await query(text);
      expect({ position, code }).toEqual({ position, code: 400 });
      expect(body).toMatchObject({ error: { code: 'invalid_request', field: 'query', reason: 'INVALID_QUERY', position } });
      expect((body as unknown as { error: { message: string } }).error.message).toContain('nested too deeply');
    }
    // The GraphQL field runs the same parser.
    const answer = await t.gql(
      'query($q: String!) { orchestratorQuery(query: $q, first: 5) { nodes { id } } }',
      { q: nested(950) },
      w.bot.token,
    );
    expect(answer.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'query', reason: 'INVALID_QUERY', position: 32 },
    });
  });
});

describe('agent events', () => {
  const push = (events: unknown[], token?: string | null) =>
    call<{ accepted: number; duplicates: number }>('POST', '/agent-events', { events }, token);
  const event = (extra: Record<string, unknown>) => ({ ticket_id: tickets.D!.id, session_id: 'thread-1-turn-1', ...extra });

  it("records pushed lifecycle events and shows them as the ticket's agent sessions", async () => {
    const started = await push([
      event({ event: 'session_started', timestamp: '2026-11-22T10:00:00.000Z' }),
      event({
        event: 'turn_completed',
        timestamp: '2026-11-22T10:05:00.000Z',
        usage: { input_tokens: 1200, output_tokens: 300, total_tokens: 1500 },
      }),
      event({
        event: 'turn_failed',
        timestamp: '2026-11-22T10:07:00.000Z',
        reason: 'tests failed',
        usage: { input_tokens: 100, output_tokens: 20 },
      }),
      event({ session_id: 'thread-2-turn-1', event: 'session_started', timestamp: '2026-11-22T11:00:00.000Z' }),
      event({ session_id: 'thread-2-turn-1', event: 'stalled', timestamp: '2026-11-22T11:30:00.000Z' }),
    ]);
    expect(started).toEqual({ status: 200, body: { accepted: 5, duplicates: 0 } });
    // A retried push stores nothing twice.
    const again = await push([
      event({ event: 'turn_completed', timestamp: '2026-11-22T10:05:00.000Z', usage: { total_tokens: 1500 } }),
      event({ event: 'session_ended', timestamp: '2026-11-22T10:08:00.000Z', reason: 'max_turns' }),
    ]);
    expect(again.body).toEqual({ accepted: 1, duplicates: 1 });

    const sessions = await ok<{ ticket: { agentSessions: Array<Record<string, unknown> & { events: Array<{ event: string }> }> } }>(
      t,
      `query($key: String!) { ticket(key: $key) { agentSessions {
         sessionId state startedAt lastEventAt endReason turnsCompleted turnsFailed totalTokens events { event reason totalTokens }
       } } }`,
      { key: tickets.D!.key },
      w.member,
    );
    expect(
      sessions.ticket.agentSessions.map(({ events, ...session }) => ({ ...session, events: events.map((entry) => entry.event) })),
    ).toEqual([
      {
        sessionId: 'thread-2-turn-1',
        state: 'STALLED',
        startedAt: '2026-11-22T11:00:00.000Z',
        lastEventAt: '2026-11-22T11:30:00.000Z',
        endReason: null,
        turnsCompleted: 0,
        turnsFailed: 0,
        totalTokens: 0,
        events: ['session_started', 'stalled'],
      },
      {
        sessionId: 'thread-1-turn-1',
        state: 'FAILED',
        startedAt: '2026-11-22T10:00:00.000Z',
        lastEventAt: '2026-11-22T10:08:00.000Z',
        endReason: 'max_turns',
        turnsCompleted: 1,
        turnsFailed: 1,
        totalTokens: 1620,
        events: ['session_started', 'turn_completed', 'turn_failed', 'session_ended'],
      },
    ]);
    // A ticket without events has no sessions.
    const none = await ok<{ ticket: { agentSessions: unknown[] } }>(
      t,
      'query($key: String!) { ticket(key: $key) { agentSessions { sessionId } } }',
      { key: tickets.C!.key },
      w.member,
    );
    expect(none.ticket.agentSessions).toEqual([]);
  });

  it('refuses the whole push when one event is bad, naming it, and stores nothing', async () => {
    const ok1 = event({ session_id: 'thread-3-turn-1', event: 'session_started', timestamp: '2026-11-22T12:00:00.000Z' });
    const cases: Array<[unknown, number, string]> = [
      [event({ event: 'Session Started', timestamp: '2026-11-22T12:00:00Z' }), 400, 'events.1.event'],
      [event({ event: 'stalled', timestamp: 'yesterday' }), 400, 'events.1.timestamp'],
      [{ ...event({ event: 'stalled', timestamp: '2026-11-22T12:00:00Z' }), ticket_id: 'WEB-1' }, 400, 'events.1.ticket_id'],
      [{ ...event({ event: 'stalled', timestamp: '2026-11-22T12:00:00Z' }), ticket_id: tickets.F!.id }, 404, 'events.1.ticket_id'],
      [{ ...event({ event: 'stalled', timestamp: '2026-11-22T12:00:00Z' }), ticket_id: tickets.X!.id }, 404, 'events.1.ticket_id'],
      [event({ event: 'stalled', timestamp: '2026-11-22T12:00:00Z', usage: { total_tokens: -1 } }), 400, 'events.1.usage.total_tokens'],
    ];
    for (const [bad, code, field] of cases) {
      const refused = await push([ok1, bad]);
      expect(refused.status).toBe(code);
      expect(refused.body).toMatchObject({ error: { field } });
    }
    expect((await push([])).status).toBe(400);
    const stored = await ok<{ ticket: { agentSessions: Array<{ sessionId: string }> } }>(
      t,
      'query($key: String!) { ticket(key: $key) { agentSessions { sessionId } } }',
      { key: tickets.D!.key },
      w.member,
    );
    expect(stored.ticket.agentSessions.map((session) => session.sessionId)).not.toContain('thread-3-turn-1');
    // A project viewer may read but not push.
    expect((await push([ok1], w.viewer.token)).status).toBe(403);
  });
});

describe('Linear-compatible endpoint', () => {
  // The queries of Symphony's Linear adapter (REFERENCES.md), sent as it sends them: `Authorization: <key>`, no Bearer.
  interface LinearIssue {
    id: string;
    identifier: string;
    priority: number;
    state: { name: string };
    assignee: { id: string } | null;
    labels: { nodes: Array<{ name: string }> };
    inverseRelations: { nodes: Array<{ type: string; issue: { id: string; identifier: string | null; state: { name: string } } }> };
  }
  const linear = async <T>(query: string, variables: Record<string, unknown> = {}, authorization: string | null = w.bot.token) => {
    const response = await fetch(`${t.url}/integrations/orchestrator/linear/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { data?: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> },
    };
  };

  it('answers the project poll by state names, page by page, with Linear field names', async () => {
    const seen: LinearIssue[] = [];
    let after: string | null = null;
    for (let page = 0; page < 5; page += 1) {
      type Poll = { issues: { nodes: LinearIssue[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };
      const { status: code, body }: { status: number; body: { data?: Poll; errors?: unknown[] } } = await linear<Poll>(
        SYMPHONY_LINEAR_POLL,
        {
          projectSlug: w.project.key,
          stateNames: ['Todo', 'In Progress'],
          first: 2,
          relationFirst: 50,
          after,
        },
      );
      expect(code).toBe(200);
      expect(body.errors).toBeUndefined();
      seen.push(...body.data!.issues.nodes);
      if (!body.data!.issues.pageInfo.hasNextPage) break;
      after = body.data!.issues.pageInfo.endCursor;
    }
    expect(seen.map((issue) => issue.identifier)).toEqual(['B', 'A', 'D', 'H', 'C'].map((name) => tickets[name]!.key));
    const byKey = Object.fromEntries(seen.map((issue) => [issue.identifier, issue]));
    expect(byKey[tickets.B!.key]).toMatchObject({ priority: 1, state: { name: 'In Progress' }, assignee: null });
    expect(byKey[tickets.A!.key]).toMatchObject({ priority: 2, state: { name: 'Todo' }, assignee: { id: w.member.id } });
    expect(byKey[tickets.A!.key]!.labels.nodes.map((label) => label.name)).toEqual(['backend', 'ui polish']);
    expect(byKey[tickets.C!.key]!.inverseRelations.nodes).toEqual([
      { type: 'blocks', issue: { id: tickets.D!.id, identifier: tickets.D!.key, state: { name: 'Todo' } } },
    ]);
    // No state names, as a WORKFLOW.md of a project without a status in a category lists them: nothing, as on Linear.
    const none = await linear<{ issues: unknown }>(SYMPHONY_LINEAR_POLL, {
      projectSlug: w.project.key,
      stateNames: [],
      first: 50,
      relationFirst: 50,
    });
    expect(none.body).toEqual({ data: { issues: { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } } } });
    // The invisible blocker of H, opaque as in the REST record: a stock Symphony does not dispatch H either.
    expect(byKey[tickets.H!.key]!.inverseRelations.nodes).toEqual([
      { type: 'blocks', issue: { id: tickets.X!.id, identifier: null, state: { name: 'todo' } } },
    ]);
  });

  it('answers the refresh by ids and the viewer; takes the bare key or Bearer', async () => {
    const { body } = await linear<{ issues: { nodes: LinearIssue[] } }>(SYMPHONY_LINEAR_ISSUES_BY_ID, {
      ids: [tickets.E!.id, tickets.F!.id],
      first: 50,
      relationFirst: 50,
    });
    expect(body.data!.issues.nodes.map((issue) => [issue.identifier, issue.state.name])).toEqual([[tickets.E!.key, 'Done']]);
    const viewer = await linear<{ viewer: { id: string } }>(SYMPHONY_LINEAR_VIEWER, {}, `Bearer ${w.bot.token}`);
    expect(viewer.body.data).toEqual({ viewer: { id: w.bot.id } });
    expect((await linear(SYMPHONY_LINEAR_VIEWER, {}, null)).status).toBe(401);
    expect((await linear(SYMPHONY_LINEAR_VIEWER, {}, 'svc_wrong')).status).toBe(401);
    const unknown = await linear('{ teams { nodes { id } } }');
    expect(unknown.status).toBe(200);
    expect(unknown.body.errors?.[0]?.message).toContain('teams');
  });

  it('answers with the codes of the shared REST error table', async () => {
    const unfiltered = await linear<{ issues: unknown }>('{ issues { nodes { id } } }');
    expect(unfiltered.status).toBe(200);
    expect(unfiltered.body.errors?.[0]).toMatchObject({ extensions: { code: 'invalid_request', field: 'filter' } });
    // An error of the operation behind it: the same code as the REST routes answer.
    const badCursor = await linear<{ issues: unknown }>(SYMPHONY_LINEAR_POLL, {
      projectSlug: w.project.key,
      stateNames: ['Todo'],
      first: 5,
      relationFirst: 5,
      after: 'not-a-cursor',
    });
    expect(badCursor.body.errors?.[0]).toMatchObject({ extensions: { code: 'invalid_request', field: 'after' } });
  });
});

describe('OpenAPI', () => {
  it('documents the adapter routes, the Linear-compatible endpoint included, with the workspace key scheme', async () => {
    type Operation = { security?: unknown; description?: string; tags?: string[] };
    const { status: code, body } = await call<{
      paths: Record<string, Record<string, Operation>>;
      components: { securitySchemes: Record<string, unknown> };
    }>('GET', '/openapi.json', undefined, null);
    expect(code).toBe(200);
    expect(
      Object.keys(body.paths)
        .filter((path) => path.startsWith('/integrations/'))
        .sort(),
    ).toEqual([
      '/integrations/orchestrator/agent-events',
      '/integrations/orchestrator/agent-tool/query',
      '/integrations/orchestrator/branch-name/{ticketId}',
      '/integrations/orchestrator/by-ids',
      '/integrations/orchestrator/by-states',
      '/integrations/orchestrator/candidates',
      '/integrations/orchestrator/linear/graphql',
    ]);
    expect(body.paths['/integrations/orchestrator/candidates']!.get!.security).toEqual([{ workspaceApiKey: [] }]);
    // Where a Symphony user looks: its auth (the bare key as Linear sends it, or Bearer) and the queries it answers.
    const linear = body.paths['/integrations/orchestrator/linear/graphql']!.post!;
    expect(linear.tags).toEqual(['Orchestrator']);
    expect(linear.security).toEqual([{ linearApiKey: [] }, { workspaceApiKey: [] }]);
    expect(body.components.securitySchemes.linearApiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
    for (const supported of [
      'SymphonyLinearPoll',
      'SymphonyLinearIssuesById',
      'SymphonyLinearViewer',
      'inverseRelations',
      'tracker.kind: linear',
    ])
      expect(linear.description).toContain(supported);
  });
});

describe('authentication', () => {
  it('takes workspace API keys only', async () => {
    expect(await candidates(`project_keys=${w.project.key}`, null)).toMatchObject({
      status: 401,
      body: { error: { code: 'missing_api_key' } },
    });
    expect((await candidates(`project_keys=${w.project.key}`, 'svc_not_a_key')).status).toBe(401);
    const mailKey = await t.createMailKey(w.member.token);
    expect((await candidates(`project_keys=${w.project.key}`, mailKey.token)).status).toBe(401);
  });
});

describe('a Symphony-like poll', () => {
  it('dispatches from candidates, then reconciles running issues by id', async () => {
    const { body } = await candidates(`project_keys=${w.project.key}`);
    const running = body.issues.filter((issue) => issue.dispatchable).slice(0, 2);
    expect(running.map((issue) => issue.identifier)).toEqual([tickets.B!.key, tickets.A!.key]);

    // Meanwhile: A is finished, B becomes private without the bot.
    await ok(
      t,
      'mutation($input: UpdateTicketInput!) { updateTicket(input: $input) { id } }',
      {
        input: { id: tickets.A!.id, statusId: status.done },
      },
      w.projectAdmin,
    );
    await ok(
      t,
      'mutation($input: UpdateTicketInput!) { updateTicket(input: $input) { id } }',
      {
        input: { id: tickets.B!.id, private: true, accessUserIds: [w.member.id] },
      },
      w.projectAdmin,
    );
    const refreshed = await call<{ issues: IssueRecord[] }>('POST', '/by-ids', { ids: running.map((issue) => issue.id) });
    // A is terminal: stop and clean up. B is no longer visible: stop.
    expect(refreshed.body.issues.map((issue) => [issue.identifier, issue.state])).toEqual([[tickets.A!.key, 'done']]);
    // The bot's reads changed nothing.
    const [after] = (await call<{ issues: IssueRecord[] }>('POST', '/by-ids', { ids: [tickets.C!.id] })).body.issues;
    expect(after!.updated_at).toBe(body.issues.find((issue) => issue.id === tickets.C!.id)!.updated_at);
  });
});
