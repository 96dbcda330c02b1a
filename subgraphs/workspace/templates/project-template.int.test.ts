import { startTestApp, type TestApp } from '../../../test/support/app.js';
import { buildWorld, createTicket, failure, ok, projectKey, ruleFailure, type World } from '../tickets/ticket.test-support.js';

// Project templates through the gateway: save a project's shape, start a new project from it.
let t: TestApp;
let w: World;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t, 'TPL');
});
afterAll(async () => {
  await t?.close();
});

it('saves statuses, labels, milestones (relative dates) and ticket skeletons, and creates a project from them', async () => {
  await ok(
    t,
    'mutation($input: CreateStatusInput!) { createStatus(input: $input) { id } }',
    { input: { projectId: w.project.id, name: 'Blocked', category: 'IN_PROGRESS' } },
    w.projectAdmin,
  );
  const label = async (name: string) =>
    (
      await ok<{ createLabel: { id: string } }>(
        t,
        'mutation($input: CreateLabelInput!) { createLabel(input: $input) { id } }',
        { input: { projectId: w.project.id, name } },
        w.projectAdmin,
      )
    ).createLabel.id;
  const bug = await label('bug');
  await label('ux');
  const { createMilestone } = await ok<{ createMilestone: { id: string } }>(
    t,
    'mutation($input: CreateMilestoneInput!) { createMilestone(input: $input) { id } }',
    { input: { projectId: w.project.id, name: 'Beta', dueDate: day(14) } },
    w.projectAdmin,
  );
  await createTicket(t, w.projectAdmin, {
    projectId: w.project.id,
    title: 'Set up CI',
    description: 'Pipelines.',
    priority: 'HIGH',
    estimatedMinutes: 60,
    labelIds: [bug],
    milestoneId: createMilestone.id,
  });
  await createTicket(t, w.projectAdmin, { projectId: w.project.id, title: 'Secret plan', private: true });

  expect(
    failure(
      await t.gql(
        'mutation($input: SaveProjectTemplateInput!) { saveProjectTemplate(input: $input) { id } }',
        { input: { projectId: w.project.id, name: 'Nope' } },
        w.member.token,
      ),
    ).code,
  ).toBe('FORBIDDEN');
  const { saveProjectTemplate: template } = await ok<{
    saveProjectTemplate: { id: string; statuses: string[]; labels: string[]; milestones: string[]; ticketCount: number };
  }>(
    t,
    'mutation($input: SaveProjectTemplateInput!) { saveProjectTemplate(input: $input) { id statuses labels milestones ticketCount } }',
    { input: { projectId: w.project.id, name: 'Service starter', description: 'Our usual shape.' } },
    w.projectAdmin,
  );
  expect(template).toMatchObject({
    statuses: ['Todo', 'In Progress', 'In Review', 'Done', "Won't Fix", 'Blocked'],
    labels: ['bug', 'ux'],
    milestones: ['Beta'],
    // The private ticket is not copied.
    ticketCount: 1,
  });
  const again = await t.gql(
    'mutation($input: SaveProjectTemplateInput!) { saveProjectTemplate(input: $input) { id } }',
    { input: { projectId: w.project.id, name: 'SERVICE STARTER' } },
    w.projectAdmin.token,
  );
  expect(failure(again)).toEqual({ code: 'CONFLICT', field: 'name' });

  const key = projectKey('NEW');
  const created = await ok<{
    createProjectFromTemplate: {
      key: string;
      statuses: Array<{ name: string; category: string }>;
      labels: Array<{ name: string }>;
      milestones: Array<{ name: string; dueDate: string }>;
    };
  }>(
    t,
    'mutation($input: CreateProjectFromTemplateInput!) { createProjectFromTemplate(input: $input) { key statuses { name category } labels { name } milestones { name dueDate } } }',
    { input: { templateId: template.id, key, name: 'New service' } },
    w.member,
  );
  expect(created.createProjectFromTemplate).toEqual({
    key,
    statuses: [
      { name: 'Todo', category: 'TODO' },
      { name: 'In Progress', category: 'IN_PROGRESS' },
      { name: 'In Review', category: 'IN_REVIEW' },
      { name: 'Done', category: 'DONE' },
      { name: "Won't Fix", category: 'WONT_FIX' },
      { name: 'Blocked', category: 'IN_PROGRESS' },
    ],
    labels: [{ name: 'bug' }, { name: 'ux' }],
    milestones: [{ name: 'Beta', dueDate: day(14) }],
  });
  const ticket = await ok<{
    ticket: {
      title: string;
      description: string;
      priority: string;
      estimatedMinutes: number;
      labels: Array<{ name: string }>;
      milestone: { name: string };
    };
  }>(
    t,
    'query($key: String!) { ticket(key: $key) { title description priority estimatedMinutes labels { name } milestone { name } } }',
    { key: `${key}-1` },
    w.member,
  );
  expect(ticket.ticket).toEqual({
    title: 'Set up CI',
    description: 'Pipelines.',
    priority: 'HIGH',
    estimatedMinutes: 60,
    labels: [{ name: 'bug' }],
    milestone: { name: 'Beta' },
  });

  // A taken key: refused, and nothing is left half-made.
  const taken = await t.gql(
    'mutation($input: CreateProjectFromTemplateInput!) { createProjectFromTemplate(input: $input) { key } }',
    { input: { templateId: template.id, key, name: 'Again' } },
    w.member.token,
  );
  expect(failure(taken)).toEqual({ code: 'CONFLICT', field: 'key' });
  const templates = await ok<{ projectTemplates: Array<{ name: string }> }>(t, '{ projectTemplates { name } }', {}, w.member);
  expect(templates.projectTemplates.map((entry) => entry.name)).toEqual(['Service starter']);
  expect(ruleFailure(await t.gql('mutation($id: ID!) { deleteProjectTemplate(id: $id) }', { id: template.id }, w.member.token))).toEqual({
    code: 'FORBIDDEN',
    reason: 'TEMPLATE_AUTHOR_OR_ADMIN_ONLY',
  });
  expect(await ok(t, 'mutation($id: ID!) { deleteProjectTemplate(id: $id) }', { id: template.id }, w.projectAdmin)).toEqual({
    deleteProjectTemplate: true,
  });
});
