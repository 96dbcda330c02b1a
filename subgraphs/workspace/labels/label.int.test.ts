import { startTestApp, type TestApp } from '../../../test/support/app.js';
import { buildWorld, createTicket, failure, ok, ruleFailure, type Actor, type World } from '../tickets/ticket.test-support.js';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t, 'LB');
});
afterAll(async () => {
  await t?.close();
});

const create = (input: Record<string, unknown>, actor: Actor) =>
  t.gql<{ createLabel: { id: string; name: string; color: string } }>(
    'mutation($input: CreateLabelInput!) { createLabel(input: $input) { id name color } }',
    { input },
    actor.token,
  );
const update = (input: Record<string, unknown>, actor: Actor) =>
  t.gql<{ updateLabel: { id: string; name: string; color: string } }>(
    'mutation($input: UpdateLabelInput!) { updateLabel(input: $input) { id name color } }',
    { input },
    actor.token,
  );
const remove = (id: string, actor: Actor) => t.gql('mutation($id: ID!) { deleteLabel(id: $id) }', { id }, actor.token);

describe('labels', () => {
  it('are created with a colour, unique per project ignoring case, renamed, recoloured and deleted', async () => {
    const bug = await create({ projectId: w.project.id, name: 'Bug', color: '#D73A4A' }, w.member);
    expect(bug.data?.createLabel).toMatchObject({ name: 'Bug', color: '#d73a4a' });
    expect((await create({ projectId: w.project.id, name: 'feature' }, w.member)).data?.createLabel.color).toBe('#6b7280');
    expect(ruleFailure(await create({ projectId: w.project.id, name: 'BUG' }, w.member))).toEqual({
      code: 'CONFLICT',
      field: 'name',
      reason: 'LABEL_NAME_TAKEN',
    });
    expect(failure(await create({ projectId: w.project.id, name: 'x', color: 'red' }, w.member))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'color',
    });

    const id = bug.data!.createLabel.id;
    expect((await update({ id, name: 'bug' }, w.member)).data?.updateLabel.name).toBe('bug');
    expect(failure(await update({ id, name: 'Feature' }, w.member))).toEqual({ code: 'CONFLICT', field: 'name' });
    expect((await update({ id, color: '#00FF00' }, w.member)).data?.updateLabel.color).toBe('#00ff00');

    const ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'Labelled', labelIds: [id] });
    const list = await ok<{ project: { labels: Array<{ name: string }> } }>(
      t,
      'query($k: String!) { project(key: $k) { labels { name } } }',
      { k: w.project.key },
      w.viewer,
    );
    expect(list.project.labels.map((label) => label.name)).toEqual(['bug', 'feature']);

    expect(failure(await remove(id, w.member))).toEqual({ code: 'FORBIDDEN' });
    expect((await remove(id, w.projectAdmin)).data).toEqual({ deleteLabel: true });
    const after = await ok<{ ticket: { labels: unknown[] } }>(
      t,
      'query($k: String!) { ticket(key: $k) { labels { name } } }',
      { k: ticket.key },
      w.member,
    );
    expect(after.ticket.labels).toEqual([]);
  });

  it('needs ticket:update to manage and project membership to see', async () => {
    expect(failure(await create({ projectId: w.project.id, name: 'nope' }, w.viewer))).toEqual({ code: 'FORBIDDEN' });
    expect(failure(await create({ projectId: w.project.id, name: 'nope' }, w.outsider))).toEqual({ code: 'NOT_FOUND' });
    const label = await create({ projectId: w.project.id, name: 'ops' }, w.member);
    expect(failure(await update({ id: label.data!.createLabel.id, name: 'x' }, w.outsider))).toEqual({ code: 'NOT_FOUND' });
    expect(failure(await update({ id: label.data!.createLabel.id, name: 'x' }, w.viewer))).toEqual({ code: 'FORBIDDEN' });
  });
});
