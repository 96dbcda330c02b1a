import { startTestApp, type TestApp } from '../../../test/support/app.js';
import { buildWorld, createTicket, failure, ok, ruleFailure, type Actor, type World } from '../tickets/ticket.test-support.js';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t, 'VR');
});
afterAll(async () => {
  await t?.close();
});

const FIELDS = 'id name description releaseDate released project { key }';
const create = (input: Record<string, unknown>, actor: Actor) =>
  t.gql<{ createVersion: Record<string, unknown> }>(
    `mutation($input: CreateVersionInput!) { createVersion(input: $input) { ${FIELDS} } }`,
    { input },
    actor.token,
  );
const update = (input: Record<string, unknown>, actor: Actor) =>
  t.gql<{ updateVersion: Record<string, unknown> }>(
    `mutation($input: UpdateVersionInput!) { updateVersion(input: $input) { ${FIELDS} } }`,
    { input },
    actor.token,
  );
const remove = (id: string, actor: Actor) => t.gql('mutation($id: ID!) { deleteVersion(id: $id) }', { id }, actor.token);

describe('versions', () => {
  it('are created, listed, updated, released and deleted; names are unique per project', async () => {
    const v1 = await create({ projectId: w.project.id, name: '1.0', releaseDate: '2030-03-01' }, w.member);
    expect(v1.data?.createVersion).toMatchObject({ name: '1.0', releaseDate: '2030-03-01', released: false, description: '' });
    await create({ projectId: w.project.id, name: '0.9', releaseDate: '2029-12-01' }, w.member);
    const list = await ok<{ project: { versions: Array<{ name: string }> } }>(
      t,
      'query($k: String!) { project(key: $k) { versions { name } } }',
      { k: w.project.key },
      w.viewer,
    );
    expect(list.project.versions.map((v) => v.name)).toEqual(['0.9', '1.0']);

    expect(ruleFailure(await create({ projectId: w.project.id, name: '1.0' }, w.member))).toEqual({
      code: 'CONFLICT',
      field: 'name',
      reason: 'VERSION_NAME_TAKEN',
    });
    const id = v1.data!.createVersion.id as string;
    expect(failure(await update({ id, name: '0.9' }, w.member))).toEqual({ code: 'CONFLICT', field: 'name' });
    expect((await update({ id, released: true, description: 'Shipped' }, w.bot)).data?.updateVersion).toMatchObject({
      released: true,
      description: 'Shipped',
    });
    expect(failure(await update({ id, released: null }, w.member))).toEqual({ code: 'BAD_USER_INPUT', field: 'released' });

    const ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'Ships in 1.0', versionId: id });
    expect(failure(await remove(id, w.member))).toEqual({ code: 'FORBIDDEN' });
    expect(failure(await remove(id, w.outsider))).toEqual({ code: 'NOT_FOUND' });
    expect((await remove(id, w.projectAdmin)).data).toEqual({ deleteVersion: true });
    const after = await ok<{ ticket: { version: unknown } }>(
      t,
      'query($k: String!) { ticket(key: $k) { version { id } } }',
      { k: ticket.key },
      w.member,
    );
    expect(after.ticket.version).toBeNull();
  });

  it('needs ticket:update to create or change', async () => {
    expect(failure(await create({ projectId: w.project.id, name: '2.0' }, w.viewer))).toEqual({ code: 'FORBIDDEN' });
    expect(failure(await create({ projectId: w.project.id, name: '2.0' }, w.outsider))).toEqual({ code: 'NOT_FOUND' });
    expect(failure(await create({ projectId: w.project.id, name: ' ' }, w.member))).toEqual({ code: 'BAD_USER_INPUT', field: 'name' });
    expect(failure(await create({ projectId: w.project.id, name: '3.0', releaseDate: '2030-02-30' }, w.member))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'releaseDate',
    });
    expect((await create({ projectId: w.project.id, name: '2.0' }, w.admin)).errors).toBeUndefined();
  });
});
