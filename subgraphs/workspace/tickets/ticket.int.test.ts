import { withClient } from '../../../core/database.js';
import { startTestApp, type TestApp } from '../../../test/support/app.js';
import { workspaceSubgraph } from '../workspace.subgraph.js';
import {
  addMember,
  buildWorld,
  createProject,
  createTicket,
  failure,
  ok,
  projectKey,
  ruleFailure,
  type Actor,
  type World,
} from './ticket.test-support.js';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t, 'TK');
});
afterAll(async () => {
  await t?.close();
});

const TICKET_FIELDS = `id key number title description priority private estimatedMinutes
  project { key } status { name category } reporter { id } assignees { id } labels { name } accessList { id }
  milestone { id name } version { id name } blockedBy { key } blocks { key } commentCount`;

const byKey = (key: string, actor: Actor) =>
  t.gql<{ ticket: Record<string, unknown> }>(`query($key: String!) { ticket(key: $key) { ${TICKET_FIELDS} } }`, { key }, actor.token);
const update = (input: Record<string, unknown>, actor: Actor) =>
  t.gql<{ updateTicket: Record<string, unknown> }>(
    `mutation($input: UpdateTicketInput!) { updateTicket(input: $input) { ${TICKET_FIELDS} } }`,
    { input },
    actor.token,
  );
const create = (input: Record<string, unknown>, actor: Actor) =>
  t.gql<{ createTicket: Record<string, unknown> }>(
    `mutation($input: CreateTicketInput!) { createTicket(input: $input) { ${TICKET_FIELDS} } }`,
    { input },
    actor.token,
  );
const remove = (id: string, actor: Actor) =>
  t.gql<{ deleteTicket: boolean }>('mutation($id: ID!) { deleteTicket(id: $id) }', { id }, actor.token);
const projectTickets = async (key: string, actor: Actor): Promise<string[] | null> => {
  const response = await t.gql<{ project: { tickets: { nodes: Array<{ key: string }> } } }>(
    'query($key: String!) { project(key: $key) { tickets(first: 100) { nodes { key } } } }',
    { key },
    actor.token,
  );
  return response.data?.project.tickets.nodes.map((node) => node.key) ?? null;
};
const search = async (args: Record<string, unknown>, actor: Actor): Promise<string[]> => {
  const data = await ok<{ searchTickets: { nodes: Array<{ key: string }> } }>(
    t,
    'query($query: String, $projectKey: String) { searchTickets(query: $query, projectKey: $projectKey, first: 100) { nodes { key } } }',
    args,
    actor,
  );
  return data.searchTickets.nodes.map((node) => node.key);
};

describe('ticket CRUD', () => {
  it('creates a ticket with defaults: first key, first todo status, normal priority, reporter on the access list', async () => {
    const project = await createProject(t, w.projectAdmin, projectKey('CR'));
    const response = await create({ projectId: project.id, title: '  Login fails  ', description: '# Steps\n\n1. open' }, w.projectAdmin);
    expect(response.errors).toBeUndefined();
    expect(response.data!.createTicket).toMatchObject({
      key: `${project.key}-1`,
      number: 1,
      title: 'Login fails',
      description: '# Steps\n\n1. open',
      priority: 'NORMAL',
      private: false,
      estimatedMinutes: null,
      project: { key: project.key },
      status: { name: 'Todo', category: 'TODO' },
      reporter: { id: w.projectAdmin.id },
      assignees: [],
      labels: [],
      accessList: [{ id: w.projectAdmin.id }],
      milestone: null,
      version: null,
      blockedBy: [],
      blocks: [],
      commentCount: 0,
    });
    const byProjectKey = await create({ projectKey: project.key.toLowerCase(), title: 'Second' }, w.projectAdmin);
    expect(byProjectKey.data?.createTicket.key).toBe(`${project.key}-2`);
  });

  it('reads, updates every field, and deletes', async () => {
    const ids = await ok<{
      l: { id: string };
      m: { id: string };
      v: { id: string };
    }>(
      t,
      `mutation($p: ID!) {
        l: createLabel(input: { projectId: $p, name: "bug", color: "#D73A4A" }) { id }
        m: createMilestone(input: { projectId: $p, name: "M1", dueDate: "2030-01-31" }) { id }
        v: createVersion(input: { projectId: $p, name: "1.0" }) { id }
      }`,
      { p: w.project.id },
      w.member,
    );
    const statuses = await ok<{ project: { statuses: Array<{ id: string; category: string }> } }>(
      t,
      'query($key: String!) { project(key: $key) { statuses { id category } } }',
      { key: w.project.key },
      w.member,
    );
    const inProgress = statuses.project.statuses.find((status) => status.category === 'IN_PROGRESS')!;
    const ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'Edit me' });

    const updated = await update(
      {
        id: ticket.id,
        title: 'Edited',
        description: 'Now with *Markdown*',
        priority: 'BLOCKER',
        statusId: inProgress.id,
        assigneeIds: [w.bot.id, w.member.id],
        labelIds: [ids.l.id],
        milestoneId: ids.m.id,
        versionId: ids.v.id,
        estimatedMinutes: 90,
      },
      w.member,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateTicket).toMatchObject({
      title: 'Edited',
      description: 'Now with *Markdown*',
      priority: 'BLOCKER',
      status: { category: 'IN_PROGRESS' },
      labels: [{ name: 'bug' }],
      milestone: { id: ids.m.id, name: 'M1' },
      version: { id: ids.v.id, name: '1.0' },
      estimatedMinutes: 90,
    });
    const assignees = (updated.data!.updateTicket.assignees as Array<{ id: string }>).map((user) => user.id).sort();
    expect(assignees).toEqual([w.bot.id, w.member.id].sort());
    // Assignees join the access list.
    const access = (updated.data!.updateTicket.accessList as Array<{ id: string }>).map((user) => user.id).sort();
    expect(access).toEqual([w.bot.id, w.member.id].sort());

    const cleared = await update(
      { id: ticket.id, milestoneId: null, versionId: null, estimatedMinutes: null, assigneeIds: [], labelIds: [] },
      w.member,
    );
    expect(cleared.data!.updateTicket).toMatchObject({ milestone: null, version: null, estimatedMinutes: null, assignees: [], labels: [] });

    const read = await byKey(ticket.key.toLowerCase(), w.viewer);
    expect(read.data?.ticket).toMatchObject({ key: ticket.key, title: 'Edited' });

    expect((await remove(ticket.id, w.projectAdmin)).data?.deleteTicket).toBe(true);
    expect(failure(await byKey(ticket.key, w.projectAdmin))).toEqual({ code: 'NOT_FOUND' });
    expect(failure(await remove(ticket.id, w.projectAdmin))).toEqual({ code: 'NOT_FOUND' });
  });

  it('writes a domain event per change, in the same transaction, with the changed field names', async () => {
    const ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'Eventful' });
    await ok(
      t,
      'mutation($input: UpdateTicketInput!) { updateTicket(input: $input) { id } }',
      { input: { id: ticket.id, title: 'Eventful!', priority: 'HIGH' } },
      w.member,
    );
    // An update that changes nothing writes nothing.
    await ok(
      t,
      'mutation($input: UpdateTicketInput!) { updateTicket(input: $input) { id } }',
      { input: { id: ticket.id, priority: 'HIGH' } },
      w.member,
    );
    await ok(t, 'mutation($id: ID!) { deleteTicket(id: $id) }', { id: ticket.id }, w.projectAdmin);
    const rows = await withClient(t.app.platform.database.url, (client) =>
      client.query<{ type: string; project_id: string; payload: { ticketKey: string; changedFields: string[] } }>(
        'select type, project_id, payload from workspace.outbox where aggregate_id = $1 order by seq',
        [ticket.id],
      ),
    );
    expect(rows.rows.map((row) => row.type)).toEqual(['ticket.created', 'ticket.updated', 'ticket.deleted']);
    expect(rows.rows.every((row) => row.project_id === w.project.id && row.payload.ticketKey === ticket.key)).toBe(true);
    expect(rows.rows[1]!.payload.changedFields.sort()).toEqual(['priority', 'title']);
  });
});

describe('bad input names the field', () => {
  it.each([
    ['empty title', () => ({ title: '   ' }), 'title'],
    ['title over 500 characters', () => ({ title: 'x'.repeat(501) }), 'title'],
    ['negative estimate', () => ({ title: 'ok', estimatedMinutes: -1 }), 'estimatedMinutes'],
    ['status of another project', async () => ({ title: 'ok', statusId: await foreignStatusId() }), 'statusId'],
    ['status that is no id', () => ({ title: 'ok', statusId: 'nope' }), 'statusId'],
    ['assignee outside the project', () => ({ title: 'ok', assigneeIds: [w.outsider.id] }), 'assigneeIds'],
    ['access entry outside the project', () => ({ title: 'ok', accessUserIds: [w.outsider.id] }), 'accessUserIds'],
    ['label of another project', async () => ({ title: 'ok', labelIds: [await foreignLabelId()] }), 'labelIds'],
    ['milestone that does not exist', () => ({ title: 'ok', milestoneId: '0190a000-0000-7000-8000-000000000000' }), 'milestoneId'],
    ['version that does not exist', () => ({ title: 'ok', versionId: '0190a000-0000-7000-8000-000000000000' }), 'versionId'],
  ])('%s', async (_name, input, field) => {
    const response = await create({ projectId: w.project.id, ...(await input()) }, w.member);
    expect(failure(response)).toEqual({ code: 'BAD_USER_INPUT', field });
  });

  it('rejects a null title on update and an unknown priority at the schema', async () => {
    const ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'Valid' });
    expect(failure(await update({ id: ticket.id, title: null }, w.member))).toEqual({ code: 'BAD_USER_INPUT', field: 'title' });
    const unknownPriority = await create({ projectId: w.project.id, title: 'ok', priority: 'URGENT' }, w.member);
    expect(unknownPriority.errors?.[0]?.message).toMatch(/priority/);
  });

  it('needs a project', async () => {
    expect(failure(await create({ title: 'no project' }, w.member))).toEqual({ code: 'BAD_USER_INPUT', field: 'projectId' });
  });
});

let foreign: { statusId: string; labelId: string } | undefined;
async function foreignFixtures(): Promise<{ statusId: string; labelId: string }> {
  if (foreign) return foreign;
  const other = await createProject(t, w.member, projectKey('FX'));
  const data = await ok<{ project: { statuses: Array<{ id: string }> }; createLabel: { id: string } }>(
    t,
    'query($key: String!) { project(key: $key) { statuses { id } } }',
    { key: other.key },
    w.member,
  );
  const label = await ok<{ createLabel: { id: string } }>(
    t,
    'mutation($p: ID!) { createLabel(input: { projectId: $p, name: "x" }) { id } }',
    { p: other.id },
    w.member,
  );
  foreign = { statusId: data.project.statuses[0]!.id, labelId: label.createLabel.id };
  return foreign;
}
const foreignStatusId = async () => (await foreignFixtures()).statusId;
const foreignLabelId = async () => (await foreignFixtures()).labelId;

describe('concurrent creation', () => {
  it('gives 30 simultaneous tickets unique, gapless keys', async () => {
    const project = await createProject(t, w.member, projectKey('CC'));
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => create({ projectId: project.id, title: `Parallel ${i}` }, w.member)),
    );
    expect(results.flatMap((result) => result.errors ?? [])).toEqual([]);
    const numbers = results.map((result) => result.data!.createTicket.number as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const keys = new Set(results.map((result) => result.data!.createTicket.key));
    expect(keys.size).toBe(30);
    expect([...keys].every((key) => String(key).startsWith(`${project.key}-`))).toBe(true);
    // A creation that fails does not use up a number.
    expect(failure(await create({ projectId: project.id, title: '' }, w.member)).code).toBe('BAD_USER_INPUT');
    expect((await createTicket(t, w.member, { projectId: project.id, title: 'Next' })).number).toBe(31);
  });
});

describe('authorization matrix', () => {
  let open: { id: string; key: string };
  let secret: { id: string; key: string };
  beforeAll(async () => {
    open = await createTicket(t, w.member, { projectId: w.project.id, title: 'Open ticket about zebras' });
    secret = await createTicket(t, w.member, {
      projectId: w.project.id,
      title: 'Secret ticket about zebras',
      private: true,
      assigneeIds: [w.bot.id],
      accessUserIds: [w.projectAdmin.id],
    });
  });

  const readers = () => ({
    superAdmin: w.superAdmin,
    admin: w.admin,
    projectAdmin: w.projectAdmin,
    member: w.member,
    viewer: w.viewer,
    bot: w.bot,
    excluded: w.excluded,
  });

  it('lets project readers and workspace admins read a public ticket; non-members get NOT_FOUND', async () => {
    for (const [name, actor] of Object.entries(readers())) {
      expect([name, (await byKey(open.key, actor)).data?.ticket.key]).toEqual([name, open.key]);
    }
    expect(failure(await byKey(open.key, w.outsider))).toEqual({ code: 'NOT_FOUND' });
  });

  it('shows a private ticket only to its access list: reporter, assignees and listed users, admins included', async () => {
    const allowed = { member: w.member, bot: w.bot, projectAdmin: w.projectAdmin };
    const denied = { superAdmin: w.superAdmin, admin: w.admin, viewer: w.viewer, excluded: w.excluded, outsider: w.outsider };
    for (const [name, actor] of Object.entries(allowed))
      expect([name, (await byKey(secret.key, actor)).data?.ticket.key]).toEqual([name, secret.key]);
    for (const [name, actor] of Object.entries(denied))
      expect([name, failure(await byKey(secret.key, actor))]).toEqual([name, { code: 'NOT_FOUND' }]);
  });

  it('keeps private tickets out of lists and search for users not on the list', async () => {
    expect(await projectTickets(w.project.key, w.excluded)).toContain(open.key);
    expect(await projectTickets(w.project.key, w.excluded)).not.toContain(secret.key);
    expect(await projectTickets(w.project.key, w.superAdmin)).not.toContain(secret.key);
    expect(await projectTickets(w.project.key, w.bot)).toContain(secret.key);
    expect(await projectTickets(w.project.key, w.outsider)).toBeNull();

    expect(await search({ query: 'zebras' }, w.excluded)).toEqual([open.key]);
    expect(await search({ query: 'zebras' }, w.admin)).toEqual([open.key]);
    expect((await search({ query: 'zebras' }, w.member)).sort()).toEqual([open.key, secret.key].sort());
    expect(await search({ query: secret.key }, w.excluded)).toEqual([]);
    expect(await search({ query: 'zebras' }, w.outsider)).toEqual([]);
    expect(failure(await t.gql('{ searchTickets(projectKey: "' + w.project.key + '") { nodes { id } } }', {}, w.outsider.token))).toEqual({
      code: 'NOT_FOUND',
    });
  });

  it('lets members and admins change tickets, viewers and outsiders not', async () => {
    expect((await update({ id: open.id, priority: 'LOW' }, w.member)).data?.updateTicket.priority).toBe('LOW');
    expect((await update({ id: open.id, priority: 'HIGH' }, w.bot)).data?.updateTicket.priority).toBe('HIGH');
    expect((await update({ id: open.id, priority: 'NORMAL' }, w.admin)).data?.updateTicket.priority).toBe('NORMAL');
    expect(failure(await update({ id: open.id, priority: 'LOW' }, w.viewer))).toEqual({ code: 'FORBIDDEN' });
    expect(failure(await update({ id: open.id, priority: 'LOW' }, w.outsider))).toEqual({ code: 'NOT_FOUND' });
    expect(failure(await update({ id: secret.id, priority: 'LOW' }, w.excluded))).toEqual({ code: 'NOT_FOUND' });
    expect(failure(await update({ id: secret.id, priority: 'LOW' }, w.superAdmin))).toEqual({ code: 'NOT_FOUND' });

    expect(failure(await create({ projectId: w.project.id, title: 'x' }, w.viewer))).toEqual({ code: 'FORBIDDEN' });
    expect(failure(await create({ projectId: w.project.id, title: 'x' }, w.outsider))).toEqual({ code: 'NOT_FOUND' });
    expect((await create({ projectId: w.project.id, title: 'by bot' }, w.bot)).data?.createTicket.reporter).toEqual({ id: w.bot.id });
    expect((await create({ projectId: w.project.id, title: 'by super-admin' }, w.superAdmin)).errors).toBeUndefined();
  });

  it('lets project admins (and workspace admins) delete tickets, members not', async () => {
    const a = await createTicket(t, w.member, { projectId: w.project.id, title: 'delete a' });
    const b = await createTicket(t, w.member, { projectId: w.project.id, title: 'delete b' });
    expect(failure(await remove(a.id, w.member))).toEqual({ code: 'FORBIDDEN' });
    expect(failure(await remove(a.id, w.viewer))).toEqual({ code: 'FORBIDDEN' });
    expect(failure(await remove(a.id, w.outsider))).toEqual({ code: 'NOT_FOUND' });
    expect((await remove(a.id, w.projectAdmin)).data?.deleteTicket).toBe(true);
    expect((await remove(b.id, w.admin)).data?.deleteTicket).toBe(true);
  });

  it('manages the access list: reporter and assignees stay, making a ticket private keeps its editor on the list', async () => {
    const ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'Going private' });
    const made = await update({ id: ticket.id, private: true, accessUserIds: [] }, w.projectAdmin);
    expect(made.errors).toBeUndefined();
    expect((made.data!.updateTicket.accessList as Array<{ id: string }>).map((user) => user.id).sort()).toEqual(
      [w.member.id, w.projectAdmin.id].sort(),
    );
    expect(failure(await byKey(ticket.key, w.excluded))).toEqual({ code: 'NOT_FOUND' });
    const opened = await update({ id: ticket.id, accessUserIds: [w.excluded.id] }, w.member);
    expect((opened.data!.updateTicket.accessList as Array<{ id: string }>).map((user) => user.id).sort()).toEqual(
      [w.member.id, w.excluded.id].sort(),
    );
    expect((await byKey(ticket.key, w.excluded)).data?.ticket.key).toBe(ticket.key);
    const audit = await ok<{ auditLog: { nodes: Array<{ action: string; targetId: string }> } }>(
      t,
      '{ auditLog(action: "ticket.access_changed") { nodes { action targetId } } }',
      {},
      w.superAdmin,
    );
    expect(audit.auditLog.nodes.filter((entry) => entry.targetId === ticket.id)).toHaveLength(2);
  });

  it('resolves federation references only for tickets the viewer can see', async () => {
    const subgraph = await workspaceSubgraph.start(t.app.platform);
    try {
      const resolve = async (actor: Actor) => {
        const token = await t.app.platform.tokens.sign({
          kind: 'user',
          userId: actor.id,
          userKind: 'human',
          globalRole: 'member',
          authMethod: 'session',
          scopes: [],
        });
        const result = await subgraph.executor.execute({
          query: 'query($r: [_Any!]!) { _entities(representations: $r) { ... on Ticket { key } } }',
          variables: {
            r: [
              { __typename: 'Ticket', id: open.id },
              { __typename: 'Ticket', id: secret.id },
            ],
          },
          internalToken: token,
        });
        return result.data?._entities;
      };
      expect(await resolve(w.member)).toEqual([{ key: open.key }, { key: secret.key }]);
      expect(await resolve(w.excluded)).toEqual([{ key: open.key }, null]);
      expect(await resolve(w.outsider)).toEqual([null, null]);
    } finally {
      await subgraph.close();
    }
  });
});

describe('dependencies', () => {
  const addDependency = (blockerId: string, blockedId: string, actor: Actor) =>
    t.gql<{ addTicketDependency: { blocker: { key: string }; blocked: { key: string } } }>(
      'mutation($input: TicketDependencyInput!) { addTicketDependency(input: $input) { blocker { key } blocked { key } } }',
      { input: { blockerId, blockedId } },
      actor.token,
    );
  const removeDependency = (blockerId: string, blockedId: string, actor: Actor) =>
    t.gql(
      'mutation($input: TicketDependencyInput!) { removeTicketDependency(input: $input) }',
      { input: { blockerId, blockedId } },
      actor.token,
    );

  it('adds and removes "blocks", refusing self-dependencies and duplicates', async () => {
    const a = await createTicket(t, w.member, { projectId: w.project.id, title: 'Blocker' });
    const b = await createTicket(t, w.member, { projectId: w.project.id, title: 'Blocked' });
    expect((await addDependency(a.id, b.id, w.member)).data?.addTicketDependency).toEqual({
      blocker: { key: a.key },
      blocked: { key: b.key },
    });
    expect((await byKey(b.key, w.viewer)).data?.ticket).toMatchObject({ blockedBy: [{ key: a.key }], blocks: [] });
    expect((await byKey(a.key, w.viewer)).data?.ticket).toMatchObject({ blockedBy: [], blocks: [{ key: b.key }] });

    expect(ruleFailure(await addDependency(a.id, b.id, w.member))).toEqual({
      code: 'CONFLICT',
      field: 'blockedId',
      reason: 'TICKET_DEPENDENCY_EXISTS',
    });
    expect(failure(await addDependency(a.id, a.id, w.member))).toEqual({ code: 'BAD_USER_INPUT', field: 'blockedId' });
    const refused = await addDependency(b.id, a.id, w.viewer);
    expect(failure(refused)).toEqual({ code: 'FORBIDDEN' });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ reason: 'PERMISSION_REQUIRED', permission: 'ticket:update' });
    expect(failure(await addDependency(b.id, a.id, w.outsider))).toEqual({ code: 'NOT_FOUND' });

    expect((await removeDependency(a.id, b.id, w.member)).data).toEqual({ removeTicketDependency: true });
    expect(failure(await removeDependency(a.id, b.id, w.member))).toEqual({ code: 'NOT_FOUND' });
    expect((await byKey(b.key, w.member)).data?.ticket).toMatchObject({ blockedBy: [] });
  });

  it('links tickets across projects and drops tickets the viewer cannot see from the lists', async () => {
    const other = await createProject(t, w.member, projectKey('DP'));
    const blocked = await createTicket(t, w.member, { projectId: w.project.id, title: 'Waits' });
    const foreignBlocker = await createTicket(t, w.member, { projectId: other.id, title: 'Elsewhere' });
    const privateBlocker = await createTicket(t, w.member, { projectId: w.project.id, title: 'Hidden blocker', private: true });
    expect((await addDependency(foreignBlocker.id, blocked.id, w.member)).errors).toBeUndefined();
    expect((await addDependency(privateBlocker.id, blocked.id, w.member)).errors).toBeUndefined();

    const keys = async (actor: Actor) =>
      ((await byKey(blocked.key, actor)).data?.ticket.blockedBy as Array<{ key: string }>).map((x) => x.key).sort();
    expect(await keys(w.member)).toEqual([foreignBlocker.key, privateBlocker.key].sort());
    // Not in the other project, not on the private ticket's list: sees neither.
    expect(await keys(w.excluded)).toEqual([]);
    await addMember(t, w.member, other.id, w.excluded.id, 'VIEWER');
    expect(await keys(w.excluded)).toEqual([foreignBlocker.key]);
    // The excluded user cannot link to (or probe) the private ticket either.
    expect(failure(await addDependency(privateBlocker.id, foreignBlocker.id, w.excluded))).toEqual({ code: 'NOT_FOUND' });
  });
});

describe('no N+1', () => {
  it('lists 50 tickets with project, status, assignees, labels and more in as many queries as 5, at most 8', async () => {
    const small = await createProject(t, w.member, projectKey('NA'));
    const large = await createProject(t, w.member, projectKey('NB'));
    for (const project of [small, large]) {
      await addMember(t, w.member, project.id, w.bot.id, 'MEMBER');
      const label = await ok<{ createLabel: { id: string } }>(
        t,
        'mutation($p: ID!) { createLabel(input: { projectId: $p, name: "perf" }) { id } }',
        { p: project.id },
        w.member,
      );
      const milestone = await ok<{ createMilestone: { id: string } }>(
        t,
        'mutation($p: ID!) { createMilestone(input: { projectId: $p, name: "M" }) { id } }',
        { p: project.id },
        w.member,
      );
      const count = project === small ? 5 : 50;
      await Promise.all(
        Array.from({ length: count }, (_, i) =>
          createTicket(t, w.member, {
            projectId: project.id,
            title: `Ticket ${i}`,
            assigneeIds: [w.member.id, w.bot.id],
            labelIds: [label.createLabel.id],
            milestoneId: milestone.createMilestone.id,
            private: i % 3 === 0,
          }),
        ),
      );
    }
    const list = `query($key: String!) { project(key: $key) { tickets(first: 50) { nodes {
      key project { key } status { name } assignees { displayName } labels { name } reporter { displayName }
      milestone { name } version { name } blockedBy { key } blocks { key } commentCount comments(first: 3) { nodes { body } }
    } } } }`;
    const measure = async (key: string): Promise<{ queries: number; nodes: number }> => {
      t.queries.reset();
      const data = await ok<{ project: { tickets: { nodes: unknown[] } } }>(t, list, { key }, w.member);
      return { queries: t.queries.count(), nodes: data.project.tickets.nodes.length };
    };
    await measure(small.key); // warm caches that are not per request
    const five = await measure(small.key);
    const fifty = await measure(large.key);
    expect(five.nodes).toBe(5);
    expect(fifty.nodes).toBe(50);
    expect(fifty.queries).toBe(five.queries);
    // project, tickets with their links (status, assignees, labels), reporters, milestones, versions, dependencies, comment counts, comments
    expect(fifty.queries).toBeLessThanOrEqual(8);
  });
});

describe('database rules', () => {
  it('deletes a project with its tickets, comments, dependencies and planning objects', async () => {
    const doomed = await createProject(t, w.member, projectKey('DL'));
    const label = await ok<{ createLabel: { id: string } }>(
      t,
      'mutation($p: ID!) { createLabel(input: { projectId: $p, name: "l" }) { id } }',
      { p: doomed.id },
      w.member,
    );
    const a = await createTicket(t, w.member, {
      projectId: doomed.id,
      title: 'a',
      labelIds: [label.createLabel.id],
      assigneeIds: [w.member.id],
    });
    const b = await createTicket(t, w.member, { projectId: doomed.id, title: 'b', private: true });
    const outside = await createTicket(t, w.member, { projectId: w.project.id, title: 'depends on a doomed ticket' });
    await ok(
      t,
      'mutation($input: TicketDependencyInput!) { addTicketDependency(input: $input) { id } }',
      { input: { blockerId: a.id, blockedId: b.id } },
      w.member,
    );
    await ok(
      t,
      'mutation($input: TicketDependencyInput!) { addTicketDependency(input: $input) { id } }',
      { input: { blockerId: a.id, blockedId: outside.id } },
      w.member,
    );
    await ok(
      t,
      'mutation($input: CreateCommentInput!) { createComment(input: $input) { id } }',
      { input: { ticketId: a.id, body: 'bye' } },
      w.member,
    );
    await ok(t, 'mutation($id: ID!) { deleteProject(id: $id) }', { id: doomed.id }, w.member);
    expect(failure(await byKey(a.key, w.member))).toEqual({ code: 'NOT_FOUND' });
    expect((await byKey(outside.key, w.member)).data?.ticket).toMatchObject({ blockedBy: [] });
    const left = await withClient(t.app.platform.database.url, (client) =>
      client.query<{ n: number }>('select count(*)::int as n from workspace.tickets where project_id = $1', [doomed.id]),
    );
    expect(left.rows[0]!.n).toBe(0);
  });

  it('keeps the search vector, the key uniqueness and the priority check in PostgreSQL', async () => {
    const rows = await withClient(t.app.platform.database.url, (client) =>
      client.query<{ indexname: string }>("select indexname from pg_indexes where schemaname = 'workspace' and tablename = 'tickets'"),
    );
    expect(rows.rows.map((row) => row.indexname)).toEqual(
      expect.arrayContaining(['tickets_search_idx', 'tickets_key_key', 'tickets_project_id_number_key']),
    );
    await expect(
      withClient(t.app.platform.database.url, (client) =>
        client.query("update workspace.tickets set priority = 'urgent' where project_id = $1", [w.project.id]),
      ),
    ).rejects.toThrow(/check constraint/);
  });
});
