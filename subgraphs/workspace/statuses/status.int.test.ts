import { startTestApp, type TestApp } from '../../../test/support/app.js';
import { buildWorld, createTicket, failure, ok, ruleFailure, type Actor, type World } from '../tickets/ticket.test-support.js';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t, 'ST');
});
afterAll(async () => {
  await t?.close();
});

interface StatusNode {
  id: string;
  name: string;
  category: string;
  position: number;
}
const statuses = async (actor: Actor = w.member) =>
  (
    await ok<{ project: { statuses: StatusNode[] } }>(
      t,
      'query($k: String!) { project(key: $k) { statuses { id name category position } } }',
      { k: w.project.key },
      actor,
    )
  ).project.statuses;
const create = (input: Record<string, unknown>, actor: Actor) =>
  t.gql<{ createStatus: StatusNode }>(
    'mutation($input: CreateStatusInput!) { createStatus(input: $input) { id name category position } }',
    { input },
    actor.token,
  );
const update = (input: Record<string, unknown>, actor: Actor) =>
  t.gql<{ updateStatus: StatusNode }>(
    'mutation($input: UpdateStatusInput!) { updateStatus(input: $input) { id name category position } }',
    { input },
    actor.token,
  );
const reorder = (statusIds: string[], actor: Actor) =>
  t.gql<{ reorderStatuses: StatusNode[] }>(
    'mutation($input: ReorderStatusesInput!) { reorderStatuses(input: $input) { name position } }',
    { input: { projectId: w.project.id, statusIds } },
    actor.token,
  );
const remove = (id: string, actor: Actor, moveTicketsTo?: string) =>
  t.gql('mutation($id: ID!, $to: ID) { deleteStatus(id: $id, moveTicketsTo: $to) }', { id, to: moveTicketsTo }, actor.token);

describe('statuses', () => {
  it('are created at the end, renamed, recategorised, reordered and deleted by project admins', async () => {
    const blocked = await create({ projectId: w.project.id, name: 'Blocked', category: 'IN_PROGRESS' }, w.projectAdmin);
    expect(blocked.data?.createStatus).toMatchObject({ name: 'Blocked', category: 'IN_PROGRESS', position: 5 });
    const id = blocked.data!.createStatus.id;
    expect((await update({ id, name: 'On hold' }, w.projectAdmin)).data?.updateStatus.name).toBe('On hold');
    expect((await update({ id, category: 'TODO' }, w.admin)).data?.updateStatus.category).toBe('TODO');

    const current = await statuses();
    const reversed = [...current].reverse().map((status) => status.id);
    const reordered = await reorder(reversed, w.projectAdmin);
    expect(reordered.data?.reorderStatuses.map((status) => status.position)).toEqual([0, 1, 2, 3, 4, 5]);
    expect((await statuses()).map((status) => status.name)).toEqual(['On hold', "Won't Fix", 'Done', 'In Review', 'In Progress', 'Todo']);
    // New tickets start in the first `todo` status of the board.
    const ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'Where do I start?' });
    const started = await ok<{ ticket: { status: { name: string } } }>(
      t,
      'query($k: String!) { ticket(key: $k) { status { name } } }',
      { k: ticket.key },
      w.member,
    );
    expect(started.ticket.status.name).toBe('On hold');

    expect(ruleFailure(await remove(id, w.projectAdmin))).toEqual({ code: 'CONFLICT', field: 'id', reason: 'STATUS_IN_USE' });
    await ok(t, 'mutation($id: ID!) { deleteTicket(id: $id) }', { id: ticket.id }, w.projectAdmin);
    expect((await remove(id, w.projectAdmin)).data).toEqual({ deleteStatus: true });
    expect((await statuses()).map((status) => status.name)).not.toContain('On hold');
  });

  it('keep names unique per project ignoring case, and reorders complete', async () => {
    expect(failure(await create({ projectId: w.project.id, name: 'done', category: 'DONE' }, w.projectAdmin))).toEqual({
      code: 'CONFLICT',
      field: 'name',
    });
    const todo = (await statuses()).find((status) => status.name === 'Todo')!;
    expect(failure(await update({ id: todo.id, name: 'DONE' }, w.projectAdmin))).toEqual({ code: 'CONFLICT', field: 'name' });
    expect((await update({ id: todo.id, name: 'TODO' }, w.projectAdmin)).data?.updateStatus.name).toBe('TODO');
    expect(failure(await update({ id: todo.id, name: ' ' }, w.projectAdmin))).toEqual({ code: 'BAD_USER_INPUT', field: 'name' });
    expect(failure(await reorder([todo.id], w.projectAdmin))).toEqual({ code: 'BAD_USER_INPUT', field: 'statusIds' });
    const ids = (await statuses()).map((status) => status.id);
    expect(failure(await reorder([...ids, ids[0]!], w.projectAdmin))).toEqual({ code: 'BAD_USER_INPUT', field: 'statusIds' });
  });

  it('need project:settings:manage: members and viewers are FORBIDDEN, outsiders get NOT_FOUND', async () => {
    const todo = (await statuses())[0]!;
    for (const actor of [w.member, w.viewer, w.bot]) {
      expect(failure(await create({ projectId: w.project.id, name: 'Nope', category: 'TODO' }, actor))).toEqual({ code: 'FORBIDDEN' });
      expect(failure(await update({ id: todo.id, name: 'Nope' }, actor))).toEqual({ code: 'FORBIDDEN' });
      expect(failure(await remove(todo.id, actor))).toEqual({ code: 'FORBIDDEN' });
    }
    expect(failure(await create({ projectId: w.project.id, name: 'Nope', category: 'TODO' }, w.outsider))).toEqual({ code: 'NOT_FOUND' });
    expect(failure(await update({ id: todo.id, name: 'Nope' }, w.outsider))).toEqual({ code: 'NOT_FOUND' });
    expect(failure(await reorder([todo.id], w.outsider))).toEqual({ code: 'NOT_FOUND' });
  });

  it('moves the tickets of a deleted status to the one named, for project admins only', async () => {
    const review = await create({ projectId: w.project.id, name: 'Triage', category: 'TODO' }, w.projectAdmin);
    const triageId = review.data!.createStatus.id;
    const done = (await statuses()).find((status) => status.name === 'Done')!;
    const ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'Sort me', statusId: triageId });
    const statusOf = async () =>
      (
        await ok<{ ticket: { status: { name: string } } }>(
          t,
          'query($k: String!) { ticket(key: $k) { status { name } } }',
          { k: ticket.key },
          w.member,
        )
      ).ticket.status.name;

    for (const actor of [w.member, w.viewer]) expect(failure(await remove(triageId, actor, done.id))).toEqual({ code: 'FORBIDDEN' });
    expect(failure(await remove(triageId, w.outsider, done.id))).toEqual({ code: 'NOT_FOUND' });
    expect(failure(await remove(triageId, w.projectAdmin, triageId))).toEqual({ code: 'BAD_USER_INPUT', field: 'moveTicketsTo' });
    const otherProject = await ok<{ createProject: { statuses: { id: string }[] } }>(
      t,
      'mutation { createProject(input: { key: "STOTHER", name: "Other" }) { statuses { id } } }',
      {},
      w.projectAdmin,
    );
    const foreign = otherProject.createProject.statuses[0]!.id;
    expect(failure(await remove(triageId, w.projectAdmin, foreign))).toEqual({ code: 'BAD_USER_INPUT', field: 'moveTicketsTo' });
    expect(await statusOf()).toBe('Triage');

    expect((await remove(triageId, w.projectAdmin, done.id)).data).toEqual({ deleteStatus: true });
    expect(await statusOf()).toBe('Done');
    expect((await statuses()).map((status) => status.name)).not.toContain('Triage');
  });

  it('a project keeps at least one status', async () => {
    const project = await ok<{ createProject: { id: string; key: string } }>(
      t,
      'mutation { createProject(input: { key: "STLAST", name: "Last" }) { id key } }',
      {},
      w.projectAdmin,
    );
    const list = await ok<{ project: { statuses: StatusNode[] } }>(
      t,
      'query($k: String!) { project(key: $k) { statuses { id } } }',
      { k: 'STLAST' },
      w.projectAdmin,
    );
    const [last, ...rest] = list.project.statuses;
    for (const status of rest) expect((await remove(status.id, w.projectAdmin)).errors).toBeUndefined();
    expect(ruleFailure(await remove(last!.id, w.projectAdmin))).toEqual({ code: 'CONFLICT', field: 'id', reason: 'LAST_STATUS' });
    expect(project.createProject.key).toBe('STLAST');
  });
});
