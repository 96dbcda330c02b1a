import { parse } from 'yaml';
import {
  SetupOrchestratorAccountDocument,
  SetupOrchestratorKeyDocument,
  SetupOrchestratorProjectsDocument,
  TestOrchestratorConnectionDocument,
  OrchestratorWorkflowDocument,
} from '../../../operations/generated/graphql.js';
import { errorCode, startTestApp, type GraphQLResponse, type TestApp } from '../../../test/support/app.js';
import { freePort } from '../../../test/support/ports.js';
import { addMember, createProject, createTicket, projectKey, type Actor } from '../tickets/ticket.test-support.js';

// The setup wizard end to end: its connection test polls this app's own adapter over HTTP at SVC_PUBLIC_URL.
let t: TestApp;
let publicUrl: string;
let admin: Actor;

const data = <T>(response: GraphQLResponse<T>): T => {
  if (response.errors?.length || !response.data) throw new Error(JSON.stringify(response.errors));
  return response.data;
};

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  t = await startTestApp({ env: { PORT: String(port), SVC_PUBLIC_URL: publicUrl } });
  const me = data(await t.gql<{ me: { id: string } }>('{ me { id } }', {}, t.adminToken));
  admin = { id: me.me.id, token: t.adminToken };
});
afterAll(async () => {
  await t?.close();
});

it('sets up an orchestrator, and re-running reuses the account and memberships', async () => {
  const [web, api, other] = [projectKey('WIZ'), projectKey('WIZ'), projectKey('WIZ')];
  const [webProject, apiProject] = [
    await createProject(t, admin, web),
    await createProject(t, admin, api),
    await createProject(t, admin, other),
  ];
  await createTicket(t, admin, { projectId: webProject.id, title: 'First task' });
  await createTicket(t, admin, { projectId: webProject.id, title: 'Second task' });

  // (1) The account: created once, then found by its email.
  const input = { email: 'Symphony@Agents.example', displayName: 'Symphony' };
  const first = data(await t.gql(SetupOrchestratorAccountDocument, { input }, t.adminToken)).setupOrchestratorAccount;
  expect(first).toMatchObject({ created: true, account: { email: 'symphony@agents.example', displayName: 'Symphony', kind: 'BOT' } });
  const again = data(await t.gql(SetupOrchestratorAccountDocument, { input: { ...input, displayName: 'Other name' } }, t.adminToken));
  expect(again.setupOrchestratorAccount).toEqual({ ...first, created: false });
  const accountId = first.account.id;

  // (2) Memberships, per project; one already there (as a viewer) is left as it was.
  await addMember(t, admin, apiProject.id, accountId, 'VIEWER');
  const projects = { accountId, projectKeys: [web, ` ${api.toLowerCase()} `, 'NOPE1'] };
  const added = data(await t.gql(SetupOrchestratorProjectsDocument, { input: projects }, t.adminToken)).setupOrchestratorProjects;
  expect(added).toEqual([
    { projectKey: web, result: 'ADDED' },
    { projectKey: api, result: 'ALREADY_MEMBER' },
    { projectKey: 'NOPE1', result: 'NOT_FOUND' },
  ]);
  const rerun = data(await t.gql(SetupOrchestratorProjectsDocument, { input: projects }, t.adminToken)).setupOrchestratorProjects;
  expect(rerun.map((entry) => entry.result)).toEqual(['ALREADY_MEMBER', 'ALREADY_MEMBER', 'NOT_FOUND']);
  const roles = data(
    await t.gql<{ project: { members: Array<{ role: string; user: { id: string } }> } }>(
      'query($key: String!) { project(key: $key) { members { role user { id } } } }',
      { key: api },
      t.adminToken,
    ),
  );
  expect(roles.project.members.find((member) => member.user.id === accountId)?.role).toBe('VIEWER');

  // (3) The key, shown once.
  const key = data(await t.gql(SetupOrchestratorKeyDocument, { input: { accountId } }, t.adminToken)).setupOrchestratorKey;
  expect(key).toMatchObject({ token: expect.stringMatching(/^svc_/), apiKey: { name: 'Orchestrator (SVC_TOKEN)' } });

  // (4) WORKFLOW.md: YAML front matter and a prompt over the issue fields.
  const workflow = data(await t.gql(OrchestratorWorkflowDocument, { projectKeys: [web, api] }, t.adminToken)).orchestratorWorkflow;
  const [, frontMatter, prompt] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(workflow)!;
  expect(parse(frontMatter!)).toEqual({
    tracker: {
      kind: 'svc',
      endpoint: `${publicUrl}/integrations/orchestrator`,
      api_key: '$SVC_TOKEN',
      project_keys: [web, api],
      active_states: ['todo', 'in_progress', 'in_review'],
      terminal_states: ['done', 'wont_fix'],
    },
    polling: { interval_ms: 30000 },
  });
  for (const field of [
    'issue.identifier',
    'issue.title',
    'issue.description',
    'issue.url',
    'issue.branch_name',
    'issue.labels',
    'issue.blocked_by',
  ])
    expect(prompt).toContain(field);
  const display = await t.gql(OrchestratorWorkflowDocument, { projectKeys: [web], activeStates: ['In Progress'] }, t.adminToken);
  expect(display.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'activeStates' });

  // (4) For an unmodified Symphony: its linear tracker on the Linear-compatible endpoint, one project, display names.
  const linear = data(
    await t.gql(OrchestratorWorkflowDocument, { projectKeys: [web], terminalStates: ['done'], tracker: 'LINEAR' }, t.adminToken),
  ).orchestratorWorkflow;
  const [, linearFrontMatter, linearPrompt] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(linear)!;
  expect(parse(linearFrontMatter!)).toEqual({
    tracker: {
      kind: 'linear',
      endpoint: `${publicUrl}/integrations/orchestrator/linear/graphql`,
      api_key: '$SVC_TOKEN',
      project_slug: web,
      active_states: ['Todo', 'In Progress', 'In Review'],
      terminal_states: ['Done'],
    },
    polling: { interval_ms: 30000 },
  });
  expect(linearPrompt).toBe(prompt);
  const twoProjects = await t.gql(OrchestratorWorkflowDocument, { projectKeys: [web, api], tracker: 'LINEAR' }, t.adminToken);
  expect(twoProjects.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'projectKeys' });

  // (5) The connection test polls the adapter with the key, per project, and checks every permission the adapter needs:
  // a viewer (API) reads candidates but could not push agent events.
  const tested = data(
    await t.gql(
      TestOrchestratorConnectionDocument,
      { input: { accountId, token: key.token, projectKeys: [web, api, other] } },
      t.adminToken,
    ),
  ).testOrchestratorConnection;
  expect(tested).toEqual([
    { projectKey: web, ok: true, status: 200, candidates: 2, missingPermissions: [], message: `Connected: 2 candidate issue(s) in ${web}` },
    {
      projectKey: api,
      ok: false,
      status: 200,
      candidates: 0,
      missingPermissions: ['comment:create'],
      message: `The account is a VIEWER of ${api} and lacks comment:create (to push agent events): make it a MEMBER`,
    },
    {
      projectKey: other,
      ok: false,
      status: 200,
      candidates: 0,
      missingPermissions: ['project:read', 'comment:create'],
      message: `The account is not a member of ${other}: it sees none of its tickets`,
    },
  ]);
  const wrongKey = data(
    await t.gql(TestOrchestratorConnectionDocument, { input: { accountId, token: 'svc_wrong', projectKeys: [web] } }, t.adminToken),
  ).testOrchestratorConnection;
  expect(wrongKey[0]).toMatchObject({ ok: false, status: 401, message: expect.stringContaining('answered 401') });
});

it('is for workspace admins only, and refuses a person as the account', async () => {
  const member = await t.createUser();
  const person = await t.createUser();
  const input = { email: 'agent-2@agents.example', displayName: 'Agent' };
  expect(errorCode(await t.gql(SetupOrchestratorAccountDocument, { input }, member.token))).toBe('FORBIDDEN');
  expect(errorCode(await t.gql(SetupOrchestratorAccountDocument, { input }, ''))).toBe('UNAUTHENTICATED');
  expect(errorCode(await t.gql(OrchestratorWorkflowDocument, { projectKeys: ['WEB'] }, member.token))).toBe('FORBIDDEN');
  expect(
    errorCode(await t.gql(SetupOrchestratorProjectsDocument, { input: { accountId: person.id, projectKeys: ['WEB'] } }, member.token)),
  ).toBe('FORBIDDEN');
  const taken = await t.gql(SetupOrchestratorAccountDocument, { input: { email: person.email, displayName: 'X' } }, t.adminToken);
  expect(taken.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', field: 'email', reason: 'SERVICE_ACCOUNT_EMAIL_OF_PERSON' });
  const notBot = await t.gql(SetupOrchestratorKeyDocument, { input: { accountId: person.id } }, t.adminToken);
  expect(notBot.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'accountId' });
  const none = await t.gql(SetupOrchestratorProjectsDocument, { input: { accountId: person.id, projectKeys: [] } }, t.adminToken);
  expect(errorCode(none)).toBe('BAD_USER_INPUT');
});
