import { withClient } from '../../../core/database.js';
import { errorCode, startTestApp, type TestApp } from '../../../test/support/app.js';

const CREATE = 'mutation($input: CreateProjectInput!) { createProject(input: $input) { id key name statuses { name category } } }';
const READ = 'query($key: String!) { project(key: $key) { id key name budget { amount currency } members { role user { id } } } }';
const ADD_MEMBER = 'mutation($input: ProjectMemberInput!) { addProjectMember(input: $input) { role } }';
const UPDATE = 'mutation($input: UpdateProjectInput!) { updateProject(input: $input) { name gitRepositoryUrl } }';

let t: TestApp;
let projectId: string;
type User = Awaited<ReturnType<TestApp['createUser']>>;
let owner: User, member: User, viewer: User, outsider: User, workspaceAdmin: User;

beforeAll(async () => {
  t = await startTestApp();
  [owner, member, viewer, outsider, workspaceAdmin] = [
    await t.createUser(),
    await t.createUser(),
    await t.createUser(),
    await t.createUser(),
    await t.createUser('admin'),
  ];
  const created = await t.gql<{ createProject: { id: string } }>(
    CREATE,
    { input: { key: 'PRJ', name: 'Project', budgetAmount: 1000, budgetCurrency: 'EUR' } },
    owner.token,
  );
  projectId = created.data!.createProject.id;
  await t.gql(ADD_MEMBER, { input: { projectId, userId: member.id, role: 'MEMBER' } }, owner.token);
  await t.gql(ADD_MEMBER, { input: { projectId, userId: viewer.id, role: 'VIEWER' } }, owner.token);
});
afterAll(async () => {
  await t?.close();
});

it('creates a project with the default statuses and its creator as admin', async () => {
  const read = await t.gql<{ project: { members: Array<{ role: string; user: { id: string } }> } }>(READ, { key: 'PRJ' }, owner.token);
  expect(read.data?.project.members).toEqual(expect.arrayContaining([{ role: 'ADMIN', user: { id: owner.id } }]));
  const created = await t.gql<{ createProject: { statuses: Array<{ category: string }> } }>(
    CREATE,
    { input: { key: 'DEF', name: 'Defaults' } },
    owner.token,
  );
  expect(created.data?.createProject.statuses.map((s) => s.category)).toEqual(['TODO', 'IN_PROGRESS', 'IN_REVIEW', 'DONE', 'WONT_FIX']);
});

it('validates the key and refuses duplicates, naming the field', async () => {
  for (const key of ['lower', 'A', 'TOOLONGKEY1', '1ABC']) {
    const bad = await t.gql(CREATE, { input: { key, name: 'x' } }, owner.token);
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'key' } });
  }
  const duplicate = await t.gql(CREATE, { input: { key: 'PRJ', name: 'again' } }, member.token);
  expect(duplicate.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT', field: 'key', reason: 'PROJECT_KEY_TAKEN' } });
  const url = await t.gql(UPDATE, { input: { id: projectId, gitRepositoryUrl: 'not a url' } }, owner.token);
  expect(url.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'gitRepositoryUrl' } });
});

it('shows the project to members, viewers and workspace admins; a non-member gets NOT_FOUND', async () => {
  for (const user of [owner, member, viewer, workspaceAdmin]) {
    expect((await t.gql<{ project: { key: string } }>(READ, { key: 'PRJ' }, user.token)).data?.project.key).toBe('PRJ');
  }
  expect((await t.gql<{ project: unknown }>(READ, { key: 'PRJ' }, t.adminToken)).data?.project).toBeTruthy();
  const hidden = await t.gql(READ, { key: 'PRJ' }, outsider.token);
  expect(errorCode(hidden)).toBe('NOT_FOUND');
  expect(errorCode(await t.gql(READ, { key: 'NOPE' }, outsider.token))).toBe('NOT_FOUND');
  const listed = await t.gql<{ projects: { nodes: Array<{ key: string }> } }>('{ projects { nodes { key } } }', {}, outsider.token);
  expect(listed.data?.projects.nodes).toEqual([]);
});

it('shows the budget to project admins only', async () => {
  const budgetOf = async (user: User) =>
    (await t.gql<{ project: { budget: unknown } }>(READ, { key: 'PRJ' }, user.token)).data?.project.budget;
  expect(await budgetOf(owner)).toEqual({ amount: 1000, currency: 'EUR' });
  expect(await budgetOf(workspaceAdmin)).toEqual({ amount: 1000, currency: 'EUR' });
  expect(await budgetOf(member)).toBeNull();
  expect(await budgetOf(viewer)).toBeNull();
});

it('lets project admins edit and manage members; members and viewers are refused', async () => {
  expect(
    (await t.gql<{ updateProject: { name: string } }>(UPDATE, { input: { id: projectId, name: 'Renamed' } }, owner.token)).data
      ?.updateProject.name,
  ).toBe('Renamed');
  for (const user of [member, viewer]) {
    expect(errorCode(await t.gql(UPDATE, { input: { id: projectId, name: 'Nope' } }, user.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(ADD_MEMBER, { input: { projectId, userId: outsider.id } }, user.token))).toBe('FORBIDDEN');
  }
  expect(errorCode(await t.gql(UPDATE, { input: { id: projectId, name: 'Nope' } }, outsider.token))).toBe('NOT_FOUND');
  expect(errorCode(await t.gql(ADD_MEMBER, { input: { projectId, userId: member.id } }, owner.token))).toBe('CONFLICT');
});

it('keeps at least one admin and removes members', async () => {
  const remove = 'mutation($input: RemoveProjectMemberInput!) { removeProjectMember(input: $input) }';
  expect(errorCode(await t.gql(remove, { input: { projectId, userId: owner.id } }, owner.token))).toBe('CONFLICT');
  const extra = await t.createUser();
  await t.gql(ADD_MEMBER, { input: { projectId, userId: extra.id } }, owner.token);
  expect(
    (await t.gql<{ removeProjectMember: boolean }>(remove, { input: { projectId, userId: extra.id } }, owner.token)).data
      ?.removeProjectMember,
  ).toBe(true);
  expect(errorCode(await t.gql(READ, { key: 'PRJ' }, extra.token))).toBe('NOT_FOUND');
});

it('deletes a project for its admins only', async () => {
  const created = await t.gql<{ createProject: { id: string } }>(CREATE, { input: { key: 'DEL', name: 'Doomed' } }, owner.token);
  const id = created.data!.createProject.id;
  await t.gql(ADD_MEMBER, { input: { projectId: id, userId: member.id } }, owner.token);
  expect(errorCode(await t.gql('mutation($id: ID!) { deleteProject(id: $id) }', { id }, member.token))).toBe('FORBIDDEN');
  expect(
    (await t.gql<{ deleteProject: boolean }>('mutation($id: ID!) { deleteProject(id: $id) }', { id }, owner.token)).data?.deleteProject,
  ).toBe(true);
  expect(errorCode(await t.gql(READ, { key: 'DEL' }, owner.token))).toBe('NOT_FOUND');
});

it('writes project and membership events to the outbox in the same transaction as the change', async () => {
  const created = await t.gql<{ createProject: { id: string } }>(CREATE, { input: { key: 'EVT', name: 'Events' } }, owner.token);
  const id = created.data!.createProject.id;
  await t.gql(UPDATE, { input: { id, name: 'Events renamed' } }, owner.token);
  await t.gql(UPDATE, { input: { id, name: 'Events renamed' } }, owner.token); // no change, no event
  await t.gql(ADD_MEMBER, { input: { projectId: id, userId: member.id } }, owner.token);
  await t.gql(
    'mutation($input: ProjectMemberInput!) { updateProjectMember(input: $input) { role } }',
    { input: { projectId: id, userId: member.id, role: 'VIEWER' } },
    owner.token,
  );
  await t.gql(
    'mutation($input: RemoveProjectMemberInput!) { removeProjectMember(input: $input) }',
    { input: { projectId: id, userId: member.id } },
    owner.token,
  );
  // A refused change writes nothing.
  expect(errorCode(await t.gql(UPDATE, { input: { id, name: 'x', budgetCurrency: 'euro' } }, owner.token))).toBe('BAD_USER_INPUT');
  const rows = await withClient(t.app.platform.database.url, (client) =>
    client.query<{ type: string; payload: Record<string, unknown> }>(
      'select type, payload from workspace.outbox where project_id = $1 order by seq',
      [id],
    ),
  );
  expect(rows.rows.map((row) => row.type)).toEqual([
    'project.created',
    'project_member.added',
    'project.updated',
    'project_member.added',
    'project_member.updated',
    'project_member.removed',
  ]);
  expect(rows.rows[2]!.payload).toMatchObject({ key: 'EVT', changedFields: ['name'] });
  expect((await t.gql<{ project: { name: string } }>(READ, { key: 'EVT' }, owner.token)).data?.project.name).toBe('Events renamed');
});
