import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { startTestApp, type TestApp } from '../test/support/app.js';
import { buildWorld, createTicket, ok, type World } from '../subgraphs/workspace/tickets/ticket.test-support.js';
import { call, connectMcp, mcpKey } from './test-client.js';

// Every tool the curated toolset adds to minimal, called once as a project member: a broken document fails here.
let t: TestApp;
let w: World;
let client: Client;

beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t, 'CUR');
  client = await connectMcp(t, await mcpKey(t, w.member));
});
afterAll(async () => {
  await client?.close();
  await t?.close();
});

/** A tool's value, failing the test with the tool's error when it answers one. */
async function value(name: string, args: Record<string, unknown> = {}): Promise<unknown> {
  const answer = await call(client, name, args);
  expect({ name, ...answer }).toMatchObject({ name, isError: false });
  return answer.value;
}

it('reads the caller, users and projects', async () => {
  expect(await value('svc_who_am_i')).toMatchObject({ authMethod: 'API_KEY', scopes: ['mcp:use'], user: { id: w.member.id } });
  expect(await value('svc_list_users')).toEqual(expect.arrayContaining([expect.objectContaining({ id: w.member.id })]));
  expect(await value('svc_list_projects')).toEqual({
    items: expect.arrayContaining([{ id: w.project.id, key: w.project.key, name: expect.any(String) }]),
  });
  const project = await value('svc_get_project', { key: w.project.key });
  expect(project).toMatchObject({
    id: w.project.id,
    statuses: expect.arrayContaining([expect.objectContaining({ category: 'TODO' })]),
    members: expect.arrayContaining([{ role: 'MEMBER', user: { id: w.member.id, displayName: expect.any(String) } }]),
  });
});

it('queries tickets, lists yours, records dependencies, labels, comments and the branch name', async () => {
  const blocker = await createTicket(t, w.member, { projectId: w.project.id, title: 'Migrate the schema' });
  const blocked = await createTicket(t, w.member, { projectId: w.project.id, title: 'Ship the feature' });
  expect((await call(client, 'svc_claim', { key: blocked.key })).isError).toBe(false);

  expect(await value('svc_query_tickets', { query: `project = ${w.project.key} AND title ~ "schema"` })).toEqual({
    nodes: [expect.objectContaining({ id: blocker.id, identifier: blocker.key, title: 'Migrate the schema' })],
    hasMore: false,
  });
  expect((await call(client, 'svc_query_tickets', { query: 'project = = WEB' })).value).toMatchObject({
    error: { code: 'BAD_USER_INPUT' },
  });
  expect(await value('svc_my_tickets')).toEqual({
    nodes: [expect.objectContaining({ identifier: blocked.key, statusName: expect.any(String) })],
    hasMore: false,
  });

  const dependency = { blockerId: blocker.id, blockedId: blocked.id };
  expect(await value('svc_add_dependency', { input: dependency })).toMatchObject({
    blocker: { key: blocker.key },
    blocked: { key: blocked.key },
  });
  expect(await value('svc_remove_dependency', { input: dependency })).toBe(true);

  const label = (await value('svc_create_label', { input: { projectId: w.project.id, name: 'backend' } })) as { id: string };
  expect(label).toMatchObject({ name: 'backend' });
  await value('svc_update_ticket', { input: { id: blocked.id, labelIds: [label.id] } });
  expect(await value('svc_get_ticket', { key: blocked.key })).toMatchObject({ labels: [{ name: 'backend' }] });

  await value('svc_comment', { input: { ticketId: blocked.id, body: 'First' } });
  await value('svc_comment', { input: { ticketId: blocked.id, body: 'Second' } });
  expect(await value('svc_list_comments', { key: blocked.key, first: 1 })).toEqual({
    commentCount: 2,
    comments: {
      items: [expect.objectContaining({ body: 'First', author: { displayName: expect.any(String) } })],
      nextCursor: expect.any(String),
    },
  });

  expect(await value('svc_branch_name', { ticketId: blocked.id })).toBeNull();
  await ok(
    t,
    'mutation($input: UpdateProjectInput!) { updateProject(input: $input) { id } }',
    { input: { id: w.project.id, gitRepositoryUrl: 'https://git.example.com/acme/shop.git' } },
    w.projectAdmin,
  );
  expect(await value('svc_branch_name', { ticketId: blocked.id })).toMatch(new RegExp(`^${blocked.key.toLowerCase()}-ship-the-feature`));
});

it('tracks time: logs work, lists entries, shows the running timer', async () => {
  const ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'Timed work' });
  const logged = await value('svc_log_work', {
    input: { ticketId: ticket.id, startedAt: '2026-01-05T09:00:00.000Z', durationMinutes: 45, note: 'Pairing' },
  });
  expect(logged).toMatchObject({ durationMinutes: 45, startedAt: '2026-01-05T09:00:00.000Z' });
  expect(await value('svc_list_time_entries', { ticketId: ticket.id })).toEqual({
    items: [expect.objectContaining({ durationMinutes: 45, note: 'Pairing', ticket: { key: ticket.key } })],
  });
  expect(await value('svc_my_timer')).toBeNull();
  await value('svc_timer_start', { input: { ticketId: ticket.id } });
  expect(await value('svc_my_timer')).toMatchObject({ ticket: { id: ticket.id, key: ticket.key }, elapsedSeconds: expect.any(Number) });
  await value('svc_timer_stop');
});

it('creates a milestone, writes a doc and reads it back', async () => {
  expect(await value('svc_create_milestone', { input: { projectId: w.project.id, name: 'Beta', dueDate: '2026-12-01' } })).toMatchObject({
    name: 'Beta',
    dueDate: '2026-12-01',
  });

  const { createDocSpace } = await ok<{ createDocSpace: { id: string } }>(
    t,
    'mutation($input: CreateDocSpaceInput!) { createDocSpace(input: $input) { id } }',
    { input: { projectId: w.project.id, name: 'Handbook' } },
    w.member,
  );
  const doc = (await value('svc_add_doc', {
    input: { spaceId: createDocSpace.id, title: 'Release checklist', body: 'Tag the **release** first.' },
  })) as { id: string };
  expect(doc).toMatchObject({ title: 'Release checklist', revision: 1 });
  expect(await value('svc_list_docs', { projectKey: w.project.key })).toEqual({
    docSpaces: [{ id: createDocSpace.id, name: 'Handbook', docs: [expect.objectContaining({ id: doc.id, title: 'Release checklist' })] }],
  });
  expect(await value('svc_get_doc', { id: doc.id })).toMatchObject({ body: 'Tag the **release** first.', space: { name: 'Handbook' } });
  expect(await value('svc_find_docs', { query: 'checklist', projectId: w.project.id })).toEqual([
    expect.objectContaining({ id: doc.id, title: 'Release checklist' }),
  ]);
});
