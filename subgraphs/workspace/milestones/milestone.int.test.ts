import { startTestApp, type TestApp } from '../../../test/support/app.js';
import { buildWorld, createTicket, failure, ok, ruleFailure, type Actor, type World } from '../tickets/ticket.test-support.js';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t, 'MS');
});
afterAll(async () => {
  await t?.close();
});

const FIELDS = 'id name description dueDate private budgetAmount project { key }';
const create = (input: Record<string, unknown>, actor: Actor) =>
  t.gql<{ createMilestone: Record<string, unknown> }>(
    `mutation($input: CreateMilestoneInput!) { createMilestone(input: $input) { ${FIELDS} } }`,
    { input },
    actor.token,
  );
const update = (input: Record<string, unknown>, actor: Actor) =>
  t.gql<{ updateMilestone: Record<string, unknown> }>(
    `mutation($input: UpdateMilestoneInput!) { updateMilestone(input: $input) { ${FIELDS} } }`,
    { input },
    actor.token,
  );
const remove = (id: string, actor: Actor) => t.gql('mutation($id: ID!) { deleteMilestone(id: $id) }', { id }, actor.token);
const listed = async (actor: Actor) =>
  (
    await ok<{ project: { milestones: Array<{ name: string; budgetAmount: number | null }> } }>(
      t,
      'query($k: String!) { project(key: $k) { milestones { name budgetAmount } } }',
      { k: w.project.key },
      actor,
    )
  ).project.milestones;

describe('milestones', () => {
  it('are created, listed by due date, updated and deleted', async () => {
    const later = await create({ projectId: w.project.id, name: 'Beta', dueDate: '2031-06-30', description: '*soon*' }, w.member);
    expect(later.data?.createMilestone).toMatchObject({
      name: 'Beta',
      dueDate: '2031-06-30',
      description: '*soon*',
      private: false,
      project: { key: w.project.key },
    });
    const sooner = await create({ projectId: w.project.id, name: 'Alpha', dueDate: '2030-01-15' }, w.member);
    const names = (await listed(w.viewer)).map((m) => m.name);
    expect(names.indexOf('Alpha')).toBeLessThan(names.indexOf('Beta'));

    const id = sooner.data!.createMilestone.id as string;
    expect((await update({ id, name: 'Alpha 1', dueDate: null }, w.member)).data?.updateMilestone).toMatchObject({
      name: 'Alpha 1',
      dueDate: null,
    });
    expect(failure(await update({ id, name: '' }, w.member))).toEqual({ code: 'BAD_USER_INPUT', field: 'name' });
    expect(failure(await update({ id, dueDate: '2030-02-30' }, w.member))).toEqual({ code: 'BAD_USER_INPUT', field: 'dueDate' });

    const ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'Planned', milestoneId: id });
    expect(failure(await remove(id, w.member))).toEqual({ code: 'FORBIDDEN' });
    expect((await remove(id, w.projectAdmin)).data).toEqual({ deleteMilestone: true });
    const after = await ok<{ ticket: { milestone: unknown } }>(
      t,
      'query($k: String!) { ticket(key: $k) { milestone { id } } }',
      { k: ticket.key },
      w.member,
    );
    expect(after.ticket.milestone).toBeNull();
    expect(failure(await update({ id, name: 'gone' }, w.member))).toEqual({ code: 'NOT_FOUND' });
  });

  it('hides private milestones from project viewers (also on tickets), not from members and admins', async () => {
    const hidden = await create({ projectId: w.project.id, name: 'Internal launch', private: true }, w.member);
    const id = hidden.data!.createMilestone.id as string;
    const ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'On a private milestone', milestoneId: id });
    const milestoneOf = async (actor: Actor) =>
      (
        await ok<{ ticket: { milestone: { name: string } | null } }>(
          t,
          'query($k: String!) { ticket(key: $k) { milestone { name } } }',
          { k: ticket.key },
          actor,
        )
      ).ticket.milestone;

    for (const actor of [w.member, w.projectAdmin, w.admin, w.superAdmin, w.bot]) {
      expect((await listed(actor)).map((m) => m.name)).toContain('Internal launch');
      expect(await milestoneOf(actor)).toEqual({ name: 'Internal launch' });
    }
    expect((await listed(w.viewer)).map((m) => m.name)).not.toContain('Internal launch');
    expect(await milestoneOf(w.viewer)).toBeNull();
    expect(failure(await update({ id, name: 'peek' }, w.viewer))).toEqual({ code: 'NOT_FOUND' });
    expect(failure(await create({ projectId: w.project.id, name: 'x' }, w.viewer))).toEqual({ code: 'FORBIDDEN' });
    expect(failure(await create({ projectId: w.project.id, name: 'x' }, w.outsider))).toEqual({ code: 'NOT_FOUND' });
  });

  it('shows and sets budgets for project admins only', async () => {
    const made = await create({ projectId: w.project.id, name: 'Funded', budgetAmount: 1234.567 }, w.projectAdmin);
    expect(made.data?.createMilestone.budgetAmount).toBe(1234.57);
    const budgetOf = async (actor: Actor) => (await listed(actor)).find((m) => m.name === 'Funded')?.budgetAmount;
    expect(await budgetOf(w.projectAdmin)).toBe(1234.57);
    expect(await budgetOf(w.admin)).toBe(1234.57);
    expect(await budgetOf(w.member)).toBeNull();
    expect(await budgetOf(w.viewer)).toBeNull();
    expect(ruleFailure(await update({ id: made.data!.createMilestone.id, budgetAmount: 1 }, w.member))).toEqual({
      code: 'FORBIDDEN',
      reason: 'MILESTONE_BUDGET_ADMIN_ONLY',
    });
    expect(failure(await update({ id: made.data!.createMilestone.id, budgetAmount: -1 }, w.projectAdmin))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'budgetAmount',
    });
  });

  it("rejects a ticket pointing at another project's milestone", async () => {
    const other = await ok<{ createProject: { id: string } }>(
      t,
      'mutation { createProject(input: { key: "MSOTHER", name: "Other" }) { id } }',
      {},
      w.member,
    );
    const foreign = await create({ projectId: other.createProject.id, name: 'Elsewhere' }, w.member);
    const response = await t.gql(
      'mutation($input: CreateTicketInput!) { createTicket(input: $input) { id } }',
      { input: { projectId: w.project.id, title: 'x', milestoneId: foreign.data!.createMilestone.id } },
      w.member.token,
    );
    expect(failure(response)).toEqual({ code: 'BAD_USER_INPUT', field: 'milestoneId' });
  });
});
