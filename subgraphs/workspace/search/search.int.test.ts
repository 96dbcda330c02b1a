import { startTestApp, type TestApp } from '../../../test/support/app.js';
import {
  addMember,
  buildWorld,
  createProject,
  createTicket,
  failure,
  ok,
  projectKey,
  type Actor,
  type CreatedTicket,
  type World,
} from '../tickets/ticket.test-support.js';

let t: TestApp;
let w: World;
let project: { id: string; key: string };
const tickets: Record<string, CreatedTicket> = {};
let labelId: string;
let inProgressId: string;

beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t, 'SR');
  project = w.project;
  labelId = (
    await ok<{ createLabel: { id: string } }>(
      t,
      'mutation($p: ID!) { createLabel(input: { projectId: $p, name: "Backend" }) { id } }',
      { p: project.id },
      w.member,
    )
  ).createLabel.id;
  const statuses = await ok<{ project: { statuses: Array<{ id: string; category: string }> } }>(
    t,
    'query($k: String!) { project(key: $k) { statuses { id category } } }',
    { k: project.key },
    w.member,
  );
  inProgressId = statuses.project.statuses.find((status) => status.category === 'IN_PROGRESS')!.id;
  // Created one by one, so "newest first" is this order reversed.
  tickets.title = await createTicket(t, w.member, {
    projectId: project.id,
    title: 'Login button does nothing',
    description: 'Clicking it is silent.',
    priority: 'HIGH',
    statusId: inProgressId,
    labelIds: [labelId],
  });
  tickets.body = await createTicket(t, w.member, {
    projectId: project.id,
    title: 'Dark mode',
    description: 'The login screen should be dark too.',
    assigneeIds: [w.bot.id],
  });
  tickets.other = await createTicket(t, w.member, { projectId: project.id, title: 'Unrelated chore', priority: 'TRIVIAL' });
  tickets.secret = await createTicket(t, w.member, { projectId: project.id, title: 'Login secret', private: true });
});
afterAll(async () => {
  await t?.close();
});

interface SearchPage {
  nodes: Array<{ key: string }>;
  edges: Array<{ cursor: string }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}
const SEARCH = `query($query: String, $projectKey: String, $statusCategory: [StatusCategory!], $assigneeId: ID, $label: String, $priority: [TicketPriority!], $first: Int!, $after: String) {
  searchTickets(query: $query, projectKey: $projectKey, statusCategory: $statusCategory, assigneeId: $assigneeId, label: $label, priority: $priority, first: $first, after: $after) {
    nodes { key } edges { cursor } pageInfo { hasNextPage endCursor }
  }
}`;
const searchPage = async (args: Record<string, unknown>, actor: Actor = w.member): Promise<SearchPage> =>
  (await ok<{ searchTickets: SearchPage }>(t, SEARCH, { projectKey: project.key, first: 50, ...args }, actor)).searchTickets;
const keys = async (args: Record<string, unknown>, actor: Actor = w.member) =>
  (await searchPage(args, actor)).nodes.map((node) => node.key);

describe('full-text search', () => {
  it('ranks title matches above description matches and applies the access list', async () => {
    // Equal ranks (both in the title) fall back to newest first.
    expect(await keys({ query: 'login' })).toEqual([tickets.secret!.key, tickets.title!.key, tickets.body!.key]);
    const excluded = await keys({ query: 'login' }, w.excluded);
    expect(excluded).toEqual([tickets.title!.key, tickets.body!.key]);
    expect(await keys({ query: 'logins' }, w.excluded)).toEqual([tickets.title!.key, tickets.body!.key]);
  });

  it('understands web-search syntax: phrases and exclusions', async () => {
    expect(await keys({ query: '"button does nothing"' }, w.excluded)).toEqual([tickets.title!.key]);
    expect(await keys({ query: 'login -dark' }, w.excluded)).toEqual([tickets.title!.key]);
    expect(await keys({ query: 'login or chore' }, w.excluded)).toHaveLength(3);
  });

  it('finds a ticket by its exact key first, in any case', async () => {
    const found = await keys({ query: tickets.other!.key.toLowerCase() });
    expect(found[0]).toBe(tickets.other!.key);
    expect(await keys({ query: tickets.secret!.key }, w.excluded)).toEqual([]);
  });

  it('filters by status category, assignee, label and priority', async () => {
    expect(await keys({ statusCategory: ['IN_PROGRESS'] })).toEqual([tickets.title!.key]);
    expect(await keys({ statusCategory: ['TODO', 'IN_REVIEW'] })).toEqual([tickets.secret!.key, tickets.other!.key, tickets.body!.key]);
    expect(await keys({ assigneeId: w.bot.id })).toEqual([tickets.body!.key]);
    expect(await keys({ label: 'backend' })).toEqual([tickets.title!.key]);
    expect(await keys({ priority: ['HIGH', 'TRIVIAL'] })).toEqual([tickets.other!.key, tickets.title!.key]);
    expect(await keys({ query: 'login', priority: ['NORMAL'] }, w.excluded)).toEqual([tickets.body!.key]);
  });

  it('lists newest first without a query', async () => {
    expect(await keys({ query: '  ' }, w.excluded)).toEqual([tickets.other!.key, tickets.body!.key, tickets.title!.key]);
  });

  it('pages through ranked and unranked results with cursors, without gaps or repeats', async () => {
    const paging = await createProject(t, w.member, projectKey('PG'));
    const words = ['alpha', 'alpha alpha', 'alpha alpha alpha', 'alpha beta', 'beta', 'alpha gamma delta', 'gamma alpha'];
    for (const title of words)
      await createTicket(t, w.member, { projectId: paging.id, title, description: title.includes('beta') ? 'alpha' : '' });
    for (const query of ['alpha', null]) {
      const whole = (
        await ok<{ searchTickets: SearchPage }>(t, SEARCH, { projectKey: paging.key, query, first: 50 }, w.member)
      ).searchTickets.nodes.map((node) => node.key);
      const collected: string[] = [];
      let after: string | null = null;
      for (let page = 0; page < 10; page += 1) {
        const result: SearchPage = (
          await ok<{ searchTickets: SearchPage }>(t, SEARCH, { projectKey: paging.key, query, first: 2, after }, w.member)
        ).searchTickets;
        collected.push(...result.nodes.map((node) => node.key));
        expect(result.edges.at(-1)?.cursor ?? null).toBe(result.pageInfo.endCursor);
        if (!result.pageInfo.hasNextPage) break;
        after = result.pageInfo.endCursor;
      }
      expect(collected).toEqual(whole);
      expect(whole).toHaveLength(7);
      // Ranked: the densest match first, a description-only match last; unranked: newest first.
      expect([whole[0], whole.at(-1)]).toEqual(query ? [`${paging.key}-3`, `${paging.key}-5`] : [`${paging.key}-7`, `${paging.key}-1`]);
    }
  });

  it('names the bad argument', async () => {
    expect(failure(await t.gql(SEARCH, { first: 5, after: 'not-a-cursor' }, w.member.token))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'after',
    });
    expect(failure(await t.gql(SEARCH, { first: 5, query: 'x'.repeat(501) }, w.member.token))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'query',
    });
    expect(failure(await t.gql(SEARCH, { first: 5, assigneeId: 'someone' }, w.member.token))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'assigneeId',
    });
    expect(failure(await t.gql(SEARCH, { first: 5, projectKey: 'NOPE' }, w.member.token))).toEqual({ code: 'NOT_FOUND' });
  });

  it('searches every visible project when none is given', async () => {
    const elsewhere = await createProject(t, w.outsider, projectKey('EW'));
    const hidden = await createTicket(t, w.outsider, { projectId: elsewhere.id, title: 'Login elsewhere' });
    const all = await ok<{ searchTickets: SearchPage }>(t, SEARCH, { query: 'login', first: 50 }, w.member);
    expect(all.searchTickets.nodes.map((node) => node.key)).not.toContain(hidden.key);
    const admin = await ok<{ searchTickets: SearchPage }>(t, SEARCH, { query: 'login', first: 50 }, w.admin);
    expect(admin.searchTickets.nodes.map((node) => node.key)).toContain(hidden.key);
    expect(admin.searchTickets.nodes.map((node) => node.key)).not.toContain(tickets.secret!.key);
  });
});

describe('Project.tickets', () => {
  it('pages newest first with filters, and batches many projects into constant queries', async () => {
    const page = await ok<{ project: { tickets: SearchPage } }>(
      t,
      'query($k: String!, $after: String) { project(key: $k) { tickets(first: 2, after: $after) { nodes { key } edges { cursor } pageInfo { hasNextPage endCursor } } } }',
      { k: project.key },
      w.excluded,
    );
    expect(page.project.tickets.nodes.map((node) => node.key)).toEqual([tickets.other!.key, tickets.body!.key]);
    const next = await ok<{ project: { tickets: SearchPage } }>(
      t,
      'query($k: String!, $after: String) { project(key: $k) { tickets(first: 2, after: $after) { nodes { key } pageInfo { hasNextPage } } } }',
      { k: project.key, after: page.project.tickets.pageInfo.endCursor },
      w.excluded,
    );
    expect(next.project.tickets.nodes.map((node) => node.key)).toEqual([tickets.title!.key]);
    expect(next.project.tickets.pageInfo.hasNextPage).toBe(false);

    const filtered = await ok<{ project: { tickets: SearchPage } }>(
      t,
      'query($k: String!) { project(key: $k) { tickets(label: "BACKEND", statusCategory: [IN_PROGRESS]) { nodes { key } } } }',
      { k: project.key },
      w.member,
    );
    expect(filtered.project.tickets.nodes.map((node) => node.key)).toEqual([tickets.title!.key]);

    const viewerOfMany = await t.createUser();
    const listQuery = '{ projects(first: 100) { nodes { key tickets(first: 3) { nodes { key status { name } } } } } }';
    const measure = async () => {
      t.queries.reset();
      const data = await ok<{ projects: { nodes: Array<{ tickets: { nodes: unknown[] } }> } }>(t, listQuery, {}, viewerOfMany);
      return { queries: t.queries.count(), projects: data.projects.nodes.length };
    };
    const owned = async (n: number) => {
      for (let i = 0; i < n; i += 1) {
        const p = await createProject(t, w.member, projectKey('BT'));
        await addMember(t, w.member, p.id, viewerOfMany.id, 'VIEWER');
        for (let j = 0; j < 3; j += 1) await createTicket(t, w.member, { projectId: p.id, title: `T${j}` });
      }
    };
    // The first read after membership changes also resolves the credential afresh (a membership change empties the
    // gateways' credential caches): each count is taken on the second read.
    await owned(2);
    await measure();
    const two = await measure();
    await owned(4);
    await measure();
    const six = await measure();
    expect([two.projects, six.projects]).toEqual([2, 6]);
    expect(six.queries).toBe(two.queries);
  });
});

describe("a list's links", () => {
  const LINKS = 'key status { name category } assignees { id } labels { name } accessList { id }';

  it('come with the list: a project list reads them in its one statement, a search in one more statement, through fragments and edges, as a ticket alone shows them', async () => {
    const alone = async (ticket: { key: string }, actor: Actor = w.member) =>
      (await ok<{ ticket: { key: string } }>(t, `query($k: String!) { ticket(key: $k) { ${LINKS} } }`, { k: ticket.key }, actor)).ticket;

    t.queries.reset();
    const searched = await ok<{ searchTickets: { edges: Array<{ node: { key: string } }> } }>(
      t,
      `query($k: String!) { searchTickets(projectKey: $k, first: 10) { edges { node { ...links } } } } fragment links on Ticket { ${LINKS} }`,
      { k: project.key },
      w.member,
    );
    const searchStatements = t.queries.count();
    const nodes = searched.searchTickets.edges.map((edge) => edge.node);
    expect(nodes.map((node) => node.key)).toEqual(expect.arrayContaining([tickets.secret!.key, tickets.title!.key, tickets.body!.key]));
    expect(nodes).toEqual(await Promise.all(nodes.map((node) => alone(node))));

    t.queries.reset();
    const listed = await ok<{ project: { tickets: { nodes: unknown[] } } }>(
      t,
      `query($k: String!) { project(key: $k) { tickets(first: 10) { nodes { ... on Ticket { ${LINKS} } } } } }`,
      { k: project.key },
      w.member,
    );
    // The project with the viewer's role, its page and the rows the page's links name: one statement (a search: one more).
    expect(t.queries.count()).toBe(1);
    expect(listed.project.tickets.nodes).toEqual(nodes);
    // Two pages of one project are not read ahead: each is its own, as asked.
    const twice = await ok<{ project: { newest: { nodes: Array<{ key: string }> }; high: { nodes: Array<{ key: string }> } } }>(
      t,
      `query($k: String!) { project(key: $k) { newest: tickets(first: 1) { nodes { key } } high: tickets(priority: [HIGH]) { nodes { ${LINKS} } } } }`,
      { k: project.key },
      w.member,
    );
    expect(twice.project.newest.nodes.map((node) => node.key)).toEqual([nodes[0]!.key]);
    expect(twice.project.high.nodes).toEqual(nodes.filter((node) => node.key === tickets.title!.key));
    // Without links asked, the page is the same statement, and the linked rows' is not sent.
    t.queries.reset();
    await ok(t, 'query($k: String!) { searchTickets(projectKey: $k, first: 10) { nodes { key } } }', { k: project.key }, w.member);
    expect(searchStatements).toBe(t.queries.count() + 1);
    // Links asked that no ticket of the page has: nothing to read, so the linked rows' statement is not sent either.
    const bare = await createProject(t, w.member, projectKey('BL'));
    await createTicket(t, w.member, { projectId: bare.id, title: 'Nobody on it' });
    t.queries.reset();
    const unassigned = await ok<{ project: { tickets: { nodes: Array<{ assignees: unknown[] }> } } }>(
      t,
      'query($k: String!) { project(key: $k) { tickets(first: 10) { nodes { assignees { id } labels { name } } } } }',
      { k: bare.key },
      w.member,
    );
    expect(unassigned.project.tickets.nodes).toEqual([{ assignees: [], labels: [] }]);
    expect(t.queries.count()).toBe(1);

    // Who is not on the private ticket's access list sees neither it nor its links.
    const seen = await ok<{ project: { tickets: { nodes: Array<{ key: string }> } } }>(
      t,
      `query($k: String!) { project(key: $k) { tickets(first: 10) { nodes { ${LINKS} } } } }`,
      { k: project.key },
      w.excluded,
    );
    expect(seen.project.tickets.nodes).toEqual(nodes.filter((node) => node.key !== tickets.secret!.key));
  });
});

describe('what a list reads of its tickets', () => {
  // Plain fields only (each read from the property of its name), then fields with resolvers of their own (a bot's owner).
  const FEW = 'key assignees { id } labels { name } status { name }';
  const MORE =
    'key description assignees { id displayName email kind owner { id } } labels { id name color } status { name category position }';

  it('is what its response asks, and answers as a ticket alone does when one response asks more of the same tickets', async () => {
    const alone = async (key: string) =>
      (await ok<{ ticket: unknown }>(t, `query($k: String!) { ticket(key: $k) { ${MORE} } }`, { k: key }, w.member)).ticket;
    t.queries.reset();
    type Node = Record<string, unknown> & { key: string };
    const both = await ok<{ project: { tickets: { nodes: Node[] } }; searchTickets: { nodes: Node[] }; again: { nodes: Node[] } }>(
      t,
      `query($k: String!) {
        project(key: $k) { tickets(first: 10) { nodes { ${FEW} } } }
        searchTickets(projectKey: $k, first: 10) { nodes { ${MORE} } }
        again: searchTickets(projectKey: $k, first: 10) { nodes { ${FEW} more: assignees { kind } } }
      }`,
      { k: project.key },
      w.member,
    );
    const full = both.searchTickets.nodes;
    expect(full.map((node) => node.key)).toContain(tickets.body!.key);
    expect(full).toEqual(await Promise.all(full.map((node) => alone(node.key))));
    expect(full.find((node) => node.key === tickets.body!.key)).toMatchObject({
      description: 'The login screen should be dark too.',
      assignees: [{ id: w.bot.id, kind: 'BOT', owner: { id: expect.any(String) } }],
    });
    const pick = (node: Record<string, unknown>) => ({
      key: node.key,
      assignees: node.assignees,
      labels: node.labels,
      status: node.status,
    });
    const few = (full as Array<Record<string, unknown>>).map((node) => ({
      key: node.key,
      assignees: (node.assignees as Array<{ id: string }>).map(({ id }) => ({ id })),
      labels: (node.labels as Array<{ name: string }>).map(({ name }) => ({ name })),
      status: { name: (node.status as { name: string }).name },
    }));
    expect(both.project.tickets.nodes.map(pick)).toEqual(few);
    expect(both.again.nodes.map(pick)).toEqual(few);
    expect(both.again.nodes.map((node) => node.more)).toEqual(
      full.map((node) => (node.assignees as Array<{ kind: string }>).map(({ kind }) => ({ kind }))),
    );
  });

  it('reads whole what a later field of the response asks more of, after the list read less', async () => {
    const dependency = { blockerId: tickets.body!.id, blockedId: tickets.title!.id };
    await ok(
      t,
      'mutation($input: TicketDependencyInput!) { addTicketDependency(input: $input) { blockerId } }',
      { input: dependency },
      w.member,
    );
    try {
      // The list holds the blocker's assignees as `{ id }`; its `blockedBy` resolves the same ticket's assignees later, asking more.
      const listed = await ok<{ searchTickets: { nodes: Array<{ key: string; blockedBy: unknown[] }> } }>(
        t,
        `query($k: String!) { searchTickets(projectKey: $k, first: 100) { nodes { key assignees { id } blockedBy { ${MORE} } } } }`,
        { k: project.key },
        w.member,
      );
      const keys = listed.searchTickets.nodes.map((node) => node.key);
      expect(keys).toEqual(expect.arrayContaining([tickets.title!.key, tickets.body!.key]));
      const blocked = listed.searchTickets.nodes.find((node) => node.key === tickets.title!.key)!;
      const blocker = await ok<{ ticket: unknown }>(
        t,
        `query($k: String!) { ticket(key: $k) { ${MORE} } }`,
        { k: tickets.body!.key },
        w.member,
      );
      expect(blocked.blockedBy).toEqual([blocker.ticket]);
      expect(blocked.blockedBy[0]).toMatchObject({ assignees: [{ id: w.bot.id, displayName: 'Agent', kind: 'BOT' }] });
    } finally {
      await ok(t, 'mutation($input: TicketDependencyInput!) { removeTicketDependency(input: $input) }', { input: dependency }, w.member);
    }
  });
});

describe('a search with more matches than its rank window', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await startTestApp({ env: { SEARCH_RANK_WINDOW: '3' } });
  });
  afterAll(async () => {
    await small?.close();
  });

  it('ranks the newest matches, then lists older matches newest first, paging without gaps or repeats', async () => {
    const world = await buildWorld(small, 'RW');
    // Oldest first; the densest matches are the oldest, so ranking every match would put them first.
    const created: CreatedTicket[] = [];
    for (const title of ['alpha alpha alpha', 'alpha alpha', 'alpha', 'beta', 'alpha beta', 'alpha', 'alpha alpha']) {
      created.push(await createTicket(small, world.member, { projectId: world.project.id, title }));
    }
    const page = async (query: string, first: number, after: string | null = null) =>
      (await ok<{ searchTickets: SearchPage }>(small, SEARCH, { projectKey: world.project.key, query, first, after }, world.member))
        .searchTickets;
    const expected = [6, 5, 4, 2, 1, 0].map((index) => created[index]!.key);
    expect((await page('alpha', 50)).nodes.map((node) => node.key)).toEqual(expected);
    const collected: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 10; pages += 1) {
      const result: SearchPage = await page('alpha', 2, after);
      collected.push(...result.nodes.map((node) => node.key));
      if (!result.pageInfo.hasNextPage) break;
      after = result.pageInfo.endCursor;
    }
    expect(collected).toEqual(expected);
  });
});

describe('Project.tickets in an order, and totalCount', () => {
  interface Listed {
    id: string;
    key: string;
    title: string;
    priority: string;
    updatedAt: string;
    status: { position: number };
  }
  interface SortedPage {
    nodes: Listed[];
    edges: Array<{ cursor: string }>;
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  }
  const SORTED = `query($k: String!, $first: Int!, $after: String, $orderBy: TicketOrder, $priority: [TicketPriority!]) {
    project(key: $k) { tickets(first: $first, after: $after, orderBy: $orderBy, priority: $priority) {
      nodes { id key title priority updatedAt status { position } } edges { cursor } totalCount pageInfo { hasNextPage endCursor }
    } }
  }`;
  const URGENCY: Record<string, number> = { BLOCKER: 5, HIGH: 4, NORMAL: 3, LOW: 2, TRIVIAL: 1 };
  const number = (key: string) => Number(key.split('-')[1]);
  // The sort value of each order as the API defines it; ties by id (UUIDv7 text sorts as the uuid does).
  const VALUE: Record<string, (ticket: Listed) => string | number> = {
    CREATED_AT: () => 0,
    UPDATED_AT: (ticket) => Date.parse(ticket.updatedAt),
    PRIORITY: (ticket) => URGENCY[ticket.priority]!,
    TITLE: (ticket) => ticket.title.toLowerCase(),
    KEY: (ticket) => number(ticket.key),
    STATUS: (ticket) => ticket.status.position,
  };
  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  const sorted = (all: Listed[], field: string, direction: string) =>
    [...all]
      .sort((a, b) => compare(VALUE[field]!(a), VALUE[field]!(b)) || compare(a.id, b.id))
      .map((ticket) => ticket.key)
      [direction === 'ASC' ? 'slice' : 'reverse']();
  let sortProject: { id: string; key: string };
  let all: Listed[];
  const list = (args: Record<string, unknown>, actor: Actor = w.member) =>
    ok<{ project: { tickets: SortedPage } }>(t, SORTED, { k: sortProject.key, first: 50, ...args }, actor).then(
      (data) => data.project.tickets,
    );

  beforeAll(async () => {
    sortProject = await createProject(t, w.projectAdmin, projectKey('SO'));
    await addMember(t, w.projectAdmin, sortProject.id, w.member.id, 'MEMBER');
    await addMember(t, w.projectAdmin, sortProject.id, w.excluded.id, 'MEMBER');
    const statuses = await ok<{ project: { statuses: Array<{ id: string; category: string }> } }>(
      t,
      'query($k: String!) { project(key: $k) { statuses { id category } } }',
      { k: sortProject.key },
      w.member,
    );
    const status = (category: string) => statuses.project.statuses.find((s) => s.category === category)!.id;
    // Ties in every order (equal titles but for case, equal priorities and statuses), so pages must break them by id.
    const specs = [
      { title: 'beta', priority: 'HIGH', statusId: status('DONE') },
      { title: 'Alpha', priority: 'LOW', statusId: status('TODO') },
      { title: 'gamma', priority: 'HIGH', statusId: status('IN_PROGRESS') },
      { title: 'alpha', priority: 'BLOCKER', statusId: status('TODO') },
      { title: 'Beta', priority: 'NORMAL', statusId: status('DONE') },
      { title: 'beta', priority: 'HIGH', statusId: status('TODO') },
      { title: 'delta', priority: 'TRIVIAL', statusId: status('IN_PROGRESS'), private: true },
    ];
    const created = [];
    for (const spec of specs) created.push(await createTicket(t, w.member, { projectId: sortProject.id, ...spec }));
    // The oldest ticket changed last: the update order differs from the creation order.
    await ok(
      t,
      'mutation($input: UpdateTicketInput!) { updateTicket(input: $input) { id } }',
      { input: { id: created[0]!.id, title: 'Beta' } },
      w.member,
    );
    all = (await list({ first: 100 })).nodes;
    expect(all).toHaveLength(7);
  });

  it.each(
    ['CREATED_AT', 'UPDATED_AT', 'PRIORITY', 'TITLE', 'KEY', 'STATUS'].flatMap((field) => [
      [field, 'ASC'],
      [field, 'DESC'],
    ]),
  )('lists by %s %s, paging two at a time without gaps or repeats', async (field, direction) => {
    const orderBy = { field, direction };
    const expected = sorted(all, field, direction);
    expect((await list({ orderBy })).nodes.map((node) => node.key)).toEqual(expected);
    const paged: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 10; pages += 1) {
      const page: SortedPage = await list({ orderBy, first: 2, after });
      paged.push(...page.nodes.map((node) => node.key));
      expect(page.edges.at(-1)?.cursor).toBe(page.pageInfo.endCursor ?? undefined);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(paged).toEqual(expected);
  });

  it('lists newest first by default, as CREATED_AT DESC does', async () => {
    expect((await list({})).nodes.map((node) => node.key)).toEqual(sorted(all, 'CREATED_AT', 'DESC'));
  });

  it('refuses a cursor of another order, or a forged one, as BAD_USER_INPUT on after', async () => {
    const byPriority = await list({ orderBy: { field: 'PRIORITY', direction: 'ASC' }, first: 2 });
    const newest = await list({ first: 2 });
    const refused = { code: 'BAD_USER_INPUT', field: 'after' };
    const attempt = (args: Record<string, unknown>) => t.gql(SORTED, { k: sortProject.key, first: 2, ...args }, w.member.token);
    expect(failure(await attempt({ orderBy: { field: 'PRIORITY', direction: 'DESC' }, after: byPriority.pageInfo.endCursor }))).toEqual(
      refused,
    );
    expect(failure(await attempt({ orderBy: { field: 'TITLE', direction: 'ASC' }, after: byPriority.pageInfo.endCursor }))).toEqual(
      refused,
    );
    expect(failure(await attempt({ after: byPriority.pageInfo.endCursor }))).toEqual(refused);
    expect(failure(await attempt({ orderBy: { field: 'PRIORITY', direction: 'ASC' }, after: newest.pageInfo.endCursor }))).toEqual(refused);
    const forge = (parts: unknown) => Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
    const id = all[0]!.id;
    for (const after of [forge(['PRIORITY:ASC', "1'; drop table tickets; --", id]), forge(['PRIORITY:ASC', '3', 'x']), forge({ a: 1 })])
      expect(failure(await attempt({ orderBy: { field: 'PRIORITY', direction: 'ASC' }, after }))).toEqual(refused);
    expect(
      failure(await attempt({ orderBy: { field: 'UPDATED_AT', direction: 'ASC' }, after: forge(['UPDATED_AT:ASC', 'yesterday', id]) })),
    ).toEqual(refused);
  });

  it('counts what the viewer may see and the filters select, over every page', async () => {
    expect(await list({ first: 2 })).toMatchObject({ totalCount: 7, nodes: [{}, {}] });
    // The excluded member is not on the private ticket's access list: neither listed nor counted.
    const excluded = await list({ first: 100 }, w.excluded);
    expect(excluded.totalCount).toBe(6);
    expect(excluded.nodes).toHaveLength(6);
    expect((await list({ priority: ['HIGH'], first: 1 })).totalCount).toBe(3);
    expect((await list({ priority: ['TRIVIAL'] }, w.excluded)).totalCount).toBe(0);
    // An outsider of the project sees no project at all.
    expect(failure(await t.gql(SORTED, { k: sortProject.key, first: 1 }, w.outsider.token))).toEqual({ code: 'NOT_FOUND' });
  });

  it('counts searchTickets matches by the same rules', async () => {
    const COUNT =
      'query($q: String, $k: String, $p: [TicketPriority!]) { searchTickets(query: $q, projectKey: $k, priority: $p, first: 1) { totalCount nodes { key } } }';
    const count = async (variables: Record<string, unknown>, actor: Actor) =>
      (await ok<{ searchTickets: { totalCount: number } }>(t, COUNT, { k: sortProject.key, ...variables }, actor)).searchTickets.totalCount;
    expect(await count({}, w.member)).toBe(7);
    expect(await count({}, w.excluded)).toBe(6);
    expect(await count({ q: 'beta' }, w.member)).toBe(3);
    expect(await count({ q: 'delta' }, w.member)).toBe(1);
    expect(await count({ q: 'delta' }, w.excluded)).toBe(0);
    expect(await count({ q: all[0]!.key.toLowerCase() }, w.member)).toBe(1);
    expect(await count({ q: 'alpha', p: ['BLOCKER'] }, w.member)).toBe(1);
  });

  it('refuses an anonymous caller', async () => {
    expect(failure(await t.gql(SORTED, { k: sortProject.key, first: 1, orderBy: { field: 'TITLE', direction: 'ASC' } }))).toEqual({
      code: 'UNAUTHENTICATED',
    });
    expect(failure(await t.gql('{ searchTickets { totalCount } }', {}))).toEqual({ code: 'UNAUTHENTICATED' });
  });
});
